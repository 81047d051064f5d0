import { sql, type SQL } from "drizzle-orm";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { isPublic } from "#app/domain/articles/articles.server.ts";

export type ArticleHit = { slug: string; title: string; category: string; excerpt: string; headline: string };
export type ProductHit = { slug: string; name: string; category: string; description: string; headline: string };
export type SearchResults = { articles: ArticleHit[]; products: ProductHit[] };

const LIMIT = 20;

type Rows<T> = { rows: T[] };

const HEADLINE_OPTIONS = "StartSel=\uE000, StopSel=\uE001, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1";

/**
 * Full-text search over public articles (title, excerpt, content without tags) and
 * products (name, category, descriptions). `websearch_to_tsquery` accepts
 * what people type ("quoted phrases", -exclusions, or) and never throws.
 * `headline` is plain text with matches wrapped in U+E000/U+E001 markers,
 * so the page can highlight them without rendering stored HTML.
 */
export async function searchSite(query: string, productSlugs?: ReadonlySet<string>, db: Database = defaultDb): Promise<SearchResults> {
  const articles = (await db.execute(articleSearch(query))) as unknown as Rows<ArticleHit>;
  const products = (await db.execute(productSearch(query))) as unknown as Rows<ProductHit>;
  return {
    articles: articles.rows,
    products: (productSlugs ? products.rows.filter((p) => productSlugs.has(p.slug)) : products.rows).slice(0, LIMIT),
  };
}

/*
 * Matching and ranking read the stored `search_vector` columns (their texts and weights are declared in
 * platform/db/schema/content.ts), so `vector @@ query` can use their GIN indexes and no document is
 * parsed per search. Only the headlines of the rows returned are computed from the texts.
 */

/** The statement that finds public articles for `query`, best match first (exported for tests that EXPLAIN it). */
export function articleSearch(query: string): SQL {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return sql`
    with doc as (
      select slug, title, category, excerpt,
             regexp_replace(content, '<[^>]+>', ' ', 'g') as body,
             search_vector as vector,
             published_at
        from articles
       where ${isPublic()}
    )
    select slug, title, category, excerpt,
           ts_headline('english', excerpt || ' ' || body, ${tsquery}, ${HEADLINE_OPTIONS}) as headline
      from doc
     where vector @@ ${tsquery}
     order by ts_rank_cd(vector, ${tsquery}) desc, published_at desc
     limit ${LIMIT}
  `;
}

/** The statement that finds products for `query`, best match first (twice the limit: the caller keeps reviewed ones). */
export function productSearch(query: string): SQL {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  return sql`
    with doc as (
      select slug, name, category, description, long_description, search_vector as vector
        from products
    )
    select slug, name, category, description,
           ts_headline('english', description || ' ' || long_description, ${tsquery}, ${HEADLINE_OPTIONS}) as headline
      from doc
     where vector @@ ${tsquery}
     order by ts_rank_cd(vector, ${tsquery}) desc, name
     limit ${LIMIT * 2}
  `;
}
