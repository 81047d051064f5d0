import { and, asc, desc, eq, gte } from "drizzle-orm";
import { z } from "zod";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { ChangeKind } from "#platform/db/schema/content.ts";
import type { ContentKind } from "./model.ts";

/**
 * The editorial model's records for every kind but articles (decision 048): each save keeps the version it
 * replaced (`content_revisions`), and a reviewer's sign-off names the revision she read (`content_signoffs`).
 * A kind's commands call these inside their own transaction, so a refused save leaves no revision behind.
 */
const { contentRevisions, contentSignoffs, user } = schema;

type Executor = Pick<Database, "select" | "update" | "insert" | "delete">;

export type RevisionRecord = {
  kind: ContentKind;
  key: string;
  version: number;
  snapshot: Record<string, unknown>;
  savedBy: string | null;
  savedAt: Date;
  changeKind: ChangeKind | null;
  changeSummary: string | null;
};

/** Keeps the version a save replaces. */
export async function keepRevision(record: RevisionRecord, tx: Executor): Promise<void> {
  await tx.insert(contentRevisions).values(record);
}

/** An item's key changed (a product's slug): its revisions and sign-offs follow it. */
export async function renameItem(kind: ContentKind, from: string, to: string, tx: Executor): Promise<void> {
  if (from === to) return;
  await tx
    .update(contentRevisions)
    .set({ key: to })
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, from)));
  await tx
    .update(contentSignoffs)
    .set({ key: to })
    .where(and(eq(contentSignoffs.kind, kind), eq(contentSignoffs.key, from)));
}

/** Every earlier version of an item, newest first, with the name of who saved it. */
export async function revisionsOf(kind: ContentKind, key: string, db: Database = defaultDb) {
  return db
    .select({
      id: contentRevisions.id,
      version: contentRevisions.version,
      savedAt: contentRevisions.savedAt,
      replacedAt: contentRevisions.replacedAt,
      changeKind: contentRevisions.changeKind,
      changeSummary: contentRevisions.changeSummary,
      savedByName: user.name,
    })
    .from(contentRevisions)
    .leftJoin(user, eq(user.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key)))
    .orderBy(desc(contentRevisions.replacedAt), desc(contentRevisions.version));
}

const revisionId = z.uuid();

/** One earlier version of an item by its id; null when the item has none by that id. */
export async function revisionOf(kind: ContentKind, key: string, id: string, db: Database = defaultDb) {
  if (!revisionId.safeParse(id).success) return null;
  const [row] = await db
    .select({ revision: contentRevisions, savedByName: user.name })
    .from(contentRevisions)
    .leftJoin(user, eq(user.id, contentRevisions.savedBy))
    .where(and(eq(contentRevisions.kind, kind), eq(contentRevisions.key, key), eq(contentRevisions.id, id)))
    .limit(1);
  return row ?? null;
}

/** Name of an account (who saved the current version), or null. */
export async function accountName(id: string | null, db: Database = defaultDb): Promise<string | null> {
  if (!id) return null;
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, id)).limit(1);
  return row?.name ?? null;
}

/** The newest sign-off's revision, or null (inside a save's transaction). */
export async function latestSignedVersion(kind: ContentKind, key: string, tx: Executor): Promise<number | null> {
  const [row] = await tx
    .select({ version: contentSignoffs.version })
    .from(contentSignoffs)
    .where(and(eq(contentSignoffs.kind, kind), eq(contentSignoffs.key, key)))
    .orderBy(desc(contentSignoffs.version))
    .limit(1);
  return row?.version ?? null;
}

/** Whether a sign-off already covers this revision or a later one. */
export async function signedAtOrAfter(kind: ContentKind, key: string, version: number, tx: Executor) {
  const [row] = await tx
    .select({ id: contentSignoffs.id })
    .from(contentSignoffs)
    .where(and(eq(contentSignoffs.kind, kind), eq(contentSignoffs.key, key), gte(contentSignoffs.version, version)))
    .limit(1);
  return Boolean(row);
}

export async function recordSignoff(
  values: {
    kind: ContentKind;
    key: string;
    version: number;
    reviewerId: string;
    reviewerName: string;
    reviewerCredentials: string;
    signedBy: string;
  },
  tx: Executor,
): Promise<void> {
  await tx.insert(contentSignoffs).values(values);
}

/** Every sign-off of an item, oldest first (the page history). */
export async function signoffsOf(kind: ContentKind, key: string, db: Database = defaultDb) {
  return db
    .select()
    .from(contentSignoffs)
    .where(and(eq(contentSignoffs.kind, kind), eq(contentSignoffs.key, key)))
    .orderBy(asc(contentSignoffs.signedAt));
}
