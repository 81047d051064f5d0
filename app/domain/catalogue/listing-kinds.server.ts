import { eq } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { changed, methodRefusal } from "./editing.server.ts";
import { COMPARISON_ADMIN as C, KIND_NOUNS, LISTING_ADMIN as L } from "./kind-messages.ts";
import { saveItem, type CatalogueKind, type SaveResult } from "./kinds.server.ts";
import { CATEGORY_NAMES } from "./product.ts";
import { checkChange } from "./product-versions.server.ts";
import { loadCatalogue } from "./store.server.ts";

/**
 * A product's comparison row and its Affiliate Corner listing as kinds of the editorial model (decision 048),
 * keyed by the product's slug. A row's **health content** is its evidence score and its facts ("Suitable with
 * the pill", "Gentle on the stomach"): a change beyond a typo waits for a sign-off while the gate is on. Its
 * table, place and price are not. A listing (category and place) holds no health claim.
 */
type Fact = { value: string; good: boolean | null };

export type ComparisonVersion = {
  table: string;
  position: number;
  pricePerServing: number;
  priceCheckedOn: string | null;
  effectiveness: number;
  facts: Fact[];
};

const factText = (fact: Fact) => `${fact.value}${fact.good === true ? " (+)" : fact.good === false ? " (-)" : ""}`;

export const COMPARISON_KIND: CatalogueKind<ComparisonVersion> = {
  declaration: {
    kind: "comparison-row",
    noun: KIND_NOUNS["comparison-row"],
    fields: [
      { field: "table", label: "Table", health: false },
      { field: "position", label: "Place", health: false },
      { field: "price", label: "Price per serving", health: false },
      { field: "effectiveness", label: "Evidence score", health: true },
      { field: "facts", label: "Facts", health: true },
    ],
    publicPath: () => "/comparison-guide",
    adminPath: (slug) => `/admin/comparison/${slug}`,
  },
  texts: (v) => ({
    table: v.table,
    position: String(v.position + 1),
    price: `$${v.pricePerServing.toFixed(2)}${v.priceCheckedOn ? `, checked ${v.priceCheckedOn}` : ""}`,
    effectiveness: `${v.effectiveness}/10`,
    facts: v.facts.map(factText).join("\n"),
  }),
  health: () => true,
  async load(slug, tx) {
    const [found] = await tx
      .select({ row: schema.comparisonRows, name: schema.products.name, status: schema.products.status })
      .from(schema.comparisonRows)
      .innerJoin(schema.products, eq(schema.products.slug, schema.comparisonRows.productSlug))
      .where(eq(schema.comparisonRows.productSlug, slug))
      .for("update", { of: schema.comparisonRows });
    if (!found) return null;
    const { row } = found;
    return {
      name: found.name,
      columns: row,
      published: found.status === "published",
      version: {
        table: row.tableSlug,
        position: row.position,
        pricePerServing: row.pricePerServing,
        priceCheckedOn: row.priceCheckedOn,
        effectiveness: row.effectiveness,
        facts: row.facts,
      },
    };
  },
  async write(slug, v, tx) {
    await tx
      .update(schema.comparisonRows)
      .set({
        tableSlug: v.table,
        position: v.position,
        pricePerServing: v.pricePerServing,
        priceCheckedOn: v.priceCheckedOn,
        effectiveness: v.effectiveness,
        facts: v.facts,
      })
      .where(eq(schema.comparisonRows.productSlug, slug));
  },
  async stamp(slug, values, tx) {
    await tx.update(schema.comparisonRows).set(values).where(eq(schema.comparisonRows.productSlug, slug));
  },
  check: (slug, v, db) => comparisonRefusal(slug, v, db),
  announce: (slug) => changed(slug, "comparison"),
};

/** The guide's rules with the row in place: a known table, one fact per feature, ratings following scores. */
async function comparisonRefusal(
  slug: string,
  v: ComparisonVersion,
  db: Database,
): Promise<Refusal<"invalid" | "method"> | null> {
  const before = await loadCatalogue("editor", db);
  const table = before.comparisonCategories.find((c) => c.slug === v.table);
  if (!table) return refuse("invalid", C.tableUnknown, { field: "table", fields: { table: C.tableUnknown } });
  if (v.facts.length !== table.featureLabels.length)
    return refuse("invalid", C.factsCount, { field: "facts", fields: { facts: C.factsCount } });
  const after = {
    ...before,
    products: before.products.map((p) =>
      p.slug === slug
        ? {
            ...p,
            comparison: { pricePerServing: v.pricePerServing, effectiveness: v.effectiveness, facts: v.facts },
          }
        : p,
    ),
    comparisonCategories: before.comparisonCategories.map((c) => ({
      ...c,
      slugs: [...c.slugs.filter((s) => s !== slug), ...(c.slug === v.table ? [slug] : [])],
    })),
  };
  return methodRefusal(before, after);
}

export type ListingVersion = { category: string; position: number };

export const LISTING_KIND: CatalogueKind<ListingVersion> = {
  declaration: {
    kind: "affiliate-listing",
    noun: KIND_NOUNS["affiliate-listing"],
    fields: [
      { field: "category", label: "Category", health: false },
      { field: "position", label: "Place", health: false },
    ],
    publicPath: () => "/affiliates",
    adminPath: (slug) => `/admin/affiliate-corner/${slug}`,
  },
  texts: (v) => ({ category: v.category, position: String(v.position + 1) }),
  health: () => false,
  async load(slug, tx) {
    const [found] = await tx
      .select({ row: schema.affiliateListings, name: schema.products.name, status: schema.products.status })
      .from(schema.affiliateListings)
      .innerJoin(schema.products, eq(schema.products.slug, schema.affiliateListings.productSlug))
      .where(eq(schema.affiliateListings.productSlug, slug))
      .for("update", { of: schema.affiliateListings });
    if (!found) return null;
    return {
      name: found.name,
      columns: { ...found.row, reviewHold: null, reviewHoldAt: null },
      published: found.status === "published",
      version: { category: found.row.category, position: found.row.position },
    };
  },
  async write(slug, v, tx) {
    await tx
      .update(schema.affiliateListings)
      .set({ category: v.category, position: v.position })
      .where(eq(schema.affiliateListings.productSlug, slug));
  },
  async stamp(slug, values, tx) {
    const { reviewHold: _hold, reviewHoldAt: _at, ...rest } = values;
    await tx.update(schema.affiliateListings).set(rest).where(eq(schema.affiliateListings.productSlug, slug));
  },
  async check(_slug, v) {
    if (!(CATEGORY_NAMES as readonly string[]).includes(v.category))
      return refuse("invalid", L.categoryUnknown, { field: "category", fields: { category: L.categoryUnknown } });
    return null;
  },
  announce: (slug) => changed(slug, "listing"),
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const comparisonInput = z.object({
  slug: z.string(),
  version: z.coerce.number().int().min(1),
  table: z.string().max(200),
  position: z.string().max(20),
  pricePerServing: z.string().max(40),
  priceCheckedOn: z.string().max(40),
  effectiveness: z.string().max(40),
  facts: z.array(z.object({ value: z.string().max(400), good: z.string().max(20) })).max(20),
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

/** A day no later than today (UTC), as YYYY-MM-DD; null when it is not one. */
export function checkedDay(text: string, now: Date = new Date()): string | null {
  const day = text.trim();
  if (!DATE.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) return null;
  if (day > now.toISOString().slice(0, 10) || day < "2000-01-01") return null;
  return day;
}

/** A plain decimal number (no exponent, no "12abc"); null when the text is not one. */
function decimal(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * A row's fields as the form gives them, checked one by one (the edit and the add forms share it): the errors
 * by field, and the version they make when there are none.
 */
export function rowFields(d: {
  table: string;
  position: string;
  pricePerServing: string;
  priceCheckedOn: string;
  effectiveness: string;
  facts: { value: string; good: string }[];
}): { fields: Record<string, string>; next: ComparisonVersion } {
  const fields: Record<string, string> = {};
  const position = /^\d{1,3}$/.test(d.position.trim()) ? Number(d.position.trim()) : NaN;
  if (!(position >= 1 && position <= 100)) fields.position = C.positionFormat;
  const price = decimal(d.pricePerServing);
  if (price === null || price > 1000) fields.pricePerServing = C.priceFormat;
  const checkedOn = checkedDay(d.priceCheckedOn);
  if (!checkedOn) fields.priceCheckedOn = C.priceCheckedFormat;
  const score = /^\d{1,2}(\.\d)?$/.test(d.effectiveness.trim()) ? Number(d.effectiveness.trim()) : NaN;
  if (!(score >= 0 && score <= 10)) fields.effectiveness = C.effectivenessFormat;
  const facts = d.facts.map((f) => ({
    value: f.value.replace(/\s+/g, " ").trim(),
    good: f.good === "yes" ? true : f.good === "no" ? false : null,
  }));
  facts.forEach((fact, index) => {
    if (!fact.value || fact.value.length > 80) fields[`facts.${index}`] = C.factFormat;
  });
  return {
    fields,
    next: {
      table: d.table,
      // The form's place is 1-based; rows are stored 0-based, as the seed wrote them.
      position: position - 1,
      pricePerServing: price ?? 0,
      priceCheckedOn: checkedOn,
      effectiveness: score,
      facts,
    },
  };
}

/** Saves a product's comparison row: every field checked, errors by field, then the model's save. */
export async function saveComparisonRow(
  input: z.input<typeof comparisonInput>,
  db: Database = defaultDb,
): Promise<SaveResult> {
  const parsed = comparisonInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", C.factsCount, { field: "facts" });
  const d = parsed.data;
  const { fields, next } = rowFields(d);
  const change = checkChange(d);
  Object.assign(fields, change.fields);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  return saveItem(
    COMPARISON_KIND,
    {
      key: d.slug,
      baseVersion: d.version,
      change: change.change,
      actorId: d.actorId ?? null,
      next,
    },
    db,
  );
}

export const listingInput = z.object({
  slug: z.string(),
  version: z.coerce.number().int().min(1),
  category: z.string().max(200),
  position: z.string().max(20),
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

/** A listing's category and place as the form gives them, checked (the edit and the add forms share it). */
export function listingFields(d: { category: string; position: string }): {
  fields: Record<string, string>;
  next: ListingVersion;
} {
  const fields: Record<string, string> = {};
  if (!(CATEGORY_NAMES as readonly string[]).includes(d.category)) fields.category = L.categoryUnknown;
  const position = /^\d{1,4}$/.test(d.position.trim()) ? Number(d.position.trim()) : NaN;
  if (!(position >= 1 && position <= 1000)) fields.position = L.positionFormat;
  return { fields, next: { category: d.category, position: position - 1 } };
}

/** Saves a product's Affiliate Corner listing: its category and place. */
export async function saveListing(input: z.input<typeof listingInput>, db: Database = defaultDb): Promise<SaveResult> {
  const parsed = listingInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", L.categoryUnknown, { field: "category" });
  const d = parsed.data;
  const { fields, next } = listingFields(d);
  const change = checkChange(d);
  Object.assign(fields, change.fields);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  return saveItem(
    LISTING_KIND,
    {
      key: d.slug,
      baseVersion: d.version,
      change: change.change,
      actorId: d.actorId ?? null,
      next,
    },
    db,
  );
}
