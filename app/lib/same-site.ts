/**
 * The one same-origin rule: writes come from the site's own pages. A request
 * comes from this site when its Origin header is SITE_URL's origin or the origin the request was
 * sent to (an instance reached at its own address: behind a load balancer, in development). Without
 * an Origin header, Sec-Fetch-Site decides (absent: a client that is not a browser, allowed), unless
 * the caller requires an Origin (the chat socket: browsers always send one on a WebSocket upgrade).
 *
 * Used by every write through Express (server/security.ts), the chat socket's upgrade
 * (server/chat/hub.ts) and the data migration's step endpoint.
 */
export type RequestSite = {
  /** The Origin header, or null. */
  origin: string | null;
  /** The Sec-Fetch-Site header, or null. */
  fetchSite: string | null;
  /** The origin the request was sent to (scheme://host of this instance as the client saw it), or null. */
  ownOrigin: string | null;
};

export function isSameSite(
  request: RequestSite,
  siteOrigin: string,
  options: { originRequired?: boolean } = {},
): boolean {
  const fromPageOfSite = request.fetchSite === "same-origin" || request.fetchSite === "none";
  if (request.fetchSite !== null && !fromPageOfSite) return false;
  if (request.origin)
    return request.origin === siteOrigin || (request.ownOrigin !== null && request.origin === request.ownOrigin);
  return !options.originRequired;
}

/** The facts of a Fetch API request (route actions): its own origin is the one in its URL. */
export function siteOfRequest(request: Request): RequestSite {
  return {
    origin: request.headers.get("Origin"),
    fetchSite: request.headers.get("Sec-Fetch-Site"),
    ownOrigin: new URL(request.url).origin,
  };
}
