import { data } from "react-router";
import type { Route } from "./+types/newsletter-new";
import { IssueForm } from "#app/components/newsletter/issue-form.tsx";
import { checkIssue, createIssue, issueArticleChoices } from "#app/domain/newsletter/issues.server.ts";
import { issueSchema } from "#app/domain/newsletter/issue-schema.ts";
import { fieldErrorReply, parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { refusalFormErrors } from "#app/lib/refusal-answers.ts";

/**
 * The form's schema on the server, for the constraints it renders; the browser build drops this import and
 * loads the schema when the form needs it (app/components/forms/field.tsx). A static import would put the
 * schema, and zod, into the page's first-load script (issue 62).
 */
const serverSchemas = import.meta.env.SSR ? await import("#app/domain/newsletter/issue-schema.ts") : undefined;

/** Admin: compose a newsletter issue (saved as a draft; preview, test and send on its own page). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { articles: await issueArticleChoices() };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const submission = parseSubmission(await readFormData(request), issueSchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const checked = await checkIssue(submission.value);
  if (!checked.ok)
    return data({ result: fieldErrorReply(submission, refusalFormErrors(checked, "articleSlugs")) }, { status: 400 });
  const issue = await createIssue(checked.data, admin.id);
  return redirectWithToast(`/admin/newsletter/issues/${issue.id}`, {
    title: "Issue saved",
    description: "Preview it, send yourself a test, then send it.",
  });
}

export default function NewIssue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-issue-heading">
      <h2 id="new-issue-heading" className="text-2xl font-semibold">
        New newsletter issue
      </h2>
      <div className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm">
        <IssueForm
          articles={loaderData.articles}
          lastResult={actionData?.result}
          schema={{
            now: serverSchemas?.issueSchema,
            load: async () => (await import("#app/domain/newsletter/issue-schema.ts")).issueSchema,
          }}
        />
      </div>
    </section>
  );
}

export const meta = () => pageMeta("New newsletter issue", "Compose a newsletter issue.");
