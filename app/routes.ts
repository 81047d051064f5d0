import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors spec §2.2; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),

  // Product catalogue (spec §2.5, §2.6, §2.7, §2.12).
  route("product-reviews", "routes/product-reviews/index.tsx"),
  route("product-reviews/:slug", "routes/product-reviews/detail.tsx"),
  route("product-roundups", "routes/product-roundups/index.tsx"),
  route("product-roundups/:slug", "routes/product-roundups/detail.tsx"),
  route("comparison-guide", "routes/comparison-guide.tsx"),
  route("affiliates", "routes/affiliates/index.tsx"),
  route("affiliates/:slug", "routes/affiliates/detail.tsx"),

  // Admin (spec §2.16): the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    route("data-migration", "routes/admin/data-migration.tsx"),
    route("data-migration/step", "routes/admin/data-migration-step.ts"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
