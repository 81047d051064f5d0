import { data, Form, Link } from "react-router";
import type { Route } from "./+types/newsletter-issue";
import { IssueForm } from "#app/components/newsletter/issue-form.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  checkIssue,
  deleteDraftIssue,
  deliveryCounts,
  failedDeliveries,
  getIssue,
  issueArticleChoices,
  renderIssue,
  sendIssue,
  sendTestIssue,
  updateIssue,
} from "#app/domain/newsletter/issues.server.ts";
import { issueSchema } from "#app/domain/newsletter/issue-schema.ts";
import { subscriberCounts } from "#app/domain/newsletter/subscriptions.server.ts";
import { fieldErrorReply, parseSubmission, readFormData, type FormResult } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { logger } from "#platform/logger.ts";
import { refusalFormErrors } from "#app/lib/refusal-answers.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/newsletter/issue-schema.ts") : undefined;

/** Admin: one issue. A draft is edited, previewed, tested and sent here; a sent one shows its deliveries. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const issue = await getIssue(params.id);
  if (!issue) throw data("Not found", { status: 404 });
  const [preview, counts, failures, articles, subscribers] = await Promise.all([
    renderIssue(issue),
    deliveryCounts([issue.id]),
    failedDeliveries(issue.id),
    issue.status === "draft" ? issueArticleChoices() : Promise.resolve([]),
    subscriberCounts(),
  ]);
  return {
    issue,
    adminEmail: admin.email,
    previewHtml: mailBody(preview.html),
    previewText: preview.text,
    counts: counts.get(issue.id) ?? null,
    failures,
    articles,
    confirmedSubscribers: subscribers.confirmed,
  };
}

/** Only the body of the rendered mail, for the preview inside the admin page. */
function mailBody(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return match?.[1] ?? html;
}

type ActionData = { result?: FormResult; message?: string };
const ALREADY_SENT = "This issue has been sent and can no longer change.";

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const issue = await getIssue(params.id);
  if (!issue) throw data("Not found", { status: 404 });
  const path = `/admin/newsletter/issues/${issue.id}`;

  if (intent === "save" || intent === "test") {
    if (issue.status !== "draft") return data<ActionData>({ message: ALREADY_SENT }, { status: 409 });
    const submission = parseSubmission(form, issueSchema);
    if (submission.status !== "success") return data<ActionData>({ result: submission.reply() }, { status: 400 });
    const checked = await checkIssue(submission.value);
    if (!checked.ok) {
      return data<ActionData>(
        { result: fieldErrorReply(submission, refusalFormErrors(checked, "articleSlugs")) },
        { status: 400 },
      );
    }
    const saved = await updateIssue(issue.id, checked.data);
    if (!saved) return data<ActionData>({ message: ALREADY_SENT }, { status: 409 });
    if (intent === "save") return redirectWithToast(path, { title: "Issue saved" });
    try {
      await sendTestIssue(saved, admin.email);
    } catch (error) {
      logger.error({ err: error, issue: issue.id }, "newsletter test send failed");
      return data<ActionData>({ message: "The test could not be sent. Please try again later." }, { status: 502 });
    }
    return redirectWithToast(path, { title: "Test sent", description: `A test was sent to ${admin.email}.` });
  }

  if (intent === "send") {
    if (form.get("confirm") !== "yes") {
      return data<ActionData>(
        { message: "Tick the box to confirm that this issue goes to every subscriber." },
        { status: 400 },
      );
    }
    const recipients = await sendIssue(issue.id);
    if (recipients === null) return data<ActionData>({ message: "This issue has already been sent." }, { status: 409 });
    return redirectWithToast(path, {
      title: "Sending started",
      description: `Sending to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}.`,
    });
  }

  if (intent === "delete") {
    if (!(await deleteDraftIssue(issue.id)))
      return data<ActionData>({ message: "Only a draft can be deleted." }, { status: 409 });
    return redirectWithToast("/admin/newsletter", { title: "Draft deleted" });
  }
  return data<ActionData>({ message: "Unknown action." }, { status: 400 });
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
      {actionData?.message ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive"
        >
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
                <dd
                  className="text-xl font-semibold"
                  data-testid={`deliveries-${label.toLowerCase().replace(" ", "-")}`}
                >
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
                    <th scope="col" className="px-4 py-2">
                      Email
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Status
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Tries
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Next try
                    </th>
                    <th scope="col" className="px-4 py-2">
                      Last error
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {failures.map((failure) => (
                    <tr key={failure.email}>
                      <td className="px-4 py-2">{failure.email}</td>
                      <td className="px-4 py-2">{failure.status === "abandoned" ? "gave up" : "retrying"}</td>
                      <td className="px-4 py-2">{failure.attempts}</td>
                      <td className="px-4 py-2">
                        {failure.status === "abandoned"
                          ? "—"
                          : failure.nextAttemptAt.toISOString().replace("T", " ").slice(0, 16)}
                      </td>
                      <td className="px-4 py-2 text-muted-foreground">{failure.lastError}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {issue.status === "sending" ? (
            <p className="mt-3 text-sm text-muted-foreground">
              Sending in the background.{" "}
              <Link to="." className="text-primary underline">
                Refresh
              </Link>{" "}
              to see progress.
            </p>
          ) : null}
        </div>
      ) : null}

      {issue.status === "draft" ? (
        <>
          <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
            <IssueForm
              schema={{
                now: serverSchemas?.issueSchema,
                load: async () => (await import("#app/domain/newsletter/issue-schema.ts")).issueSchema,
              }}
              defaults={issue}
              articles={loaderData.articles}
              lastResult={actionData?.result}
              testTo={loaderData.adminEmail}
            />
          </div>
          <div className="rounded-xl border border-primary/40 bg-primary-soft/40 p-6">
            <h3 className="text-lg font-semibold">Send to every subscriber</h3>
            <p className="mt-1 text-sm text-muted-foreground">
              The saved version goes to {loaderData.confirmedSubscribers} confirmed{" "}
              {loaderData.confirmedSubscribers === 1 ? "subscriber" : "subscribers"}, once each. It cannot be changed
              afterwards.
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
          <pre className="mt-2 overflow-x-auto whitespace-pre-wrap rounded-lg border border-border bg-muted/40 p-4 text-sm">
            {loaderData.previewText}
          </pre>
        </details>
      </div>
    </section>
  );
}

export const meta = () => pageMeta("Newsletter issue", "Preview, test and send a newsletter issue.");
