import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { InterviewParagraph } from "#app/content/interviews/types.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { EditorialRefused, type EditorialRefusal } from "#app/domain/editorial/commit.server.ts";
import { changed, SLUG } from "./editing.server.ts";
import {
  CONVERSATION_LIMITS as LIMITS,
  INTERVIEW_EDITORIAL,
  INTERVIEW_MESSAGES as M,
} from "./interview-editorial-messages.ts";
import { commitInterviewSave, hasAnswers, loadInterviewVersion } from "./interview-versions.server.ts";
import { PRODUCT_EDITORIAL } from "./messages.ts";
import { checkChange } from "./product-versions.server.ts";

/** An interview's own fields as an editor's form sends them (the conversation is `saveConversation`'s). */
export type InterviewInput = {
  slug: string;
  name: string;
  title: string;
  topic: string;
  summary: string;
  quote: string;
  imageSrc: string;
  imageDescription: string;
  /** "real": a real person, with credentials and her consent on record; "illustrative": an example. */
  kind: string;
  credentials: string;
  /** Whether the editor says her written consent is recorded. */
  consent: boolean;
  /** The state to save; left out, the interview keeps its own (the state has its own command). */
  status?: string;
} & Editorial;

/** Who saves, and what the save is (update, correction with its summary, or typo-level fix): the revision's. */
export type Editorial = { actorId?: string | null; changeKind?: string; changeSummary?: string };

const STATES = ["draft", "published", "retired"] as const;
type State = (typeof STATES)[number];
const IMAGE = /^\/(uploads|images)\/[\w./-]+$/;

/** Slugs the admin's own routes use (/admin/interviews/new), so no interview can hide them. */
export const RESERVED_INTERVIEW_SLUGS = ["new"] as const;

const text = (value: unknown) => (typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "");
const within = (value: string, max: number) => value.length > 0 && value.length <= max;

/** The person's fields, each checked with its message beside it. */
function checkPerson(input: Omit<InterviewInput, "slug" | "status">) {
  const values = {
    name: text(input.name),
    title: text(input.title),
    topic: text(input.topic),
    summary: text(input.summary),
    quote: text(input.quote),
    imageSrc: text(input.imageSrc),
    imageDescription: text(input.imageDescription),
    credentials: text(input.credentials),
  };
  const fields: Record<string, string> = {};
  if (!within(values.name, 120)) fields.name = M.name;
  if (!within(values.title, 160)) fields.title = M.title;
  if (!within(values.topic, 200)) fields.topic = M.topic;
  if (!within(values.summary, 600)) fields.summary = M.summary;
  if (!within(values.quote, 400)) fields.quote = M.quote;
  if (!IMAGE.test(values.imageSrc)) fields.imageSrc = M.image;
  if (!within(values.imageDescription, 200)) fields.imageDescription = M.imageAlt;
  if (input.kind !== "real" && input.kind !== "illustrative") fields.kind = M.kind;
  const real = input.kind === "real";
  if (real && !within(values.credentials, 160)) fields.credentials = M.credentials;
  if (real && input.consent !== true) fields.consent = M.consent;
  return { values, fields, real };
}

function invalid(fields: Record<string, string>): Refusal<"invalid"> | null {
  const first = Object.keys(fields)[0];
  return first ? refuse("invalid", fields[first]!, { field: first, fields }) : null;
}

/** yyyy-mm-dd of a moment (UTC): the date an interview's page says it was published. */
const day = (now: Date) => now.toISOString().slice(0, 10);

/** Whether a stored conversation has at least one question and an answer to it. */
const hasConversation = hasAnswers;

/**
 * Creates an interview from its person's fields, as a draft (never public until published) with no
 * conversation yet. Its slug is the page's address: a taken or reserved one is refused beside the field.
 */
export async function createInterview(
  input: Omit<InterviewInput, "status">,
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<{ ok: true; slug: string } | Refusal<"invalid" | "taken">> {
  const slug = typeof input.slug === "string" ? input.slug.trim() : "";
  const { values, fields: personFields, real } = checkPerson(input);
  const fields: Record<string, string> = {};
  if (!SLUG.test(slug) || slug.length > 80) fields.slug = M.slugFormat;
  else if ((RESERVED_INTERVIEW_SLUGS as readonly string[]).includes(slug)) fields.slug = M.slugReserved;
  else {
    // Said beside the slug together with any other field's message, so one round of corrections is enough.
    const [existing] = await database
      .select({ slug: schema.interviews.slug })
      .from(schema.interviews)
      .where(eq(schema.interviews.slug, slug));
    if (existing) fields.slug = M.slugTaken;
  }
  Object.assign(fields, personFields);
  const taken = () => refuse("taken", M.slugTaken, { field: "slug", fields: { slug: M.slugTaken } });
  if (fields.slug === M.slugTaken && Object.keys(fields).length === 1) return taken();
  const refusal = invalid(fields);
  if (refusal) return refusal;
  try {
    await database.insert(schema.interviews).values({
      slug,
      ...values,
      credentials: values.credentials || null,
      illustrative: !real,
      consentRecordedAt: real ? now : null,
      interviewDate: day(now),
      content: [],
      status: "draft",
      createdAt: now,
      updatedAt: now,
      // The first version's "saved by" in the revision list.
      updatedBy: input.actorId ?? null,
    });
  } catch (error) {
    // Two editors creating the same slug at once: the second meets the primary key.
    if (String((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code) === "23505")
      return taken();
    throw error;
  }
  changed(slug, "interview");
  return { ok: true, slug };
}

/**
 * Saves an interview's person, photo, kind (and its state, when given). A real person's interview needs her
 * credentials and her consent on record (the time it was first recorded is kept; the database's check holds
 * the same rule), so no editor can publish, or even keep, a real person's interview without it; otherwise it
 * is illustrative and its page says so.
 */
export async function saveInterview(
  input: InterviewInput,
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<{ ok: true; held: boolean } | Refusal<"invalid" | "missing"> | EditorialRefusal> {
  const { values, fields, real } = checkPerson(input);
  if (input.status !== undefined && !(STATES as readonly string[]).includes(input.status)) fields.status = M.status;
  const { fields: changeFields, change } = checkChange(input);
  const refusal = invalid({ ...fields, ...changeFields });
  if (refusal) return refusal;
  const result = await inTransaction(database, input.slug, async (tx, before) => {
    const existing = before.row;
    const status = (input.status ?? existing.status) as State;
    if (status === "published" && !hasConversation(existing.content))
      return refuse("invalid", M.emptyToPublish, { field: "status", fields: { status: M.emptyToPublish } });
    await tx
      .update(schema.interviews)
      .set({
        ...values,
        credentials: values.credentials || null,
        illustrative: !real,
        // Her consent's first recorded time is kept; withdrawn (unticked on an illustrative one), it is cleared.
        consentRecordedAt: real
          ? (existing.consentRecordedAt ?? now)
          : input.consent
            ? existing.consentRecordedAt
            : null,
        status,
        ...(status === "published" && existing.status === "draft" ? { interviewDate: day(now) } : {}),
        updatedAt: now,
      })
      .where(eq(schema.interviews.slug, input.slug));
    const state =
      status === existing.status ? undefined : { label: stateLabel(status), setsPublishTime: status === "published" };
    const saved = await commitInterviewSave({ before, change, actorId: input.actorId ?? null, state }, tx);
    return { ok: true as const, held: saved.held };
  });
  if (result.ok) changed(input.slug, "interview");
  return result;
}

const stateLabel = (status: State) => PRODUCT_EDITORIAL.stateChange(INTERVIEW_EDITORIAL.stateLabels[status] ?? status);

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Loaded = NonNullable<Awaited<ReturnType<typeof loadInterviewVersion>>>;

/**
 * Runs a command's writes and the editorial model's end (`commitInterviewSave`) in one transaction, the row
 * locked: a refusal (the gate's, thrown; or the command's own, returned) rolls every write back.
 */
async function inTransaction<R>(
  database: Database,
  slug: string,
  write: (tx: Tx, before: Loaded) => Promise<R>,
): Promise<R | EditorialRefusal | Refusal<"missing">> {
  try {
    return await database.transaction(async (tx) => {
      const before = await loadInterviewVersion(slug, tx);
      if (!before) return refuse("missing", M.missing);
      return write(tx, before);
    });
  } catch (error) {
    if (error instanceof EditorialRefused) return error.refusal;
    throw error;
  }
}

/**
 * Publishes, unpublishes (back to a draft) or retires an interview. Only one with a conversation can be
 * published; a draft published for the first time is dated that day (its page says "Published" and the date).
 */
export async function setInterviewStatus(
  input: { slug: string; status: string; actorId?: string | null },
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<{ ok: true; status: State; held: boolean } | Refusal<"invalid" | "missing"> | EditorialRefusal> {
  if (!(STATES as readonly string[]).includes(input.status))
    return refuse("invalid", M.status, { field: "status", fields: { status: M.status } });
  const status = input.status as State;
  const result = await inTransaction(database, input.slug, async (tx, before) => {
    const existing = before.row;
    if (status === "published" && !hasConversation(existing.content))
      return refuse("invalid", M.emptyToPublish, { field: "status", fields: { status: M.emptyToPublish } });
    if (status === existing.status) return { ok: true as const, status, held: existing.reviewHold !== null };
    await tx
      .update(schema.interviews)
      .set({
        status,
        ...(status === "published" && existing.status === "draft" ? { interviewDate: day(now) } : {}),
        updatedAt: now,
      })
      .where(eq(schema.interviews.slug, input.slug));
    const saved = await commitInterviewSave(
      {
        before,
        change: { kind: "update", summary: null },
        actorId: input.actorId ?? null,
        state: { label: stateLabel(status), setsPublishTime: status === "published" },
      },
      tx,
    );
    return { ok: true as const, status, held: saved.held };
  });
  if (result.ok) changed(input.slug, "interview");
  return result;
}

// --- The conversation ------------------------------------------------------------------------------------

/** One question and its answer, as the editor writes them (paragraphs of the answer split by a blank line). */
export type ConversationItem = { question: string; answer: string };
export type Conversation = { intro: string; items: ConversationItem[] };

const paragraphsOf = (answer: string) =>
  answer
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);

/** A stored conversation as the editor sees it: what comes before the first question, then each question. */
export function conversationOf(content: readonly InterviewParagraph[]): Conversation {
  const intro: string[] = [];
  const items: { question: string; answer: string[] }[] = [];
  for (const paragraph of content) {
    if (typeof paragraph !== "string") items.push({ question: paragraph.question, answer: [] });
    else if (items.length === 0) intro.push(paragraph);
    else items.at(-1)!.answer.push(paragraph);
  }
  return {
    intro: intro.join("\n\n"),
    items: items.map((item) => ({ question: item.question, answer: item.answer.join("\n\n") })),
  };
}

/** The stored form of what the editor wrote. */
export function contentOf(conversation: Conversation): InterviewParagraph[] {
  return [
    ...paragraphsOf(conversation.intro),
    ...conversation.items.flatMap((item) => [{ question: text(item.question) }, ...paragraphsOf(item.answer)]),
  ];
}

/**
 * Checks a conversation: at most `CONVERSATION_LIMITS.items` questions, each question and each answer
 * written and within its length, the introduction and the whole within theirs. Each problem is keyed by its
 * field: `intro`, `items.3.question`, `items.3.answer`, or `conversation` for the whole.
 */
export function checkConversation(conversation: Conversation): Record<string, string> {
  const fields: Record<string, string> = {};
  if (conversation.items.length > LIMITS.items) return { conversation: M.tooManyItems };
  const intro = conversation.intro.trim();
  if (intro.length > LIMITS.intro) fields.intro = M.intro;
  let total = intro.length;
  conversation.items.forEach((item, index) => {
    const question = text(item.question);
    const answer = item.answer.trim();
    total += question.length + answer.length;
    if (!within(question, LIMITS.question)) fields[`items.${index}.question`] = M.question;
    if (paragraphsOf(answer).length === 0 || answer.length > LIMITS.answer) fields[`items.${index}.answer`] = M.answer;
  });
  if (Object.keys(fields).length === 0 && total > LIMITS.total) fields.conversation = M.tooLong;
  return fields;
}

/** Which stored conversation an editor started from: it changes whenever the conversation does. */
export function conversationVersion(content: readonly InterviewParagraph[]): string {
  return createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22);
}

/**
 * Saves an interview's conversation (its introduction and its questions with their answers, in order). Nothing
 * is written on a refusal; a published interview cannot be left without a question and its answer. `base` is
 * the version the editor started from: when another editor saved the conversation since, hers is refused
 * ("conflict", with the version now stored) rather than written over theirs.
 */
export async function saveConversation(
  input: { slug: string; base?: string } & Conversation & Editorial,
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<
  { ok: true; held: boolean } | (Refusal<"invalid" | "missing" | "conflict"> & { current?: string }) | EditorialRefusal
> {
  const { fields: changeFields, change } = checkChange(input);
  const refusal = invalid({ ...checkConversation(input), ...changeFields });
  if (refusal) return refusal;
  const result = await inTransaction(database, input.slug, async (tx, before) => {
    const existing = before.row;
    // The row is locked: of two saves from the same version, the second finds it moved on and is refused.
    const current = conversationVersion(existing.content);
    if (input.base !== undefined && input.base !== current)
      return { ...refuse("conflict", M.conflict, { field: "conversation" }), current };
    const content = contentOf(input);
    if (existing.status === "published" && !hasConversation(content))
      return refuse("invalid", M.emptyPublished, {
        field: "conversation",
        fields: { conversation: M.emptyPublished },
      });
    await tx.update(schema.interviews).set({ content, updatedAt: now }).where(eq(schema.interviews.slug, input.slug));
    const saved = await commitInterviewSave({ before, change, actorId: input.actorId ?? null }, tx);
    return { ok: true as const, held: saved.held };
  });
  if (result.ok) changed(input.slug, "interview");
  return result;
}
