/**
 * A path of this site that is safe to put in a `Location` header: starts with one "/", stays on this
 * origin after the URL parser has collapsed dot segments, and holds no control character or more than
 * MAX_LOCAL_PATH characters (Node refuses a header with CR, LF or NUL; a browser may read "/\\x" or
 * "//x" as another host). Anything else gives `fallback`, never an error.
 */
export const MAX_LOCAL_PATH = 2000;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

export function safeLocalPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length > MAX_LOCAL_PATH || CONTROL.test(value)) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.includes("\\"))
    return fallback;
  try {
    const url = new URL(value, "http://x");
    if (url.origin !== "http://x" || url.pathname.startsWith("//")) return fallback;
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.length > MAX_LOCAL_PATH ? fallback : path;
  } catch {
    return fallback;
  }
}
