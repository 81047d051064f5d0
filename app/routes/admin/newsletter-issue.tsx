import { Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { IssueForm } from "#app/components/newsletter/issue-form.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { issueAction, issueLoader } from "#app/domain/newsletter/admin.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Admin: one issue. A draft is edited, previewed, tested and sent here; a sent one shows its deliveries. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return issueLoader(request, params.id);
}

export async function action({ request, params }: Route.ActionArgs) {
  return issueAction(request, params.id);
}

export default function AdminIssue({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, counts, failures } = loaderData;
  return (
    <section aria-labelledby="issue-heading" className="flex flex-col gap-8">
      <div>
        <Link to="/admin/newsletter" className="text-sm font-medium text-primary hover:underline">
          ← All issues
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h2 id="issue-heading" className="text-2xl font-semibold">
            {issue.subject}
          </h2>
          <Badge variant={issue.status === "draft" ? "outline" : "secondary"} data-testid="issue-status">
            {issue.status}
          </Badge>
        </div>
      </div>
      {actionData && "message" in actionData && actionData.message ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {actionData.message}
        </p>
      ) : null}

      {counts ? (
        <div>
          <h3 className="text-lg font-semibold">Deliveries</h3>
          <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-6" data-testid="delivery-counts">
            {(
              [
                ["Recipients", counts.total],
                ["Sent", counts.sent],
                ["Waiting", counts.pending + counts.sending],
                ["Retrying", counts.failed],
                ["Gave up", counts.abandoned],
                ["Skipped", counts.skipped],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="rounded-lg border border-border bg-card p-3">
                <dt className="text-xs text-muted-foreground">{label}</dt>
                <dd className="text-xl font-semibold" data-testid={`deliveries-${label.toLowerCase().replace(" ", "-")}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {failures.length > 0 ? (
            <div className="mt-4 overflow-x-auto rounded-lg border border-border">
              <table className="w-full text-left text-sm">
                <caption className="px-4 py-2 text-left font-medium">Failed deliveries</caption>
                <thead className="bg-muted/50">
                  <tr>
                    <th scope="col" className="px-4 py-2">Email</th>
                    <th scope="col" className="px-4 py-2">Status</th>
                    <th scope="col" className="px-4 py-2">Tries</th>
                    <th scope="col" className="px-4 py-2">Next try</th>
                    <th scope="col" className="px-4 py-2">Last error</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {failures.map((failure) => (
                    <tr key={failure.email}>
                      <td className="px-4 py-2">{failure.email}</td>
                      <td className="px-4 py-2">{failure.status === "abandoned" ? "gave up" : "retrying"}</td>
                      <td className="px-4 py-2">{failure.attempts}</td>
                      <td className="px-4 py-2">{failure.status === "abandoned" ? "—" : failure.nextAttemptAt.toISOString().replace("T", " ").slice(0, 16)}</td>
                      <td className="px-4 py-2 text-muted-foreground">{failure.lastError}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {issue.status === "sending" ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Sending in the background. <Link to="." className="text-primary underline">Refresh</Link> to see progress.
            </p>
          ) : null}
        </div>
      ) : null}

      {issue.status === "draft" ? (
        <>
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <IssueForm
              defaults={issue}
              articles={loaderData.articles}
              errors={actionData && "errors" in actionData ? actionData.errors : undefined}
              testTo={loaderData.adminEmail}
            />
          </div>
          <div className="rounded-xl border border-primary/40 bg-primary-soft/40 p-6">
            <h3 className="text-lg font-semibold">Send to every subscriber</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              The saved version goes to {loaderData.confirmedSubscribers} confirmed{" "}
              {loaderData.confirmedSubscribers === 1 ? "subscriber" : "subscribers"}, once each. It cannot be changed afterwards.
            </p>
            <Form method="post" className="mt-4 flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirm" value="yes" required /> Yes, send this issue now
              </label>
              <Button type="submit" name="intent" value="send">
                Send to all subscribers
              </Button>
              <Button type="submit" name="intent" value="delete" variant="outline" formNoValidate>
                Delete draft
              </Button>
            </Form>
          </div>
        </>
      ) : null}

      <div>
        <h3 className="text-lg font-semibold">Preview</h3>
        <div className="mt-3 overflow-hidden rounded-xl border border-border" data-testid="issue-preview">
          <div dangerouslySetInnerHTML={{ __html: loaderData.previewHtml }} />
        </div>
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium">Plain-text part</summary>
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 text-sm">{loaderData.previewText}</pre>
        </details>
      </div>
    </section>
  );
}

export const meta = () => pageMeta("Newsletter issue", "Preview, test and send a newsletter issue.");
