import { data, Link } from "react-router";
import type { Route } from "./+types/interview-new";
import { EMPTY_INTERVIEW, InterviewForm } from "#app/components/catalogue/interview-form.tsx";
import { createInterview } from "#app/domain/catalogue/interview-editing.server.ts";
import { INTERVIEW_ADMIN as I } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { fieldErrors, readInterviewForm } from "./interview-form.server.ts";

/** Admin: a new interview, saved as a draft (admins only; every field checked by `createInterview`). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readInterviewForm(request);
  if (!read.ok) return data({ errors: read.errors, values: read.values }, { status: 400 });
  const { values } = read;
  const result = await createInterview({ ...values, consent: values.consent === "on", actorId: admin.id });
  if (!result.ok) return data({ errors: fieldErrors(result.fields), values }, { status: 400 });
  return redirectWithToast(`/admin/interviews/${result.slug}/conversation`, {
    title: I.created,
    description: I.createdText(values.name.replace(/\s+/g, " ").trim()),
  });
}

export default function AdminInterviewNew({ actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="new-interview-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/interviews" className="text-sm font-medium text-primary hover:underline">
          {I.back}
        </Link>
        <h2 id="new-interview-heading" className="mt-3 text-2xl font-semibold">
          {I.newTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{I.newIntro}</p>
      </div>
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6">
        <InterviewForm
          values={actionData?.values ?? EMPTY_INTERVIEW}
          errors={actionData?.errors ?? {}}
          withSlug
          consentRecordedAt={null}
          submit={I.create}
        />
      </div>
    </section>
  );
}

export const meta = () => pageMeta(`${I.newTitle} | ${I.title} | Admin`, I.newIntro);
