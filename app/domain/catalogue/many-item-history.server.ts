import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import type { ChangeKind } from "#platform/db/schema/content.ts";
import type { HistoryEntry } from "#app/domain/articles/history.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import type { ContentKind } from "#app/domain/editorial/model.ts";
import {
  COMPARISON_ADMIN as C,
  LISTING_ADMIN as L,
  MANY_ITEM_HISTORY as H,
  TABLE_ADMIN as T,
} from "./kind-messages.ts";

/**
 * The public page history of a page over many items (decision 051): the comparison guide (its tables and
 * rows) and the Affiliate Corner (its listings). Built from the same records as a roundup's history (each
 * item's revisions, its current version and its sign-offs), each entry naming the item it is about:
 * added, updated, corrected, removed, reviewed by. Only what readers saw: an item's current version held by
 * the review gate is left out until it is signed off, typo-level fixes stay in the revisions (as on every
 * page history), and only items of the page readers can see now are listed. Editors' accounts are private:
 * as on the other histories, a sign-off names its reviewer and an edit is the editorial team's.
 */
export const HISTORY_PAGE_SIZE = 10;

type Version = {
  key: string;
  savedAt: Date;
  changeKind: ChangeKind | null;
  changeSummary: string | null;
  /** Where on the page the version stood: a row's table, a listing's category; null for a table itself. */
  place: string | null;
};

type Source = {
  kind: ContentKind;
  /** The summaries an addition's and a removal's records carry. */
  added: string;
  removed: string | null;
  /** The snapshot field saying where the item stood on the page (`table`, `category`); none for a table. */
  placeField: string | null;
  /** The item's name as the page shows it; null when readers cannot see it now (its entries are left out). */
  name: (key: string) => string | null;
  /** How the entry says where the item stood. */
  where: (place: string | null) => string | null;
  /** How an addition reads, when not "Added to …: name". */
  addedText?: (name: string) => string;
  /** Each item's current version; a held one is not on the page yet. */
  current: (Version & { held: boolean })[];
};

type Event = { at: Date; kind: HistoryEntry["kind"]; text: string };

async function revisionVersions(kind: ContentKind, placeField: string | null, db: Database): Promise<Version[]> {
  const r = schema.contentRevisions;
  return db
    .select({
      key: r.key,
      savedAt: r.savedAt,
      changeKind: r.changeKind,
      changeSummary: r.changeSummary,
      place: placeField ? sql<string | null>`${r.snapshot} ->> ${placeField}` : sql<string | null>`null`,
    })
    .from(r)
    .where(eq(r.kind, kind));
}

function eventOf(source: Source, version: Version, name: string): Event | null {
  const where = source.where(version.place);
  const { changeKind: kind, changeSummary: summary, savedAt: at } = version;
  if (kind === null && summary === source.added)
    return { at, kind: "added", text: source.addedText?.(name) ?? H.added(name, where) };
  if (kind === null && summary !== null && summary === source.removed)
    return { at, kind: "removed", text: H.removed(name, where) };
  if (kind === "update") return { at, kind: "updated", text: H.updated(name, summary) };
  // A correction says what was wrong, as on an article; one without its summary is not shown there either.
  if (kind === "correction" && summary) return { at, kind: "corrected", text: H.corrected(name, summary) };
  return null;
}

async function sourceEvents(source: Source, db: Database): Promise<Event[]> {
  const s = schema.contentSignoffs;
  const [revisions, signoffs] = await Promise.all([
    revisionVersions(source.kind, source.placeField, db),
    db
      .select({ key: s.key, signedAt: s.signedAt, name: s.reviewerName, credentials: s.reviewerCredentials })
      .from(s)
      .where(eq(s.kind, source.kind)),
  ]);
  const events: Event[] = [];
  // The current version of a held item is not on the page yet: it joins the history once signed off.
  const versions = [...revisions, ...source.current.filter((version) => !version.held)];
  for (const version of versions) {
    const name = source.name(version.key);
    const event = name === null ? null : eventOf(source, version, name);
    if (event) events.push(event);
  }
  for (const signoff of signoffs) {
    const name = source.name(signoff.key);
    if (name === null) continue;
    const who = signoff.credentials ? `${signoff.name}, ${signoff.credentials}` : signoff.name;
    events.push({ at: signoff.signedAt, kind: "reviewed", text: H.reviewed(name, who) });
  }
  return events;
}

/** Products readers can see now (published, their time come, not held), by slug, with every product's name. */
async function productNames(db: Database, now: Date) {
  const p = schema.products;
  const rows = await db
    .select({ slug: p.slug, name: p.name })
    .from(p)
    .where(and(eq(p.status, "published"), or(isNull(p.publishedAt), lte(p.publishedAt, now)), isNull(p.reviewHold)));
  return new Map(rows.map((row) => [row.slug, row.name]));
}

export type ManyItemHistory = { entries: HistoryEntry[]; page: number; pages: number; total: number };

/** Newest first, one page of HISTORY_PAGE_SIZE (a page past the last one answers the last). */
function paged(events: Event[], page: number): ManyItemHistory {
  events.sort((a, b) => b.at.getTime() - a.at.getTime());
  const pages = Math.max(1, Math.ceil(events.length / HISTORY_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.trunc(page) || 1), pages);
  return {
    entries: events.slice((shown - 1) * HISTORY_PAGE_SIZE, shown * HISTORY_PAGE_SIZE).map((event) => ({
      kind: event.kind,
      text: event.text,
      date: formatArticleDate(event.at),
      isoDate: event.at.toISOString(),
    })),
    page: shown,
    pages,
    total: events.length,
  };
}

/** The comparison guide's history: its tables' and rows' published changes, newest first, one page of it. */
export async function comparisonGuideHistory(
  page = 1,
  now: Date = new Date(),
  db: Database = defaultDb,
): Promise<ManyItemHistory> {
  const t = schema.comparisonTables;
  const r = schema.comparisonRows;
  const [products, tables, rows] = await Promise.all([
    productNames(db, now),
    db.select({ slug: t.slug, title: t.title, held: t.reviewHold, ...versionColumns(t) }).from(t),
    db.select({ key: r.productSlug, table: r.tableSlug, held: r.reviewHold, ...versionColumns(r) }).from(r),
  ]);
  const titles = new Map(tables.map((table) => [table.slug, table.title]));
  // A table is on the guide while it is not held and one of its rows is: the same rule as the page's.
  const shownTables = new Set(rows.filter((row) => !row.held && products.has(row.key)).map((row) => row.table));
  for (const table of tables) if (table.held) shownTables.delete(table.slug);
  const rowSource: Source = {
    kind: "comparison-row",
    added: C.addedSummary,
    removed: C.removedSummary,
    placeField: "table",
    name: (key) => products.get(key) ?? null,
    where: (place) => {
      const title = place ? titles.get(place) : undefined;
      return title ? H.tableWhere(title) : null;
    },
    current: rows.map((row) => ({ ...row, place: row.table, held: row.held !== null })),
  };
  const tableSource: Source = {
    kind: "comparison-table",
    added: T.addedSummary,
    // A table is not removed from the guide: it leaves it when its last row does.
    removed: null,
    placeField: null,
    name: (key) => (shownTables.has(key) ? H.tableWhere(titles.get(key)!) : null),
    where: () => null,
    addedText: H.tableAdded,
    current: tables.map((table) => ({ ...table, key: table.slug, place: null, held: table.held !== null })),
  };
  const events = (await Promise.all([sourceEvents(rowSource, db), sourceEvents(tableSource, db)])).flat();
  return paged(events, page);
}

/** The Affiliate Corner's history: its listings' changes (no health content, so no sign-offs), one page of it. */
export async function affiliateCornerHistory(
  page = 1,
  now: Date = new Date(),
  db: Database = defaultDb,
): Promise<ManyItemHistory> {
  const l = schema.affiliateListings;
  const [products, listings] = await Promise.all([
    productNames(db, now),
    db.select({ key: l.productSlug, category: l.category, ...versionColumns(l) }).from(l),
  ]);
  const source: Source = {
    kind: "affiliate-listing",
    added: L.addedSummary,
    removed: L.removedSummary,
    placeField: "category",
    name: (key) => products.get(key) ?? null,
    where: () => null,
    current: listings.map((listing) => ({ ...listing, place: listing.category, held: false })),
  };
  return paged(await sourceEvents(source, db), page);
}

function versionColumns(
  table: typeof schema.comparisonRows | typeof schema.affiliateListings | typeof schema.comparisonTables,
) {
  return { savedAt: table.updatedAt, changeKind: table.changeKind, changeSummary: table.changeSummary };
}
