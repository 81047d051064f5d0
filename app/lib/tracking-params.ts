/**
 * Query parameters that links carry for whoever sent them (campaign tags, advertisers' click ids). No page
 * reads them: a page is the same page with or without them. The page cache leaves them out of its keys, so
 * a tagged newsletter or social link is served from the cache, and the visit statistics read the campaign
 * from the request itself.
 */
export const TRACKING_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "utm_id",
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "mc_cid",
  "mc_eid",
  "igshid",
  "twclid",
  "ttclid",
  "yclid",
]);

/** `search` ("?a=1&utm_source=x", or "") without its tracking parameters; "" when nothing else is left. */
export function withoutTrackingParams(search: string): string {
  if (!search || search === "?") return "";
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) if (TRACKING_QUERY_PARAMS.has(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
