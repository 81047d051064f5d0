import { siteName } from "#app/lib/site.ts";
import { EDITORIAL_TEAM } from "#app/domain/articles/editorial.ts";

/** schema.org JSON-LD for the pages search engines show richly. */
type Breadcrumb = { name: string; path: string };

export function breadcrumbList(siteUrl: string, items: Breadcrumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}

export function articleJsonLd(
  siteUrl: string,
  article: {
    slug: string;
    title: string;
    excerpt: string;
    isoDate: string;
    modifiedIso: string;
    author: string;
    imageSrc: string | null;
    category: string;
    byline: { name: string; path: string | null };
    authorIsPerson: boolean;
    reviewer: { name: string; path: string } | null;
    lastReviewed: { isoDate: string } | null;
    sources: { title: string; publisher: string; year: number | null; url: string | null }[];
  },
) {
  const team = { "@type": "Organization", name: EDITORIAL_TEAM.name, url: `${siteUrl}${EDITORIAL_TEAM.path}` };
  const author =
    article.authorIsPerson && article.byline.path
      ? { "@type": "Person", name: article.byline.name, url: `${siteUrl}${article.byline.path}` }
      : article.byline.path
        ? team
        : { "@type": "Person", name: article.byline.name };
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.isoDate,
    dateModified: article.modifiedIso,
    author,
    // The page's review, in the terms schema.org gives a medical web page.
    reviewedBy: article.reviewer
      ? { "@type": "Person", name: article.reviewer.name, url: `${siteUrl}${article.reviewer.path}` }
      : team,
    ...(article.lastReviewed ? { lastReviewed: article.lastReviewed.isoDate } : {}),
    ...(article.sources.length
      ? {
          citation: article.sources.map((source) => ({
            "@type": "CreativeWork",
            name: source.title,
            ...(source.publisher ? { publisher: source.publisher } : {}),
            ...(source.year ? { datePublished: String(source.year) } : {}),
            ...(source.url ? { url: source.url } : {}),
          })),
        }
      : {}),
    publisher: {
      "@type": "Organization",
      name: siteName(),
      logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
    },
    mainEntityOfPage: `${siteUrl}/articles/${article.slug}`,
    ...(article.imageSrc
      ? { image: [article.imageSrc.startsWith("http") ? article.imageSrc : `${siteUrl}${article.imageSrc}`] }
      : {}),
  };
}

export function productReviewJsonLd(
  siteUrl: string,
  product: {
    slug: string;
    name: string;
    description: string;
    imageSrc: string;
    categoryName: string;
    rating: number;
    retailers: { price: number }[];
  },
) {
  const prices = product.retailers.map((r) => r.price);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    category: product.categoryName,
    image: `${siteUrl}${product.imageSrc}`,
    url: `${siteUrl}/product-reviews/${product.slug}`,
    review: {
      "@type": "Review",
      reviewRating: { "@type": "Rating", ratingValue: product.rating.toFixed(1), bestRating: "5", worstRating: "1" },
      author: { "@type": "Organization", name: EDITORIAL_TEAM.name, url: `${siteUrl}${EDITORIAL_TEAM.path}` },
      datePublished: "2025-08-01",
    },
    ...(prices.length
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "USD",
            lowPrice: Math.min(...prices).toFixed(2),
            highPrice: Math.max(...prices).toFixed(2),
            offerCount: prices.length,
          },
        }
      : {}),
  };
}
