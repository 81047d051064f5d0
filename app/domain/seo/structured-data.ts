import { siteName } from "#app/lib/site.ts";

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
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.isoDate,
    dateModified: article.modifiedIso,
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: siteName(), logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` } },
    mainEntityOfPage: `${siteUrl}/articles/${article.slug}`,
    ...(article.imageSrc ? { image: [article.imageSrc.startsWith("http") ? article.imageSrc : `${siteUrl}${article.imageSrc}`] } : {}),
  };
}

export function productReviewJsonLd(
  siteUrl: string,
  product: { slug: string; name: string; description: string; imageSrc: string; categoryName: string; rating: number; retailers: { price: number }[] },
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
      author: { "@type": "Organization", name: siteName() },
      datePublished: "2025-08-01",
    },
    ...(prices.length
      ? { offers: { "@type": "AggregateOffer", priceCurrency: "USD", lowPrice: Math.min(...prices).toFixed(2), highPrice: Math.max(...prices).toFixed(2), offerCount: prices.length } }
      : {}),
  };
}
