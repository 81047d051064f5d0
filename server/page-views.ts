import crypto from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { normaliseReferrerHost } from "#app/domain/analytics/referrers.ts";
import { clientKey } from "#platform/client-key.ts";
import { isbot } from "isbot";
import { analytics, utcDay, type Visit } from "#platform/analytics.ts";
import { config } from "#platform/config.ts";
import { once } from "#platform/stand-in.ts";
import { countryOf } from "#platform/geoip.ts";

/**
 * Counting page views on the server (docs/decisions/012): every page answered with HTML (from the page
 * cache or rendered) goes through `countPageView`. Nothing is counted for a visitor who asks not to be
 * tracked (Do-Not-Track or Global Privacy Control), for bots, prefetches, or the site's own machinery
 * (health checks, metrics, assets, uploads, API calls, the admin area, the newsletter's link redirect).
 */
const EXCLUDED = /^\/(?:api|assets|uploads|avatars|admin|r|ws|healthz|metrics)(?:\/|$)/;

const siteHost = once(() => new URL(config.SITE_URL).host);

/** desktop, mobile or tablet, from the user agent (the only thing kept of it). */
export function deviceClass(userAgent: string): "desktop" | "mobile" | "tablet" {
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(userAgent)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(userAgent)) return "mobile";
  return "desktop";
}

/**
 * What a user agent is, remembered for the most frequent ones (a site's readers share a few hundred
 * browser builds), so the bot test's large pattern runs once per user agent, not once per page.
 */
const MAX_AGENTS = 1_000;
const agents = new Map<string, "bot" | ReturnType<typeof deviceClass>>();
function agentClass(userAgent: string): "bot" | ReturnType<typeof deviceClass> {
  let known = agents.get(userAgent);
  if (known === undefined) {
    known = isbot(userAgent) ? "bot" : deviceClass(userAgent);
    if (agents.size >= MAX_AGENTS) agents.clear();
    agents.set(userAgent, known);
  }
  return known;
}

/** Whether the request asks not to be tracked: `DNT: 1` or `Sec-GPC: 1`. */
export function optsOut(headers: IncomingHttpHeaders): boolean {
  return headers.dnt === "1" || headers["sec-gpc"] === "1";
}

/**
 * The referring site's host, normalised (app/domain/analytics/referrers.ts), or null for none, this site
 * itself, an address rather than a name, or something that is not an http(s) URL.
 */
export function referrerHost(referer: string | undefined, ownHost: string | undefined): string | null {
  if (!referer || referer.length > 2000) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = url.host.toLowerCase();
    if (host === siteHost() || host === ownHost) return null;
    return normaliseReferrerHost(url.hostname);
  } catch {
    return null;
  }
}

/** (day, client, host) already counted: a referrer counts the different clients it sent, not their page views. */
const countedReferrers = new Set<string>();
const MAX_COUNTED_REFERRERS = 100_000;

function firstFromClient(host: string, address: string): boolean {
  const seen = crypto
    .createHash("sha256")
    .update(`${utcDay(new Date())}\n${clientKey(address)}\n${host}`)
    .digest("base64url");
  if (countedReferrers.has(seen)) return false;
  if (countedReferrers.size >= MAX_COUNTED_REFERRERS) countedReferrers.clear();
  countedReferrers.add(seen);
  return true;
}

const CAMPAIGN_PART = /[^\p{L}\p{N} ._+-]/gu;

/**
 * The sources and media a campaign link may name; any other is counted as "other", so the admins' list of
 * campaigns holds no text a visitor made up (campaign names are matched to the admins' own list when shown).
 */
const KNOWN_SOURCES = new Set([
  "google",
  "bing",
  "duckduckgo",
  "ecosia",
  "yahoo",
  "facebook",
  "instagram",
  "pinterest",
  "tiktok",
  "youtube",
  "linkedin",
  "reddit",
  "x",
  "twitter",
  "threads",
  "bluesky",
  "mastodon",
  "whatsapp",
  "telegram",
  "newsletter",
  "email",
  "podcast",
  "partner",
]);
const KNOWN_MEDIA = new Set([
  "email",
  "newsletter",
  "social",
  "organic",
  "cpc",
  "ppc",
  "paid",
  "paid-social",
  "display",
  "banner",
  "affiliate",
  "referral",
  "partner",
  "podcast",
  "video",
  "print",
  "qr",
  "sms",
  "push",
]);

/** "source / medium / campaign" from the UTM parameters, or null when none is given. */
export function campaignOf(search: string): string | null {
  if (!search.includes("utm_")) return null;
  const params = new URLSearchParams(search);
  const parts = ["utm_source", "utm_medium", "utm_campaign"].map((name) =>
    (params.get(name) ?? "").replace(CAMPAIGN_PART, "").trim().toLowerCase().slice(0, 60),
  );
  if (parts.every((part) => part === "")) return null;
  const [source, medium, campaign] = parts as [string, string, string];
  const known = (part: string, set: ReadonlySet<string>) => (part === "" ? "-" : set.has(part) ? part : "other");
  return `${known(source, KNOWN_SOURCES)} / ${known(medium, KNOWN_MEDIA)} / ${campaign || "-"}`;
}

/**
 * The path a page view counts for, or null when the request is not a page view: a document (HTML), or
 * React Router's data request for a client-side navigation (`/path.data`, the path without `.data`).
 */
function pagePath(url: string): { path: string; search: string } | null {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  const search = query === -1 ? "" : url.slice(query);
  if (path.endsWith(".data")) {
    // A revalidation asks for some routes only; a navigation asks for all of them.
    if (search.includes("_routes=")) return null;
    path = path === "/_root.data" ? "/" : path.slice(0, -5);
  }
  if (EXCLUDED.test(path)) return null;
  try {
    path = decodeURIComponent(path);
  } catch {
    return null;
  }
  return { path, search };
}

type CountedRequest = { method?: string | undefined; url?: string | undefined; headers: IncomingHttpHeaders };

/**
 * Counts one page view if the request is one (see above). `status` is the answer's; 200 and 304 (a
 * revalidated cached page) count. `address` is the client address under TRUST_PROXY.
 */
export function countPageView(
  req: CountedRequest,
  status: number,
  address: string | undefined,
  contentType: string | null,
) {
  if (!analytics.enabled) return;
  if (req.method !== "GET" || (status !== 200 && status !== 304)) return;
  const headers = req.headers;
  if (optsOut(headers)) return;
  if (headers["sec-purpose"]?.includes("prefetch") || headers.purpose === "prefetch") return;
  const userAgent = headers["user-agent"];
  if (!userAgent) return;
  const agent = agentClass(userAgent);
  if (agent === "bot") return;
  const page = pagePath(req.url ?? "/");
  if (!page) return;
  const isData = (req.url ?? "").split("?")[0]!.endsWith(".data");
  if (!isData && contentType !== null && !contentType.startsWith("text/html")) return;
  // A client-side navigation's Referer is this site's own page.
  const referrer = isData ? null : referrerHost(headers.referer, headers.host);
  const visit: Visit = {
    path: page.path,
    // Counted once per client and day: the admin tab names a host only when enough clients came from it.
    referrer: referrer && firstFromClient(referrer, address ?? "unknown") ? referrer : null,
    campaign: campaignOf(page.search),
    device: agent,
    country: address ? (countryOf()?.(address) ?? null) : null,
    address: address ?? "unknown",
    userAgent,
  };
  analytics.visit(visit);
}
