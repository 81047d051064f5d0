import { data } from "react-router";
import { listArticlesForAdmin } from "#app/domain/articles/articles.server.ts";
import { requireAdmin } from "#app/domain/accounts/session.server.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { enqueueJob } from "#platform/jobs.ts";
import { logger } from "#platform/logger.ts";
import {
  createIssue,
  deleteDraftIssue,
  deliveryCounts,
  failedDeliveries,
  getIssue,
  listIssues,
  parseIssueForm,
  renderIssue,
  sendTestIssue,
  startSending,
  updateIssue,
  type IssueFieldErrors,
} from "./issues.server.ts";
import { listSubscribers, removeSubscriber, subscriberCounts, subscribersCsv, SUBSCRIBERS_PAGE_SIZE } from "./subscriptions.server.ts";
import { readFormData } from "#app/lib/forms.ts";

/**
 * The admin's newsletter screens (/admin/newsletter…): every loader and action checks the admin role
 * on the server itself (the admin layout's check covers loaders only, not a nested route's action).
 */
export const NEWSLETTER_SEND_JOB = "newsletter-send";

export async function newsletterOverview(request: Request) {
  await requireAdmin(request);
  const [counts, issues] = await Promise.all([subscriberCounts(), listIssues()]);
  return { counts, issues };
}

async function articleChoices() {
  const articles = await listArticlesForAdmin();
  return articles.map((article) => ({ slug: article.slug, title: article.title }));
}

export async function newIssueLoader(request: Request) {
  await requireAdmin(request);
  return { articles: await articleChoices() };
}

export async function newIssueAction(request: Request) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const parsed = await parseIssueForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 400 });
  const issue = await createIssue(parsed.data, admin.id);
  return redirectWithToast(`/admin/newsletter/issues/${issue.id}`, { title: "Issue saved", description: "Preview it, send yourself a test, then send it." });
}

/** Only the body of the rendered mail, for the preview inside the admin page. */
function mailBody(html: string): string {
  const match = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return match?.[1] ?? html;
}

export async function issueLoader(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const issue = await getIssue(id);
  if (!issue) throw data("Not found", { status: 404 });
  const [preview, counts, failures, articles] = await Promise.all([
    renderIssue(issue),
    deliveryCounts([issue.id]),
    failedDeliveries(issue.id),
    issue.status === "draft" ? articleChoices() : Promise.resolve([]),
  ]);
  const subscribers = await subscriberCounts();
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

export type IssueActionData = { errors?: IssueFieldErrors; message?: string };

export async function issueAction(request: Request, id: string) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const intent = form.get("intent");
  const issue = await getIssue(id);
  if (!issue) throw data("Not found", { status: 404 });
  const path = `/admin/newsletter/issues/${issue.id}`;

  if (intent === "save" || intent === "test") {
    if (issue.status !== "draft") return data<IssueActionData>({ message: "This issue has been sent and can no longer change." }, { status: 409 });
    const parsed = await parseIssueForm(form);
    if (!parsed.ok) return data<IssueActionData>({ errors: parsed.errors }, { status: 400 });
    const saved = await updateIssue(issue.id, parsed.data);
    if (!saved) return data<IssueActionData>({ message: "This issue has been sent and can no longer change." }, { status: 409 });
    if (intent === "save") return redirectWithToast(path, { title: "Issue saved" });
    try {
      await sendTestIssue(saved, admin.email);
    } catch (error) {
      logger.error({ err: error, issue: issue.id }, "newsletter test send failed");
      return data<IssueActionData>({ message: "The test could not be sent. Please try again later." }, { status: 502 });
    }
    return redirectWithToast(path, { title: "Test sent", description: `A test was sent to ${admin.email}.` });
  }

  if (intent === "send") {
    if (form.get("confirm") !== "yes") return data<IssueActionData>({ message: "Tick the box to confirm that this issue goes to every subscriber." }, { status: 400 });
    const recipients = await startSending(issue.id);
    if (recipients === null) return data<IssueActionData>({ message: "This issue has already been sent." }, { status: 409 });
    // The job sends now; if this process dies first, the every-minute delivery job picks the rows up.
    await enqueueJob(NEWSLETTER_SEND_JOB, { issueId: issue.id }, { singletonKey: issue.id }).catch((error: unknown) =>
      logger.error({ err: error, issue: issue.id }, "could not queue the newsletter send; the recurring delivery job will send it"),
    );
    return redirectWithToast(path, { title: "Sending started", description: `Sending to ${recipients} ${recipients === 1 ? "subscriber" : "subscribers"}.` });
  }

  if (intent === "delete") {
    if (!(await deleteDraftIssue(issue.id))) return data<IssueActionData>({ message: "Only a draft can be deleted." }, { status: 409 });
    return redirectWithToast("/admin/newsletter", { title: "Draft deleted" });
  }
  return data<IssueActionData>({ message: "Unknown action." }, { status: 400 });
}

export async function subscribersLoader(request: Request) {
  await requireAdmin(request);
  const page = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const current = Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  const [counts, subscribers] = await Promise.all([subscriberCounts(), listSubscribers({ page: current })]);
  const total = counts.pending + counts.confirmed + counts.unsubscribed;
  return { counts, subscribers, page: current, pages: Math.max(1, Math.ceil(total / SUBSCRIBERS_PAGE_SIZE)) };
}

export async function subscribersAction(request: Request) {
  await requireAdmin(request);
  const form = await readFormData(request);
  const id = form.get("id");
  if (form.get("intent") !== "remove" || typeof id !== "string") return data({ message: "Unknown action." }, { status: 400 });
  if (!(await removeSubscriber(id))) return data({ message: "This subscriber no longer exists." }, { status: 404 });
  return redirectWithToast(new URL(request.url).pathname + new URL(request.url).search, { title: "Subscriber removed" });
}

export async function subscribersCsvResponse(request: Request) {
  await requireAdmin(request);
  const csv = await subscribersCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-subscribers-${day}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}

