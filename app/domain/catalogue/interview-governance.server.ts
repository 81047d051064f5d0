import { and, asc, eq, sql } from "drizzle-orm";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { logger } from "#platform/logger.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { reviewerFor, reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { EditorialRefused, signOffKind, type EditorialRefusal } from "#app/domain/editorial/commit.server.ts";
import { revisionOf, revisionsOf, signoffsOf } from "#app/domain/editorial/records.server.ts";
import { kindPageHistory, revisionComparison, revisionList } from "#app/domain/editorial/screens.server.ts";
import { changed } from "./editing.server.ts";
import { INTERVIEW_EDITORIAL as IE, INTERVIEW_MESSAGES as M } from "./interview-editorial-messages.ts";
import {
  commitInterviewSave,
  hasAnswers,
  INTERVIEW_KIND,
  interviewTexts,
  loadInterviewVersion,
  versionOfRow,
  writeInterviewVersion,
  type InterviewVersion,
} from "./interview-versions.server.ts";
import { PRODUCT_EDITORIAL as E } from "./messages.ts";

/**
 * An interview's editorial record (decision 048): its revisions with a diff and restore, the reviewer's
 * sign-off of its advice, the interviews awaiting one, and the public page history built from these records.
 */
const { interviews } = schema;

/** What a save that published an interview records as its summary (`setInterviewStatus`). */
const PRODUCT_EDITORIAL_STATE_PUBLISHED = E.stateChange(IE.stateLabels.published);

async function rowOf(slug: string, db: Database) {
  const [row] = await db.select().from(interviews).where(eq(interviews.slug, slug));
  return row ?? null;
}

/** The current version and every earlier one, newest first; null when there is no such interview. */
export async function interviewRevisionHistory(slug: string, db: Database = defaultDb) {
  const row = await rowOf(slug, db);
  if (!row) return null;
  return revisionList(INTERVIEW_KIND, { key: slug, name: row.name, columns: row }, db);
}

/** One earlier version compared with the current one; null when there is none by that id. */
export async function interviewRevisionComparison(slug: string, id: string, db: Database = defaultDb) {
  const row = await rowOf(slug, db);
  if (!row) return null;
  return revisionComparison(
    INTERVIEW_KIND,
    { key: slug, name: row.name, version: versionOfRow(row) },
    interviewTexts,
    id,
    db,
  );
}

export type InterviewRestoreResult =
  { ok: true; savedAt: string } | EditorialRefusal | Refusal<"no-revision" | "invalid" | "failed">;

/**
 * Makes an earlier version the interview's again (person, page and conversation; its address and state stay):
 * a save like any other, so the version it replaces is kept and the gate applies to the advice it brings back.
 * A published interview cannot be given back an empty conversation.
 */
export async function restoreInterviewVersion(
  slug: string,
  id: string,
  actorId: string,
  db: Database = defaultDb,
): Promise<InterviewRestoreResult> {
  const found = await revisionOf("interview", slug, id, db);
  if (!found) return refuse("no-revision", E.noRevision);
  const version = found.revision.snapshot as unknown as InterviewVersion;
  try {
    const result = await db.transaction(async (tx) => {
      const current = await loadInterviewVersion(slug, tx);
      if (!current) return refuse("no-revision", E.noRevision);
      if (current.row.status === "published" && !hasAnswers(version.content))
        return refuse("invalid", M.emptyPublished, { field: "conversation" });
      await writeInterviewVersion(slug, version, tx);
      await commitInterviewSave({ before: current, change: { kind: "update", summary: null }, actorId }, tx);
      return { ok: true as const, savedAt: formatScheduleTime(found.revision.savedAt) };
    });
    if (result.ok) changed(slug, "interview");
    return result;
  } catch (error) {
    if (error instanceof EditorialRefused) return error.refusal;
    logger.error({ err: error }, "interview restore failed");
    return refuse("failed", E.restoreFailed);
  }
}

export type InterviewSignOffResult =
  { ok: true; liftedHold: boolean; name: string } | Refusal<"not-reviewer" | "gone" | "stale" | "already">;

/** A reviewer signs off one exact revision of an interview: refused when it moved on since she read it. */
export async function signOffInterview(
  input: { slug: string; version: number; userId: string },
  db: Database = defaultDb,
): Promise<InterviewSignOffResult> {
  const reviewer = await reviewerFor(input.userId, db);
  if (!reviewer) return refuse("not-reviewer", E.notReviewerNote);
  const result = await db.transaction((tx) =>
    signOffKind(
      {
        kind: INTERVIEW_KIND,
        key: input.slug,
        version: input.version,
        reviewer,
        messages: { gone: E.noRevision, stale: IE.staleSignoff, already: E.alreadySigned },
        lock: async (tx) => {
          const [row] = await tx.select().from(interviews).where(eq(interviews.slug, input.slug)).for("update");
          return row ?? null;
        },
        lifted: async (tx) => {
          const [row] = await tx
            .update(interviews)
            .set({ reviewHold: null, reviewHoldAt: null })
            .where(eq(interviews.slug, input.slug))
            .returning({ name: interviews.name });
          return { name: row!.name };
        },
      },
      tx,
    ),
  );
  if (result.ok) changed(input.slug, "interview");
  return result;
}

/** The latest sign-off of an interview (who, which revision, when), or null. */
export async function latestInterviewSignoff(slug: string, db: Database = defaultDb) {
  return (await signoffsOf("interview", slug, db)).at(-1) ?? null;
}

/** SQL: a sign-off covers the interview's current advice. */
const signedOffSql = sql`exists (select 1 from content_signoffs s where s.kind = 'interview' and s.key = ${interviews.slug} and s.version >= ${interviews.contentVersion})`;
/** SQL: the conversation holds a question (its advice follows it). */
const hasQuestionSql = sql`jsonb_path_exists(${interviews.content}, '$[*] ? (@.type() == "object")')`;

/**
 * Interviews whose advice a reviewer should read, with the reason: held ones, live ones whose current answers
 * no sign-off covers, and drafts with a conversation. Empty while the gate is off.
 */
export async function interviewsAwaitingSignoff(db: Database = defaultDb) {
  if (!(await reviewGateState(db)).on) return [];
  const rows = await db
    .select({
      slug: interviews.slug,
      name: interviews.name,
      status: interviews.status,
      reviewHold: interviews.reviewHold,
      reviewHoldAt: interviews.reviewHoldAt,
      content: interviews.content,
    })
    .from(interviews)
    .where(and(sql`${interviews.status} <> 'retired'`, hasQuestionSql, sql`not ${signedOffSql}`))
    .orderBy(sql`${interviews.reviewHoldAt} asc nulls last`, asc(interviews.updatedAt));
  return rows
    .filter((row) => hasAnswers(row.content))
    .map(({ content: _content, ...row }) => ({
      ...row,
      reason: row.reviewHold ?? (row.status === "published" ? IE.liveUnsigned : IE.draftUnsigned),
    }));
}

/** An interview's public page history from its records; null when it has none of its own yet. */
export async function interviewPageHistory(slug: string, now: Date = new Date(), db: Database = defaultDb) {
  const row = await rowOf(slug, db);
  if (!row || row.status !== "published") return null;
  // Published when the first save that published it was made (the drafting before it is not history); one
  // published before interviews kept revisions has its interview date.
  const published = PRODUCT_EDITORIAL_STATE_PUBLISHED;
  const saves = [
    ...(await revisionsOf("interview", slug, db)).map((r) => ({
      at: r.savedAt,
      summary: r.changeSummary,
      kind: r.changeKind,
    })),
    { at: row.updatedAt, summary: row.changeSummary, kind: row.changeKind },
  ].filter((save) => save.kind === null && save.summary === published);
  const publishedAt = saves.length
    ? new Date(Math.min(...saves.map((save) => save.at.getTime())))
    : new Date(`${row.interviewDate}T00:00:00Z`);
  return kindPageHistory(INTERVIEW_KIND, { key: slug, columns: row, publishedAt }, now, db);
}

/** A retired interview's name (its public page answers 410 and points to the others); null otherwise. */
export async function retiredInterview(slug: string, db: Database = defaultDb) {
  const row = await rowOf(slug, db);
  return row && row.status === "retired" ? { name: row.name } : null;
}
