import { latestArticles } from "#app/domain/seo/sitemap.server.ts";
import { renderRss } from "#app/domain/seo/xml.ts";
import { authorLabel } from "#app/domain/articles/format.ts";
import { siteName } from "#app/lib/site.ts";
import { siteUrl } from "#app/lib/site-url.ts";

export async function loader() {
  const articles = await latestArticles();
  const xml = renderRss(
    {
      title: `${siteName()}: Articles`,
      siteUrl: siteUrl(),
      description: "Evidence-based articles on women's health and wellness.",
      feedPath: "/rss.xml",
    },
    articles.map((article) => ({
      title: article.title,
      path: `/articles/${article.slug}`,
      description: article.excerpt,
      published: article.publishedAt ?? article.createdAt,
      category: article.category,
      author: authorLabel(article.authorName),
    })),
  );
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
