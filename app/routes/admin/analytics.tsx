import { FigureTable } from "#app/components/analytics/figure-table.tsx";
import { Download } from "lucide-react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/analytics";
import { VisitsChart } from "#app/components/analytics/visits-chart.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { parseRange } from "#app/domain/analytics/range.ts";
import { analyticsReport, type Row } from "#app/domain/analytics/reports.server.ts";
import { campaignNames, campaignNamesSchema, saveCampaignNames } from "#app/domain/analytics/campaigns.server.ts";
import { CampaignNamesForm } from "#app/components/analytics/campaign-names-form.tsx";
import { readFormData } from "#app/lib/forms.ts";
import { cn } from "#app/lib/cn.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { analytics, utcDay } from "#platform/analytics.ts";
import { config } from "#platform/config.ts";
import { countryOf } from "#platform/geoip.ts";

/** Admin tab 'Analytics': first-party visit statistics for a period (docs/decisions/012). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const parsed = parseRange(params, utcDay(new Date()));
  // This instance's counts of the last minute first; other instances add theirs within a minute.
  await analytics.flush();
  const report = await analyticsReport(parsed.range);
  return {
    report,
    error: parsed.ok ? null : parsed.message,
    enabled: analytics.enabled,
    retentionMonths: config.ANALYTICS_RETENTION_MONTHS,
    countries: countryOf() !== null,
    query: params.toString(),
    campaigns: await campaignNames(),
  };
}

/** Saves the admins' campaign names (the only ones the Campaigns list shows by name). */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const parsed = campaignNamesSchema.safeParse(String(form.get("campaigns") ?? ""));
  if (form.get("intent") !== "campaigns") return data({ error: "Unknown action.", saved: false }, { status: 400 });
  if (!parsed.success) {
    return data({ error: parsed.error.issues[0]?.message ?? "Check the list.", saved: false }, { status: 400 });
  }
  await saveCampaignNames(parsed.data, admin.id);
  return { error: null, saved: true };
}

const periods = [
  { name: "day", label: "Today" },
  { name: "7d", label: "7 days" },
  { name: "30d", label: "30 days" },
] as const;

function TopList({
  title,
  rows,
  keyLabel,
  empty,
  testId,
}: {
  title: string;
  rows: Row[];
  keyLabel: string;
  empty: string;
  testId: string;
}) {
  const max = Math.max(1, ...rows.map((row) => row.count));
  return (
    <section className="rounded-xl border border-border bg-card p-5 shadow-sm" aria-label={title} data-testid={testId}>
      <h3 className="text-lg font-semibold">{title}</h3>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{empty}</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">{keyLabel}</th>
              <th scope="col">Count</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="relative py-1.5 pr-3">
                  <span
                    aria-hidden="true"
                    className="absolute inset-y-0.5 left-0 rounded bg-primary-soft"
                    style={{ width: `${(row.count / max) * 100}%` }}
                  />
                  <span className="relative block truncate px-2" title={row.key}>
                    {row.key || "(none)"}
                  </span>
                </td>
                <td className="w-20 py-1.5 text-right tabular-nums">{row.count.toLocaleString("en-GB")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export default function AdminAnalytics({ loaderData, actionData }: Route.ComponentProps) {
  const { report, error, enabled, retentionMonths, countries, query, campaigns } = loaderData;
  const { range } = report;
  return (
    <section aria-labelledby="analytics-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="analytics-heading" className="text-2xl font-semibold">
          Analytics
        </h2>
        <a
          href={`/admin/analytics.csv${query ? `?${query}` : ""}`}
          className={buttonVariants({ variant: "outline" })}
          download
        >
          <Download aria-hidden="true" /> Export CSV
        </a>
      </div>
      <p className="mt-2 max-w-3xl text-sm text-muted-foreground">
        Counted on the server, without cookies or scripts: a visitor is one address and browser on one day (UTC), known
        only by a hash whose daily salt is deleted at the end of the day. Bots and visitors who send Do-Not-Track or
        Global Privacy Control are not counted. Daily totals are kept {retentionMonths} months.
      </p>
      {enabled ? null : (
        <p role="status" className="mt-3 rounded-lg border border-border bg-muted p-3 text-sm">
          Counting is off (ANALYTICS=off): nothing new is counted; earlier days are shown.
        </p>
      )}

      <div className="mt-6 flex flex-wrap items-end gap-4">
        <nav aria-label="Period" className="flex flex-wrap gap-2">
          {periods.map((period) => (
            <Link
              key={period.name}
              to={`?range=${period.name}`}
              aria-current={range.name === period.name ? "page" : undefined}
              className={cn(
                buttonVariants({ variant: range.name === period.name ? "default" : "outline", size: "sm" }),
              )}
            >
              {period.label}
            </Link>
          ))}
        </nav>
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="Custom period">
          <input type="hidden" name="range" value="custom" />
          <div className="grid gap-1">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              name="from"
              type="date"
              defaultValue={range.from}
              required
              className="h-9 w-40"
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="analytics-to">To</Label>
            <Input id="analytics-to" name="to" type="date" defaultValue={range.to} required className="h-9 w-40" />
          </div>
          <Button type="submit" size="sm" variant={range.name === "custom" ? "default" : "outline"}>
            Show
          </Button>
        </Form>
      </div>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-destructive">
          {error} Showing the last 30 days.
        </p>
      ) : null}

      <dl className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="analytics-totals">
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <dt className="text-sm text-muted-foreground">Visitors (daily unique, added up)</dt>
          <dd className="mt-1 text-3xl font-semibold tabular-nums" data-testid="total-visitors">
            {report.totals.visitors.toLocaleString("en-GB")}
          </dd>
        </div>
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
          <dt className="text-sm text-muted-foreground">Page views</dt>
          <dd className="mt-1 text-3xl font-semibold tabular-nums" data-testid="total-pageviews">
            {report.totals.pageviews.toLocaleString("en-GB")}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-sm text-muted-foreground">
        {range.from === range.to ? range.from : `${range.from} to ${range.to}`} (UTC)
      </p>

      <div className="mt-6">
        <VisitsChart series={report.series} />
      </div>

      <div className="mt-8 grid gap-4 lg:grid-cols-2">
        <TopList
          title="Top pages"
          rows={report.lists.page}
          keyLabel="Page"
          empty="No page views in this period."
          testId="list-pages"
        />
        <TopList
          title="Entry pages"
          rows={report.lists.entry}
          keyLabel="Page"
          empty="No visitors in this period."
          testId="list-entry"
        />
        <TopList
          title="Referrers"
          rows={report.lists.referrer}
          keyLabel="Site"
          empty="No visits from other sites."
          testId="list-referrers"
        />
        <CampaignNamesForm names={campaigns} error={actionData?.error ?? null} saved={actionData?.saved ?? false} />
        <TopList
          title="Campaigns (source / medium / campaign)"
          rows={report.lists.campaign}
          keyLabel="Campaign"
          empty="No visits with UTM parameters."
          testId="list-campaigns"
        />
        <TopList
          title="Devices"
          rows={report.lists.device}
          keyLabel="Device"
          empty="No page views in this period."
          testId="list-devices"
        />
        {countries || report.lists.country.length > 0 ? (
          <TopList
            title="Countries"
            rows={report.lists.country}
            keyLabel="Country"
            empty="No country known for this period's page views."
            testId="list-countries"
          />
        ) : null}
        <TopList
          title="Newsletter sign-ups by page"
          rows={report.lists.signup}
          keyLabel="Page"
          empty="No sign-up forms sent in this period."
          testId="list-signups"
        />
        <TopList
          title="Searches without results"
          rows={report.lists["search-empty"]}
          keyLabel="Search term"
          empty="Every search found something."
          testId="list-searches"
        />

        <section
          className="rounded-xl border border-border bg-card p-5 shadow-sm"
          aria-label="Quizzes"
          data-testid="list-quizzes"
        >
          <h3 className="text-lg font-semibold">Quizzes</h3>
          <FigureTable
            columns={[{ label: "Quiz" }, { label: "Started", numeric: true }, { label: "Completed", numeric: true }]}
            rows={report.quizzes.map((quiz) => ({ key: quiz.id, cells: [quiz.title, quiz.starts, quiz.completions] }))}
          />
        </section>

        <section
          className="rounded-xl border border-border bg-card p-5 shadow-sm lg:col-span-2"
          aria-label="Newsletter link clicks"
          data-testid="list-issue-links"
        >
          <h3 className="text-lg font-semibold">Newsletter link clicks</h3>
          {report.issueLinks.length === 0 ? (
            <p className="mt-3 text-sm text-muted-foreground">No newsletter link followed in this period.</p>
          ) : (
            <div className="overflow-x-auto">
              <FigureTable
                columns={[{ label: "Issue" }, { label: "Link", breakAll: true }, { label: "Clicks", numeric: true }]}
                rows={report.issueLinks.map((link) => ({
                  key: `${link.issueId} ${link.path}`,
                  cells: [link.subject, link.path, link.count],
                }))}
              />
            </div>
          )}
        </section>
      </div>
    </section>
  );
}

export const meta = () => pageMeta("Analytics · Admin Dashboard", "Visit statistics, counted without cookies.");
