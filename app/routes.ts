import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors spec §2.2; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("search", "routes/search.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("rss.xml", "routes/rss[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // Wellness toolkit and quizzes (spec §2.8, §2.9).
  route("wellness-toolkit", "routes/toolkit/wellness-toolkit.tsx"),
  route("wellness-quiz", "routes/quizzes/overview.tsx"),
  route("wellness-quiz/:quizId", "routes/quizzes/quiz.tsx"),

  // Editorial pages, contact and collaboration (spec §2.11, §2.13, §2.14, /usage).
  route("expert-interviews", "routes/expert-interviews.tsx"),
  route("expert-interviews/:slug", "routes/expert-interview.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("contact", "routes/contact.tsx"),
  route("collaborate", "routes/collaborate.tsx"),
  route("usage", "routes/usage.tsx"),

  // Articles (spec §2.4). "add" is a reserved slug, so no article can hide the route.
  route("articles", "routes/articles/index.tsx"),
  route("articles/add", "routes/articles/add.tsx"),
  route("articles/:slug", "routes/articles/detail.tsx"),
  route("articles/:slug/edit", "routes/articles/edit.tsx"),

  // Admin (spec §2.16): the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    route("inbox", "routes/admin/inbox.tsx"),
    route("inbox/:kind/:id", "routes/admin/inbox-item.tsx"),
    route("content", "routes/admin/content.tsx"),
    route("articles/new", "routes/admin/article-new.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
