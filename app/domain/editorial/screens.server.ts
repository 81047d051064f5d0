import { formatScheduleTime } from "#app/domain/articles/publication.ts";
import { pageHistory } from "#app/domain/articles/history.ts";
import { savedByLabel } from "#app/domain/articles/saved-by.ts";
import { db as defaultDb, type Database } from "#platform/db.ts";
import type { ChangeKind } from "#platform/db/schema/content.ts";
import type { EditorialColumns } from "./commit.server.ts";
import { compareVersions, type KindDeclaration, type Texts } from "./model.ts";
import { accountName, revisionOf, revisionsOf, signoffsOf } from "./records.server.ts";

/**
 * What the editorial model's screens show for any kind on the generic records (decision 048): the list of
 * revisions, one revision compared with the current version, and the public page history. A kind gives its
 * declaration, its current row's editorial columns and its version's texts.
 */
const KIND_WORDS = { update: "Update", correction: "Correction", typo: "Typo-level fix" } as const;

export function describeChange(kind: ChangeKind | null, summary: string | null): string | null {
  if (!kind) return summary;
  return summary ? `${KIND_WORDS[kind]}: ${summary}` : KIND_WORDS[kind];
}

/** The current version and every earlier one, newest first. */
export async function revisionList(
  kind: KindDeclaration,
  item: { key: string; name: string; columns: EditorialColumns },
  db: Database = defaultDb,
) {
  const [revisions, editor] = await Promise.all([
    revisionsOf(kind.kind, item.key, db),
    accountName(item.columns.updatedBy, db),
  ]);
  return {
    item: { key: item.key, name: item.name },
    current: {
      version: item.columns.version,
      savedAt: formatScheduleTime(item.columns.updatedAt),
      isoSavedAt: item.columns.updatedAt.toISOString(),
      savedBy: savedByLabel(editor, item.columns.version === 1),
      change: describeChange(item.columns.changeKind, item.columns.changeSummary),
    },
    revisions: revisions.map((revision) => ({
      id: revision.id,
      version: revision.version,
      savedAt: formatScheduleTime(revision.savedAt),
      isoSavedAt: revision.savedAt.toISOString(),
      savedBy: savedByLabel(revision.savedByName, revision.version === 1),
      replacedAt: formatScheduleTime(revision.replacedAt),
      change: describeChange(revision.changeKind, revision.changeSummary),
    })),
  };
}

/** One earlier version compared field by field with the current one; null when the item has none by that id. */
export async function revisionComparison<V>(
  kind: KindDeclaration,
  item: { key: string; name: string; version: V },
  texts: (version: V) => Texts,
  id: string,
  db: Database = defaultDb,
) {
  const found = await revisionOf(kind.kind, item.key, id, db);
  if (!found) return null;
  return {
    item: { key: item.key, name: item.name },
    revision: {
      id: found.revision.id,
      savedAt: formatScheduleTime(found.revision.savedAt),
      savedBy: savedByLabel(found.savedByName, found.revision.version === 1),
    },
    fields: compareVersions(kind, texts(found.revision.snapshot as V), texts(item.version)),
  };
}

/**
 * An item's public history from its records: published, each sign-off, and each save after publication its
 * editor called an update or a correction. Null when it has no record of its own yet (never edited nor signed).
 */
export async function kindPageHistory(
  kind: KindDeclaration,
  item: { key: string; columns: EditorialColumns; publishedAt: Date | null },
  now: Date = new Date(),
  db: Database = defaultDb,
) {
  const [revisions, signoffs] = await Promise.all([
    revisionsOf(kind.kind, item.key, db),
    signoffsOf(kind.kind, item.key, db),
  ]);
  if (!item.publishedAt || (item.columns.version === 1 && signoffs.length === 0)) return null;
  return pageHistory(
    {
      publishedAt: item.publishedAt,
      versions: [
        ...revisions.map((r) => ({ savedAt: r.savedAt, kind: r.changeKind, summary: r.changeSummary })),
        { savedAt: item.columns.updatedAt, kind: item.columns.changeKind, summary: item.columns.changeSummary },
      ],
      signoffs: signoffs.map((s) => ({
        signedAt: s.signedAt,
        name: s.reviewerName,
        credentials: s.reviewerCredentials,
      })),
    },
    now,
  );
}
