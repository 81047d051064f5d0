import type { MetaDescriptor } from "react-router";
import { siteName } from "./site.ts";
import { absoluteUrl } from "./site-url.ts";

export const DEFAULT_SOCIAL_IMAGE = "/images/og-default.png";

/**
 * Title, description and social cards of a page, the same shape on every
 * route. The canonical URL and og:url are added by the root layout.
 */
export function pageMeta(
  title: string,
  description: string,
  options: { image?: string | null; imageAlt?: string | null; type?: "website" | "article" | "product" } = {},
): MetaDescriptor[] {
  const name = siteName();
  const fullTitle = title === name ? title : `${title} | ${name}`;
  const image = absoluteUrl(options.image || DEFAULT_SOCIAL_IMAGE);
  const imageAlt = options.imageAlt || `${name}: evidence-based wellness for women`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: name },
    { property: "og:type", content: options.type === "article" ? "article" : "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:image", content: image },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
}

/** The `<link rel="alternate">` that lets a feed reader find the articles' RSS feed from a page that lists them. */
export function articleFeedLinks() {
  return [{ rel: "alternate", type: "application/rss+xml", href: "/rss.xml", title: `${siteName()}: Articles` }];
}
