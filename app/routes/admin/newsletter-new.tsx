import type { Route } from "./+types/newsletter-new";
import { IssueForm } from "#app/components/newsletter/issue-form.tsx";
import { newIssueAction, newIssueLoader } from "#app/domain/newsletter/admin.server.ts";
import { pageMeta } from "#app/lib/meta.ts";

/** Admin: compose a newsletter issue (saved as a draft; preview, test and send on its own page). */
export async function loader({ request }: Route.LoaderArgs) {
  return newIssueLoader(request);
}

export async function action({ request }: Route.ActionArgs) {
  return newIssueAction(request);
}

export default function NewIssue({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-issue-heading">
      <h2 id="new-issue-heading" className="text-2xl font-semibold">
        New newsletter issue
      </h2>
      <div className="mt-6 rounded-xl border border-border bg-card p-6 shadow-sm">
        <IssueForm articles={loaderData.articles} errors={actionData?.errors} />
      </div>
    </section>
  );
}

export const meta = () => pageMeta("New newsletter issue", "Compose a newsletter issue.");
