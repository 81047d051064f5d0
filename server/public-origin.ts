import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable } from "@react-router/node";

/**
 * The origin a request's URL is built on: SITE_URL's, whatever Host and X-Forwarded-Proto a proxy sent.
 * Proxies disagree on those headers (`Host $host` drops the port, nginx's default sends the upstream's
 * name, a TLS proxy may send no X-Forwarded-Proto), and React Router refuses a form post whose Origin is
 * not the request URL's. TRUST_PROXY decides only the client address (server/client-address.ts).
 *
 * One exception: a browser talking to this instance at its own address (an operator on the instance's
 * port, development on 127.0.0.1 while SITE_URL says localhost) posts with that address as its Origin.
 * Such a request is same-origin by its own headers, so its URL keeps that origin; nothing is widened.
 */
export function requestOrigin(req: ExpressRequest, siteOrigin: string): string {
  const origin = req.get("origin");
  if (origin && origin !== siteOrigin) {
    const host = req.get("host");
    const own = host ? `${req.protocol}://${host}` : null;
    if (origin === own) return own;
  }
  return siteOrigin;
}

/**
 * An Express request as a Fetch API Request on `origin` (its body streamed, aborted when the client goes).
 * `readBody` is the body when a middleware has read it already (the stream is then spent); `asVisitor`
 * leaves its cookies out: the page is rendered for no one ("a member", the page kept for every member:
 * server/page-handler.ts).
 */
export function toFetchRequest(
  req: ExpressRequest,
  res: ExpressResponse,
  origin: string,
  options: { readBody?: string; asVisitor?: boolean } = {},
): Request {
  const { readBody, asVisitor = false } = options;
  const url = new URL(req.originalUrl, origin);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined || (asVisitor && key === "cookie")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else headers.set(key, value);
  }
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => (finished = true));
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    if (readBody !== undefined) init.body = readBody;
    else {
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return new Request(url.href, init);
}
