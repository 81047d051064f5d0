import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { RouterContextProvider } from "react-router";
import { requestInfoContext } from "#platform/request-context.ts";
import { logger } from "#platform/logger.ts";
import { preparePage, writePage } from "./cached-page.ts";
import { clientAddress } from "./client-address.ts";
import { pageCache } from "./page-cache.ts";
import { countPageView } from "./page-views.ts";
import { preparePersonalShell, type SlotRenderer } from "./personal-page.ts";
import { toFetchRequest } from "./public-origin.ts";
import {
  cutSearchShell,
  fillSearchShell,
  type SearchPageParts,
  type SearchPageRenderer,
  type SearchShell,
} from "./search-shell.ts";

/** A shell is rendered again at least this often (the layout's year), like a kept page (server/page-cache.ts). */
const SHELL_MAX_AGE_MS = 60_000;

type Built = { shell: SearchShell | null; version: number; builtAt: number };

/**
 * Where this answer's time went (wall time, ms), for the bench and a reader's developer tools: the search
 * (the engine), rendering the page's own parts, filling the shell and keeping the page (compression).
 */
function serverTiming(parts: SearchPageParts, filling: number): string {
  const ms = (value: number) => value.toFixed(2);
  return `search;dur=${ms(parts.timing.searchMs)}, render;dur=${ms(parts.timing.renderMs)}, shell;dur=${ms(performance.now() - filling)}`;
}

/**
 * A visitor's search the page cache does not hold, answered from the prerendered shell of the search page
 * (server/search-shell.ts) with the search's own parts filled in: the same page, headers and cache rules as
 * the route's render (kept for visitors when it found something, a risk query never kept). Returns false
 * when the route must answer (no shell for this build, a `type` the route redirects).
 */
export function createSearchAnswer(options: {
  render: SearchPageRenderer;
  /** React Router's handler: renders the shell, `/search` without a query, as a visitor gets it. */
  handle: (request: Request, context: RouterContextProvider) => Promise<Response>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  cachedPageSecurityHeaders: (scriptHashes: string[]) => [string, string][];
  personalSlots?: SlotRenderer;
}) {
  let built: Built | null = null;
  let building: Promise<Built> | null = null;

  async function build(req: ExpressRequest, res: ExpressResponse, origin: string): Promise<Built> {
    const version = pageCache.version;
    const context = options.getLoadContext(req, res);
    const url = new URL("/search", origin);
    // Only what the layout could read: no cookie (a visitor), no query.
    const request = new Request(url, { headers: { accept: "text/html", "user-agent": req.get("user-agent") ?? "" } });
    const response = await options.handle(request, context);
    const html = await response.text();
    const empty = response.status === 200 ? await options.render(url, request, clientAddress(req) ?? "") : null;
    const shell = empty
      ? cutSearchShell(html, context.get(requestInfoContext).nonce, [...response.headers.entries()], empty)
      : null;
    if (!shell) logger.warn("search page: the shell does not match the route's render; the route answers searches");
    return { shell, version, builtAt: Date.now() };
  }

  async function currentShell(req: ExpressRequest, res: ExpressResponse, origin: string) {
    const fresh = built && built.version === pageCache.version && Date.now() - built.builtAt < SHELL_MAX_AGE_MS;
    if (fresh) return built!.shell;
    if (!building) {
      building = build(req, res, origin).finally(() => (building = null));
      building.then((result) => (built = result)).catch(() => {});
    }
    const result = await building;
    // Content changed while the shell was rendered: this one may be older than the change, so render again.
    return result.version === pageCache.version ? result.shell : null;
  }

  return async function answerSearch(
    req: ExpressRequest,
    res: ExpressResponse,
    key: string,
    origin: string,
  ): Promise<boolean> {
    const version = pageCache.version;
    const shell = await currentShell(req, res, origin);
    if (!shell) return false;
    const request = toFetchRequest(req, res, origin);
    let parts: SearchPageParts | null;
    try {
      parts = await options.render(new URL(request.url), request, clientAddress(req) ?? "");
    } catch (error) {
      // The route answers, with its own error page.
      logger.error({ err: error }, "search page: the search's parts could not be rendered");
      return false;
    }
    if (!parts || res.headersSent) return false;
    const filling = performance.now();
    const body = Buffer.from(fillSearchShell(shell, parts), "utf8");
    const headers: [string, string][] = [...shell.headers, ["cache-control", parts.cacheControl]];
    const storable = /\bpublic\b/.test(parts.cacheControl) && pageCache.wouldStore(key);
    if (!storable) pageCache.markNotStored(key);
    else {
      const prepared = await preparePage({
        status: 200,
        headers,
        body,
        nonce: "",
        securityHeaders: () => options.cachedPageSecurityHeaders(shell.scriptHashes),
        compression: "quick",
      });
      // Most searches are asked by visitors, a few times each: a member's copy is made when one asks.
      const slots = options.personalSlots;
      const page = pageCache.set(key, {
        ...prepared,
        version,
        ...(slots ? { preparePersonal: () => preparePersonalShell(prepared, slots(null), 3) } : {}),
      });
      const status = writePage(req, res, page, ["x-page-cache", "miss", "server-timing", serverTiming(parts, filling)]);
      countPageView(req, status, clientAddress(req), page.contentType ?? null);
      return true;
    }
    res.status(200);
    res.setHeader("server-timing", serverTiming(parts, filling));
    for (const [name, value] of headers) res.setHeader(name, value);
    for (const [name, value] of options.cachedPageSecurityHeaders(shell.scriptHashes)) res.setHeader(name, value);
    countPageView(req, 200, clientAddress(req), res.getHeader("content-type")?.toString() ?? null);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
