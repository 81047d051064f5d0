/** The admin's product list: search, filters and paging over the editor's catalogue. Pure. */
export const ADMIN_PAGE_SIZE = 20;
/** "held": waiting at the review gate for a reviewer's sign-off (decision 048). */
export const REVIEW_FILTERS = ["reviewed", "not-reviewed", "overdue", "held"] as const;
export const STATE_FILTERS = ["draft", "scheduled", "published", "retired"] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];
export type StateFilter = (typeof STATE_FILTERS)[number];

export type AdminListProduct = {
  slug: string;
  name: string;
  category: string;
  reviewed: boolean;
  overdue: boolean;
  /** Held off the site by the review gate until a reviewer signs off. */
  held?: boolean;
  state: StateFilter;
  price: number | null;
};

export type AdminListQuery = {
  q: string;
  category: string;
  review: ReviewFilter | "";
  state: StateFilter | "";
  page: number;
};

/** The query from the URL; unknown values are dropped (the filter is then "any"). */
export function parseAdminListQuery(params: URLSearchParams, categories: readonly string[]): AdminListQuery {
  const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | "" =>
    allowed.includes(value as T) ? (value as T) : "";
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    category: pick(params.get("category"), categories),
    review: pick(params.get("review"), REVIEW_FILTERS),
    state: pick(params.get("state"), STATE_FILTERS),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

export function filterAdminList(products: readonly AdminListProduct[], query: AdminListQuery) {
  const needle = query.q.toLowerCase();
  const matching = products.filter(
    (p) =>
      (!needle || p.name.toLowerCase().includes(needle) || p.slug.includes(needle)) &&
      (!query.category || p.category === query.category) &&
      (!query.state || p.state === query.state) &&
      (query.review === "" ||
        (query.review === "reviewed" && p.reviewed) ||
        (query.review === "not-reviewed" && !p.reviewed) ||
        (query.review === "overdue" && p.overdue) ||
        (query.review === "held" && p.held === true)),
  );
  const pages = Math.max(1, Math.ceil(matching.length / ADMIN_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return {
    total: matching.length,
    page,
    pages,
    items: matching.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
  };
}
