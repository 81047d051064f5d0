/**
 * Every limit the site keeps, in one place. A limit per client keys the client with `clientKey`
 * (platform/client-key.ts: an IPv4 address, an IPv6 network of RATE_LIMIT_IPV6_PREFIX bits), so a client
 * cannot step around it by changing address inside her own network; a limit per account or recipient keys
 * something the client cannot multiply. `tests/integration/hostile-clients/client-key.test.ts` checks that
 * every module counting a limit is listed here, and that each per-client one keys through `clientKey`.
 */
export type SiteLimit = {
  /** What is limited, in a reader's words. */
  name: string;
  /** The module that counts it (from the repository root). */
  module: string;
  /** What one count belongs to. */
  per: "client" | "account" | "recipient";
};

export const SITE_LIMITS: readonly SiteLimit[] = [
  { name: "contact and collaboration forms", module: "app/domain/inbox/inbox.server.ts", per: "client" },
  { name: "error reports", module: "app/domain/error-reports/error-reports.server.ts", per: "client" },
  { name: "newsletter sign-up", module: "app/domain/newsletter/subscriptions.server.ts", per: "client" },
  {
    name: "newsletter confirmation mails to one address",
    module: "app/domain/newsletter/subscriptions.server.ts",
    per: "recipient",
  },
  { name: "search suggestions", module: "app/domain/search/suggest-limit.ts", per: "client" },
  { name: "quiz start and completion beacons", module: "app/domain/analytics/events.server.ts", per: "client" },
  {
    name: "sign-in, sign-up, password reset and second-factor calls per address",
    module: "app/domain/accounts/auth-limits.server.ts",
    per: "client",
  },
  {
    name: "the same, over HTTP, by better-auth's limiter (its ipv6Subnet is RATE_LIMIT_IPV6_PREFIX)",
    module: "app/domain/accounts/auth.server.ts",
    per: "client",
  },
  {
    name: "wrong passwords per account and address",
    module: "app/domain/accounts/auth-limits.server.ts",
    per: "client",
  },
  { name: "wrong passwords per account", module: "app/domain/accounts/auth-limits.server.ts", per: "account" },
  {
    name: "sign-up and reset mails per address",
    module: "app/domain/accounts/auth-limits.server.ts",
    per: "recipient",
  },
  { name: "chat sockets held per address", module: "server/chat/admission.ts", per: "client" },
  { name: "chat messages sent", module: "app/domain/chat/messages.server.ts", per: "account" },
  { name: "chat message reports", module: "app/domain/chat/reports.server.ts", per: "account" },
  { name: "chat slow mode, per room and member", module: "app/domain/chat/chat.server.ts", per: "account" },
  { name: "tracker and quiz sync", module: "app/domain/accounts/account-sync.server.ts", per: "account" },
  { name: "private sync writes", module: "app/domain/accounts/vault.server.ts", per: "account" },
  { name: "account deletion attempts", module: "app/domain/accounts/account-data.server.ts", per: "account" },
  {
    name: "new confirmation links per address and per network",
    module: "app/domain/accounts/resend-verification.server.ts",
    per: "client",
  },
  { name: "chat message edits", module: "app/domain/chat/own-messages.server.ts", per: "account" },
  { name: "data downloads", module: "app/routes/account/export.ts", per: "account" },
];
