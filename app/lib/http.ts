/**
 * `export const headers = publicPageHeaders`: the page is the same for every visitor. With the route's page
 * cache policy (app/lib/page-cache-policy.ts) the server keeps it; browsers revalidate it every time with
 * its ETag (`max-age=0`), and a shared cache in front (nginx's `proxy_cache`, a CDN: deploy/nginx.conf) may
 * answer it for 5 seconds (`s-maxage=5`), then revalidates it too: an edit shows there within 5 s, here at
 * once. Signed-in visitors always get private responses.
 */
export function publicPageHeaders() {
  return { "Cache-Control": "public, max-age=0, s-maxage=5, must-revalidate" };
}
