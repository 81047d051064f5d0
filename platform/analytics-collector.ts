import crypto from "node:crypto";
import { inArray, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client.ts";
import { analyticsDaily, analyticsSalts, analyticsVisitors } from "./db/schema/analytics.ts";

/**
 * What is counted, one row per (day, kind, key) in analytics_daily:
 * - `pageviews` / `visitors` (key ''): the day's totals;
 * - `page`, `entry`: a path viewed, the first path a visitor viewed that day;
 * - `referrer`: another site's host that sent a page view; `campaign`: "source / medium / campaign" (UTM);
 * - `device`: desktop, mobile or tablet, from the user agent; `country`: ISO code (GEOIP_COUNTRY_DB only);
 * - `quiz-start`, `quiz-complete`: a quiz id; `signup`: the page a newsletter form was sent from;
 * - `issue-click`: "issue id path" of a newsletter link followed; `search-empty`: a search term with no result.
 */
export const ANALYTICS_KINDS = [
  "pageviews",
  "visitors",
  "page",
  "entry",
  "referrer",
  "campaign",
  "device",
  "country",
  "quiz-start",
  "quiz-complete",
  "signup",
  "issue-click",
  "search-empty",
] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];

/** One page answered to one visitor. The address and user agent only feed the day's visitor hash. */
export type Visit = {
  path: string;
  /** Another site's host, or null. */
  referrer: string | null;
  /** "source / medium / campaign", or null. */
  campaign: string | null;
  device: string;
  /** ISO country code from the operator's local GeoIP database, or null. */
  country?: string | null;
  address: string;
  userAgent: string;
};

/** Longest key kept (a path, a term); longer ones are cut. */
export const MAX_KEY_LENGTH = 200;
/** Distinct keys one instance holds between two flushes; past it new keys wait for the next minute's flush. */
const MAX_PENDING_KEYS = 20_000;
/** Visitor hashes one instance remembers as already written today (past it, the database deduplicates). */
const MAX_KNOWN_VISITORS = 200_000;
/** Rows per statement. */
const BATCH = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The UTC day `months` before `day` (the first day kept by a retention of that many months). */
export function monthsBefore(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastOfMonth = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(date, lastOfMonth));
  return utcDay(cutoff);
}

type Options = {
  db: Database;
  /** The site's public URL: part of the visitor hash, so two sites never share a visitor. */
  site: string;
  enabled: boolean;
  now?: () => Date;
  onError?: (error: unknown, where: string) => void;
};

/**
 * Counts in memory and adds the counts into the database in batches (flush, every minute and at shutdown),
 * so answering a page costs a few map updates and one hash. Several instances add up: each flush adds its
 * counts to the rows (`count = count + excluded.count`), and a visitor hash is inserted once per day
 * whichever instance saw it first (that instance counts the visitor and her entry page).
 */
export class AnalyticsCollector {
  readonly enabled: boolean;
  private readonly db: Database;
  private readonly site: string;
  private readonly now: () => Date;
  private readonly onError: (error: unknown, where: string) => void;
  private counts = new Map<string, number>();
  /** `day \t hash` → the path of that visitor's first page view seen here. */
  private visitors = new Map<string, string>();
  private known = new Set<string>();
  private salts = new Map<string, string>();
  private day = "";
  private dayEnds = 0;
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | null = null;
  private preparedDay = "";

  constructor(options: Options) {
    this.db = options.db;
    this.site = options.site;
    this.enabled = options.enabled;
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => {});
  }

  private today(): string {
    const at = this.now();
    const ms = at.getTime();
    if (ms >= this.dayEnds || ms < this.dayEnds - DAY_MS) {
      this.day = utcDay(at);
      this.dayEnds = Date.parse(`${this.day}T00:00:00Z`) + DAY_MS;
    }
    return this.day;
  }

  private add(id: string, n: number) {
    const current = this.counts.get(id);
    if (current !== undefined) this.counts.set(id, current + n);
    else if (this.counts.size < MAX_PENDING_KEYS) this.counts.set(id, n);
  }

  /** Counts one event of `kind` under `key` (cut to MAX_KEY_LENGTH). */
  count(kind: AnalyticsKind, key: string, n = 1) {
    if (!this.enabled) return;
    this.add(`${this.today()}\t${kind}\t${key.slice(0, MAX_KEY_LENGTH)}`, n);
  }

  /** Counts one page view, and its visitor once a day (by the day's hash; nothing of the visit is kept). */
  visit(visit: Visit) {
    if (!this.enabled) return;
    const day = this.today();
    const path = visit.path.slice(0, MAX_KEY_LENGTH);
    this.add(`${day}\tpageviews\t`, 1);
    this.add(`${day}\tpage\t${path}`, 1);
    this.add(`${day}\tdevice\t${visit.device}`, 1);
    if (visit.referrer) this.add(`${day}\treferrer\t${visit.referrer.slice(0, MAX_KEY_LENGTH)}`, 1);
    if (visit.campaign) this.add(`${day}\tcampaign\t${visit.campaign.slice(0, MAX_KEY_LENGTH)}`, 1);
    if (visit.country) this.add(`${day}\tcountry\t${visit.country}`, 1);
    const salt = this.salts.get(day);
    // Without the day's salt (the database was unreachable at the turn of the day) the view counts, the visitor not.
    if (salt === undefined) return;
    const id = `${day}\t${visitorHash(salt, visit.address, visit.userAgent, this.site)}`;
    if (!this.known.has(id) && !this.visitors.has(id) && this.visitors.size < MAX_PENDING_KEYS)
      this.visitors.set(id, path);
  }

  /**
   * Makes sure today's and tomorrow's salts exist (created by whichever instance comes first) and holds
   * them in memory, and deletes the salts and visitor hashes of past days. Tomorrow's is fetched ahead so
   * the first page view after midnight finds it without waiting.
   */
  async prepare() {
    if (!this.enabled) return;
    const now = this.now();
    const today = utcDay(now);
    const tomorrow = utcDay(new Date(now.getTime() + DAY_MS));
    // Both held since today began: a day's salt never changes once written, so there is nothing to ask (at
    // rest this was two of the statements an idle server ran each minute).
    if (this.preparedDay === today && this.salts.has(today) && this.salts.has(tomorrow)) return;
    await this.db
      .insert(analyticsSalts)
      .values([today, tomorrow].map((day) => ({ day, salt: crypto.randomBytes(32).toString("base64url") })))
      .onConflictDoNothing();
    const rows = await this.db
      .select()
      .from(analyticsSalts)
      .where(inArray(analyticsSalts.day, [today, tomorrow]));
    this.salts = new Map(rows.map((row) => [row.day, row.salt]));
    if (this.preparedDay !== today) {
      await this.db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
      await this.db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
      for (const id of this.known) if (!id.startsWith(today)) this.known.delete(id);
      this.preparedDay = today;
    }
  }

  /** Adds what was counted since the last flush into the database. Concurrent calls share one run. */
  flush(): Promise<void> {
    if (!this.enabled) return Promise.resolve();
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async write() {
    const counts = this.counts;
    const visitors = this.visitors;
    this.counts = new Map();
    this.visitors = new Map();
    try {
      const ids = [...visitors.keys()].sort();
      for (let start = 0; start < ids.length; start += BATCH) {
        const rows = ids.slice(start, start + BATCH).map((id) => {
          const tab = id.indexOf("\t");
          return { day: id.slice(0, tab), visitor: id.slice(tab + 1) };
        });
        const inserted = await this.db.insert(analyticsVisitors).values(rows).onConflictDoNothing().returning();
        for (const row of inserted) {
          const id = `${row.day}\t${row.visitor}`;
          bump(counts, `${row.day}\tvisitors\t`, 1);
          bump(counts, `${row.day}\tentry\t${visitors.get(id) ?? ""}`, 1);
        }
        for (const row of rows) if (this.known.size < MAX_KNOWN_VISITORS) this.known.add(`${row.day}\t${row.visitor}`);
        for (const row of rows) visitors.delete(`${row.day}\t${row.visitor}`);
      }
      // One order for every instance, so two flushes never wait on each other's rows in opposite orders.
      const entries = [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      for (let start = 0; start < entries.length; start += BATCH) {
        const rows = entries.slice(start, start + BATCH).map(([id, count]) => {
          const [day = "", kind = "", ...key] = id.split("\t");
          return { day, kind, key: key.join("\t"), count };
        });
        await this.db
          .insert(analyticsDaily)
          .values(rows)
          .onConflictDoUpdate({
            target: [analyticsDaily.day, analyticsDaily.kind, analyticsDaily.key],
            set: { count: sql`analytics_daily.count + excluded.count` },
          });
        for (const [id] of entries.slice(start, start + BATCH)) counts.delete(id);
      }
      await this.prepare();
    } catch (error) {
      // What was not written is kept for the next flush (within the usual bounds).
      for (const [id, n] of counts) this.add(id, n);
      for (const [id, path] of visitors)
        if (!this.visitors.has(id) && this.visitors.size < MAX_PENDING_KEYS) this.visitors.set(id, path);
      this.onError(error, "analytics flush");
    }
  }

  /** Loads the salts, then flushes every `intervalMs`. */
  async start(intervalMs = 60_000) {
    if (!this.enabled) return;
    await this.prepare().catch((error: unknown) => this.onError(error, "analytics salts"));
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (graceful shutdown). */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }
}

function bump(counts: Map<string, number>, id: string, n: number) {
  counts.set(id, (counts.get(id) ?? 0) + n);
}

/** The day's visitor id: nothing but the salt of that day links it back to an address and browser. */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  // The one-shot hash: no Hash object per page view.
  return crypto.hash("sha256", `${salt}\0${address}\0${userAgent}\0${site}`, "base64url");
}

/**
 * Deletes the daily statistics older than `retentionMonths`, and the salts and visitor hashes of past days
 * (the housekeeping job). Returns the number of daily rows deleted.
 */
export async function pruneAnalytics(db: Database, retentionMonths: number, now = new Date()): Promise<number> {
  const today = utcDay(now);
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, today));
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, today));
  const removed = await db
    .delete(analyticsDaily)
    .where(lt(analyticsDaily.day, monthsBefore(today, retentionMonths)))
    .returning({ day: analyticsDaily.day });
  return removed.length;
}
