import { gte, sql } from "drizzle-orm";
import robotsParser from "robots-parser";
import { outboundFetch, OutboundRefused } from "#platform/outbound-fetch.ts";
import { isPublic } from "#app/domain/articles/articles.server.ts";
import { listProductViews } from "#app/domain/catalogue/catalogue.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";

/**
 * The weekly link check: every source and affiliate link on the site's pages is requested; a link that
 * fails twice in a row (an HTTP error status, a name that does not resolve, no answer in time) puts its page
 * in the review queue with the reason. Polite by rule: robots.txt is read first and honoured, one request per
 * host at a time with a pause between them (at least HOST_DELAY_MS, more when robots.txt asks for it), and a
 * host that answers 429 is left alone until the next run.
 */
export const USER_AGENT = "WellnessCircleLinkCheck/1.0 (+/editorial-policy)";
export const HOST_DELAY_MS = 3_000;
export const TIMEOUT_MS = 10_000;
/** Redirects followed for one link before it counts as failing. */
export const MAX_REDIRECTS = 5;
/** Consecutive failures that put a page in the review queue. */
export const FAILURES_TO_FLAG = 2;
/** Hosts checked at once (each host still one request at a time). */
const HOST_CONCURRENCY = 4;

export type PageLink = { pagePath: string; pageTitle: string; url: string; kind: "source" | "affiliate" };

/** Every checked link: public articles' sources, and each review's sources and retailer (affiliate) links. */
export async function collectLinks(db: Database = defaultDb): Promise<PageLink[]> {
  const links: PageLink[] = [];
  const articles = await db
    .select({ slug: schema.articles.slug, title: schema.articles.title, sources: schema.articles.sources })
    .from(schema.articles)
    .where(isPublic());
  for (const article of articles)
    for (const source of article.sources)
      if (source.url)
        links.push({
          pagePath: `/articles/${article.slug}`,
          pageTitle: article.title,
          url: source.url,
          kind: "source",
        });
  for (const product of await listProductViews("public", db)) {
    const page = { pagePath: `/product-reviews/${product.slug}`, pageTitle: `${product.name} review` };
    for (const source of product.sources) if (source.url) links.push({ ...page, url: source.url, kind: "source" });
    for (const retailer of product.retailers) links.push({ ...page, url: retailer.link, kind: "affiliate" });
  }
  const seen = new Set<string>();
  return links.filter((link) => {
    const key = `${link.pagePath} ${link.url}`;
    if (seen.has(key) || !/^https?:\/\//i.test(link.url)) return false;
    seen.add(key);
    return true;
  });
}

export type CheckResult = { ok: boolean; result: string; skipped?: boolean };

export type CheckerOptions = {
  /** How requests are made: `outboundFetch` (bounded in address, time, redirects and size) unless a test says. */
  http?: typeof fetch;
  /** Tests of a local stub allow its address; the weekly job never sets it. */
  addressAllowed?: (address: string) => boolean;
  /** Waits between two requests to one host (tests pass one that records and returns at once). */
  sleep?: (ms: number) => Promise<void>;
  hostDelayMs?: number;
  timeoutMs?: number;
  now?: () => Date;
  signal?: AbortSignal;
};

/** What is read of a robots.txt: 500 KiB, the size Google's crawler reads (RFC 9309 asks for at least that). */
export const ROBOTS_MAX_BYTES = 500 * 1024;

/** A body's text, reading at most `max` bytes whatever the server sends. */
async function cappedText(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value.subarray(0, Math.max(0, max - size)));
    size += value.length;
    if (size >= max) {
      await reader.cancel();
      break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function describeError(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  const code = cause?.code ?? (error as { code?: string }).code;
  if ((error as Error).name === "TimeoutError" || code === "UND_ERR_CONNECT_TIMEOUT") return "timed out";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "DNS: the host name does not resolve";
  if (code === "ECONNREFUSED") return "connection refused";
  const refused = error instanceof OutboundRefused ? error : cause instanceof OutboundRefused ? cause : null;
  if (refused) return `not requested: ${refused.message}`;
  return `network error${code ? ` (${code})` : ""}`;
}

/** Checks one host's links one after another, robots.txt first. */
async function checkHost(
  links: PageLink[],
  options: Required<Omit<CheckerOptions, "signal" | "now" | "addressAllowed">> & { signal?: AbortSignal },
) {
  const results = new Map<PageLink, CheckResult>();
  const origin = new URL(links[0]!.url).origin;
  let robots: ReturnType<typeof robotsParser> | null = null;
  let delay = options.hostDelayMs;
  try {
    const response = await options.http(`${origin}/robots.txt`, {
      headers: { "User-Agent": USER_AGENT },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "follow",
    });
    // A missing robots.txt allows everything; a server error is read as "allowed" too (RFC 9309 says a 5xx
    // means disallow all for crawlers; a weekly check of a few links is not crawling, and would otherwise
    // never notice the site is down).
    robots = robotsParser(`${origin}/robots.txt`, response.ok ? await cappedText(response, ROBOTS_MAX_BYTES) : "");
    const crawlDelay = robots.getCrawlDelay(USER_AGENT);
    if (crawlDelay) delay = Math.max(delay, Math.min(crawlDelay, 60) * 1000);
  } catch {
    // No robots.txt answer at all (the host is down): the links' own requests will say so.
  }
  let first = true;
  let rateLimited = false;
  for (const link of links) {
    if (options.signal?.aborted) break;
    if (robots && robots.isAllowed(link.url, USER_AGENT) === false) {
      results.set(link, { ok: true, skipped: true, result: "not checked: robots.txt disallows it" });
      continue;
    }
    if (rateLimited) {
      results.set(link, { ok: true, skipped: true, result: "not checked: the host asked us to slow down (429)" });
      continue;
    }
    if (!first) await options.sleep(delay);
    first = false;
    results.set(link, await requestOnce(link.url, options));
    if (results.get(link)!.result === "HTTP 429") {
      rateLimited = true;
      results.set(link, { ok: true, skipped: true, result: "not checked: the host asked us to slow down (429)" });
    }
  }
  return results;
}

async function requestOnce(url: string, options: { http: typeof fetch; timeoutMs: number }): Promise<CheckResult> {
  try {
    // HEAD first (no body); servers that refuse HEAD get a GET whose body is not read.
    let response = await options.http(url, {
      method: "HEAD",
      headers: { "User-Agent": USER_AGENT },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "follow",
    });
    if (response.status === 405 || response.status === 501) {
      response = await options.http(url, {
        headers: { "User-Agent": USER_AGENT },
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "follow",
      });
      await response.body?.cancel();
    }
    if (response.status === 429) return { ok: false, result: "HTTP 429" };
    return response.status >= 400 ? { ok: false, result: `HTTP ${response.status}` } : { ok: true, result: "OK" };
  } catch (error) {
    return { ok: false, result: describeError(error) };
  }
}

/**
 * One run: checks every link and records the result. A failure adds one to the link's consecutive failures,
 * a success sets them back to zero, a skipped link keeps its count. Returns the links now failing twice or
 * more in a row.
 */
export async function runLinkCheck(options: CheckerOptions = {}, db: Database = defaultDb) {
  const links = await collectLinks(db);
  const byHost = new Map<string, PageLink[]>();
  for (const link of links) {
    const host = new URL(link.url).host.toLowerCase();
    byHost.set(host, [...(byHost.get(host) ?? []), link]);
  }
  const bounded: typeof fetch = (input, init) =>
    outboundFetch(String(input), {
      method: init?.method === "HEAD" ? "HEAD" : "GET",
      headers: init?.headers as Record<string, string>,
      timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
      maxBytes: ROBOTS_MAX_BYTES,
      maxRedirects: MAX_REDIRECTS,
      signal: init?.signal ?? undefined,
      addressAllowed: options.addressAllowed,
    });
  const settings = {
    http: options.http ?? bounded,
    sleep: options.sleep ?? realSleep,
    hostDelayMs: options.hostDelayMs ?? HOST_DELAY_MS,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    signal: options.signal,
  };
  const hosts = [...byHost.entries()];
  const results = new Map<PageLink, CheckResult>();
  for (let i = 0; i < hosts.length; i += HOST_CONCURRENCY) {
    const batch = await Promise.all(
      hosts.slice(i, i + HOST_CONCURRENCY).map(([, hostLinks]) => checkHost(hostLinks, settings)),
    );
    for (const map of batch) for (const [link, result] of map) results.set(link, result);
  }
  const now = options.now?.() ?? new Date();
  for (const [link, result] of results) await record(link, result, now, db);
  const failing = await flaggedLinks(db);
  logger.info({ checked: results.size, failing: failing.length }, "link check finished");
  return failing;
}

async function record(link: PageLink, result: CheckResult, now: Date, db: Database) {
  const { linkChecks } = schema;
  const failures = result.skipped
    ? sql`${linkChecks.consecutiveFailures}`
    : result.ok
      ? sql`0`
      : sql`${linkChecks.consecutiveFailures} + 1`;
  await db
    .insert(linkChecks)
    .values({
      pagePath: link.pagePath,
      url: link.url,
      pageTitle: link.pageTitle,
      kind: link.kind,
      consecutiveFailures: result.ok ? 0 : 1,
      lastResult: result.result,
      lastCheckedAt: now,
      lastOkAt: result.ok && !result.skipped ? now : null,
    })
    .onConflictDoUpdate({
      target: [linkChecks.pagePath, linkChecks.url],
      set: {
        pageTitle: link.pageTitle,
        kind: link.kind,
        consecutiveFailures: failures,
        lastResult: result.result,
        lastCheckedAt: now,
        ...(result.ok && !result.skipped ? { lastOkAt: now } : {}),
      },
    });
}

/** The links failing FAILURES_TO_FLAG times or more in a row: the review queue's "broken links". */
export async function flaggedLinks(db: Database = defaultDb) {
  const { linkChecks } = schema;
  return db
    .select()
    .from(linkChecks)
    .where(gte(linkChecks.consecutiveFailures, FAILURES_TO_FLAG))
    .orderBy(linkChecks.pagePath, linkChecks.url);
}

export function linkReason(row: { kind: string; url: string; lastResult: string; consecutiveFailures: number }) {
  const what = row.kind === "affiliate" ? "Affiliate link" : "Source link";
  return `${what} ${row.url} failed ${row.consecutiveFailures} checks in a row (last: ${row.lastResult})`;
}
