import { and, eq } from "drizzle-orm";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { gateDecision, type ChangeKind } from "#app/domain/articles/review-gate.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { schema, type Database } from "#platform/db.ts";
import { changedFields, healthChanged, isTypoLevelChange, type KindDeclaration, type Texts } from "./model.ts";
import { keepRevision, latestSignedVersion, recordSignoff, signedAtOrAfter } from "./records.server.ts";

/**
 * The end of a save of any kind on the generic records (decision 048), without knowing the kind's table: given
 * the item's editorial columns and its version before and after the save, it keeps the replaced version as a
 * revision, numbers the new one, applies the review gate to the kind's health content, and returns the
 * columns the kind writes back to its own row. A refusal is thrown (`EditorialRefused`) so the caller's
 * transaction rolls back and nothing is saved.
 */
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The editorial columns every kind's row carries (decision 048, point 2). */
export type EditorialColumns = {
  version: number;
  contentVersion: number;
  changeKind: ChangeKind | null;
  changeSummary: string | null;
  updatedBy: string | null;
  updatedAt: Date;
  reviewHold: string | null;
  reviewHoldAt: Date | null;
};

export type Change = { kind: ChangeKind; summary: string | null };

export type EditorialRefusal = Refusal<"needs-signoff" | "typo-too-large">;

export class EditorialRefused extends Error {
  readonly refusal: EditorialRefusal;
  constructor(refusal: EditorialRefusal) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

export type KindSave<V> = {
  kind: KindDeclaration;
  /** The item's key after the save. */
  key: string;
  /** A version's fields as the texts the diff compares and the gate measures. */
  texts: (version: V) => Texts;
  /** Whether a version carries health content at all (the gate's `health` fact). */
  health: (version: V) => boolean;
  before: { columns: EditorialColumns; version: V; published: boolean };
  after: { version: V; published: boolean };
  change: Change;
  actorId: string | null;
  /** A state change: its words for the revision list, and whether it sets a new publish time. */
  state?: { label: string; setsPublishTime: boolean };
  /** The kind's words for the gate's two refusals. */
  messages: { needsSignoff: string; typoTooLarge: string };
};

/** The columns to write on the item's row, or null when the save changed nothing (no revision kept). */
export type SaveOutcome = { columns: Omit<EditorialColumns, "updatedAt"> & { updatedAt: Date }; held: boolean } | null;

/**
 * The texts a typo-level fix is measured against: the last substantive save (the revision of the content
 * version), so several small "typo" saves in a row are measured together.
 */
async function typoBaseline<V>(save: KindSave<V>, tx: Tx): Promise<Texts> {
  const { columns, version } = save.before;
  if (columns.contentVersion >= columns.version) return save.texts(version);
  const [revision] = await tx
    .select({ snapshot: schema.contentRevisions.snapshot })
    .from(schema.contentRevisions)
    .where(
      and(
        eq(schema.contentRevisions.kind, save.kind.kind),
        eq(schema.contentRevisions.key, save.key),
        eq(schema.contentRevisions.version, columns.contentVersion),
      ),
    )
    .limit(1);
  return save.texts((revision?.snapshot as V | undefined) ?? version);
}

export async function commitKindSave<V>(save: KindSave<V>, tx: Tx): Promise<SaveOutcome> {
  const { before, after, kind } = save;
  const beforeTexts = save.texts(before.version);
  const afterTexts = save.texts(after.version);
  const changed = changedFields(kind, beforeTexts, afterTexts).length > 0;
  if (!changed && !save.state) return null;
  const health = healthChanged(kind, beforeTexts, afterTexts);
  if (save.change.kind === "typo" && health && !isTypoLevelChange(kind, await typoBaseline(save, tx), afterTexts))
    throw new EditorialRefused(refuse("typo-too-large", save.messages.typoTooLarge, { field: "changeKind" }));
  const substantive = health && save.change.kind !== "typo";
  const version = before.columns.version + 1;
  const contentVersion = substantive ? version : before.columns.contentVersion;
  const latest = await latestSignedVersion(kind.kind, save.key, tx);
  const signedOff = latest !== null && latest >= contentVersion;
  const gateOn = (await reviewGateState(tx)).on;
  const decision = gateDecision({
    gateOn,
    category: "",
    health: save.health(after.version),
    signedOff,
    hadSignoff: latest !== null,
    wasPublished: before.published,
    willBePublished: after.published,
    setsPublishTime: save.state?.setsPublishTime ?? false,
    substantive,
  });
  if (decision.kind === "refuse") throw new EditorialRefused(refuse("needs-signoff", save.messages.needsSignoff));
  const keepHold = gateOn && after.published && !signedOff;
  const hold = decision.kind === "hold" ? decision.reason : keepHold ? before.columns.reviewHold : null;
  await keepRevision(
    {
      kind: kind.kind,
      key: save.key,
      version: before.columns.version,
      snapshot: before.version as unknown as Record<string, unknown>,
      savedBy: before.columns.updatedBy,
      savedAt: before.columns.updatedAt,
      changeKind: before.columns.changeKind,
      changeSummary: before.columns.changeSummary,
    },
    tx,
  );
  const now = new Date();
  return {
    columns: {
      version,
      contentVersion,
      // A state change is no update of the text: the history shows it as its state, not "Updated".
      changeKind: changed ? save.change.kind : null,
      changeSummary: changed ? save.change.summary : (save.state?.label ?? null),
      updatedBy: save.actorId,
      updatedAt: now,
      reviewHold: hold,
      reviewHoldAt: hold === null ? null : hold === before.columns.reviewHold ? before.columns.reviewHoldAt : now,
    },
    held: hold !== null,
  };
}

export type SignOffResult<Extra> =
  ({ ok: true; liftedHold: boolean } & Extra) | Refusal<"not-reviewer" | "gone" | "stale" | "already">;

/**
 * A reviewer signs off one exact revision of an item of any kind on the generic records: refused when it
 * moved on since she read it, or a sign-off already covers it. The kind locks and reads its row, lifts its
 * hold and records what else a sign-off means for it (`lock`, `lifted`), in the same transaction.
 */
export async function signOffKind<Extra>(
  input: {
    kind: KindDeclaration;
    key: string;
    version: number;
    reviewer: { personId: string; name: string; credentials: string; userId: string };
    messages: { gone: string; stale: string; already: string };
    lock: (tx: Tx) => Promise<{ version: number; reviewHold: string | null } | null>;
    lifted: (tx: Tx) => Promise<Extra>;
  },
  tx: Tx,
): Promise<SignOffResult<Extra>> {
  const row = await input.lock(tx);
  if (!row) return refuse("gone", input.messages.gone);
  if (row.version !== input.version) return refuse("stale", input.messages.stale);
  if (await signedAtOrAfter(input.kind.kind, input.key, row.version, tx))
    return refuse("already", input.messages.already);
  await recordSignoff(
    {
      kind: input.kind.kind,
      key: input.key,
      version: row.version,
      reviewerId: input.reviewer.personId,
      reviewerName: input.reviewer.name,
      reviewerCredentials: input.reviewer.credentials,
      signedBy: input.reviewer.userId,
    },
    tx,
  );
  return { ok: true, liftedHold: row.reviewHold !== null, ...(await input.lifted(tx)) };
}
