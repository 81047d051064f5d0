import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { AnalyticsCollector, monthsBefore, pruneAnalytics, type Visit } from "#platform/analytics-collector.ts";
import { database, db } from "#platform/db.ts";
import { countryLookup } from "#platform/geoip.ts";
import { writeCountryMmdb } from "#tests/helpers/mmdb.ts";
import { recordSearch } from "#app/domain/analytics/events.server.ts";
import { issueLinkUrl, verifyIssueLink } from "#app/domain/analytics/links.server.ts";
import { parseRange } from "#app/domain/analytics/range.ts";
import { renderIssue } from "#app/domain/newsletter/issues.server.ts";
import { analyticsCsv, analyticsReport, readersFigure } from "#app/domain/analytics/reports.server.ts";
import { campaignOf, deviceClass, referrerHost } from "#server/page-views.ts";

/**
 * Counting without identifying (docs/decisions/012): per-instance memory added into daily rows, several
 * instances adding up, one visitor counted once a day whichever instance saw her, nothing raw stored,
 * salts and hashes gone with their day, retention.
 */
const SITE = "http://localhost:3000";
const PHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 RawAgentMarkerPhone";
const DESKTOP_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/141.0 Safari/537.36 RawAgentMarkerDesktop";
const TABLET_UA = "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 RawAgentMarkerTablet";

function visit(path: string, address: string, userAgent: string, extra: Partial<Visit> = {}): Visit {
  return { path, referrer: null, campaign: null, device: deviceClass(userAgent), address, userAgent, ...extra };
}

function collector(now: () => Date, enabled = true) {
  return new AnalyticsCollector({
    db,
    site: SITE,
    enabled,
    now,
    onError: (error) => {
      throw error;
    },
  });
}

async function counts(kind: string) {
  const result = (await db.execute(
    sql`select day::text as day, key, count::int as count from analytics_daily where kind = ${kind} order by day, key`,
  )) as unknown as {
    rows: { day: string; key: string; count: number }[];
  };
  return result.rows;
}

/** Every row of every table of the database, as text. */
async function everyRowAsText(): Promise<string> {
  const tables = (await db.execute(
    sql`select schemaname, tablename from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
  )) as unknown as {
    rows: { schemaname: string; tablename: string }[];
  };
  expect(tables.rows.map((table) => table.tablename)).toContain("analytics_daily");
  const parts: string[] = [];
  for (const { schemaname, tablename } of tables.rows) {
    const rows = (await db.execute(
      sql`select t::text as row from ${sql.identifier(schemaname)}.${sql.identifier(tablename)} t`,
    )) as unknown as { rows: { row: string }[] };
    parts.push(...rows.rows.map((row) => row.row));
  }
  return parts.join("\n");
}

beforeEach(async () => {
  await db.execute(sql`delete from analytics_daily`);
  await db.execute(sql`delete from analytics_salts`);
  await db.execute(sql`delete from analytics_visitors`);
});

describe("the collector", () => {
  it("adds up two instances' counts, counts a visitor once a day whichever instance saw her, and her entry page", async () => {
    const now = () => new Date("2026-03-10T12:00:00Z");
    const one = collector(now);
    const two = collector(now);
    await one.prepare();
    await two.prepare();
    one.visit(
      visit("/articles/a", "203.0.113.7", PHONE_UA, {
        referrer: "news.example.org",
        campaign: "letter / email / march",
        country: "NZ",
      }),
    );
    one.visit(visit("/articles/b", "203.0.113.7", PHONE_UA));
    two.visit(visit("/articles/b", "203.0.113.7", PHONE_UA)); // the same visitor, on the other instance
    two.visit(visit("/", "198.51.100.23", DESKTOP_UA));
    two.visit(visit("/articles/a", "198.51.100.23", TABLET_UA)); // another browser at that address: another visitor
    await one.flush();
    await two.flush();
    // A second minute on the first instance: the rows grow, the known visitor is not counted again.
    one.visit(visit("/articles/a", "203.0.113.7", PHONE_UA));
    await one.flush();

    expect(await counts("pageviews")).toEqual([{ day: "2026-03-10", key: "", count: 6 }]);
    expect(await counts("visitors")).toEqual([{ day: "2026-03-10", key: "", count: 3 }]);
    expect(await counts("page")).toEqual([
      { day: "2026-03-10", key: "/", count: 1 },
      { day: "2026-03-10", key: "/articles/a", count: 3 },
      { day: "2026-03-10", key: "/articles/b", count: 2 },
    ]);
    expect(await counts("entry")).toEqual([
      { day: "2026-03-10", key: "/", count: 1 },
      { day: "2026-03-10", key: "/articles/a", count: 2 },
    ]);
    expect(await counts("device")).toEqual([
      { day: "2026-03-10", key: "desktop", count: 1 },
      { day: "2026-03-10", key: "mobile", count: 4 },
      { day: "2026-03-10", key: "tablet", count: 1 },
    ]);
    expect(await counts("referrer")).toEqual([{ day: "2026-03-10", key: "news.example.org", count: 1 }]);
    expect(await counts("campaign")).toEqual([{ day: "2026-03-10", key: "letter / email / march", count: 1 }]);
    expect(await counts("country")).toEqual([{ day: "2026-03-10", key: "NZ", count: 1 }]);

    const report = await analyticsReport({ name: "custom", from: "2026-03-09", to: "2026-03-10" });
    expect(report.series).toEqual([
      { day: "2026-03-09", visitors: 0, pageviews: 0 },
      { day: "2026-03-10", visitors: 3, pageviews: 6 },
    ]);
    expect(report.lists.page[0]).toEqual({ key: "/articles/a", count: 3 });
    expect(analyticsCsv(report)).toContain("top pages,/articles/a,3\r\n");
    expect(await readersFigure({ now: new Date("2026-03-11T08:00:00Z"), days: 30 })).toEqual({
      readers: 3,
      pageViews: 6,
      from: "2026-02-09",
      to: "2026-03-10",
      days: 30,
    });
  });

  it("stores no address and no user agent, and deletes the day's salt and hashes once the day is over", async () => {
    let at = new Date("2026-03-10T23:59:00Z");
    const one = collector(() => at);
    await one.prepare();
    one.visit(visit("/articles/a", "203.0.113.77", PHONE_UA));
    one.visit(visit("/", "2001:db8::4242", DESKTOP_UA));
    await one.flush();

    const stored = await everyRowAsText();
    for (const raw of ["203.0.113.77", "2001:db8::4242", "RawAgentMarker", "iPhone", "X11"])
      expect(stored).not.toContain(raw);
    expect(await counts("visitors")).toEqual([{ day: "2026-03-10", key: "", count: 2 }]);
    const salts = (await db.execute(sql`select day::text as day from analytics_salts order by day`)) as unknown as {
      rows: { day: string }[];
    };
    expect(salts.rows.map((row) => row.day)).toEqual(["2026-03-10", "2026-03-11"]);

    // After midnight: the next flush deletes the finished day's salt and its visitor hashes.
    at = new Date("2026-03-11T00:01:00Z");
    one.visit(visit("/", "203.0.113.77", PHONE_UA));
    await one.flush();
    const left = (await db.execute(
      sql`select day::text as day from analytics_salts union all select day::text from analytics_visitors`,
    )) as unknown as {
      rows: { day: string }[];
    };
    expect(left.rows.every((row) => row.day >= "2026-03-11")).toBe(true);
    // The same reader on the new day is a visitor of that day (a new salt: yesterday's hash is unrelated).
    expect(await counts("visitors")).toEqual([
      { day: "2026-03-10", key: "", count: 2 },
      { day: "2026-03-11", key: "", count: 1 },
    ]);
  });

  it("asks the database nothing on a flush with nothing counted once the day's salts are held", async () => {
    const statements: string[] = [];
    const counting = new Proxy(db, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (typeof value !== "function") return value;
        return (...args: unknown[]) => {
          statements.push(String(property));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    let at = new Date("2026-03-10T12:00:00Z");
    const one = new AnalyticsCollector({
      db: counting,
      site: SITE,
      enabled: true,
      now: () => at,
      onError: (e) => {
        throw e;
      },
    });
    await one.prepare();
    expect(statements.length).toBeGreaterThan(0);
    statements.length = 0;
    await one.flush();
    await one.flush();
    expect(statements).toEqual([]);
    // A new day: its salts are asked for (and the past day's deleted) at the next flush.
    at = new Date("2026-03-11T00:01:00Z");
    await one.flush();
    expect(statements).toContain("insert");
    expect(statements).toContain("delete");
  });

  it("counts nothing when off (ANALYTICS=off)", async () => {
    const off = collector(() => new Date("2026-03-10T12:00:00Z"), false);
    await off.prepare();
    off.visit(visit("/", "203.0.113.7", PHONE_UA));
    off.count("signup", "/");
    await off.flush();
    expect(await everyRowAsText()).not.toMatch(/2026-03-10/);
  });

  it("keeps the daily totals for the retention period only", async () => {
    await db.execute(sql`insert into analytics_daily (day, kind, key, count) values
      ('2024-01-14', 'pageviews', '', 5), ('2024-01-15', 'pageviews', '', 6), ('2026-02-15', 'pageviews', '', 7)`);
    expect(monthsBefore("2026-02-15", 25)).toBe("2024-01-15");
    expect(monthsBefore("2026-03-31", 1)).toBe("2026-02-28");
    const removed = await pruneAnalytics(db, 25, new Date("2026-02-15T10:00:00Z"));
    expect(removed).toBe(1);
    expect((await counts("pageviews")).map((row) => row.day)).toEqual(["2024-01-15", "2026-02-15"]);
  });
});

describe("what is counted and how", () => {
  it("classes devices, keeps only other sites' hosts, reads UTM parameters", () => {
    expect(deviceClass(PHONE_UA)).toBe("mobile");
    expect(deviceClass(TABLET_UA)).toBe("tablet");
    expect(deviceClass("Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/141.0 Safari/537.36")).toBe(
      "tablet",
    );
    expect(
      deviceClass("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/141.0 Mobile Safari/537.36"),
    ).toBe("mobile");
    expect(deviceClass(DESKTOP_UA)).toBe("desktop");
    expect(referrerHost("https://www.example.org/some/page?x=1", "localhost:3000")).toBe("example.org");
    expect(referrerHost("http://localhost:3000/articles", "localhost:3000")).toBeNull();
    expect(referrerHost("android-app://com.example", undefined)).toBeNull();
    expect(referrerHost("not a url", undefined)).toBeNull();
    expect(campaignOf("?utm_source=Newsletter&utm_medium=email&utm_campaign=march<script>")).toBe(
      "newsletter / email / marchscript",
    );
    // A source or medium outside the closed lists is "other" (the campaign's name is matched when listed).
    expect(campaignOf("?utm_source=Letter&utm_medium=zq&utm_campaign=march")).toBe("other / other / march");
    expect(campaignOf("?utm_source=mastodon")).toBe("mastodon / - / -");
    expect(campaignOf("?q=sleep")).toBeNull();
  });

  it("looks up a country in a local MaxMind-format database (a tiny one made for the test)", () => {
    const countryOf = countryLookup(
      writeCountryMmdb([
        { cidr: "203.0.113.0/24", country: "NZ" },
        { cidr: "10.0.0.0/8", country: "DE" },
      ]),
    );
    expect(countryOf("203.0.113.7")).toBe("NZ");
    expect(countryOf("::ffff:10.1.2.3")).toBe("DE");
    expect(countryOf("198.51.100.1")).toBeNull();
    expect(countryOf("2001:db8::1")).toBeNull();
    expect(countryOf("not an address")).toBeNull();
  });

  it("counts a search term only when it found nothing", async () => {
    const { analytics } = await import("#platform/analytics.ts");
    recordSearch("  Vitamin   ZZQ ", 0);
    recordSearch("sleep", 4);
    await analytics.flush();
    const rows = await counts("search-empty");
    expect(rows.map((row) => row.key)).toEqual(["vitamin zzq"]);
  });

  it("signs newsletter links to this site's paths only", () => {
    const issue = "0b6c1f7e-3d2a-4a5b-9c8d-1e2f3a4b5c6d";
    const url = new URL(issueLinkUrl(SITE, issue, "/articles/sleep-well")!);
    expect(url.pathname).toBe(`/r/${issue}`);
    expect(verifyIssueLink(issue, url.searchParams.get("to"), url.searchParams.get("s"))).toBe("/articles/sleep-well");
    // Another target, another issue or no signature: refused.
    expect(verifyIssueLink(issue, "/articles/other", url.searchParams.get("s"))).toBeNull();
    expect(
      verifyIssueLink("1b6c1f7e-3d2a-4a5b-9c8d-1e2f3a4b5c6d", "/articles/sleep-well", url.searchParams.get("s")),
    ).toBeNull();
    expect(verifyIssueLink(issue, "/articles/sleep-well", null)).toBeNull();
    // Never another host, whatever is signed.
    expect(issueLinkUrl(SITE, issue, "//evil.example")).toBeNull();
    expect(issueLinkUrl(SITE, issue, "https://evil.example/")).toBeNull();
    expect(issueLinkUrl(SITE, issue, "/\\evil.example")).toBeNull();
    expect(verifyIssueLink(issue, "//evil.example", url.searchParams.get("s"))).toBeNull();
  });

  it("sends a saved issue's links to this site through the counted redirect, and others straight", async () => {
    const id = "2b6c1f7e-3d2a-4a5b-9c8d-1e2f3a4b5c6d";
    const body = `<p><a href="${SITE}/articles/sleep-well">ours</a> and <a href="https://example.com/elsewhere">theirs</a></p>`;
    const rendered = await renderIssue({ id, subject: "S", intro: "I", body, articleSlugs: [] }, { siteUrl: SITE });
    const ours = /href="([^"]*\/r\/[^"]*)"/.exec(rendered.html)![1]!.replaceAll("&amp;", "&").replaceAll("&#38;", "&");
    const url = new URL(ours);
    expect(url.pathname).toBe(`/r/${id}`);
    expect(verifyIssueLink(id, url.searchParams.get("to"), url.searchParams.get("s"))).toBe("/articles/sleep-well");
    expect(rendered.html).toContain('href="https://example.com/elsewhere"');
    // A draft's preview without an id keeps plain links.
    expect(
      (await renderIssue({ subject: "S", intro: "I", body, articleSlugs: [] }, { siteUrl: SITE })).html,
    ).not.toContain("/r/");
  });

  it("reads the report's period", () => {
    const today = "2026-03-10";
    expect(parseRange(new URLSearchParams("range=day"), today)).toEqual({
      ok: true,
      range: { name: "day", from: today, to: today },
    });
    expect(parseRange(new URLSearchParams("range=7d"), today)).toEqual({
      ok: true,
      range: { name: "7d", from: "2026-03-04", to: today },
    });
    expect(parseRange(new URLSearchParams(""), today)).toEqual({
      ok: true,
      range: { name: "30d", from: "2026-02-09", to: today },
    });
    expect(parseRange(new URLSearchParams("range=custom&from=2026-01-01&to=2026-01-31"), today)).toEqual({
      ok: true,
      range: { name: "custom", from: "2026-01-01", to: "2026-01-31" },
    });
    for (const query of [
      "range=custom&from=2026-02-30&to=2026-03-01",
      "range=custom&from=2026-03-05&to=2026-03-01",
      "range=custom&from=2026-03-01&to=2026-04-01",
      "range=year",
    ]) {
      expect(parseRange(new URLSearchParams(query), today).ok).toBe(false);
    }
  });
});

// The module-level database is migrated by tests/setup/vitest.setup.ts.
void database;

describe("referrers are visitor text: vetted before the admin tab shows them", () => {
  it("one client's chosen Referer is never named; a site many clients came from is; known sites always", async () => {
    const { countPageView } = await import("#server/page-views.ts");
    const { analytics } = await import("#platform/analytics.ts");
    await analytics.prepare();
    const view = (referer: string, address: string) =>
      countPageView(
        { method: "GET", url: "/", headers: { "user-agent": DESKTOP_UA, referer, host: "localhost:3000" } },
        200,
        address,
        "text/html",
      );
    // One client, many page views, a host of her choosing (and junk hosts): none of it is named.
    for (let n = 0; n < 20; n += 1) view("https://spam-casino.example/landing", "198.51.100.7");
    view(`https://${"a".repeat(300)}.example/`, "198.51.100.7");
    view("http://10.0.0.1/", "198.51.100.7");
    // A site three different clients came from is named; Google (any country domain) always is.
    for (const address of ["198.51.100.21", "198.51.100.22", "198.51.100.23"])
      view("https://forum.example.net/thread/1", address);
    view("https://www.google.de/", "198.51.100.30");
    await analytics.flush();
    const today = new Date().toISOString().slice(0, 10);
    const report = await analyticsReport({ name: "custom", from: today, to: today });
    const listed = report.lists.referrer;
    expect(listed.map((row) => row.key)).not.toContain("spam-casino.example");
    expect(JSON.stringify(listed)).not.toContain("aaaa");
    expect(JSON.stringify(listed)).not.toContain("10.0.0.1");
    expect(listed).toEqual(
      expect.arrayContaining([
        { key: "forum.example.net", count: 3 },
        { key: "google.com", count: 1 },
        { key: "other sites", count: 1 },
      ]),
    );
  });
});
