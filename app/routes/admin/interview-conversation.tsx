import { ArrowDown, ArrowUp, Plus, X } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/interview-conversation";
import { ChangeFields } from "#app/components/catalogue/change-fields.tsx";
import { PlainField } from "#app/components/forms/plain-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import {
  conversationOf,
  conversationVersion,
  saveConversation,
  type ConversationItem,
} from "#app/domain/catalogue/interview-editing.server.ts";
import {
  CONVERSATION_LIMITS as LIMITS,
  INTERVIEW_ADMIN as I,
  INTERVIEW_EDITORIAL as IE,
  INTERVIEW_MESSAGES as M,
} from "#app/domain/catalogue/interview-editorial-messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";

/**
 * Admin: an interview's conversation (admins only): an optional introduction, then its questions in order,
 * each with its answer. One plain form, so it works without JavaScript and with the keyboard: Move up, Move
 * down, Remove and Add a question are its buttons and answer the list changed (not saved); Save conversation
 * runs `saveConversation`, where every field is checked with its message beside it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const interview = (await loadCatalogue("editor")).interviews.find((i) => i.id === params.slug);
  if (!interview) throw data(null, { status: 404 });
  return {
    slug: interview.id,
    name: interview.name,
    base: conversationVersion(interview.content),
    ...conversationOf(interview.content),
  };
}

type Answer = {
  /** The stored conversation's version the editor's text started from (carried through moves and refusals). */
  base: string;
  intro: string;
  items: ConversationItem[];
  changed: boolean;
  formError: string | null;
  /** Each field's message: `intro`, `items.3.question`, `items.3.answer`. */
  fieldErrors: Record<string, string>;
  /** The id of the control to focus when the answer is shown (the moved item's button, a new question). */
  focus: string | null;
  /** Changes with every answer, so the fields are drawn again from it (they are uncontrolled). */
  revision: number;
  /** What the save is, for the page history (kept through moves and refusals). */
  change: { changeKind: string; changeSummary: string };
};

/** Each control's id, so errors, labels and focus can name it. */
const ids = {
  question: (index: number) => `question-${index}`,
  answer: (index: number) => `answer-${index}`,
  move: (kind: string, index: number) => `${kind}-${index}`,
};

const lineEnds = (value: FormDataEntryValue) => String(value).replace(/\r\n?/g, "\n");

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readFormData(request);
  const change = {
    changeKind: String(form.get("changeKind") ?? ""),
    changeSummary: String(form.get("changeSummary") ?? ""),
  };
  const questions = form.getAll("question").map(lineEnds);
  const answers = form.getAll("answer").map(lineEnds);
  const intro = lineEnds(form.get("intro") ?? "");
  const base = String(form.get("base") ?? "");
  const count = Math.max(questions.length, answers.length);
  const items = Array.from({ length: Math.min(count, LIMITS.items) }, (_, i) => ({
    question: questions[i] ?? "",
    answer: answers[i] ?? "",
  }));
  const answer = (patch: Partial<Answer>, status = 200) =>
    data<Answer>(
      {
        base,
        intro,
        items,
        changed: false,
        formError: null,
        fieldErrors: {},
        focus: null,
        revision: Date.now(),
        change,
        ...patch,
      },
      { status },
    );
  // A forged or broken post: refused whole, the list as far as it goes kept on the page.
  if (count > LIMITS.items) return answer({ formError: M.tooManyItems }, 400);
  if (questions.length !== answers.length) return answer({ formError: M.notWhole }, 400);

  const move = String(form.get("move") ?? "");
  if (move) {
    const [kind, indexText] = move.split(":");
    const index = /^\d+$/.test(indexText ?? "") ? Number(indexText) : -1;
    if (!["up", "down", "remove"].includes(kind ?? "") || index < 0 || index >= items.length)
      return answer({ formError: M.unknownItem }, 400);
    const next = [...items];
    let focus: string;
    if (kind === "remove") {
      next.splice(index, 1);
      focus = next.length === 0 ? "add-question" : ids.question(Math.min(index, next.length - 1));
    } else if (items.length === 1) {
      focus = ids.question(0);
    } else {
      const to = kind === "up" ? Math.max(0, index - 1) : Math.min(items.length - 1, index + 1);
      [next[index], next[to]] = [next[to]!, next[index]!];
      // The moved question's same button, unless it cannot move further that way.
      const edge = (kind === "up" && to === 0) || (kind === "down" && to === items.length - 1);
      focus = ids.move(edge ? (kind === "up" ? "down" : "up") : kind!, to);
    }
    return answer({ items: next, changed: true, focus });
  }
  const intent = form.get("intent");
  if (intent === "add") {
    if (items.length >= LIMITS.items) return answer({ formError: M.tooManyItems }, 400);
    return answer({
      items: [...items, { question: "", answer: "" }],
      changed: true,
      focus: ids.question(items.length),
    });
  }
  // Only Save conversation saves: a post that names no known button changes nothing.
  if (intent !== "save") return answer({ formError: M.unknownAction }, 400);
  // A post without a base (a script of its own) is not checked against another editor's save.
  const result = await saveConversation({
    slug: params.slug,
    base: base || undefined,
    intro,
    items,
    ...change,
    actorId: admin.id,
  });
  if (result.ok)
    return redirectWithToast(`/admin/interviews/${params.slug}/conversation`, {
      title: I.conversationSaved,
      description: result.held ? `${I.conversationSavedText} ${IE.held}.` : I.conversationSavedText,
    });
  if (result.reason === "missing") throw data(null, { status: 404 });
  // Another editor saved first: hers is kept, and saving again (now from their version) replaces theirs.
  if (result.reason === "conflict")
    return answer({ formError: result.message, base: result.current ?? base, changed: true }, 409);
  if (result.reason === "typo-too-large" || result.reason === "needs-signoff")
    return answer({ formError: I.checkFields, fieldErrors: { changeKind: result.message }, changed: true }, 409);
  const fields = result.fields ?? {};
  const { conversation, ...fieldErrors } = fields;
  const first = Object.keys(fieldErrors)[0];
  const focus = first?.startsWith("items.")
    ? ids[first.endsWith(".question") ? "question" : "answer"](Number(first.split(".")[1]))
    : (first ?? null);
  return answer(
    { formError: conversation ?? (first ? I.checkFields : result.message), fieldErrors, focus, changed: true },
    400,
  );
}

const ALERT = "rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive";

export default function AdminInterviewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as Answer | undefined;
  const items = answer?.items ?? loaderData.items;
  const intro = answer?.intro ?? loaderData.intro;
  const errors = answer?.fieldErrors ?? {};
  const focus = answer?.focus ?? null;
  const revision = answer?.revision ?? 0;
  const busy = useNavigation().state === "submitting";
  const itemError = (index: number, field: "question" | "answer") => errors[`items.${index}.${field}`];
  return (
    <section aria-labelledby="conversation-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to={`/admin/interviews/${loaderData.slug}`} className="text-sm font-medium text-primary hover:underline">
          {I.previewBack}
        </Link>
        <h2 id="conversation-heading" className="mt-3 text-2xl font-semibold">
          {I.conversationTitle(loaderData.name)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{I.conversationHelp}</p>
        <p className="mt-1 text-sm text-muted-foreground">{I.limitsHint}</p>
        <Link
          className="mt-2 inline-block text-sm text-primary underline"
          to={`/expert-interviews/${loaderData.slug}?preview`}
        >
          {I.preview}
        </Link>
      </div>
      <Form
        // Drawn again after every answer and after a save (the stored version changes), so the change fields
        // start as a plain update again.
        key={`${revision}-${loaderData.base}`}
        method="post"
        encType="multipart/form-data"
        className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6"
      >
        <input type="hidden" name="base" value={answer?.base ?? loaderData.base} />
        {answer?.formError ? (
          <p role="alert" className={ALERT}>
            {answer.formError}
          </p>
        ) : answer?.changed ? (
          <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
            {I.unsaved}
          </p>
        ) : null}
        <PlainField name="intro" label={I.introLabel} errors={{ intro: errors.intro ? [errors.intro] : undefined }}>
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={LIMITS.intro}
              defaultValue={intro}
              autoFocus={focus === "intro"}
            />
          )}
        </PlainField>
        {items.length === 0 ? <p className="text-muted-foreground">{I.emptyConversation}</p> : null}
        <ol className="grid gap-4">
          {items.map((item, index) => {
            const n = index + 1;
            const questionError = itemError(index, "question");
            const answerError = itemError(index, "answer");
            return (
              <li key={index} className="grid gap-3 rounded-lg border border-border p-3 sm:p-4">
                <div>
                  <label htmlFor={ids.question(index)} className="block text-sm font-medium">
                    {I.questionLabel(n)}
                  </label>
                  <textarea
                    id={ids.question(index)}
                    name="question"
                    rows={2}
                    maxLength={LIMITS.question}
                    defaultValue={item.question}
                    autoFocus={focus === ids.question(index)}
                    aria-invalid={questionError ? true : undefined}
                    aria-describedby={questionError ? `${ids.question(index)}-error` : undefined}
                    className="mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2 text-base font-medium aria-invalid:border-destructive"
                  />
                  {questionError ? (
                    <p id={`${ids.question(index)}-error`} className="mt-1.5 text-sm font-medium text-destructive">
                      {questionError}
                    </p>
                  ) : null}
                </div>
                <div>
                  <label htmlFor={ids.answer(index)} className="block text-sm font-medium">
                    {I.answerLabel(n)}
                  </label>
                  <textarea
                    id={ids.answer(index)}
                    name="answer"
                    rows={6}
                    maxLength={LIMITS.answer}
                    defaultValue={item.answer}
                    autoFocus={focus === ids.answer(index)}
                    aria-invalid={answerError ? true : undefined}
                    aria-describedby={answerError ? `${ids.answer(index)}-error` : undefined}
                    className="mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2 text-base aria-invalid:border-destructive"
                  />
                  {answerError ? (
                    <p id={`${ids.answer(index)}-error`} className="mt-1.5 text-sm font-medium text-destructive">
                      {answerError}
                    </p>
                  ) : null}
                </div>
                <div role="group" aria-label={I.itemActions(n)} className="flex flex-wrap gap-2">
                  {index > 0 ? (
                    <Button
                      id={ids.move("up", index)}
                      type="submit"
                      name="move"
                      value={`up:${index}`}
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      autoFocus={focus === ids.move("up", index)}
                      aria-label={`${I.moveUp}: ${I.questionLabel(n)}`}
                    >
                      <ArrowUp aria-hidden="true" /> {I.moveUp}
                    </Button>
                  ) : null}
                  {index < items.length - 1 ? (
                    <Button
                      id={ids.move("down", index)}
                      type="submit"
                      name="move"
                      value={`down:${index}`}
                      variant="outline"
                      size="sm"
                      disabled={busy}
                      autoFocus={focus === ids.move("down", index)}
                      aria-label={`${I.moveDown}: ${I.questionLabel(n)}`}
                    >
                      <ArrowDown aria-hidden="true" /> {I.moveDown}
                    </Button>
                  ) : null}
                  <Button
                    type="submit"
                    name="move"
                    value={`remove:${index}`}
                    variant="outline"
                    size="sm"
                    disabled={busy}
                    aria-label={`${I.remove}: ${I.questionLabel(n)}`}
                  >
                    <X aria-hidden="true" /> {I.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <ChangeFields
          idPrefix="conversation"
          errors={{ changeKind: errors.changeKind, changeSummary: errors.changeSummary }}
          values={answer?.change}
        />
        <div className="flex flex-wrap gap-3 border-t border-border pt-4">
          <Button type="submit" name="intent" value="save" disabled={busy}>
            {I.saveConversation}
          </Button>
          <Button
            id="add-question"
            type="submit"
            name="intent"
            value="add"
            variant="outline"
            disabled={busy || items.length >= LIMITS.items}
            autoFocus={focus === "add-question"}
          >
            <Plus aria-hidden="true" /> {I.addQuestion}
          </Button>
        </div>
      </Form>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    loaderData ? `${I.conversationTitle(loaderData.name)} | ${I.title} | Admin` : `${I.title} | Admin`,
    I.conversationHelp,
  );
