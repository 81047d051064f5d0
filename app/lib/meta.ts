import type { MetaDescriptor } from "react-router";
import { SITE_NAME_DEFAULT } from "./site.ts";

/** Title and description of a page, the same shape on every route. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  const fullTitle = title === SITE_NAME_DEFAULT ? title : `${title} | ${SITE_NAME_DEFAULT}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
}
