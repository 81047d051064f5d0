import { and, between, eq, inArray, sql } from "drizzle-orm";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { analyticsDaily } from "#platform/db/schema/analytics.ts";
import { newsletterIssues } from "#platform/db/schema/newsletter.ts";
import { utcDay } from "#platform/analytics.ts";
import { quizzes } from "#app/content/quizzes.ts";
import { config } from "#platform/config.ts";
import { addDays, daysOf, type ReportRange } from "./range.ts";
import { campaignNames } from "./campaigns.server.ts";
import { KNOWN_REFERRERS, OTHER_REFERRERS } from "./referrers.ts";

/** How many rows each list of the report shows. */
export const TOP = 15;

const LISTS = [
  "page",
  "entry",
  "referrer",
  "campaign",
  "device",
  "country",
  "signup",
  "issue-click",
  "search-empty",
  "quiz-start",
  "quiz-complete",
] as const;
type ListKind = (typeof LISTS)[number];

export type Row = { key: string; count: number };
export type AnalyticsReport = {
  range: ReportRange;
  series: { day: string; visitors: number; pageviews: number }[];
  totals: { visitors: number; pageviews: number };
  lists: Record<Exclude<ListKind, "quiz-start" | "quiz-complete" | "issue-click">, Row[]>;
  quizzes: { id: string; title: string; starts: number; completions: number }[];
  issueLinks: { issueId: string; subject: string; path: string; count: number }[];
};

/** The figures of the admin Analytics tab for one period. */
export async function analyticsReport(range: ReportRange, db: Database = defaultDb): Promise<AnalyticsReport> {
  const totals = await db
    .select({ day: analyticsDaily.day, kind: analyticsDaily.kind, count: analyticsDaily.count })
    .from(analyticsDaily)
    .where(
      and(
        between(analyticsDaily.day, range.from, range.to),
        inArray(analyticsDaily.kind, ["visitors", "pageviews"]),
        eq(analyticsDaily.key, ""),
      ),
    );
  const byDay = new Map(daysOf(range).map((day) => [day, { day, visitors: 0, pageviews: 0 }]));
  for (const row of totals) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind as "visitors" | "pageviews"] += Number(row.count);
  }
  const series = [...byDay.values()];

  // The TOP largest keys of each kind over the period, ranked in the database. What a visitor typed is
  // listed only as far as it names something real: a campaign's name only when the admins named it (else
  // "other"), a search that found nothing only once enough different clients searched it on one day, a
  // referring site only when it is a known one or enough different clients came from it on one day.
  const campaigns = ["-", ...(await campaignNames(db))];
  const ranked = (await db.execute(sql`
    select kind, key, total from (
      select kind, key, sum(count)::bigint as total,
             row_number() over (partition by kind order by sum(count) desc, key) as rank
      from (
        select kind, count, case
          when kind = 'campaign' and split_part(key, ' / ', 3) not in (${sql.join(
            campaigns.map((name) => sql`${name}`),
            sql`, `,
          )})
          then split_part(key, ' / ', 1) || ' / ' || split_part(key, ' / ', 2) || ' / other'
          when kind = 'referrer' and count < ${config.ANALYTICS_SEARCH_MIN_CLIENTS} and key not in (${sql.join(
            KNOWN_REFERRERS.map((host) => sql`${host}`),
            sql`, `,
          )})
          then ${OTHER_REFERRERS}
          else key end as key
        from analytics_daily
        where day between ${range.from} and ${range.to} and kind in (${sql.join(
          LISTS.map((kind) => sql`${kind}`),
          sql`, `,
        )})
        and (kind <> 'search-empty' or count >= ${config.ANALYTICS_SEARCH_MIN_CLIENTS})
      ) named
      group by kind, key
    ) ranked where rank <= ${TOP} or kind in ('quiz-start', 'quiz-complete')
    order by kind, total desc, key
  `)) as unknown as { rows: { kind: ListKind; key: string; total: string | number }[] };
  const lists = Object.fromEntries(LISTS.map((kind) => [kind, [] as Row[]])) as Record<ListKind, Row[]>;
  for (const row of ranked.rows) lists[row.kind].push({ key: row.key, count: Number(row.total) });

  const starts = new Map(lists["quiz-start"].map((row) => [row.key, row.count]));
  const completions = new Map(lists["quiz-complete"].map((row) => [row.key, row.count]));
  const quizRows = quizzes.map((quiz) => ({
    id: quiz.id,
    title: quiz.title,
    starts: starts.get(quiz.id) ?? 0,
    completions: completions.get(quiz.id) ?? 0,
  }));

  const clicks = lists["issue-click"].map((row) => {
    const space = row.key.indexOf(" ");
    return { issueId: row.key.slice(0, space), path: row.key.slice(space + 1), count: row.count };
  });
  const ids = [...new Set(clicks.map((click) => click.issueId))].filter((id) => /^[0-9a-f-]{36}$/.test(id));
  const subjects = ids.length
    ? new Map(
        (
          await db
            .select({ id: newsletterIssues.id, subject: newsletterIssues.subject })
            .from(newsletterIssues)
            .where(inArray(newsletterIssues.id, ids))
        ).map((issue) => [issue.id, issue.subject]),
      )
    : new Map<string, string>();

  return {
    range,
    series,
    totals: {
      visitors: series.reduce((sum, day) => sum + day.visitors, 0),
      pageviews: series.reduce((sum, day) => sum + day.pageviews, 0),
    },
    lists: {
      page: lists.page,
      entry: lists.entry,
      referrer: lists.referrer,
      campaign: lists.campaign,
      device: lists.device,
      country: lists.country,
      signup: lists.signup,
      "search-empty": lists["search-empty"],
    },
    quizzes: quizRows,
    issueLinks: clicks.map((click) => ({ ...click, subject: subjects.get(click.issueId) ?? "(deleted issue)" })),
  };
}

function csvField(value: string | number): string {
  const text = String(value);
  // A leading = + - @ would be run as a formula by a spreadsheet.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The report as one CSV: `section,key,value` rows (the daily series, then every list). */
export function analyticsCsv(report: AnalyticsReport): string {
  const rows: (string | number)[][] = [["section", "key", "value"]];
  for (const day of report.series) {
    rows.push(["visitors", day.day, day.visitors], ["page views", day.day, day.pageviews]);
  }
  const named: [string, Row[]][] = [
    ["top pages", report.lists.page],
    ["entry pages", report.lists.entry],
    ["referrers", report.lists.referrer],
    ["campaigns", report.lists.campaign],
    ["devices", report.lists.device],
    ["countries", report.lists.country],
    ["newsletter sign-ups by page", report.lists.signup],
    ["searches without results", report.lists["search-empty"]],
  ];
  for (const [section, list] of named) for (const row of list) rows.push([section, row.key, row.count]);
  for (const quiz of report.quizzes)
    rows.push(["quiz starts", quiz.id, quiz.starts], ["quiz completions", quiz.id, quiz.completions]);
  for (const link of report.issueLinks)
    rows.push(["newsletter link clicks", `${link.subject} ${link.path}`, link.count]);
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/**
 * A figure the site may state about itself: readers over the last `days` complete UTC days (yesterday
 * and before), with the period it covers. `readers` adds up each day's unique visitors, so a reader who
 * came on three days counts three times (no visitor is followed from one day to the next); say
 * "visits by readers" or "daily readers, added up" beside it, and the period.
 */
export async function readersFigure(
  options: { days?: number; now?: Date; db?: Database } = {},
): Promise<{ readers: number; pageViews: number; from: string; to: string; days: number }> {
  const days = options.days ?? 30;
  const to = addDays(utcDay(options.now ?? new Date()), -1);
  const from = addDays(to, -(days - 1));
  const db = options.db ?? defaultDb;
  const rows = await db
    .select({ kind: analyticsDaily.kind, total: sql<string>`sum(${analyticsDaily.count})` })
    .from(analyticsDaily)
    .where(
      and(
        between(analyticsDaily.day, from, to),
        inArray(analyticsDaily.kind, ["visitors", "pageviews"]),
        eq(analyticsDaily.key, ""),
      ),
    )
    .groupBy(analyticsDaily.kind);
  const total = (kind: string) => Number(rows.find((row) => row.kind === kind)?.total ?? 0);
  return { readers: total("visitors"), pageViews: total("pageviews"), from, to, days };
}
