export * from "./auth.ts";
export * from "./content.ts";
export * from "./account.ts";
export * from "./newsletter.ts";
export * from "./editorial.ts";
export * from "./analytics.ts";
export * from "./moderation.ts";
export * from "./governance.ts";
