import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors spec §2.2; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),

  // Community and chat (spec §2.10)
  route("community", "routes/community.tsx"),
  route("chat/:topicId", "routes/chat.tsx"),

  // Admin (spec §2.16): the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", []),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
