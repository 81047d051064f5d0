import { Download, Plus, Users } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { listIssues } from "#app/domain/newsletter/issues.server.ts";
import { subscriberCounts } from "#app/domain/newsletter/subscriptions.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Admin tab 'Newsletter': subscriber counts, past and draft issues with their delivery counts. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, issues] = await Promise.all([subscriberCounts(), listIssues()]);
  return { counts, issues };
}

export default function AdminNewsletter({ loaderData: { counts, issues } }: Route.ComponentProps) {
  return (
    <section aria-labelledby="newsletter-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="newsletter-heading" className="text-2xl font-semibold">
          Newsletter
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/newsletter/subscribers" className={buttonVariants({ variant: "outline" })}>
            <Users aria-hidden="true" /> Subscribers
          </Link>
          <a href="/admin/newsletter/subscribers.csv" className={buttonVariants({ variant: "outline" })} download>
            <Download aria-hidden="true" /> Export CSV
          </a>
          <Link to="/admin/newsletter/new" className={buttonVariants()}>
            <Plus aria-hidden="true" /> New issue
          </Link>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 sm:grid-cols-3" data-testid="subscriber-counts">
        {(
          [
            ["Confirmed subscribers", counts.confirmed],
            ["Waiting for confirmation", counts.pending],
            ["Unsubscribed", counts.unsubscribed],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-xl border border-border bg-card p-5 shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="mt-1 text-3xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-10 text-xl font-semibold">Issues</h3>
      {issues.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No issues yet. Compose the first one.</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-border bg-muted/50">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Subject
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Status
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Sent
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Failed
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Created
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {issues.map((issue) => (
                <tr key={issue.id} data-testid="issue-row">
                  <td className="px-4 py-3">
                    <Link
                      to={`/admin/newsletter/issues/${issue.id}`}
                      className="font-medium text-primary hover:underline"
                    >
                      {issue.subject}
                    </Link>
                  </td>
                  <td className="px-4 py-3">
                    <Badge
                      variant={
                        issue.status === "sent" ? "secondary" : issue.status === "sending" ? "default" : "outline"
                      }
                    >
                      {issue.status}
                    </Badge>
                  </td>
                  <td className="px-4 py-3" data-testid="issue-sent">
                    {issue.counts.sent} / {issue.counts.total}
                  </td>
                  <td className="px-4 py-3">{issue.counts.failed + issue.counts.abandoned}</td>
                  <td className="px-4 py-3 text-muted-foreground">{issue.createdAt.toISOString().slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const meta = () => pageMeta("Newsletter", "Newsletter subscribers and issues.");
