import type http from "node:http";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { cachedSessionUser } from "#app/domain/accounts/session.server.ts";
import { languageOf } from "#app/lib/language.ts";
import { THEME_COOKIE } from "#app/lib/theme.ts";
import { renderWatched } from "#platform/render-scope.ts";
import type { Audience as RenderAudience } from "#platform/request-context.ts";
import { preparePage, writePage } from "./cached-page.ts";
import { pageCache, pageKey, type Audience } from "./page-cache.ts";
import { pagePoliciesOf } from "./page-policies.ts";
import { canonicalizerFor } from "./canonical-path.ts";
import { clientAddress } from "./client-address.ts";
import { joinChunks } from "./join-chunks.ts";
import { countPageView } from "./page-views.ts";
import { requestOrigin, toFetchRequest } from "./public-origin.ts";
import type { RequestRecord } from "./request-record.ts";

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
 * token and data, two-factor, remember; `wc_toast`: a pending flash toast), however it is spelled, but the
 * theme's: the page's markup is the same in either theme (a script in the page applies it).
 */
function isPersonalCookie(name: string) {
  return name.startsWith("wc.") || (name.startsWith("wc_") && name !== THEME_COOKIE);
}

/**
 * Who the page a request asks for is for: a visitor (no cookie of ours but the theme's); a member, whose
 * session the session cache holds (else "personal": her render also fills that cache) with the role "user"
 * and no flash toast waiting (her page differs from a visitor's only by being signed in); or one person
 * ("personal": an admin's header and controls, a toast, a session to check), rendered for her alone.
 */
export function audienceOf(req: { headers: { cookie?: string | string[] } }): Audience | "personal" {
  const header = req.headers.cookie;
  const text = Array.isArray(header) ? header.join(";") : (header ?? "");
  const names = cookieNames(text);
  if (!names.some(isPersonalCookie)) return "visitor";
  if (names.some((name) => name.startsWith("wc_toast") || name.startsWith("wc.toast"))) return "personal";
  return cachedSessionUser(text)?.role === "user" ? "member" : "personal";
}

/** React Router's serialised loader data: present on every page that ships the client runtime. */
const CLIENT_RUNTIME = "window.__reactRouterContext";

/**
 * Whether a path is React Router's data request (`/x.data`, `/_root.data`): loader data the browser's runtime
 * acts on (a revalidation after her action, a navigation), like a page with the client runtime. For a member
 * it is always rendered for her, never as "a member": data rendered without her cookies would tell the
 * runtime she has no account (the chat room's `viewer: null`, so her own messages lose their edit and delete,
 * others' their report).
 */
function isDataRequest(url: string): boolean {
  const query = url.indexOf("?");
  return (query === -1 ? url : url.slice(0, query)).endsWith(".data");
}

/** Whether a request may be answered from the cache: a GET or HEAD without a body. */
function reads(req: http.IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const length = req.headers["content-length"];
  return (length === undefined || length === "0") && req.headers["transfer-encoding"] === undefined;
}

/**
 * Answers a request from the page cache when it holds the page for its key (path and the query it names,
 * language, audience); false when the request goes on to the page handler. Called for every request before
 * the Express chain, inside the one request record (server/request-record.ts): a hit is logged, counted
 * and timed like any answer, and carries the security headers computed when it was stored.
 */
export function answerFromCache(req: http.IncomingMessage, res: http.ServerResponse, record: RequestRecord): boolean {
  if (!reads(req)) return false;
  const audience = audienceOf(req);
  if (audience === "personal" || (audience === "member" && isDataRequest(req.url ?? "/"))) return false;
  const key = pageKey(req.url ?? "/", languageOf(req), audience);
  const page = key === null ? undefined : pageCache.get(key);
  if (!page) return false;
  record.route = "page-cache";
  const status = writePage(req, res, page, [
    "x-request-id",
    record.id,
    "x-page-cache",
    audience === "member" ? "member" : "hit",
  ]);
  // Counted in memory (a few map updates and one hash); written to the database once a minute.
  countPageView(req, status, clientAddress(req), page.contentType ?? null);
  return true;
}

/**
 * The React Router request handler, filling the page cache (server/page-cache.ts) for the pages whose route
 * declares a policy (app/lib/page-cache-policy.ts) and whose render says `Cache-Control: public`. A page
 * stored here is answered as a hit would be (ETag, 304, one body per encoding). A member's page is the
 * page rendered without her cookies for "a member" (the root's `signedIn`), kept for every member: nothing
 * rendered for one person is ever stored. Responses to one person are always private.
 */
export function createPageHandler(options: {
  /** The server build, or (development) a function that returns the current one. */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "development" | "production";
  /** SITE_URL's origin: every request's URL is built on it (server/public-origin.ts). */
  siteOrigin: string;
  /** False in development: every request renders the current code. */
  cache?: boolean;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse, audience: RenderAudience) => RouterContextProvider;
  /** The security headers of a cached answer whose inline scripts are allowed by these CSP hashes. */
  cachedPageSecurityHeaders: (scriptHashes: string[]) => [string, string][];
}) {
  const handle = createRequestHandler(options.build, options.mode);
  const policies = typeof options.build === "object" && options.build.routes ? pagePoliciesOf(options.build) : null;
  /** Renders for the cache in progress, by key: settled when the render is stored or answered otherwise. */
  const rendering = new Map<string, Promise<void>>();
  /**
   * Whether the page `key` names is asked for again (kept, being rendered for the cache, or asked for before
   * by anyone, visitor or member, within the cache's TTL); the ask is remembered.
   */
  const askedAgain = (key: string, audience: string, originalUrl: string, language: string) =>
    rendering.has(key) ||
    pageCache.has(key) ||
    pageCache.askedBefore(audience === "visitor" ? key : pageKey(originalUrl, language, "visitor")!);
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
      const asked = audienceOf(req);
      // A member's data request is hers alone (see isDataRequest).
      const audience = asked === "member" && isDataRequest(req.path) ? "personal" : asked;
      const policy = options.cache !== false && reading && !spelledOut && policies ? policies(req.path) : null;
      const key = policy && audience !== "personal" ? pageKey(req.originalUrl, languageOf(req), audience) : null;
      // A member's page the cache lately could not keep (one with the client runtime, a private answer) is
      // rendered for her at once, not as "a member" first. A page kept from its second ask (a search,
      // `keptWhenAskedAgain`) is, the first time anyone asks for it, rendered for this request alone and
      // answered as it is: nothing is prepared for a cache that would keep it for no one.
      const shared =
        key !== null &&
        !(audience === "member" && pageCache.wasNotStored(key)) &&
        (!policy!.keptWhenAskedAgain || askedAgain(key, audience, req.originalUrl, languageOf(req)))
          ? audience
          : null;
      // One render per page at a time: a request for a page another request is rendering for the cache waits
      // for it and gets what it stored (many connections asking for a page not kept yet render it once).
      if (shared !== null) {
        const pending = rendering.get(key!);
        if (pending) {
          await pending;
          const kept = pageCache.get(key!);
          if (kept && !res.headersSent) {
            const status = writePage(req, res, kept, ["x-page-cache", shared === "member" ? "member" : "hit"]);
            countPageView(req, status, clientAddress(req), kept.contentType ?? null);
            return;
          }
        }
      }
      let settle: (() => void) | null = null;
      if (shared !== null && !rendering.has(key!)) {
        rendering.set(key!, new Promise<void>((resolve) => (settle = resolve)));
      }
      try {
        // Content may change while the page renders: a page started before an invalidation is not kept.
        const version = pageCache.version;
        const origin = requestOrigin(req, options.siteOrigin);
        // A render that read a session is never stored, whatever the Cookie header looked like.
        const first = await renderWatched(() =>
          handle(
            toFetchRequest(req, res, origin, { asVisitor: shared === "member" }),
            options.getLoadContext(req, res, shared ?? "personal"),
          ),
        );
        let response = first.result;
        let personal = first.personal;
        // Already answered: a body over its limit was refused (413) while the action read it.
        if (res.headersSent) return;
        const cacheControl = response.headers.get("Cache-Control") ?? "";
        // A page the cache would refuse (a parameter the page does not read, a path's variants full) is not
        // compressed for it: the best compression costs several renders, and nothing would keep its result.
        const storable =
          shared !== null &&
          !personal &&
          response.status === 200 &&
          /\bpublic\b/.test(cacheControl) &&
          !response.headers.has("Set-Cookie") &&
          response.body !== null &&
          pageCache.wouldStore(key!, policy!);
        if (shared !== null && !storable) pageCache.markNotStored(key!);
        if (storable) {
          const body = Buffer.from(await response.arrayBuffer());
          // A member's copy carries no one's data, but the client runtime would carry "a member" as the root's
          // data to a browser that then acts on it: such a page is rendered for her whole (below).
          const member = shared === "member";
          if (!member || !body.includes(CLIENT_RUNTIME)) {
            const prepared = await preparePage({
              status: response.status,
              // A Server-Timing header times the render that made the page, not the answers served from it.
              headers: [...response.headers.entries()]
                .filter(([name]) => name !== "server-timing")
                .map(([name, value]): [string, string] =>
                  member && name === "cache-control" ? [name, "private, no-cache"] : [name, value],
                ),
              body,
              nonce: (res.locals.cspNonce as string) ?? "",
              securityHeaders: options.cachedPageSecurityHeaders,
              compression: policy!.variants > 8 ? "quick" : "best",
            });
            const page = pageCache.set(key!, { ...prepared, version }, policy!);
            // Answered as a hit would be: the same headers, ETag/304 and encodings. Signed-in or not, a page
            // view is counted the same way: nothing ties it to an account.
            const status = writePage(req, res, page, ["x-page-cache", member ? "member-miss" : "miss"]);
            countPageView(req, status, clientAddress(req), page.contentType ?? null);
            return;
          }
          pageCache.markNotStored(key!);
        }
        // Rendered as "a member" but not kept: her own page is rendered whole.
        if (shared === "member") {
          if (!response.bodyUsed) await response.body?.cancel();
          const whole = await renderWatched(() =>
            handle(toFetchRequest(req, res, origin), options.getLoadContext(req, res, "personal")),
          );
          response = whole.result;
          personal = whole.personal;
        }
        if (res.headersSent) return;

        // Rendered for someone: never cacheable downstream either.
        const sharedAnswer = audience === "visitor" && !personal;
        res.status(response.status);
        res.statusMessage = response.statusText;
        for (const [name, value] of response.headers.entries()) {
          if (!sharedAnswer && name === "cache-control") continue;
          res.append(name, value);
        }
        if (!sharedAnswer) res.setHeader("Cache-Control", "private, no-cache");
        // Signed-in or not, a page view is counted the same way: nothing ties it to an account.
        if (!spelledOut) countPageView(req, response.status, clientAddress(req), response.headers.get("Content-Type"));
        if (response.body) await writeReadableStreamToWritable(joinChunks(response.body), res);
        else res.end();
      } finally {
        if (settle) {
          rendering.delete(key!);
          (settle as () => void)();
        }
      }
    } catch (error) {
      // The read failed because the body was refused (413, server/body-limit.ts): already answered.
      if (res.headersSent && res.statusCode === 413) return;
      next(error);
    }
  };
}
