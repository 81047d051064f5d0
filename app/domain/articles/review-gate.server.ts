import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import { LIFESTYLE_CATEGORIES } from "#app/content/review-gate.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { nextReviewAfter } from "./credits-and-sources.ts";
import {
  gateDecision,
  HELD_SCHEDULED_REASON,
  isTypoLevel,
  textsChanged,
  TYPO_TOO_LARGE_MESSAGE,
  type ChangeKind,
} from "./review-gate.ts";

/**
 * The review gate's state and its writes: the setting, sign-offs, and holding unsigned health articles
 * that are scheduled. The save path (articles.server.ts) asks `gateFacts` inside its transaction and applies
 * `gateDecision` (review-gate.ts) there.
 */
const { articles, articleSignoffs, siteSettings, people, user } = schema;

export const REVIEW_GATE_SETTING = "review-gate";

type Executor = Pick<Database, "select" | "update" | "insert" | "execute">;

export type GateState = { on: boolean; forced: boolean };

/** On when the environment forces it (REVIEW_GATE=on) or an admin switched it on. */
export async function reviewGateState(db: Executor = defaultDb): Promise<GateState> {
  if (config.REVIEW_GATE === "on") return { on: true, forced: true };
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, REVIEW_GATE_SETTING));
  return { on: row?.value === true, forced: false };
}

/**
 * Switches the gate (the editorial settings). On: every unsigned health article still waiting for its
 * publish time is held at once, so none goes live unreviewed. Off: every hold is lifted (the spec's direct
 * publishing again).
 */
export async function setReviewGate(on: boolean, actorId: string, db: Database = defaultDb): Promise<GateState> {
  await db
    .insert(siteSettings)
    .values({ key: REVIEW_GATE_SETTING, value: on, updatedAt: new Date(), updatedBy: actorId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: on, updatedAt: new Date(), updatedBy: actorId } });
  const state = await reviewGateState(db);
  if (state.on) await holdUnsignedScheduled(db);
  else
    await db
      .update(articles)
      .set({ reviewHold: null, reviewHoldAt: null })
      .where(sql`${articles.reviewHold} is not null`);
  void publishEvent({ type: "reviewGate.changed", on: state.on });
  return state;
}

const lifestyleList = sql.join(
  LIFESTYLE_CATEGORIES.map((name) => sql`${name.toLowerCase()}`),
  sql`, `,
);

/** SQL: the article's current text is covered by a sign-off (one on its content version or later). */
export const signedOffSql = sql`exists (select 1 from ${articleSignoffs} s where s.article_id = ${articles.id} and s.version >= ${articles.contentVersion})`;
/** SQL: a health category (everything but the lifestyle list). */
export const healthSql = sql`lower(trim(${articles.category})) not in (${lifestyleList})`;

/**
 * Holds every unsigned health article that has not gone live yet (scheduled, or due and not marked), while
 * the gate is on: it stays unpublished at its time and waits in the review queue. Returns how many it held.
 */
export async function holdUnsignedScheduled(db: Executor = defaultDb): Promise<number> {
  if (!(await reviewGateState(db)).on) return 0;
  const rows = await db
    .update(articles)
    .set({ reviewHold: HELD_SCHEDULED_REASON, reviewHoldAt: sql`now()` })
    .where(
      and(
        eq(articles.status, "published"),
        sql`${articles.reviewHold} is null`,
        sql`(${articles.publishedAt} > now() or ${articles.wentLiveAt} is null)`,
        healthSql,
        sql`not ${signedOffSql}`,
      ),
    )
    .returning({ id: articles.id });
  return rows.length;
}

/** What the save path needs to know about an article's sign-offs (inside the save's transaction). */
export async function signoffFacts(articleId: string, contentVersion: number, db: Executor) {
  const rows = await db
    .select({ version: articleSignoffs.version })
    .from(articleSignoffs)
    .where(eq(articleSignoffs.articleId, articleId))
    .orderBy(desc(articleSignoffs.version))
    .limit(1);
  const latest = rows[0]?.version ?? null;
  return {
    hadSignoff: latest !== null,
    covers: (version: number) => latest !== null && latest >= version,
    contentVersion,
  };
}

/**
 * The sign-off that covers the article's current text (the latest on its content version or later), or
 * null: while the gate is on, the page's "Medically reviewed by", `reviewedBy` and review date come from
 * this record and nothing else.
 */
export async function currentSignoff(articleId: string, contentVersion: number, db: Executor = defaultDb) {
  const [row] = await db
    .select({
      reviewerId: articleSignoffs.reviewerId,
      version: articleSignoffs.version,
      signedAt: articleSignoffs.signedAt,
    })
    .from(articleSignoffs)
    .where(and(eq(articleSignoffs.articleId, articleId), gte(articleSignoffs.version, contentVersion)))
    .orderBy(desc(articleSignoffs.version))
    .limit(1);
  return row ? { ...row, signedAt: new Date(row.signedAt) } : null;
}

/**
 * The texts a typo-level fix is measured against: the last signed revision (the newest sign-off's version,
 * when it covers the current text), else the last substantive save. So the allowance is spent across
 * saves: eight small "typo" saves in a row are measured together, not each against the one before.
 */
async function typoBaseline(before: Row, tx: Executor): Promise<Texts> {
  const signed = await currentSignoff(before.id, before.contentVersion, tx);
  const version = signed?.version ?? before.contentVersion;
  if (version >= before.version) return before;
  const [revision] = await tx
    .select()
    .from(schema.articleRevisions)
    .where(and(eq(schema.articleRevisions.articleId, before.id), eq(schema.articleRevisions.version, version)))
    .limit(1);
  return revision ?? before;
}

export type Reviewer = { personId: string; name: string; credentials: string; userId: string };

/**
 * The person a signed-in account signs off as: an account with the Reviewer role, linked by an admin to a
 * person record that states a credential. Null for anyone else (admins included: the gate asks for a named
 * reviewer, not for whoever runs the site).
 */
export async function reviewerFor(userId: string, db: Executor = defaultDb): Promise<Reviewer | null> {
  const [row] = await db
    .select({ personId: people.id, name: people.name, credentials: people.credentials, role: user.role })
    .from(people)
    .innerJoin(user, eq(user.id, people.userId))
    .where(eq(people.userId, userId))
    .limit(1);
  if (!row || row.role !== "reviewer" || !row.credentials.trim()) return null;
  return { personId: row.personId, name: row.name, credentials: row.credentials.trim(), userId };
}

export type SignOffResult = { ok: true; liftedHold: boolean } | Refusal<"not-reviewer" | "gone" | "stale" | "already">;

export const NOT_REVIEWER_MESSAGE =
  "Only a reviewer can sign off: an account with the Reviewer role linked to a person record with credentials.";
export const STALE_SIGNOFF_MESSAGE =
  "The article changed since you opened it. Read the current revision and sign it off again.";

/**
 * A reviewer signs off one exact revision. Refused when the article has moved on since the reviewer read it
 * (`version` is the revision she saw). Lifts a hold, and records the review on the article (reviewer, last
 * reviewed today, next review in a year): the byline and the history then say who reviewed it and when.
 */
export async function signOff(
  input: { articleId: string; version: number; userId: string },
  db: Database = defaultDb,
): Promise<SignOffResult> {
  const reviewer = await reviewerFor(input.userId, db);
  if (!reviewer) return refuse("not-reviewer", NOT_REVIEWER_MESSAGE);
  const result = await db.transaction(
    async (tx): Promise<SignOffResult | { ok: true; row: typeof articles.$inferSelect; held: boolean }> => {
      const [article] = await tx.select().from(articles).where(eq(articles.id, input.articleId)).for("update");
      if (!article) return refuse("gone", "This article no longer exists.");
      if (article.version !== input.version) return refuse("stale", STALE_SIGNOFF_MESSAGE);
      const [existing] = await tx
        .select({ id: articleSignoffs.id })
        .from(articleSignoffs)
        .where(and(eq(articleSignoffs.articleId, article.id), gte(articleSignoffs.version, article.version)))
        .limit(1);
      if (existing) return refuse("already", "This revision is already signed off.");
      await tx.insert(articleSignoffs).values({
        articleId: article.id,
        version: article.version,
        reviewerId: reviewer.personId,
        reviewerName: reviewer.name,
        reviewerCredentials: reviewer.credentials,
        signedBy: reviewer.userId,
      });
      const now = new Date();
      const [row] = await tx
        .update(articles)
        .set({
          reviewHold: null,
          reviewHoldAt: null,
          reviewerId: reviewer.personId,
          lastReviewedAt: now,
          nextReviewAt: nextReviewAfter(now),
        })
        .where(eq(articles.id, article.id))
        .returning();
      return { ok: true, row: row!, held: article.reviewHold !== null };
    },
  );
  if (!result.ok) return result;
  if ("row" in result) {
    void publishEvent({
      type: "article.signedOff",
      slug: result.row.slug,
      status: result.row.status,
      publishedAt: result.row.publishedAt?.toISOString() ?? null,
    });
    return { ok: true, liftedHold: result.held };
  }
  return result;
}

type Row = typeof articles.$inferSelect;
type Texts = Pick<Row, "category" | "authorName" | "imageUrl" | "imageDescription" | "excerpt" | "content">;

/**
 * The review columns a save writes (inside its transaction): the new revision's number and what the save
 * was, and, while the gate is on, whether the article must wait for a sign-off (held) or may not be saved
 * so at all (`refused`: the caller rolls back). A save marked typo-level keeps the sign-off once checked
 * to be one.
 */
export async function reviewColumns(
  before: Row,
  texts: Texts,
  next: { status: string; setsPublishTime: boolean; change: { kind: ChangeKind; summary: string | null } },
  tx: Executor,
) {
  const changed = textsChanged(before, texts);
  if (next.change.kind === "typo" && changed && !isTypoLevel(await typoBaseline(before, tx), texts))
    return refuse("typo-too-large", TYPO_TOO_LARGE_MESSAGE);
  const substantive = changed && next.change.kind !== "typo";
  const version = before.version + 1;
  const contentVersion = substantive ? version : before.contentVersion;
  const signoffs = await signoffFacts(before.id, contentVersion, tx);
  const signedOff = signoffs.covers(contentVersion);
  const willBePublished = next.status === "published";
  const gateOn = (await reviewGateState(tx)).on;
  const decision = gateDecision({
    gateOn,
    category: texts.category,
    signedOff,
    hadSignoff: signoffs.hadSignoff,
    wasPublished: before.status === "published",
    willBePublished,
    setsPublishTime: next.setsPublishTime,
    substantive,
  });
  if (decision.kind === "refuse") return refuse("needs-signoff", decision.message);
  const keepHold = gateOn && willBePublished && !signedOff;
  const hold = decision.kind === "hold" ? decision.reason : keepHold ? before.reviewHold : null;
  return {
    ok: true as const,
    columns: {
      version,
      contentVersion,
      changeKind: next.change.kind,
      changeSummary: next.change.summary,
      reviewHold: hold,
      reviewHoldAt: hold === null ? null : hold === before.reviewHold ? before.reviewHoldAt : new Date(),
    },
  };
}
