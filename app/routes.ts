import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table. It mirrors spec §2.2; a route is added here only when its
 * page is really built.
 */
export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),

  // Accounts (spec §2.15, §2.8).
  route("login", "routes/auth/login.tsx"),
  route("register", "routes/auth/register.tsx"),
  route("email-confirmation", "routes/auth/email-confirmation.tsx"),
  route("auth/verify", "routes/auth/verify.tsx"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("update-password", "routes/auth/update-password.tsx"),
  route("password-reset-confirmed", "routes/auth/password-reset-confirmed.tsx"),
  route("force-logout", "routes/auth/force-logout.tsx"),
  route("setup-admin", "routes/auth/setup-admin.tsx"),
  route("profile", "routes/profile.tsx"),
  route("avatars/initials/:seed", "routes/avatars/initials.ts"),

  // Admin (spec §2.16): the layout guards every nested route with requireAdmin.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/users.tsx"),
  ]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
