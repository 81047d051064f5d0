import { sql } from "drizzle-orm";
import { db } from "#platform/db.ts";
import { isPublic } from "#app/domain/articles/articles.server.ts";

export type ArticleHit = { slug: string; title: string; category: string; excerpt: string; headline: string };
export type ProductHit = { slug: string; name: string; category: string; description: string; headline: string };
export type SearchResults = { articles: ArticleHit[]; products: ProductHit[] };

const LIMIT = 20;

type Rows<T> = { rows: T[] };

/**
 * Full-text search over public articles (title, excerpt, content without tags) and
 * products (name, category, descriptions). `websearch_to_tsquery` accepts
 * what people type ("quoted phrases", -exclusions, or) and never throws.
 * `headline` is plain text with matches wrapped in U+E000/U+E001 markers,
 * so the page can highlight them without rendering stored HTML.
 */
export async function searchSite(query: string, productSlugs?: ReadonlySet<string>): Promise<SearchResults> {
  const tsquery = sql`websearch_to_tsquery('english', ${query})`;
  const options = "StartSel=\uE000, StopSel=\uE001, MaxWords=30, MinWords=12, ShortWord=3, MaxFragments=1";

  const articles = (await db.execute(sql`
    with doc as (
      select slug, title, category, excerpt,
             regexp_replace(content, '<[^>]+>', ' ', 'g') as body,
             setweight(to_tsvector('english', title), 'A') ||
             setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
             setweight(to_tsvector('english', regexp_replace(content, '<[^>]+>', ' ', 'g')), 'C') as vector,
             published_at
        from articles
       where ${isPublic()}
    )
    select slug, title, category, excerpt,
           ts_headline('english', excerpt || ' ' || body, ${tsquery}, ${options}) as headline
      from doc
     where vector @@ ${tsquery}
     order by ts_rank_cd(vector, ${tsquery}) desc, published_at desc
     limit ${LIMIT}
  `)) as unknown as Rows<ArticleHit>;

  const products = (await db.execute(sql`
    with doc as (
      select slug, name, category, description, long_description,
             setweight(to_tsvector('english', name), 'A') ||
             setweight(to_tsvector('english', category), 'B') ||
             setweight(to_tsvector('english', description || ' ' || long_description), 'C') as vector
        from products
    )
    select slug, name, category, description,
           ts_headline('english', description || ' ' || long_description, ${tsquery}, ${options}) as headline
      from doc
     where vector @@ ${tsquery}
     order by ts_rank_cd(vector, ${tsquery}) desc, name
     limit ${LIMIT * 2}
  `)) as unknown as Rows<ProductHit>;

  return {
    articles: articles.rows,
    products: (productSlugs ? products.rows.filter((p) => productSlugs.has(p.slug)) : products.rows).slice(0, LIMIT),
  };
}
