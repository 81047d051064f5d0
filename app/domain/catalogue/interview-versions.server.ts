import { eq } from "drizzle-orm";
import type { InterviewParagraph } from "#app/content/interviews/types.ts";
import { commitKindSave, type Change } from "#app/domain/editorial/commit.server.ts";
import type { KindDeclaration, Texts } from "#app/domain/editorial/model.ts";
import { schema, type Database } from "#platform/db.ts";
import { INTERVIEW_EDITORIAL as E } from "./interview-editorial-messages.ts";

/**
 * An interview in the editorial model (decision 048): what one version of it is (the person, the page and the
 * conversation), the fields a revision keeps and the diff compares, and the one place every interview command
 * ends its transaction (`commitInterviewSave`). Its health content is its advice: the questions and answers,
 * the quote drawn from them and the credentials that make them an expert's.
 */
export const INTERVIEW_KIND: KindDeclaration = {
  kind: "interview",
  noun: "interview",
  fields: [
    { field: "name", label: "Name", health: false },
    { field: "title", label: "Role or title", health: false },
    { field: "topic", label: "Topic", health: false },
    { field: "summary", label: "Summary", health: false },
    { field: "speaker", label: "Who is speaking", health: false },
    { field: "credentials", label: "Credentials", health: true },
    { field: "consent", label: "Consent", health: false },
    { field: "imageSrc", label: "Photo", health: false },
    { field: "imageDescription", label: "Photo description", health: false },
    { field: "quote", label: "Quote", health: true },
    { field: "intro", label: "Introduction", health: false },
    { field: "conversation", label: "Questions and answers", health: true },
  ],
  publicPath: (slug) => `/expert-interviews/${slug}`,
  adminPath: (slug) => `/admin/interviews/${slug}`,
};

/** One version of an interview: everything a revision keeps and a restore writes back (its state aside). */
export type InterviewVersion = {
  name: string;
  title: string;
  topic: string;
  summary: string;
  quote: string;
  imageSrc: string;
  imageDescription: string;
  illustrative: boolean;
  credentials: string | null;
  /** ISO time her consent was first recorded, or null. */
  consentRecordedAt: string | null;
  content: InterviewParagraph[];
};

/** Whether a conversation holds advice: at least one answer after a question. */
export function hasAnswers(content: readonly InterviewParagraph[]): boolean {
  const first = content.findIndex((p) => typeof p !== "string");
  return first >= 0 && content.slice(first + 1).some((p) => typeof p === "string");
}

export function interviewTexts(version: InterviewVersion): Texts {
  const first = version.content.findIndex((p) => typeof p !== "string");
  const intro = first < 0 ? version.content : version.content.slice(0, first);
  const rest = first < 0 ? [] : version.content.slice(first);
  return {
    name: version.name,
    title: version.title,
    topic: version.topic,
    summary: version.summary,
    speaker: version.illustrative ? "Illustrative" : "A real person",
    credentials: version.credentials ?? "",
    consent: version.consentRecordedAt ? `Recorded ${version.consentRecordedAt.slice(0, 10)}` : "",
    imageSrc: version.imageSrc,
    imageDescription: version.imageDescription,
    quote: version.quote,
    intro: intro.filter((p): p is string => typeof p === "string").join("\n\n"),
    conversation: rest.map((p) => (typeof p === "string" ? p : `Q: ${p.question}`)).join("\n\n"),
  };
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type InterviewRow = typeof schema.interviews.$inferSelect;
export type LoadedInterview = { row: InterviewRow; version: InterviewVersion };

export function versionOfRow(row: InterviewRow): InterviewVersion {
  return {
    name: row.name,
    title: row.title,
    topic: row.topic,
    summary: row.summary,
    quote: row.quote,
    imageSrc: row.imageSrc,
    imageDescription: row.imageDescription,
    illustrative: row.illustrative,
    credentials: row.credentials,
    consentRecordedAt: row.consentRecordedAt?.toISOString() ?? null,
    content: row.content,
  };
}

/** An interview as it stands (locked for the rest of the transaction), or null when there is none. */
export async function loadInterviewVersion(slug: string, tx: Tx): Promise<LoadedInterview | null> {
  const [row] = await tx.select().from(schema.interviews).where(eq(schema.interviews.slug, slug)).for("update");
  return row ? { row, version: versionOfRow(row) } : null;
}

/** Published is the gate's "published" for an interview (it has no schedule). */
const live = (status: string) => status === "published";

/**
 * Ends an interview command's transaction, after its writes: keeps the replaced version as a revision,
 * numbers the new one and applies the review gate to its advice (refused: `EditorialRefused` is thrown and
 * the transaction rolls back; a published one whose answers changed beyond a typo is held off the site until
 * a reviewer signs off).
 */
export async function commitInterviewSave(
  input: {
    before: LoadedInterview;
    change: Change;
    actorId: string | null;
    state?: { label: string; setsPublishTime: boolean };
  },
  tx: Tx,
): Promise<{ version: number; held: boolean }> {
  const { before } = input;
  const after = await loadInterviewVersion(before.row.slug, tx);
  if (!after) return { version: before.row.version, held: false };
  const outcome = await commitKindSave(
    {
      kind: INTERVIEW_KIND,
      key: before.row.slug,
      texts: interviewTexts,
      health: (version) => hasAnswers(version.content),
      before: { columns: before.row, version: before.version, published: live(before.row.status) },
      after: { version: after.version, published: live(after.row.status) },
      change: input.change,
      actorId: input.actorId,
      state: input.state,
      messages: E,
    },
    tx,
  );
  if (!outcome) return { version: before.row.version, held: before.row.reviewHold !== null };
  await tx.update(schema.interviews).set(outcome.columns).where(eq(schema.interviews.slug, before.row.slug));
  return { version: outcome.columns.version, held: outcome.held };
}

/** Writes a version's fields back (a restore); its state and address stay. */
export async function writeInterviewVersion(slug: string, version: InterviewVersion, tx: Tx): Promise<void> {
  await tx
    .update(schema.interviews)
    .set({
      name: version.name,
      title: version.title,
      topic: version.topic,
      summary: version.summary,
      quote: version.quote,
      imageSrc: version.imageSrc,
      imageDescription: version.imageDescription,
      illustrative: version.illustrative,
      credentials: version.credentials,
      consentRecordedAt: version.consentRecordedAt ? new Date(version.consentRecordedAt) : null,
      content: version.content,
    })
    .where(eq(schema.interviews.slug, slug));
}
