import { redirect } from "react-router";

/**
 * A page that reads query parameters answers an unknown value (`?category=<anything>`) with a permanent
 * redirect to itself without that parameter, instead of a page of its own: otherwise each made-up value
 * would be one more "page" to render, keep in the page cache and count in the statistics. `valid` says, per
 * parameter, which values name something; an empty value (a form's "all") is always valid.
 */
export function redirectUnknownValues(request: Request, valid: Record<string, (value: string) => boolean>): void {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const url = new URL(request.url);
  let changed = false;
  for (const [name, isValid] of Object.entries(valid)) {
    const values = url.searchParams.getAll(name);
    if (values.length === 0 || (values.length === 1 && (values[0] === "" || isValid(values[0]!)))) continue;
    url.searchParams.delete(name);
    changed = true;
  }
  if (changed) {
    // A data request (`/x.data`) is answered with the page's own address, as React Router's redirects are.
    const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5) || "/" : url.pathname;
    throw redirect(`${path === "/_root" ? "/" : path}${url.search}`, 301);
  }
}
