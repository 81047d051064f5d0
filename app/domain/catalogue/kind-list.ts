/**
 * The admin lists of roundups, comparison rows and Affiliate Corner listings: a search over the name and
 * slug, filters by closed sets of values (unknown values are dropped: the filter is then "any") and paging.
 * Pure.
 */
export const KIND_PAGE_SIZE = 20;

export type KindListRow = { key: string; name: string; values: Record<string, string> };

export type KindListQuery = { q: string; filters: Record<string, string>; page: number };

export function parseKindListQuery(params: URLSearchParams, allowed: Record<string, readonly string[]>): KindListQuery {
  const filters: Record<string, string> = {};
  for (const [name, values] of Object.entries(allowed)) {
    const value = params.get(name) ?? "";
    if (values.includes(value)) filters[name] = value;
  }
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    filters,
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function filterKindList<R extends KindListRow>(rows: readonly R[], query: KindListQuery) {
  const needle = query.q.toLowerCase();
  const matching = rows.filter(
    (row) =>
      (!needle || row.name.toLowerCase().includes(needle) || row.key.includes(needle)) &&
      Object.entries(query.filters).every(([name, value]) => row.values[name] === value),
  );
  const pages = Math.max(1, Math.ceil(matching.length / KIND_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    total: matching.length,
    page,
    pages,
    items: matching.slice((page - 1) * KIND_PAGE_SIZE, page * KIND_PAGE_SIZE),
  };
}

/** The list's address for a page, keeping the search and filters. */
export function kindListLink(base: string, query: KindListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  for (const [name, value] of Object.entries(query.filters)) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}
