import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToStaticMarkup, renderToString } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { MemoryRouter, ServerRouter } from "react-router";
import { AuthButton } from "#app/components/account-area.tsx";
import {
  FOOTER_PAGE_PLACEHOLDER,
  FooterContent,
  preparedFooter,
  setPreparedFooter,
} from "#app/components/site-footer.tsx";
import type { SessionUser } from "#app/domain/accounts/session.server.ts";
import type { PersonalSlot } from "#app/lib/personal-slots.ts";
import { requestInfoContext } from "#platform/request-context.ts";
import { NonceProvider } from "#app/lib/nonce.tsx";
import { lowPriorityModulePreloads } from "#app/lib/low-priority-scripts.server.ts";
import { SearchMain, searchMeta } from "#app/components/search/search-main.tsx";
import { parseSearchType } from "#app/domain/search/query.ts";
import { withoutTrackingParams } from "#app/lib/tracking-params.ts";
import { searchPageData } from "#app/domain/search/search-page.server.ts";

export const streamTimeout = 5_000;

/**
 * The markup of each personal slot (app/lib/personal-slots.ts) for a visitor (null) or a member, as the
 * page renders it; the server fills a visitor's cached page with it for a member (server/personal-page.ts).
 * Null when a member's pages differ elsewhere too: an admin's header has a Dashboard link and her pages
 * admin-only controls, so her pages are rendered whole.
 */
export function renderPersonalSlots(user: SessionUser | null): Record<PersonalSlot, string> | null {
  if (user && user.role !== "user") return null;
  return {
    account: renderToStaticMarkup(
      <MemoryRouter>
        <AuthButton user={user} />
      </MemoryRouter>,
    ),
  };
}

/** The search page rendered on its own: the parts that differ from one search to another. */
export type SearchPageParts = {
  cacheControl: string;
  /** The <title> and <meta> tags of the route's `meta`, as the root's <Meta /> writes them. */
  meta: string;
  /** The header's theme form's way back to this page (its hidden input, as ThemeToggle writes it). */
  back: string;
  /** What the route renders inside the layout's <main>. */
  main: string;
  /** Wall time of the search (validation, the engine, the count) and of rendering these parts. */
  timing: { searchMs: number; renderMs: number };
};

/**
 * The search page's own parts for `url` (a path with its query), without React Router and the layout: the
 * server puts them into a prerendered shell of the page (server/search-shell.ts). The same data as the
 * route's loader (validation, the engine, crisis help first, the count of empty searches) and the same
 * components. Null when the route must answer (a `type` it would redirect).
 */
export async function renderSearchPage(url: URL, request: Request, ip: string): Promise<SearchPageParts | null> {
  const types = url.searchParams.getAll("type");
  if (types.length > 1 || (types.length === 1 && types[0] !== "" && parseSearchType(types[0]!) === undefined)) {
    return null;
  }
  const started = performance.now();
  const page = await searchPageData(url.searchParams, request, ip);
  const searched = performance.now();
  const parts = {
    cacheControl: page.cacheControl,
    meta: renderToStaticMarkup(
      <>
        {searchMeta(page.data.query).map((descriptor) =>
          "title" in descriptor ? (
            <title key="title">{String(descriptor.title)}</title>
          ) : (
            <meta key={JSON.stringify(descriptor)} {...(descriptor as Record<string, string>)} />
          ),
        )}
      </>,
    ),
    back: renderToStaticMarkup(
      <input type="hidden" name="back" value={`${url.pathname}${withoutTrackingParams(url.search)}`} />,
    ),
    // As the page's stream writes text (with the separators between neighbouring texts), unlike static markup.
    main: renderToString(
      <MemoryRouter>
        <SearchMain data={page.data} />
      </MemoryRouter>,
    ),
  };
  return { ...parts, timing: { searchMs: searched - started, renderMs: performance.now() - searched } };
}

/**
 * Renders the footer's inside once per year (app/components/site-footer.tsx): every page's footer is the
 * same but for the path its subscribe form names. Done here, before React renders the page, since a render
 * cannot start another inside itself.
 */
export function prepareFooter(year: number): void {
  if (preparedFooter(year) !== undefined) return;
  setPreparedFooter(
    year,
    renderToString(
      <MemoryRouter initialEntries={[FOOTER_PAGE_PLACEHOLDER]}>
        <FooterContent year={year} />
      </MemoryRouter>,
    ),
  );
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(requestInfoContext).nonce;
  // The root loader's year (app/root.tsx); a page without it (an error in the root) uses the clock, as the footer does.
  const rootData = routerContext.staticHandlerContext.loaderData.root as { year?: number } | undefined;
  prepareFooter(rootData?.year ?? new Date().getUTCFullYear());

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Completed Suspense boundaries stay in place, however large: React would otherwise send a big one
        // after the shell with an inline script to move it, and a stored page or a reading page without
        // scripts must be whole as it stands.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = lowPriorityModulePreloads();
          body.on("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
