/**
 * A GET that changes state (signing out, confirming an
 * email) acts only when the browser is navigating to it as a page, never for
 * a subresource (an <img>, <script>, <iframe>, prefetch) or a fetch that some
 * page points at it. Fetch Metadata tells which; a client that sends none
 * (old browsers, scripts) must at least ask for an HTML page.
 */
export function isTopLevelNavigation(headers: Headers): boolean {
  const dest = headers.get("sec-fetch-dest");
  const mode = headers.get("sec-fetch-mode");
  if (dest !== null || mode !== null) return dest === "document" && mode === "navigate";
  return (headers.get("accept") ?? "").toLowerCase().includes("text/html");
}
