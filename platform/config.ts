import path from "node:path";
import { isIP } from "node:net";
import { z } from "zod";
import { readPublicSettingsFrom } from "./public-settings.ts";
import { standIn } from "./stand-in.ts";

/**
 * The whole configuration of the process, read once from the environment and
 * validated here, at its first use (importing this module reads nothing): the
 * composition root reads it first thing (`loadConfig()`, server/main.ts), so a
 * bad value stops the process at start-up with a message that names the
 * variable. Only `publicConfig` reaches the browser.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * TRUST_PROXY: how far to believe X-Forwarded-For. A hop count (`1` = one proxy in front of us) or a comma
 * list of the proxies' addresses / CIDRs (`127.0.0.1`, `10.0.0.0/8`, Express's `loopback`, `linklocal`,
 * `uniquelocal`). Never "trust everything": the left-most X-Forwarded-For entry is written by the client.
 */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
function isProxyAddress(entry: string) {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (rest.length > 0 || family === 0) return false;
  if (prefix === undefined) return true;
  return (
    /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128) && !coversTooMuch(family, Number(prefix))
  );
}
/**
 * A "proxy range" as wide as 0.0.0.0/0 or ::/0 trusts every client like "true" does. Proxies sit in one
 * network: IPv4 ranges from /8 (10.0.0.0/8), IPv6 from /7 (fc00::/7, unique local) are the widest taken.
 */
function coversTooMuch(family: number, prefix: number) {
  return family === 4 ? prefix < 8 : prefix < 7;
}
export const TRUST_PROXY_MESSAGE =
  'must be a hop count (e.g. 1 for one proxy in front of the app) or a comma-separated list of proxy addresses/CIDRs (e.g. 127.0.0.1,10.0.0.0/8); "true" would trust every X-Forwarded-For entry, which clients can forge';
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === "" || value === "false") return false;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops > 10) ctx.addIssue({ code: "custom", message: "a hop count must be between 0 and 10" });
      return hops === 0 ? false : hops;
    }
    const entries = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    if (entries.length === 0 || !entries.every(isProxyAddress)) {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
      return z.NEVER;
    }
    return entries;
  });

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().trim().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    /** Unset: embedded PGlite under DATA_DIR/pglite. `memory://` keeps it in memory (tests). */
    PGLITE_DIR: optionalString,
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL: how long to wait for a new connection before the request fails (no hang when the server is away). */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5_000),
    /** PostgreSQL: longest a statement may run (server-side statement_timeout; the client gives up 1 s later). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    SITE_URL: z.url({ protocol: /^https?$/, message: "must be an http(s) URL such as https://example.com" }).optional(),
    SITE_NAME: z.string().trim().min(1).default("The Wellness Circle"),
    ADMIN_EMAIL: z.email({ message: "must be an email address" }).default("admin@wellnesscircle.local"),
    INBOX_EMAIL: z.email({ message: "must be an email address" }).optional(),
    MAIL_FROM: optionalString,
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
        .optional(),
    ),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    AFFILIATE_TAG: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]*$/, "letters, digits, - and _ only")
      .default("wellnesscircle-20"),
    /**
     * Test hook, never set in production: the admin data migration fails once
     * (the first attempt after start-up) on the product with this slug, so the
     * end-to-end tests can exercise the failed state and the retry.
     */
    MIGRATION_FAIL_AT_SLUG: optionalString,
    /**
     * Test hook, never set in production: a PGlite data-folder dump an in-memory database starts from,
     * so each test file begins from a database migrated once instead of migrating its own.
     */
    PGLITE_TEMPLATE: optionalString,
    S3_ENDPOINT: optionalString,
    S3_REGION: z.string().trim().default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Longest one object-store call may take (with the SDK's retries) before the request answers 503. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(5_000),
    /** Longest one SMTP conversation step may take (connecting, greeting, each command) before the mail is retried later. */
    SMTP_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
    /** auto: readable coloured lines on a terminal, JSON lines otherwise; json or pretty to choose. */
    LOG_FORMAT: z.enum(["auto", "json", "pretty"]).default("auto"),
    /** Where `npm run backup` writes its archives (default: DATA_DIR's sibling `<DATA_DIR>-backups`, outside it). */
    BACKUP_DIR: optionalString,
    /** When the server backs itself up (cron: minute hour day month weekday, server time), or "off". */
    BACKUP_SCHEDULE: z
      .string()
      .trim()
      .regex(/^(?:off|(?:[\d*/,-]+\s+){4}[\d*/,-]+)$/, 'must be a cron schedule such as "30 3 * * *" or "off"')
      .default("30 3 * * *"),
    /** How many archives BACKUP_DIR keeps (the oldest go when a new one is written). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
    /** on: each archive is also copied to the S3 store (S3_*), under backups/. */
    BACKUP_TO_S3: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("off"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxy,
    /** Bearer token for GET /metrics (Authorization: Bearer …). Unset: /metrics answers 404. */
    METRICS_TOKEN: optionalString.pipe(
      z.string().min(16, "must be at least 16 characters (e.g. openssl rand -hex 24)").optional(),
    ),
    /** Largest total size in bytes of the rendered pages kept in memory for anonymous visitors. */
    PAGE_CACHE_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .max(4 * 1024 * 1024 * 1024)
      .default(32 * 1024 * 1024),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    /**
     * How many leading bits of an IPv6 address name one client for every per-client limit
     * (platform/client-key.ts): 64 is one customer's network (a home line, a VPS). Not below 32, which
     * would put whole providers under one limit.
     */
    RATE_LIMIT_IPV6_PREFIX: z.coerce.number().int().min(32).max(128).default(64),
    /** Contact and proposal submissions allowed per client IP and form in one hour. */
    FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(5),
    /** Chat WebSocket connections one client address may hold open at once (per instance). */
    CHAT_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(20),
    /** Chat WebSocket connections one instance holds open at most. */
    CHAT_MAX_SOCKETS: z.coerce.number().int().min(1).max(1_000_000).default(10_000),
    /** A new member's first messages held for a moderator until one is approved; 0 posts at once. An admin's setting overrides it. */
    CHAT_HOLD_FIRST_MESSAGES: z.coerce.number().int().min(0).max(100).default(0),
    /** Reports from different members that hide a chat message until a moderator reviews it. An admin's setting overrides it. */
    CHAT_REPORTS_TO_HIDE: z.coerce.number().int().min(1).max(100).default(3),
    /** Multiplies every sign-in / sign-up / reset limit; test rigs that sign in often from one address raise it. */
    AUTH_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(100_000).default(1),
    /** First-party visit statistics (platform/analytics.ts): `on` counts pages answered, `off` counts nothing. */
    ANALYTICS: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("on"),
    /** How many months of daily visit statistics are kept; older days are deleted by the housekeeping job. */
    ANALYTICS_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(25),
    /**
     * Different clients (a day) that must have searched a term that found nothing, or come from a referring site
     * that is not a known one, before the admin lists show it (visitor text is named only once many sent it).
     */
    ANALYTICS_SEARCH_MIN_CLIENTS: z.coerce.number().int().min(1).max(1_000).default(3),
    /** A local MaxMind-format country database (.mmdb) for the visit statistics' countries; unset: no country. */
    GEOIP_COUNTRY_DB: optionalString,
    /**
     * The review gate: `on` forces it on whatever the editorial settings say (health articles need a reviewer's
     * sign-off to go live); `off` (the default) leaves the choice to the admins' editorial settings.
     */
    REVIEW_GATE: z.enum(["on", "off"], { message: 'must be "on" or "off"' }).default("off"),
  })
  .superRefine((env, ctx) => {
    const s3 = [env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
    if (s3.some(Boolean) && !s3.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      });
    }
    if (env.BACKUP_TO_S3 === "on" && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["BACKUP_TO_S3"],
        message: "needs the S3 store: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
  })
  .transform((env) => {
    const dataDir = path.resolve(env.DATA_DIR);
    const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
    return {
      ...env,
      DATA_DIR: dataDir,
      SITE_URL: siteUrl,
      PGLITE_DIR: env.PGLITE_DIR ?? path.join(dataDir, "pglite"),
      BACKUP_DIR: path.resolve(env.BACKUP_DIR ?? `${dataDir}-backups`),
      INBOX_EMAIL: env.INBOX_EMAIL ?? env.ADMIN_EMAIL,
      MAIL_FROM: env.MAIL_FROM ?? `${env.SITE_NAME} <no-reply@${new URL(siteUrl).hostname}>`,
      secureCookies: siteUrl.startsWith("https://"),
    };
  });

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses an environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
}

let loaded: Config | undefined;

/** The process's configuration: the environment read and checked at the first call, the same object after. */
export function loadConfig(): Config {
  loaded ??= readEnvironment();
  return loaded;
}

function readEnvironment(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError && process.env.NODE_ENV !== "test") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Stands for `loadConfig()`: the environment is read at the first use of a value, not on import. */
export const config: Config = standIn(loadConfig);

/** The only configuration values that are sent to the browser. */
export function publicConfig() {
  return { siteName: config.SITE_NAME, siteUrl: config.SITE_URL };
}

// The one path from SITE_NAME and SITE_URL to the interface (siteName(), siteUrl()): platform/public-settings.ts,
// which reads them here when first asked.
readPublicSettingsFrom(publicConfig);
