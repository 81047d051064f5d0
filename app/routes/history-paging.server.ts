import type { HistoryPaging } from "#app/components/governance/page-history.tsx";
import type { HistoryEntry } from "#app/domain/articles/history.ts";
import { redirectUnknownValues } from "#app/routes/known-query.server.ts";

/**
 * The paging of a long page history (a page over many items): `?changes=2` is its second page, linked from the
 * first, so it works without script. Page 1 has no parameter (one address per page for the page cache).
 */
const PARAM = "changes";

/** The history page a request asks for (1 without the parameter or with one that is not a number). */
export function historyPageAsked(request: Request): number {
  const value = new URL(request.url).searchParams.get(PARAM) ?? "";
  return /^\d{1,6}$/.test(value) ? Number(value) : 1;
}

/**
 * Redirects a value that names no page of the history (`?changes=1`, `?changes=abc`, past the last page) to
 * the page without it, as every query parameter's unknown value is; else the entries with their links.
 */
export function historyPaging(
  request: Request,
  history: { entries: HistoryEntry[]; page: number; pages: number },
): { entries: HistoryEntry[] } & HistoryPaging {
  redirectUnknownValues(request, {
    [PARAM]: (value) => /^\d{1,6}$/.test(value) && Number(value) >= 2 && Number(value) <= history.pages,
  });
  const url = new URL(request.url);
  const link = (page: number) => {
    const target = new URL(url);
    if (page <= 1) target.searchParams.delete(PARAM);
    else target.searchParams.set(PARAM, String(page));
    // A data request (`/x.data`) links to the page's own address.
    const path = target.pathname.endsWith(".data") ? target.pathname.slice(0, -5) : target.pathname;
    return `${path}${target.search}#page-history`;
  };
  const { entries, page, pages } = history;
  return {
    entries,
    page,
    pages,
    newer: page > 1 ? link(page - 1) : null,
    older: page < pages ? link(page + 1) : null,
  };
}
