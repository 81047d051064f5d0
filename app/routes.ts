import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table: every public address of the site; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("search", "routes/search.tsx"),
  route("search/suggest", "routes/search-suggest.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // Wellness toolkit and quizzes.
  route("wellness-toolkit", "routes/toolkit/wellness-toolkit.tsx"),
  route("wellness-toolkit/doctor-summary", "routes/toolkit/doctor-summary.tsx"),
  route("wellness-quiz", "routes/quizzes/overview.tsx"),
  route("wellness-quiz/:quizId", "routes/quizzes/quiz.tsx"),
  // Addresses readers guess for those pages answer with a permanent redirect, not a 404.
  route("toolkit", "routes/moved.ts", { id: "moved-toolkit" }),
  route("quizzes", "routes/moved.ts", { id: "moved-quizzes" }),
  route("quizzes/:quizId", "routes/moved.ts", { id: "moved-quiz" }),

  // Editorial pages, contact and collaboration (and /usage).
  route("expert-interviews", "routes/expert-interviews.tsx"),
  route("expert-interviews/:slug", "routes/expert-interview.tsx"),
  route("expert-interviews/:slug/sign-off", "routes/expert-interview-sign-off.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("collaborate", "routes/collaborate.tsx"),
  route("usage", "routes/usage.tsx"),

  // Editorial standards, the people behind the pages, and the way to report an error.
  route("editorial-policy", "routes/editorial/policy.tsx", { id: "editorial-policy" }),
  route("corrections-policy", "routes/editorial/policy.tsx", { id: "corrections-policy" }),
  route("advertising-policy", "routes/editorial/policy.tsx", { id: "advertising-policy" }),
  route("terms-of-use", "routes/editorial/policy.tsx", { id: "terms-of-use" }),
  route("editorial-team", "routes/editorial/team.tsx"),
  route("people/:slug", "routes/people/person.tsx"),
  route("report-error", "routes/report-error.tsx"),
  route("theme", "routes/theme.ts"),

  // Articles. "add" is a reserved slug, so no article can hide the route.
  route("articles", "routes/articles/index.tsx"),
  route("articles/add", "routes/articles/add.tsx"),
  route("articles/category/:category", "routes/articles/category.tsx"),
  route("articles/:slug", "routes/articles/detail.tsx"),
  route("articles/:slug/editorial", "routes/articles/credits.tsx"),
  route("articles/:slug/edit", "routes/articles/edit.tsx"),
  // An article's revisions, one compared with the current text (admins only).
  route("articles/:slug/revisions", "routes/articles/revisions.tsx"),
  route("articles/:slug/revisions/:revisionId", "routes/articles/revision.tsx"),
  // The review gate: a reviewer's list of health articles awaiting sign-off, and signing one off.
  route("awaiting-review", "routes/articles/awaiting-review.tsx"),
  route("articles/:slug/sign-off", "routes/articles/sign-off.tsx"),

  // Product catalogue.
  route("product-reviews", "routes/product-reviews/index.tsx"),
  route("product-reviews/:slug", "routes/product-reviews/detail.tsx"),
  route("product-reviews/:slug/editorial", "routes/product-reviews/credits.tsx"),
  // The review gate on a product's health content: a reviewer signs off its current revision (decision 048).
  route("product-reviews/:slug/sign-off", "routes/product-reviews/sign-off.tsx"),
  // The same for a roundup's, a comparison row's or table's health content (roundups, comparison, comparison-tables).
  route("sign-off/:section/:slug", "routes/catalogue-sign-off.tsx"),
  route("product-roundups", "routes/product-roundups/index.tsx"),
  route("product-roundups/:slug", "routes/product-roundups/detail.tsx"),
  route("comparison-guide", "routes/comparison-guide.tsx"),
  route("how-we-review", "routes/how-we-review.tsx"),
  route("affiliates", "routes/affiliates/index.tsx"),
  route("affiliates/:slug", "routes/affiliates/detail.tsx"),

  // Newsletter: subscribe (every form posts here), confirm, leave; no sign-in needed.
  route("newsletter", "routes/newsletter/subscribe.tsx"),
  route("newsletter/confirm", "routes/newsletter/confirm.tsx"),
  route("newsletter/unsubscribe", "routes/newsletter/unsubscribe.tsx"),
  // Visit statistics: a newsletter link followed (signed, same-site only), a quiz's start/completion beacon.
  route("r/:issueId", "routes/newsletter-link.ts"),
  route("analytics/event", "routes/analytics-event.ts"),

  // Accounts.
  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/two-factor.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("email-confirmation", "routes/auth/email-confirmation.tsx"),
  route("auth/verify", "routes/auth/verify.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("update-password", "routes/auth/update-password.tsx"),
  route("password-reset-confirmed", "routes/auth/password-reset-confirmed.tsx"),
  route("force-logout", "routes/auth/force-logout.tsx"),
  route("setup-admin", "routes/auth/setup-admin.tsx"),
  route("profile", "routes/profile.tsx"),
  // Second factors, the data download and the tracker/quiz sync of a signed-in member.
  route("profile/security", "routes/profile-security.tsx"),
  route("profile/security/confirm", "routes/profile-security-confirm.tsx"),
  route("account/export", "routes/account/export.ts"),
  route("account/sync", "routes/account/sync.ts"),
  route("account/vault", "routes/account/vault.ts"),
  route("private-data-reader.html", "routes/account/private-data-reader.ts"),
  route("avatars/initials/:seed", "routes/avatars/initials.ts"),

  // Community and chat
  route("community", "routes/community.tsx"),
  route("chat/:topicId", "routes/chat.tsx"),

  // Admin: the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("articles/new", "routes/admin/article-new.tsx"),
    route("people", "routes/admin/people.tsx"),
    route("people/new", "routes/admin/person-edit.tsx", { id: "admin-person-new" }),
    route("people/:id", "routes/admin/person-edit.tsx", { id: "admin-person-edit" }),
    route("review-queue", "routes/admin/review-queue.tsx"),
    route("editorial-settings", "routes/admin/editorial-settings.tsx"),
    route("error-reports", "routes/admin/error-reports.tsx"),
    route("data-migration", "routes/admin/data-migration.tsx"),
    route("data-migration/step", "routes/admin/data-migration-step.ts"),
    route("newsletter", "routes/admin/newsletter.tsx"),
    route("newsletter/new", "routes/admin/newsletter-new.tsx"),
    route("newsletter/issues/:id", "routes/admin/newsletter-issue.tsx"),
    route("newsletter/subscribers", "routes/admin/newsletter-subscribers.tsx"),
    route("newsletter/subscribers.csv", "routes/admin/newsletter-subscribers-csv.ts"),
    route("reports", "routes/admin/reports.tsx"),
    route("moderation", "routes/admin/moderation.tsx"),
    route("site-figures", "routes/admin/site-figures.tsx"),
    route("search-words", "routes/admin/search-words.tsx"),
    route("catalogue", "routes/admin/catalogue.tsx"),
    // "new" is a reserved product slug (RESERVED_SLUGS), so no product can hide the form.
    route("catalogue/new", "routes/admin/catalogue-product-new.tsx"),
    route("catalogue/:slug", "routes/admin/catalogue-product.tsx"),
    route("catalogue/:slug/revisions", "routes/admin/catalogue-revisions.tsx"),
    route("catalogue/:slug/revisions/:revisionId", "routes/admin/catalogue-revision.tsx"),
    route("roundups", "routes/admin/roundups.tsx"),
    route("roundups/:slug", "routes/admin/roundup-order.tsx"),
    // Roundups, comparison rows and tables, and listings share one revisions screen and one compare-and-restore screen.
    ...(["roundups", "comparison", "comparison-tables", "affiliate-corner"] as const).flatMap((section) => [
      route(`${section}/:slug/revisions`, "routes/admin/kind-revisions.tsx", { id: `admin-${section}-revisions` }),
      route(`${section}/:slug/revisions/:revisionId`, "routes/admin/kind-revision.tsx", {
        id: `admin-${section}-revision`,
      }),
    ]),
    route("comparison", "routes/admin/comparison.tsx"),
    // "new" is a reserved product slug (RESERVED_SLUGS): no row or listing can hide the add forms.
    route("comparison/new", "routes/admin/comparison-new.tsx"),
    route("comparison/:slug", "routes/admin/comparison-row.tsx"),
    // The guide's tables: title, intro and feature labels ("new" cannot be a table's slug).
    route("comparison-tables", "routes/admin/comparison-tables.tsx"),
    route("comparison-tables/new", "routes/admin/comparison-table-new.tsx"),
    route("comparison-tables/:slug", "routes/admin/comparison-table.tsx"),
    route("affiliate-corner", "routes/admin/listings.tsx"),
    route("affiliate-corner/new", "routes/admin/listing-new.tsx"),
    route("affiliate-corner/:slug", "routes/admin/listing.tsx"),
    route("interviews", "routes/admin/interviews.tsx"),
    route("interviews/new", "routes/admin/interview-new.tsx"),
    route("interviews/:slug", "routes/admin/interview-edit.tsx"),
    route("interviews/:slug/conversation", "routes/admin/interview-conversation.tsx"),
    route("interviews/:slug/revisions", "routes/admin/interview-revisions.tsx"),
    route("interviews/:slug/revisions/:revisionId", "routes/admin/interview-revision.tsx"),
    route("analytics", "routes/admin/analytics.tsx"),
    route("analytics.csv", "routes/admin/analytics-csv.ts"),
    index("routes/admin/users.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
