/**
 * `export const headers = publicPageHeaders` in a route module lets the server
 * keep the rendered page for anonymous visitors (server/page-cache.ts) and
 * lets browsers revalidate it with its ETag. Only for pages whose content is
 * the same for every anonymous visitor; signed-in visitors always get private
 * responses.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, must-revalidate" };
}
