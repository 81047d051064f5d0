import { asShown } from "./query-set.ts";

/**
 * How the search page marks its results, and how a reader of the page's HTML (`npm run bench:search`) reads
 * them back. Each result's link carries the result's identity (its page's address as the engine knows it,
 * `hit.url`) in this attribute. The link's own href is where the reader is sent, which is not always the
 * result: a quiz later in the Wellness Journey is locked, and its result links to the journey's first quiz
 * (`quizLinkFor`), so judging by href would read every locked quiz as the Wellness Snapshot.
 */
export const SEARCH_RESULT_ATTRIBUTE = "data-search-result";

/** The identities of a search page's results, in page order. */
export function resultIdentities(html: string): string[] {
  return [...html.matchAll(/<a [^>]*data-search-result(?:="([^"]*)")?[^>]*>/g)].map((match) => {
    // A page from before the attribute carried the identity: the link's href is all there is.
    const marked = match[1] || (/href="([^"]+)"/.exec(match[0])?.[1] ?? "");
    return decodeAttribute(marked);
  });
}

/**
 * A search page's results as the reader meets them: the crisis help first when the page shows it above the
 * results (as the gate's quality test orders them, `asShown`), then the results' identities.
 */
export function shownResults(html: string): string[] {
  const help = html.indexOf("data-crisis-resources");
  const firstResult = html.indexOf(SEARCH_RESULT_ATTRIBUTE);
  return asShown(resultIdentities(html), help >= 0 && (firstResult < 0 || help < firstResult));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#x27;": "'", "&lt;": "<", "&gt;": ">" };

/** An attribute value as React escapes it, read back. */
function decodeAttribute(value: string): string {
  return value.replace(/&(?:amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);
}
