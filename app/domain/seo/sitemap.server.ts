import { desc, sql } from "drizzle-orm";
import { isPublic } from "#app/domain/articles/articles.server.ts";
import { categoryPath } from "#app/domain/articles/credits-and-sources.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { quizzes } from "#app/content/quizzes.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { reviewPageSlugs } from "#app/domain/catalogue/product.ts";
import type { SitemapEntry } from "./xml.ts";

/**
 * Public pages that exist once, in the order of the route table, then the community and the editorial standards
 * (the maintainers' /usage page is not for readers and stays out, and forms like /report-error have no content).
 */
const staticPages: SitemapEntry[] = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/about", changefreq: "monthly", priority: 0.6 },
  { path: "/articles", changefreq: "daily", priority: 0.9 },
  { path: "/product-reviews", changefreq: "weekly", priority: 0.9 },
  { path: "/product-roundups", changefreq: "weekly", priority: 0.8 },
  { path: "/comparison-guide", changefreq: "monthly", priority: 0.7 },
  { path: "/how-we-review", changefreq: "yearly", priority: 0.5 },
  { path: "/affiliates", changefreq: "weekly", priority: 0.7 },
  { path: "/wellness-toolkit", changefreq: "monthly", priority: 0.7 },
  { path: "/wellness-quiz", changefreq: "monthly", priority: 0.7 },
  { path: "/expert-interviews", changefreq: "monthly", priority: 0.7 },
  { path: "/collaborate", changefreq: "yearly", priority: 0.4 },
  { path: "/contact", changefreq: "yearly", priority: 0.4 },
  { path: "/community", changefreq: "weekly", priority: 0.5 },
  { path: "/editorial-team", changefreq: "monthly", priority: 0.4 },
  { path: "/editorial-policy", changefreq: "yearly", priority: 0.3 },
  { path: "/corrections-policy", changefreq: "yearly", priority: 0.3 },
  { path: "/advertising-policy", changefreq: "yearly", priority: 0.3 },
  { path: "/terms-of-use", changefreq: "yearly", priority: 0.2 },
  { path: "/privacy-policy", changefreq: "yearly", priority: 0.2 },
];

/** Every public URL of the site: static pages, then each content type. */
export async function sitemapEntries(db: Database = defaultDb): Promise<SitemapEntry[]> {
  // Public articles only; lastmod is the last save, or the publication when it came later (a schedule).
  const articles = await db
    .select({
      slug: schema.articles.slug,
      updatedAt: sql<Date>`greatest(${schema.articles.updatedAt}, ${schema.articles.publishedAt})`.mapWith(
        schema.articles.updatedAt,
      ),
    })
    .from(schema.articles)
    .where(isPublic())
    .orderBy(desc(schema.articles.publishedAt), desc(schema.articles.createdAt));
  const categories = await db
    .selectDistinct({ category: schema.articles.category })
    .from(schema.articles)
    .where(isPublic())
    .orderBy(schema.articles.category);
  const people = await db.select({ slug: schema.people.slug }).from(schema.people).orderBy(schema.people.slug);
  const { products, roundups, affiliateGroups, interviews } = await loadCatalogue("public", db);
  const affiliateSlugs = affiliateGroups.flatMap((group) => group.slugs);
  return [
    ...staticPages,
    ...[...reviewPageSlugs(products, roundups)].map((slug) => ({
      path: `/product-reviews/${slug}`,
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
    ...roundups.map((roundup) => ({
      path: `/product-roundups/${roundup.slug}`,
      changefreq: "monthly" as const,
      priority: 0.7,
    })),
    ...affiliateSlugs.map((slug) => ({ path: `/affiliates/${slug}`, changefreq: "monthly" as const, priority: 0.5 })),
    ...interviews.map((interview) => ({
      path: `/expert-interviews/${interview.id}`,
      changefreq: "yearly" as const,
      priority: 0.6,
    })),
    ...quizzes.map((quiz) => ({ path: `/wellness-quiz/${quiz.id}`, changefreq: "yearly" as const, priority: 0.5 })),
    ...articles.map((article) => ({
      path: `/articles/${article.slug}`,
      lastmod: article.updatedAt,
      changefreq: "monthly" as const,
      priority: 0.8,
    })),
    // The same category can be spelt two ways by editors; each path once.
    ...[...new Set(categories.map(({ category }) => categoryPath(category)))].map((path) => ({
      path,
      changefreq: "weekly" as const,
      priority: 0.5,
    })),
    ...people.map((person) => ({ path: `/people/${person.slug}`, changefreq: "monthly" as const, priority: 0.4 })),
  ];
}

export async function latestArticles(limit = 30, db: Database = defaultDb) {
  return db
    .select({
      slug: schema.articles.slug,
      title: schema.articles.title,
      excerpt: schema.articles.excerpt,
      category: schema.articles.category,
      authorName: schema.articles.authorName,
      createdAt: schema.articles.createdAt,
      publishedAt: schema.articles.publishedAt,
    })
    .from(schema.articles)
    .where(isPublic())
    .orderBy(desc(schema.articles.publishedAt), desc(schema.articles.createdAt))
    .limit(limit);
}
