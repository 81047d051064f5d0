import { data, Form, Link } from "react-router";
import type { Route } from "./+types/interview-edit";
import { InterviewForm, type InterviewFormValues } from "#app/components/catalogue/interview-form.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { saveInterview, setInterviewStatus } from "#app/domain/catalogue/interview-editing.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { interviewEditorialState } from "#app/domain/catalogue/interview-list.server.ts";
import { INTERVIEW_ADMIN as I, INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { fieldErrors, readInterviewForm } from "./interview-form.server.ts";

type Errors = Record<string, string[]>;
type State = keyof typeof I.states;

/**
 * Admin: one interview (admins only): its state (publish, unpublish, retire), a preview of its page, who is
 * speaking with her photo and consent (`saveInterview`), and a link to its conversation.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const interview = (await loadCatalogue("editor")).interviews.find((i) => i.id === params.slug);
  if (!interview) throw data(null, { status: 404 });
  const values: InterviewFormValues = {
    slug: interview.id,
    name: interview.name,
    title: interview.title,
    topic: interview.topic,
    summary: interview.summary,
    quote: interview.quote,
    imageSrc: interview.imageSrc,
    imageDescription: interview.imageDescription,
    kind: interview.illustrative ? "illustrative" : "real",
    credentials: interview.credentials ?? "",
    consent: interview.consentRecordedAt ? "on" : "",
  };
  return {
    slug: interview.id,
    values,
    consentRecordedAt: interview.consentRecordedAt?.toISOString().slice(0, 16).replace("T", " ") ?? null,
    status: (interview.status === "scheduled" ? "draft" : interview.status) as State,
    questions: interview.content.filter((p) => typeof p !== "string").length,
    ...(await interviewEditorialState(interview.id)),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const read = await readInterviewForm(request);
  const none = { changeKind: "", changeSummary: "" };
  if (!read.ok)
    return data({ stateError: null, errors: read.errors, values: read.values, change: none }, { status: 400 });
  // The state's buttons: publish, unpublish, retire.
  if (read.formData.get("intent") === "state") {
    const result = await setInterviewStatus({
      slug: params.slug,
      status: String(read.formData.get("status") ?? ""),
      actorId: admin.id,
    });
    if (result.ok)
      return redirectWithToast(`/admin/interviews/${params.slug}`, {
        title: I.stateSaved,
        description: I.stateSavedText(I.states[result.status]),
      });
    if (result.reason === "missing") throw data(null, { status: 404 });
    return data(
      { stateError: result.message, errors: {} as Errors, values: null, change: none },
      { status: result.reason === "needs-signoff" ? 409 : 400 },
    );
  }
  const { values } = read;
  const change = {
    changeKind: String(read.formData.get("changeKind") ?? ""),
    changeSummary: String(read.formData.get("changeSummary") ?? ""),
  };
  const result = await saveInterview({
    ...values,
    ...change,
    slug: params.slug,
    consent: values.consent === "on",
    actorId: admin.id,
  });
  if (result.ok)
    return redirectWithToast(`/admin/interviews/${params.slug}`, {
      title: I.saved,
      description: result.held ? `${I.savedText} ${IE.held}.` : I.savedText,
    });
  if (result.reason === "missing") throw data(null, { status: 404 });
  const errors =
    result.reason === "typo-too-large" || result.reason === "needs-signoff"
      ? { changeKind: [result.message] }
      : fieldErrors(result.fields);
  return data({ stateError: null, errors, values, change }, { status: 400 });
}

/** The other states this one can go to, as buttons. */
const MOVES: Record<State, { status: State; label: string }[]> = {
  draft: [
    { status: "published", label: I.publish },
    { status: "retired", label: I.retire },
  ],
  published: [
    { status: "draft", label: I.unpublish },
    { status: "retired", label: I.retire },
  ],
  retired: [
    { status: "published", label: I.publish },
    { status: "draft", label: I.unpublish },
  ],
};

export default function AdminInterviewEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { slug, status } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  const values = actionData?.values ?? loaderData.values;
  return (
    <section aria-labelledby="interview-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/interviews" className="text-sm font-medium text-primary hover:underline">
          {I.back}
        </Link>
        <h2 id="interview-heading" className="mt-3 text-2xl font-semibold">
          {loaderData.values.name}
        </h2>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <Badge variant={status === "published" ? "secondary" : "outline"}>{I.states[status]}</Badge>
          <Link className="text-primary underline" to={`/expert-interviews/${slug}?preview`}>
            {I.preview}
          </Link>
          {status === "published" ? (
            <Link className="text-primary underline" to={`/expert-interviews/${slug}`}>
              {I.viewPublic}
            </Link>
          ) : null}
          <Link className="text-primary underline" to={`/admin/interviews/${slug}/revisions`}>
            {E.revisionsLink}
          </Link>
          <Link className="text-primary underline" to={`/expert-interviews/${slug}/sign-off`}>
            {E.signOffLink}
          </Link>
        </p>
        {loaderData.hold ? (
          <p role="status" className="mt-3 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
            {E.held}: {loaderData.hold}
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="interview-state-heading"
        className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <h3 id="interview-state-heading" className="font-sans text-lg font-semibold">
          {I.stateHeading}
        </h3>
        <p className="text-sm text-muted-foreground">
          {I.stateNow(I.states[status])} {I.stateHelp}
        </p>
        {actionData?.stateError ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
          >
            {actionData.stateError}
          </p>
        ) : null}
        <Form method="post" className="flex flex-wrap gap-3">
          <input type="hidden" name="intent" value="state" />
          {MOVES[status].map((move) => (
            <button
              key={move.status}
              type="submit"
              name="status"
              value={move.status}
              className={buttonVariants({ variant: move.status === "published" ? "default" : "outline" })}
            >
              {move.label}
            </button>
          ))}
        </Form>
      </section>

      <section
        aria-labelledby="interview-conversation-heading"
        className="grid gap-3 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <h3 id="interview-conversation-heading" className="font-sans text-lg font-semibold">
          {I.conversation}
        </h3>
        <p className="text-sm text-muted-foreground">{I.conversationIntro(loaderData.questions)}</p>
        <Link
          to={`/admin/interviews/${slug}/conversation`}
          className={`${buttonVariants({ variant: "outline" })} justify-self-start`}
        >
          {I.editConversation}
        </Link>
      </section>

      <section
        aria-labelledby="interview-details-heading"
        className="grid gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        <h3 id="interview-details-heading" className="font-sans text-lg font-semibold">
          {I.details}
        </h3>
        <InterviewForm
          // Drawn again after a save (a new revision), so its change fields start as a plain update again.
          key={loaderData.version}
          values={values}
          errors={errors}
          withSlug={false}
          consentRecordedAt={loaderData.consentRecordedAt}
          submit={I.save}
          change={{ values: actionData?.change ?? {}, errors }}
        />
      </section>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.values.name} | ${I.title} | Admin` : `${I.title} | Admin`, I.intro);
