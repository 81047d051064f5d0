/**
 * The pages bench/blocking-time.ts measures: every interactive page of the build, at an address that shows it,
 * as the reader who can open it (issue 62).
 */
import { routeScriptBytes } from "./script-bytes.ts";

/** Who opens the page: a visitor (none), the seeded member or admin, or a member half-way through a sign-in
 * with a second factor (a fresh sign-in per visit, so the pending step never expires mid-run). */
export type Who = "admin" | "user" | "second factor pending";
export type BenchPage = { path: string; as?: Who; route: string };

/** What bench/seed-interactive.ts made for the pages that show a record (their addresses). */
export type Prepared = Record<
  | "article"
  | "revision"
  | "productRevision"
  | "roundup"
  | "roundupRevision"
  | "comparisonRow"
  | "comparisonRevision"
  | "comparisonTable"
  | "comparisonTableRevision"
  | "listing"
  | "listingRevision"
  | "interview"
  | "interviewRevision"
  | "person"
  | "issue"
  | "inboxItem",
  string
>;

/**
 * Every interactive page: each route whose page hydrates (bench/script-bytes.ts reads that from the route's
 * handle), at an address that shows it, as the reader who can open it. `--pages all` checks this list against
 * the build and refuses to run when a hydrated route is missing from it.
 */
export function interactivePages(prepared: Prepared): Record<string, BenchPage> {
  const article = prepared.article;
  return {
    // The issue's pages, and sign-up: measured when `--pages` is not given.
    quiz: { route: "routes/quizzes/quiz", path: "/wellness-quiz/wellness-snapshot" },
    chat: { route: "routes/chat", path: "/chat/menopause-hormones", as: "user" },
    login: { route: "routes/auth/login", path: "/login" },
    register: { route: "routes/auth/register", path: "/register" },
    toolkit: { route: "routes/toolkit/wellness-toolkit", path: "/wellness-toolkit" },
    // Readers' other interactive pages.
    "quiz list": { route: "routes/quizzes/overview", path: "/wellness-quiz" },
    "doctor summary": { route: "routes/toolkit/doctor-summary", path: "/wellness-toolkit/doctor-summary" },
    contact: { route: "routes/contact", path: "/contact" },
    collaborate: { route: "routes/collaborate", path: "/collaborate" },
    community: { route: "routes/community", path: "/community" },
    usage: { route: "routes/usage", path: "/usage" },
    "article credits": { route: "routes/articles/credits", path: `${article}/editorial`, as: "admin" },
    "review credits": {
      route: "routes/product-reviews/credits",
      path: "/product-reviews/magnesium-glycinate/editorial",
      as: "admin",
    },
    // Accounts.
    "forgot password": { route: "routes/auth/forgot-password", path: "/forgot-password" },
    "update password": { route: "routes/auth/update-password", path: "/update-password", as: "user" },
    "password reset confirmed": { route: "routes/auth/password-reset-confirmed", path: "/password-reset-confirmed" },
    "email confirmation": { route: "routes/auth/email-confirmation", path: "/email-confirmation" },
    "email verify": { route: "routes/auth/verify", path: "/auth/verify" },
    "second factor": { route: "routes/auth/two-factor", path: "/login/two-factor", as: "second factor pending" },
    "force logout": { route: "routes/auth/force-logout", path: "/force-logout" },
    "setup admin": { route: "routes/auth/setup-admin", path: "/setup-admin" },
    profile: { route: "routes/profile", path: "/profile", as: "user" },
    "profile security": { route: "routes/profile-security", path: "/profile/security", as: "user" },
    // Editors.
    "add article": { route: "routes/articles/add", path: "/articles/add", as: "admin" },
    "edit article": { route: "routes/articles/edit", path: `${article}/edit`, as: "admin" },
    revisions: { route: "routes/articles/revisions", path: `${article}/revisions`, as: "admin" },
    revision: { route: "routes/articles/revision", path: prepared.revision, as: "admin" },
    "awaiting review": { route: "routes/articles/awaiting-review", path: "/awaiting-review", as: "admin" },
    "sign off": { route: "routes/articles/sign-off", path: `${article}/sign-off`, as: "admin" },
    "admin: users": { route: "routes/admin/users", path: "/admin", as: "admin" },
    "admin: inbox": { route: "routes/admin/inbox", path: "/admin/inbox", as: "admin" },
    "admin: inbox message": { route: "routes/admin/inbox-item", path: prepared.inboxItem, as: "admin" },
    "admin: content": { route: "routes/admin/content", path: "/admin/content", as: "admin" },
    "admin: new article": { route: "routes/admin/article-new", path: "/admin/articles/new", as: "admin" },
    "admin: people": { route: "routes/admin/people", path: "/admin/people", as: "admin" },
    "admin: new person": { route: "admin-person-new", path: "/admin/people/new", as: "admin" },
    "admin: person": { route: "admin-person-edit", path: prepared.person, as: "admin" },
    "admin: review queue": { route: "routes/admin/review-queue", path: "/admin/review-queue", as: "admin" },
    "admin: editorial settings": {
      route: "routes/admin/editorial-settings",
      path: "/admin/editorial-settings",
      as: "admin",
    },
    "admin: error reports": { route: "routes/admin/error-reports", path: "/admin/error-reports", as: "admin" },
    "admin: data migration": { route: "routes/admin/data-migration", path: "/admin/data-migration", as: "admin" },
    "admin: newsletter": { route: "routes/admin/newsletter", path: "/admin/newsletter", as: "admin" },
    "admin: new issue": { route: "routes/admin/newsletter-new", path: "/admin/newsletter/new", as: "admin" },
    "admin: issue": { route: "routes/admin/newsletter-issue", path: prepared.issue, as: "admin" },
    "admin: subscribers": {
      route: "routes/admin/newsletter-subscribers",
      path: "/admin/newsletter/subscribers",
      as: "admin",
    },
    "admin: reports": { route: "routes/admin/reports", path: "/admin/reports", as: "admin" },
    "admin: moderation": { route: "routes/admin/moderation", path: "/admin/moderation", as: "admin" },
    "admin: site figures": { route: "routes/admin/site-figures", path: "/admin/site-figures", as: "admin" },
    "admin: search words": { route: "routes/admin/search-words", path: "/admin/search-words", as: "admin" },
    "admin: catalogue": { route: "routes/admin/catalogue", path: "/admin/catalogue", as: "admin" },
    "admin: new product": { route: "routes/admin/catalogue-product-new", path: "/admin/catalogue/new", as: "admin" },
    "admin: product": {
      route: "routes/admin/catalogue-product",
      path: "/admin/catalogue/magnesium-glycinate",
      as: "admin",
    },
    "admin: product revisions": {
      route: "routes/admin/catalogue-revisions",
      path: "/admin/catalogue/magnesium-glycinate/revisions",
      as: "admin",
    },
    "admin: product revision": {
      route: "routes/admin/catalogue-revision",
      path: prepared.productRevision,
      as: "admin",
    },
    "product sign off": {
      route: "routes/product-reviews/sign-off",
      path: "/product-reviews/magnesium-glycinate/sign-off",
      as: "admin",
    },
    "admin: roundups": { route: "routes/admin/roundups", path: "/admin/roundups", as: "admin" },
    "admin: roundup order": {
      route: "routes/admin/roundup-order",
      path: "/admin/roundups/best-collagen-supplements",
      as: "admin",
    },
    "admin: interviews": { route: "routes/admin/interviews", path: "/admin/interviews", as: "admin" },
    "admin: interview": {
      route: "routes/admin/interview-edit",
      path: "/admin/interviews/elena-marsh-interview",
      as: "admin",
    },
    "admin: new interview": { route: "routes/admin/interview-new", path: "/admin/interviews/new", as: "admin" },
    "admin: conversation": {
      route: "routes/admin/interview-conversation",
      path: "/admin/interviews/elena-marsh-interview/conversation",
      as: "admin",
    },
    "admin: interview revisions": {
      route: "routes/admin/interview-revisions",
      path: `${prepared.interview}/revisions`,
      as: "admin",
    },
    "admin: interview revision": {
      route: "routes/admin/interview-revision",
      path: prepared.interviewRevision,
      as: "admin",
    },
    "interview sign off": {
      route: "routes/expert-interview-sign-off",
      path: `/expert-interviews/${prepared.interview.split("/").at(-1)}/sign-off`,
      as: "admin",
    },
    "admin: roundup revisions": {
      route: "admin-roundups-revisions",
      path: `${prepared.roundup}/revisions`,
      as: "admin",
    },
    "admin: roundup revision": { route: "admin-roundups-revision", path: prepared.roundupRevision, as: "admin" },
    "roundup sign off": {
      route: "routes/catalogue-sign-off",
      path: `/sign-off/roundups/${prepared.roundup.split("/").at(-1)}`,
      as: "admin",
    },
    "admin: comparison": { route: "routes/admin/comparison", path: "/admin/comparison", as: "admin" },
    "admin: comparison row": { route: "routes/admin/comparison-row", path: prepared.comparisonRow, as: "admin" },
    "admin: comparison revisions": {
      route: "admin-comparison-revisions",
      path: `${prepared.comparisonRow}/revisions`,
      as: "admin",
    },
    "admin: comparison revision": {
      route: "admin-comparison-revision",
      path: prepared.comparisonRevision,
      as: "admin",
    },
    "admin: new comparison row": { route: "routes/admin/comparison-new", path: "/admin/comparison/new", as: "admin" },
    "admin: comparison tables": {
      route: "routes/admin/comparison-tables",
      path: "/admin/comparison-tables",
      as: "admin",
    },
    "admin: comparison table": { route: "routes/admin/comparison-table", path: prepared.comparisonTable, as: "admin" },
    "admin: new comparison table": {
      route: "routes/admin/comparison-table-new",
      path: "/admin/comparison-tables/new",
      as: "admin",
    },
    "admin: comparison table revisions": {
      route: "admin-comparison-tables-revisions",
      path: `${prepared.comparisonTable}/revisions`,
      as: "admin",
    },
    "admin: comparison table revision": {
      route: "admin-comparison-tables-revision",
      path: prepared.comparisonTableRevision,
      as: "admin",
    },
    "admin: new listing": { route: "routes/admin/listing-new", path: "/admin/affiliate-corner/new", as: "admin" },
    "admin: listings": { route: "routes/admin/listings", path: "/admin/affiliate-corner", as: "admin" },
    "admin: listing": { route: "routes/admin/listing", path: prepared.listing, as: "admin" },
    "admin: listing revisions": {
      route: "admin-affiliate-corner-revisions",
      path: `${prepared.listing}/revisions`,
      as: "admin",
    },
    "admin: listing revision": {
      route: "admin-affiliate-corner-revision",
      path: prepared.listingRevision,
      as: "admin",
    },
    "admin: analytics": { route: "routes/admin/analytics", path: "/admin/analytics", as: "admin" },
  };
}

/**
 * Routes that hydrate but are not a page of their own, or whose hydrated state Lighthouse cannot measure: the
 * admin layout (every admin page above includes it); the article list, which hydrates only when the list failed
 * to load (for its error toast); an article, which hydrates only when there is none (for the spec's not-found
 * toast), and then answers 404, a document Lighthouse refuses to measure.
 */
const NOT_A_PAGE = new Set(["routes/admin/layout", "routes/articles/index", "routes/articles/detail"]);

/** Hydrated routes of the build that `pages` does not measure. */
export async function unmeasuredRoutes(pages: Record<string, BenchPage>): Promise<string[]> {
  const measured = new Set(Object.values(pages).map((page) => page.route));
  return (await routeScriptBytes())
    .filter((route) => route.hydrated !== "no" && !NOT_A_PAGE.has(route.id) && !measured.has(route.id))
    .map((route) => route.id);
}

/** Measured when `--pages` is not given: the issue's four and sign-up, in about three minutes (3 runs). */
export const DEFAULT_PAGES = ["quiz", "chat", "login", "toolkit", "register"];
