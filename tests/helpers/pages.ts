import type { PreparedPage } from "#server/cached-page.ts";

/** A page as the page cache stores it (server/cached-page.ts), for tests that fill the cache by hand. */
export function storedPage(html: string): PreparedPage {
  return {
    status: 200,
    etag: `W/"${html.length}"`,
    headers: [],
    bodies: { identity: Buffer.from(html), gzip: Buffer.alloc(0), br: Buffer.alloc(0) },
    raw: { identity: [], gzip: [], br: [] },
    rawNotModified: [],
  };
}
