import { asc, eq, max } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { logger } from "#platform/logger.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { HELD_UNSIGNED_EDIT_REASON } from "#app/domain/articles/review-gate.ts";
import { reviewGateState } from "#app/domain/articles/review-gate.server.ts";
import { changed } from "./editing.server.ts";
import { KIND_EDITORIAL as K, KIND_NOUNS, TABLE_ADMIN as T } from "./kind-messages.ts";
import { commitItemSave, KindRefused, type CatalogueKind, type SaveResult, type Tx } from "./kinds.server.ts";
import { COMPARISON_KIND } from "./listing-kinds.server.ts";
import { checkChange } from "./product-versions.server.ts";
import { slugify } from "./stored-product.ts";

/**
 * A comparison table (one category of the guide) as a kind of the editorial model (decision 051): its title,
 * an optional intro and its feature labels, the columns its rows give one fact each for, in order. The intro
 * and the labels are **health content** ("Suitable with the pill" is a claim with its row's "Yes"): a change
 * beyond a typo waits for a sign-off while the gate is on, and the table is off the guide meanwhile. A table
 * is on the guide while it has a published row; it is never removed (it leaves the guide with its last row).
 */
export type TableVersion = { title: string; intro: string; labels: string[] };

export const TABLE_LIMITS = { title: 80, intro: 600, label: 60, labels: 8 } as const;

export const COMPARISON_TABLE_KIND: CatalogueKind<TableVersion> = {
  declaration: {
    kind: "comparison-table",
    noun: KIND_NOUNS["comparison-table"],
    fields: [
      { field: "title", label: "Title", health: false },
      { field: "intro", label: "Intro", health: true },
      { field: "labels", label: "Feature labels", health: true },
    ],
    publicPath: () => "/comparison-guide",
    adminPath: (slug) => `/admin/comparison-tables/${slug}`,
  },
  texts: (v) => ({ title: v.title, intro: v.intro, labels: v.labels.join("\n") }),
  health: () => true,
  async load(slug, tx) {
    const [row] = await tx
      .select()
      .from(schema.comparisonTables)
      .where(eq(schema.comparisonTables.slug, slug))
      .for("update");
    if (!row) return null;
    return {
      name: row.title,
      columns: row,
      // A table is part of the public guide: an edit beyond a typo is held while the gate is on.
      published: true,
      version: { title: row.title, intro: row.intro, labels: row.featureLabels },
    };
  },
  async write(slug, v, tx) {
    await tx
      .update(schema.comparisonTables)
      .set({ title: v.title, intro: v.intro, featureLabels: v.labels })
      .where(eq(schema.comparisonTables.slug, slug));
  },
  async stamp(slug, values, tx) {
    await tx.update(schema.comparisonTables).set(values).where(eq(schema.comparisonTables.slug, slug));
  },
  // The method's rules read ratings and scores, not the tables' words. What a restore (the one save through
  // saveItem) must not do is change the number of labels under rows whose facts go by label.
  async check(slug, v, db) {
    const [table] = await db
      .select({ labels: schema.comparisonTables.featureLabels })
      .from(schema.comparisonTables)
      .where(eq(schema.comparisonTables.slug, slug));
    if (!table || table.labels.length === v.labels.length) return null;
    const rows = await db
      .select({ name: schema.products.name })
      .from(schema.comparisonRows)
      .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
      .where(eq(schema.comparisonRows.tableSlug, slug))
      .orderBy(asc(schema.comparisonRows.position));
    if (rows.length === 0) return null;
    const message = T.restoreLabels(rows.map((row) => row.name));
    return refuse("invalid", message, { field: "labels", fields: { labels: message } });
  },
  announce: (slug) => changed(slug, "comparison"),
};

const text = (value: string) => value.replace(/\s+/g, " ").trim();

/**
 * A table's fields as the form gives them, checked: the errors by field and the version they make. `labels`
 * come by place (a cleared one is removed, a filled empty one added at the end).
 */
export function tableFields(d: { title: string; intro: string; labels: string[] }): {
  fields: Record<string, string>;
  next: TableVersion;
} {
  const fields: Record<string, string> = {};
  const title = text(d.title);
  if (title.length < 3 || title.length > TABLE_LIMITS.title) fields.title = T.titleFormat;
  const intro = d.intro.replace(/\r\n/g, "\n").trim();
  if (intro.length > TABLE_LIMITS.intro) fields.intro = T.introFormat;
  const labels = d.labels.map(text);
  labels.forEach((label, index) => {
    if (label.length > TABLE_LIMITS.label) fields[`labels.${index}`] = T.labelFormat;
  });
  const kept = labels.filter(Boolean);
  if (kept.length === 0) fields.labels = T.labelsNeeded;
  else if (kept.length > TABLE_LIMITS.labels) fields.labels = T.labelsTooMany;
  const seen = new Set<string>();
  labels.forEach((label, index) => {
    if (!label) return;
    const folded = label.toLowerCase();
    if (seen.has(folded)) fields[`labels.${index}`] ??= T.labelDuplicate(label);
    seen.add(folded);
  });
  return { fields, next: { title, intro, labels: kept } };
}

const labelsSchema = z.array(z.string().max(400)).max(20);

export const tableInput = z.object({
  slug: z.string().max(200),
  version: z.coerce.number().int().min(1),
  title: z.string().max(400),
  intro: z.string().max(4_000),
  labels: labelsSchema,
  /** The editor agreed to change the rows' facts (a label removed or added on a table with rows). */
  confirmLabels: z.string().max(10).optional(),
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

class Refused extends Error {
  readonly refusal: Refusal<"invalid" | "missing" | "conflict">;
  constructor(refusal: Refusal<"invalid" | "missing" | "conflict">) {
    super(refusal.message);
    this.refusal = refusal;
  }
}

/** The rows of a table with their product's name, locked for the save (their facts may change with it). */
async function rowsOf(slug: string, tx: Tx) {
  return tx
    .select({ key: schema.comparisonRows.productSlug, name: schema.products.name })
    .from(schema.comparisonRows)
    .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
    .where(eq(schema.comparisonRows.tableSlug, slug))
    .orderBy(asc(schema.comparisonRows.position))
    .for("update", { of: schema.comparisonRows });
}

/**
 * Saves a table: every field checked, then in one transaction a save based on an older revision is refused
 * (`conflict`), and a label removed or added on a table with rows is refused unless the editor agreed, the
 * message naming the rows. Agreed, a removed label's fact leaves each row, each row keeping a revision of
 * its own (its facts are health content: the gate applies to it as to any row's save).
 */
export async function saveComparisonTable(
  input: z.input<typeof tableInput>,
  db: Database = defaultDb,
): Promise<SaveResult> {
  const parsed = tableInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", T.labelFormat, { field: "labels" });
  const d = parsed.data;
  const { fields, next } = tableFields(d);
  const change = checkChange(d);
  Object.assign(fields, change.fields);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  const kind = COMPARISON_TABLE_KIND;
  const touched: string[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const before = await kind.load(d.slug, tx);
      if (!before) throw new Refused(refuse("missing", K.missing(kind.declaration.noun)));
      if (before.columns.version !== d.version)
        throw new Refused(refuse("conflict", K.conflict(kind.declaration.noun)));
      const old = before.version.labels;
      // By place: the form's first labels are the table's as the editor read them (same version).
      const removed = old.flatMap((label, index) => (text(d.labels[index] ?? "") ? [] : [{ label, index }]));
      const added = d.labels.slice(old.length).map(text).filter(Boolean);
      const rows = await rowsOf(d.slug, tx);
      if (rows.length > 0 && (removed.length > 0 || added.length > 0) && d.confirmLabels !== "yes") {
        const names = rows.map((row) => row.name);
        const message =
          removed.length > 0
            ? T.labelsRemoved(
                removed.map((r) => r.label),
                names,
              )
            : T.labelsAdded(added, names);
        throw new Refused(refuse("invalid", message, { field: "labels", fields: { labels: message } }));
      }
      await kind.write(d.slug, next, tx);
      const done = await commitItemSave(
        kind,
        { before, key: d.slug, change: change.change, actorId: d.actorId ?? null },
        tx,
      );
      if (removed.length > 0) {
        const gone = new Set(removed.map((r) => r.index));
        for (const row of rows) {
          const rowBefore = await COMPARISON_KIND.load(row.key, tx);
          if (!rowBefore) continue;
          const facts = rowBefore.version.facts.filter((_, index) => !gone.has(index));
          await COMPARISON_KIND.write(row.key, { ...rowBefore.version, facts }, tx);
          await commitItemSave(
            COMPARISON_KIND,
            {
              before: rowBefore,
              key: row.key,
              change: { kind: "update", summary: T.factRemovedSummary(removed.map((r) => r.label)) },
              actorId: d.actorId ?? null,
            },
            tx,
          );
          touched.push(row.key);
        }
      }
      return { ok: true as const, version: done.version, held: done.held };
    });
    kind.announce(d.slug);
    for (const key of touched) COMPARISON_KIND.announce(key);
    return result;
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    if (error instanceof KindRefused) return error.refusal;
    logger.error({ err: error }, "comparison table save failed");
    return refuse("failed", K.failed);
  }
}

export const tableAddInput = z.object({
  title: z.string().max(400),
  intro: z.string().max(4_000),
  labels: labelsSchema,
  actorId: z.string().nullable().optional(),
});

/** "new" names the add form's page. */
const RESERVED = new Set(["new"]);

/**
 * Adds a table at the end of the guide: its title (its address is made from it, and must be free), intro
 * and labels checked as on the edit form; the first version of its record. While the gate is on it is held
 * until a reviewer signs off its intro and labels (never signed yet); without a published row it is not on
 * the guide anyway.
 */
export async function addComparisonTable(
  input: z.input<typeof tableAddInput>,
  db: Database = defaultDb,
): Promise<{ ok: true; slug: string; held: boolean } | Refusal<"invalid" | "failed">> {
  const parsed = tableAddInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", T.labelFormat, { field: "labels" });
  const d = parsed.data;
  const { fields, next } = tableFields(d);
  const slug = slugify(next.title);
  if (!fields.title && (!slug || RESERVED.has(slug))) fields.title = T.titleFormat;
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  try {
    const held = await db.transaction(async (tx) => {
      const [{ last } = { last: null }] = await tx
        .select({ last: max(schema.comparisonTables.position) })
        .from(schema.comparisonTables);
      const hold = (await reviewGateState(tx)).on ? HELD_UNSIGNED_EDIT_REASON : null;
      const now = new Date();
      const inserted = await tx
        .insert(schema.comparisonTables)
        .values({
          slug,
          position: (last ?? -1) + 1,
          title: next.title,
          intro: next.intro,
          featureLabels: next.labels,
          changeKind: null,
          changeSummary: T.addedSummary,
          updatedBy: d.actorId ?? null,
          updatedAt: now,
          editedAt: now,
          reviewHold: hold,
          reviewHoldAt: hold ? now : null,
        })
        .onConflictDoNothing()
        .returning({ slug: schema.comparisonTables.slug });
      // The title's address is another table's (or two editors adding the same table at once).
      if (inserted.length === 0) throw new Refused(refuse("invalid", T.titleTaken, { field: "title" }));
      return hold !== null;
    });
    COMPARISON_TABLE_KIND.announce(slug);
    return { ok: true, slug, held };
  } catch (error) {
    if (error instanceof Refused)
      return refuse("invalid", error.refusal.message, { field: "title", fields: { title: error.refusal.message } });
    logger.error({ err: error }, "comparison table add failed");
    return refuse("failed", K.failed);
  }
}
