import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { logger } from "#platform/logger.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import type { ChangeKind } from "#app/domain/articles/review-gate.ts";
import { reviewerFor } from "#app/domain/articles/review-gate.server.ts";
import type { KindDeclaration, Texts } from "#app/domain/editorial/model.ts";
import { kindPageHistory, revisionComparison, revisionList } from "#app/domain/editorial/screens.server.ts";
import { commitKindSave, EditorialRefused } from "#app/domain/editorial/commit.server.ts";
import { recordSignoff, revisionOf, signedAtOrAfter, signoffsOf } from "#app/domain/editorial/records.server.ts";
import { KIND_EDITORIAL as K } from "./kind-messages.ts";
import { PRODUCT_EDITORIAL as E } from "./messages.ts";
import type { Change } from "./product-versions.server.ts";

/**
 * The catalogue's kinds on the generic records besides products (decision 048): roundups, comparison rows and
 * Affiliate Corner listings. Each declares how one version of an item is read, written back and shown as
 * texts (`CatalogueKind`); these functions are the model's steps for all of them: the save's end (revision
 * kept, number bumped, gate applied), revisions with a diff, restore, sign-off and the public history.
 */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The editorial columns of an item's row (platform/db/schema/catalogue.ts, `editorialColumns`). */
export type VersionColumns = {
  version: number;
  contentVersion: number;
  changeKind: ChangeKind | null;
  changeSummary: string | null;
  updatedBy: string | null;
  updatedAt: Date;
  reviewHold: string | null;
  reviewHoldAt: Date | null;
};

export type LoadedItem<V> = { name: string; columns: VersionColumns; version: V; published: boolean };

export type CatalogueKind<V> = {
  declaration: KindDeclaration;
  texts: (version: V) => Texts;
  /** Whether this version carries health content (what the gate guards); always false for a kind without. */
  health: (version: V) => boolean;
  /** The item as it stands, locked for the rest of the transaction; null when there is none. */
  load: (key: string, tx: Tx) => Promise<LoadedItem<V> | null>;
  /** Writes a version's fields back (a restore). */
  write: (key: string, version: V, tx: Tx) => Promise<void>;
  /** Sets the editorial columns of the item's row. */
  stamp: (key: string, values: Partial<VersionColumns> & { editedAt?: Date }, tx: Tx) => Promise<void>;
  /** The method's rules with this version in place (outside the transaction); a refusal says why. */
  check: (key: string, version: V, db: Database) => Promise<Refusal<"method" | "invalid"> | null>;
  /** Says downstream (pages, search, sitemap, caches) that the item changed. */
  announce: (key: string) => void;
};

export type KindRefusal = Refusal<"needs-signoff" | "typo-too-large">;

/** A save refused inside its transaction: thrown so the transaction rolls back. */
export class KindRefused extends Error {
  readonly refusal: KindRefusal;
  constructor(refusal: KindRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/**
 * Ends an item's save, after its writes, in its transaction: when the save changed the item, keeps the
 * version it replaced, numbers the new one, records what the save was and applies the review gate as for an
 * article (a published item whose health content changed beyond a typo is held off the site until a reviewer
 * signs it off). Throws `KindRefused` (the transaction rolls back).
 */
export async function commitItemSave<V>(
  kind: CatalogueKind<V>,
  input: { before: LoadedItem<V>; key: string; change: Change; actorId: string | null },
  tx: Tx,
): Promise<{ version: number; held: boolean; changed: boolean }> {
  const { before, key } = input;
  const after = await kind.load(key, tx);
  if (!after) return { version: before.columns.version, held: false, changed: false };
  // The model's one commit (app/domain/editorial/commit.server.ts), as products and interviews end theirs.
  const outcome = await commitKindSave(
    {
      kind: kind.declaration,
      key,
      texts: kind.texts,
      health: kind.health,
      before: { columns: before.columns, version: before.version, published: before.published },
      after: { version: after.version, published: after.published },
      change: input.change,
      actorId: input.actorId,
      messages: { needsSignoff: K.needsSignoff, typoTooLarge: K.typoTooLarge },
    },
    tx,
  ).catch((error: unknown) => {
    throw error instanceof EditorialRefused ? new KindRefused(error.refusal) : error;
  });
  if (!outcome) return { version: before.columns.version, held: before.columns.reviewHold !== null, changed: false };
  await kind.stamp(key, { ...outcome.columns, editedAt: outcome.columns.updatedAt }, tx);
  return { version: outcome.columns.version, held: outcome.held, changed: true };
}

export type SaveResult =
  | { ok: true; version: number; held: boolean }
  | KindRefusal
  | Refusal<"invalid" | "missing" | "conflict" | "method" | "failed">;

/**
 * One save of an item: checks the method's rules with the new version, then in one transaction refuses a save
 * based on an older revision (`conflict`: two editors, the second is told and keeps her text), writes, and
 * ends with `commitItemSave`. Announces the change after the commit.
 */
export async function saveItem<V>(
  kind: CatalogueKind<V>,
  input: { key: string; baseVersion: number | null; change: Change; actorId: string | null; next: V },
  db: Database = defaultDb,
): Promise<SaveResult> {
  const noun = kind.declaration.noun;
  const refusal = await kind.check(input.key, input.next, db);
  if (refusal) return refusal;
  try {
    const result = await db.transaction(async (tx) => {
      const before = await kind.load(input.key, tx);
      if (!before) return refuse("missing", K.missing(noun));
      if (input.baseVersion !== null && before.columns.version !== input.baseVersion)
        return refuse("conflict", K.conflict(noun));
      await kind.write(input.key, input.next, tx);
      const done = await commitItemSave(
        kind,
        { before, key: input.key, change: input.change, actorId: input.actorId },
        tx,
      );
      return { ok: true as const, version: done.version, held: done.held };
    });
    if (result.ok) kind.announce(input.key);
    return result;
  } catch (error) {
    if (error instanceof KindRefused) return error.refusal;
    logger.error({ err: error, kind: kind.declaration.kind }, "catalogue item save failed");
    return refuse("failed", K.failed);
  }
}

async function currentOf<V>(kind: CatalogueKind<V>, key: string, db: Database) {
  return db.transaction(async (tx) => kind.load(key, tx));
}

/** The current version and every earlier one, newest first; null when there is no such item. */
export async function itemRevisionHistory<V>(kind: CatalogueKind<V>, key: string, db: Database = defaultDb) {
  const current = await currentOf(kind, key, db);
  if (!current) return null;
  const list = await revisionList(kind.declaration, { key, name: current.name, columns: current.columns }, db);
  return { item: list.item, current: { ...list.current, hold: current.columns.reviewHold }, revisions: list.revisions };
}

/** One earlier version compared field by field with the current one; null when there is none by that id. */
export async function itemRevisionComparison<V>(
  kind: CatalogueKind<V>,
  key: string,
  id: string,
  db: Database = defaultDb,
) {
  const current = await currentOf(kind, key, db);
  if (!current) return null;
  return revisionComparison(
    kind.declaration,
    { key, name: current.name, version: current.version },
    kind.texts,
    id,
    db,
  );
}

/**
 * Makes an earlier version the item's again: a save like any other (the version it replaces is kept, the
 * method's rules run, the gate applies to the health content it brings back).
 */
export async function restoreItemVersion<V>(
  kind: CatalogueKind<V>,
  key: string,
  id: string,
  actorId: string,
  db: Database = defaultDb,
): Promise<(SaveResult & { ok: true; savedAt: string }) | Exclude<SaveResult, { ok: true }> | Refusal<"no-revision">> {
  const found = await revisionOf(kind.declaration.kind, key, id, db);
  if (!found) return refuse("no-revision", E.noRevision);
  const result = await saveItem(
    kind,
    {
      key,
      baseVersion: null,
      change: { kind: "update", summary: null },
      actorId,
      next: found.revision.snapshot as unknown as V,
    },
    db,
  );
  return result.ok ? { ...result, savedAt: formatScheduleTime(found.revision.savedAt) } : result;
}

export type SignOffResult = { ok: true; liftedHold: boolean } | Refusal<"not-reviewer" | "gone" | "stale" | "already">;

/** A reviewer signs off one exact revision of an item: refused when it moved on since she read it. Lifts a hold. */
export async function signOffItem<V>(
  kind: CatalogueKind<V>,
  input: { key: string; version: number; userId: string },
  db: Database = defaultDb,
): Promise<SignOffResult> {
  const reviewer = await reviewerFor(input.userId, db);
  if (!reviewer)
    return refuse(
      "not-reviewer",
      "Only a reviewer can sign off: an account with the Reviewer role linked to a person record with credentials.",
    );
  const result = await db.transaction(async (tx): Promise<SignOffResult> => {
    const item = await kind.load(input.key, tx);
    if (!item) return refuse("gone", E.noRevision);
    if (item.columns.version !== input.version) return refuse("stale", E.staleSignoff);
    if (await signedAtOrAfter(kind.declaration.kind, input.key, item.columns.version, tx))
      return refuse("already", E.alreadySigned);
    await recordSignoff(
      {
        kind: kind.declaration.kind,
        key: input.key,
        version: item.columns.version,
        reviewerId: reviewer.personId,
        reviewerName: reviewer.name,
        reviewerCredentials: reviewer.credentials,
        signedBy: reviewer.userId,
      },
      tx,
    );
    await kind.stamp(input.key, { reviewHold: null, reviewHoldAt: null }, tx);
    return { ok: true, liftedHold: item.columns.reviewHold !== null };
  });
  if (result.ok) kind.announce(input.key);
  return result;
}

/** The latest sign-off of an item and whether it covers its current health content. */
export async function latestItemSignoff(kind: CatalogueKind<unknown>, key: string, db: Database = defaultDb) {
  return (await signoffsOf(kind.declaration.kind, key, db)).at(-1) ?? null;
}

/**
 * An item's public history from its records, as an article's: published, each sign-off, and each save after
 * publication its editor called an update or a correction. Null when it has no record of its own yet (a
 * built-in item never edited nor signed off).
 */
export async function itemPageHistory<V>(
  kind: CatalogueKind<V>,
  key: string,
  publishedAt: Date,
  now: Date = new Date(),
  db: Database = defaultDb,
) {
  const current = await currentOf(kind, key, db);
  if (!current) return null;
  return kindPageHistory(kind.declaration, { key, columns: current.columns, publishedAt }, now, db);
}
