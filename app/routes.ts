import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors spec §2.2; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),

  // Articles (spec §2.4). "add" is a reserved slug, so no article can hide the route.
  route("articles", "routes/articles/index.tsx"),
  route("articles/add", "routes/articles/add.tsx"),
  route("articles/:slug", "routes/articles/detail.tsx"),
  route("articles/:slug/edit", "routes/articles/edit.tsx"),

  // Admin (spec §2.16): the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    route("content", "routes/admin/content.tsx"),
    route("articles/new", "routes/admin/article-new.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
