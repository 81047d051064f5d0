import { siteName } from "#app/lib/site.ts";
import { editorialTeam } from "#app/domain/articles/credits-and-sources.ts";
import { CATALOGUE_REVIEWED_ON } from "#app/domain/catalogue/messages.ts";
import { isHealthCategory } from "#app/domain/articles/review-gate.ts";

/**
 * Readers of a health page: the public, in schema.org's words (MedicalAudience is an Audience, whose
 * audienceType is free text).
 */
const MEDICAL_AUDIENCE = { "@type": "MedicalAudience", audienceType: "General public" } as const;

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

/**
 * An article page: the page node (MedicalWebPage for a health category, with who reviewed it and when, its
 * audience and subject, the properties schema.org gives a web page) whose main entity is the Article (author,
 * dates, citations: the properties schema.org gives a creative work).
 */
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
  const team = teamLd(siteUrl);
  const author =
    article.authorIsPerson && article.byline.path
      ? { "@type": "Person", name: article.byline.name, url: `${siteUrl}${article.byline.path}` }
      : article.byline.path
        ? team
        : { "@type": "Person", name: article.byline.name };
  const url = `${siteUrl}/articles/${article.slug}`;
  const articleNode = {
    "@type": "Article",
    headline: article.title.slice(0, 110),
    description: article.excerpt,
    articleSection: article.category,
    datePublished: article.isoDate,
    dateModified: article.modifiedIso,
    author,
    ...(article.sources.length ? { citation: citations(article.sources) } : {}),
    publisher: {
      "@type": "Organization",
      name: siteName(),
      logo: { "@type": "ImageObject", url: `${siteUrl}/favicon.svg` },
    },
    mainEntityOfPage: url,
    ...(article.imageSrc
      ? { image: [article.imageSrc.startsWith("http") ? article.imageSrc : `${siteUrl}${article.imageSrc}`] }
      : {}),
  };
  const medical = isHealthCategory(article.category);
  return {
    "@context": "https://schema.org",
    "@type": medical ? "MedicalWebPage" : "WebPage",
    url,
    name: article.title,
    ...(medical
      ? {
          // A claim of review names the person who reviewed it, or nobody: never the team by default.
          ...(article.reviewer
            ? {
                reviewedBy: {
                  "@type": "Person",
                  name: article.reviewer.name,
                  url: `${siteUrl}${article.reviewer.path}`,
                },
              }
            : {}),
          ...(article.lastReviewed ? { lastReviewed: article.lastReviewed.isoDate.slice(0, 10) } : {}),
          medicalAudience: MEDICAL_AUDIENCE,
          about: { "@type": "Thing", name: article.category },
        }
      : {}),
    mainEntity: articleNode,
  };
}

type Citable = { title: string; publisher: string; year?: number | null; url?: string | null };

function citations(sources: readonly Citable[]) {
  return sources.map((source) => ({
    "@type": "CreativeWork",
    name: source.title,
    // schema.org's publisher is an Organization or a Person, not a string.
    ...(source.publisher ? { publisher: { "@type": "Organization", name: source.publisher } } : {}),
    ...(source.year ? { datePublished: String(source.year) } : {}),
    ...(source.url ? { url: source.url } : {}),
  }));
}

/** Who a page credits, as JSON-LD: a person's page, or the editorial team as an organization. */
function creditLd(siteUrl: string, credit: { name: string; path: string }, isPerson: boolean) {
  return isPerson ? { "@type": "Person", name: credit.name, url: `${siteUrl}${credit.path}` } : teamLd(siteUrl);
}

/** The editorial team as JSON-LD: an organization named after the site (SITE_NAME), with its page. */
function teamLd(siteUrl: string) {
  const team = editorialTeam();
  return { "@type": "Organization", name: team.name, url: `${siteUrl}${team.path}` };
}

/**
 * A product review page: the product with its review (author, dates, the sources it relies on), and the
 * page itself with its medical review (reviewedBy and lastReviewed belong to a web page in schema.org).
 */
export function productReviewJsonLd(
  siteUrl: string,
  product: {
    slug: string;
    name: string;
    description: string;
    imageSrc: string;
    categoryName: string;
    /** Null for a product without a full review: then no Review, no rating, no review dates. */
    rating: number | null;
    retailers: { price: number }[];
    sources: readonly Citable[];
  },
  credits: {
    byline: { name: string; path: string };
    authorIsPerson: boolean;
    reviewer: { name: string; path: string } | null;
    lastReviewed: { isoDate: string };
    modifiedIso: string;
  },
) {
  const prices = product.retailers.map((r) => r.price);
  const url = `${siteUrl}/product-reviews/${product.slug}`;
  const author = creditLd(siteUrl, credits.byline, credits.authorIsPerson);
  const productLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    category: product.categoryName,
    image: `${siteUrl}${product.imageSrc}`,
    url,
    ...(product.rating === null
      ? {}
      : {
          review: {
            "@type": "Review",
            reviewRating: {
              "@type": "Rating",
              ratingValue: product.rating.toFixed(1),
              bestRating: "5",
              worstRating: "1",
            },
            author,
            datePublished: CATALOGUE_REVIEWED_ON,
            dateModified: credits.modifiedIso,
            ...(product.sources.length ? { citation: citations(product.sources) } : {}),
          },
        }),
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
  const medical = isHealthCategory(product.categoryName);
  const pageLd = {
    "@context": "https://schema.org",
    "@type": medical ? "MedicalWebPage" : "WebPage",
    name: `${product.name} review`,
    url,
    about: { "@type": "Product", name: product.name, url },
    author,
    ...(product.rating === null
      ? {}
      : {
          reviewedBy: credits.reviewer
            ? creditLd(siteUrl, credits.reviewer, true)
            : creditLd(siteUrl, credits.byline, false),
          lastReviewed: credits.lastReviewed.isoDate.slice(0, 10),
        }),
    dateModified: credits.modifiedIso,
    ...(medical ? { medicalAudience: MEDICAL_AUDIENCE } : {}),
    ...(product.sources.length ? { citation: citations(product.sources) } : {}),
  };
  return [productLd, pageLd] as const;
}
