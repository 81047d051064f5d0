import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { renderWatched } from "#platform/render-scope.ts";
import { preparePage, writePage } from "./cached-page.ts";
import { cacheKey, pageCache } from "./page-cache.ts";
import { canonicalizerFor } from "./canonical-path.ts";
import { clientAddress } from "./client-address.ts";
import { joinChunks } from "./join-chunks.ts";
import { countPageView } from "./page-views.ts";
import { memberSlots, preparePersonalShell, writePersonalPage, type SlotRenderer } from "./personal-page.ts";
import { requestOrigin, toFetchRequest } from "./public-origin.ts";
import { createSearchAnswer } from "./search-page.ts";
import type { SearchPageRenderer } from "./search-shell.ts";

/**
 * The names of the cookies in a Cookie header, read at least as leniently as any parser the site uses:
 * better-auth and better-call trim spaces and tabs around names and take the first of duplicates; here
 * every piece between `;` (or the `,` some runtimes join headers with) counts, names are trimmed of any
 * white space, lowercased, unquoted, and lose the `__Secure-`/`__Host-` prefix.
 */
export function cookieNames(header: string): string[] {
  const names: string[] = [];
  for (const piece of header.split(/[;,]/)) {
    const eq = piece.indexOf("=");
    if (eq === -1) continue;
    let name = piece.slice(0, eq).trim().replace(/^"|"$/g, "").trim().toLowerCase();
    name = name.replace(/^__(?:secure|host)-/, "");
    if (name) names.push(name);
  }
  return names;
}

/**
 * Cookies that make a request personal: every cookie of the site's own (`wc.` from better-auth: session
 * token and data, two-factor, remember; `wc_toast`: a pending flash toast), however it is spelled.
 */
function isPersonalCookie(name: string) {
  return name.startsWith("wc.") || name.startsWith("wc_");
}

export function isAnonymous(req: { headers: { cookie?: string | string[] } }) {
  const header = req.headers.cookie;
  const text = Array.isArray(header) ? header.join(";") : (header ?? "");
  return !cookieNames(text).some(isPersonalCookie);
}

/**
 * The React Router request handler, filling the cache of rendered pages for
 * anonymous visitors (routes opt in with `Cache-Control: public`). Pages the
 * cache holds are answered before this handler, by `serveCachedPage` in
 * server/app.ts; a page rendered and stored here is answered the same way
 * (ETag, 304, one body per encoding). Responses to signed-in visitors are
 * always private.
 */
export function createPageHandler(options: {
  /** The server build, or (development) a function that returns the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** SITE_URL's origin: every request's URL is built on it (server/public-origin.ts). */
  siteOrigin: string;
  /** False in development: every request renders the current code. */
  cache?: boolean;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  /** The security headers of a cached answer whose inline scripts are allowed by these CSP hashes. */
  cachedPageSecurityHeaders: (scriptHashes: string[]) => [string, string][];
  /** The app's personal slots, to prepare a stored page for members too (server/personal-page.ts). */
  personalSlots?: SlotRenderer;
}) {
  const handle = createRequestHandler(options.build, options.mode);
  // A built server's search page is answered from a prerendered shell (server/search-page.ts).
  const renderSearch =
    typeof options.build === "object" && options.cache !== false
      ? (options.build.entry?.module as { renderSearchPage?: SearchPageRenderer } | undefined)?.renderSearchPage
      : undefined;
  const answerSearch = renderSearch
    ? createSearchAnswer({
        render: renderSearch,
        handle,
        getLoadContext: options.getLoadContext,
        cachedPageSecurityHeaders: options.cachedPageSecurityHeaders,
        personalSlots: options.personalSlots,
      })
    : null;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const reading = req.method === "GET" || req.method === "HEAD";
      // One spelling per page (server/canonical-path.ts): another spelling of a page is sent to it with a
      // permanent redirect, so it is never rendered, stored or counted as a page of its own. A data request
      // (`.data`, fetched by the router, which expects no redirect) is answered but neither stored nor counted.
      const build = typeof options.build === "function" ? await options.build() : options.build;
      const canonical = reading ? canonicalizerFor(build)(req.path) : null;
      const spelledOut = canonical !== null && canonical !== req.path;
      if (spelledOut && !canonical.endsWith(".data")) {
        const query = req.originalUrl.indexOf("?");
        res.setHeader("Cache-Control", "public, max-age=3600");
        res.redirect(301, canonical + (query === -1 ? "" : req.originalUrl.slice(query)));
        return;
      }
      const anonymous = isAnonymous(req);
      // Unknown query parameters bypass the cache; initials avatars (any seed, cheap, cached by browsers
      // for a day) are never kept, so neither can push real pages out (server/page-cache.ts).
      const key = spelledOut ? null : cacheKey(req.originalUrl);
      const cacheableRequest = options.cache !== false && reading && key !== null && !req.path.startsWith("/avatars/");
      // A member (session in the session cache) asking for a page the cache does not hold: the visitor's
      // page is rendered (without her cookies), kept, and answered with her slots filled in. Not for a page
      // whose visitor's render lately could not be kept: hers is rendered once, directly.
      const markup =
        !anonymous &&
        cacheableRequest &&
        options.personalSlots &&
        pageCache.peek(key!) === undefined &&
        !pageCache.wasNotStored(key!)
          ? memberSlots(req, options.personalSlots)
          : null;
      const cacheable = cacheableRequest && (anonymous || markup !== null);
      // Content may change while the page renders: a page started before an invalidation is not kept.
      const version = pageCache.version;

      const origin = requestOrigin(req, options.siteOrigin);
      if (
        answerSearch &&
        anonymous &&
        cacheable &&
        req.path === "/search" &&
        (await answerSearch(req, res, key!, origin))
      )
        return;
      // A render that read a session is never stored, whatever the Cookie header looked like. For a member
      // whose slots can be filled, the visitor's page is rendered without her cookies.
      const first = await renderWatched(() =>
        handle(toFetchRequest(req, res, origin, { asVisitor: markup !== null }), options.getLoadContext(req, res)),
      );
      let response = first.result;
      let personal = first.personal;
      // Already answered: a body over its limit was refused (413) while the action read it.
      if (res.headersSent) return;
      const cacheControl = response.headers.get("Cache-Control") ?? "";
      // A page the cache would refuse (a path's query variants are full) is not compressed for it: the
      // best compression costs several renders, and nothing would keep its result.
      const storable =
        cacheable &&
        !personal &&
        response.status === 200 &&
        /\bpublic\b/.test(cacheControl) &&
        !response.headers.has("Set-Cookie") &&
        response.body !== null &&
        pageCache.wouldStore(key!);

      if (cacheable && !storable) pageCache.markNotStored(key!);
      if (storable) {
        const body = Buffer.from(await response.arrayBuffer());
        const prepared = await preparePage({
          status: response.status,
          headers: [...response.headers.entries()],
          body,
          nonce: (res.locals.cspNonce as string) ?? "",
          securityHeaders: options.cachedPageSecurityHeaders,
          compression: pageCache.isOpenVariant(key!) ? "quick" : "best",
        });
        const shell = options.personalSlots ? preparePersonalShell(prepared, options.personalSlots(null)) : null;
        const page = pageCache.set(key!, { ...prepared, version, personal: shell });
        // Answered as a hit would be: the same headers, ETag/304 and encodings.
        // Signed-in or not, a page view is counted the same way: nothing ties it to an account.
        if (!markup) {
          const status = writePage(req, res, page, ["x-page-cache", "miss"]);
          countPageView(req, status, clientAddress(req), page.contentType ?? null);
          return;
        }
        if (page.personal) {
          const status = writePersonalPage(req, res, page, markup, ["x-page-cache", "member-miss"]);
          countPageView(req, status, clientAddress(req), page.contentType ?? null);
          return;
        }
      }
      // The visitor's page rendered for a member that could not be kept or filled: rendered whole for her.
      if (markup) {
        if (!response.bodyUsed) await response.body?.cancel();
        const whole = await renderWatched(() =>
          handle(toFetchRequest(req, res, origin), options.getLoadContext(req, res)),
        );
        response = whole.result;
        personal = whole.personal;
      }
      if (res.headersSent) return;

      // Rendered for someone: never cacheable downstream either.
      const shared = anonymous && !personal;
      res.status(response.status);
      res.statusMessage = response.statusText;
      for (const [name, value] of response.headers.entries()) {
        if (!shared && name === "cache-control") continue;
        res.append(name, value);
      }
      if (!shared) res.setHeader("Cache-Control", "private, no-cache");
      // Signed-in or not, a page view is counted the same way: nothing ties it to an account.
      if (!spelledOut) countPageView(req, response.status, clientAddress(req), response.headers.get("Content-Type"));
      if (response.body) await writeReadableStreamToWritable(joinChunks(response.body), res);
      else res.end();
    } catch (error) {
      // The read failed because the body was refused (413, server/body-limit.ts): already answered.
      if (res.headersSent && res.statusCode === 413) return;
      next(error);
    }
  };
}
