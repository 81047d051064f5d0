import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { EDITING_MESSAGES as M } from "./messages.ts";
import { changed, methodRefusal, type EditResult } from "./editing.server.ts";
import { KIND_NOUNS } from "./kind-messages.ts";
import { itemPageHistory, saveItem, type CatalogueKind, type SaveResult } from "./kinds.server.ts";
import { checkChange } from "./product-versions.server.ts";
import { loadCatalogue } from "./store.server.ts";

/**
 * A roundup as a kind of the editorial model (decision 048): one version is its title, intro, cover
 * description and its products in rank order with a reason each. **Health content**: the intro and the
 * reasons (they say what a product does for a reader's health: "the type and amount studied for skin", "the
 * herb with the most consistent trial evidence for premenstrual symptoms"). The order alone is not: ranks
 * follow the ratings, which are signed off with each product's review. Reasons are compared by product, so a
 * reordering is no change of health content.
 */
export type RoundupVersion = {
  title: string;
  description: string;
  coverImageDescription: string;
  items: { slug: string; reason: string }[];
};

export const ROUNDUP_KIND: CatalogueKind<RoundupVersion> = {
  declaration: {
    kind: "roundup",
    noun: KIND_NOUNS.roundup,
    fields: [
      { field: "title", label: "Title", health: false },
      { field: "description", label: "Intro", health: true },
      { field: "coverImageDescription", label: "Cover image description", health: false },
      { field: "order", label: "Order", health: false },
      { field: "reasons", label: "Reasons", health: true },
    ],
    publicPath: (slug) => `/product-roundups/${slug}`,
    adminPath: (slug) => `/admin/roundups/${slug}`,
  },
  texts: (v) => ({
    title: v.title,
    description: v.description,
    coverImageDescription: v.coverImageDescription,
    order: v.items.map((item, index) => `${index + 1}. ${item.slug}`).join("\n"),
    reasons: [...v.items]
      .sort((a, b) => a.slug.localeCompare(b.slug))
      .map((item) => `${item.slug}: ${item.reason}`)
      .join("\n"),
  }),
  health: (v) => v.description.trim() !== "" || v.items.some((item) => item.reason.trim() !== ""),
  async load(slug, tx) {
    const [row] = await tx.select().from(schema.roundups).where(eq(schema.roundups.slug, slug)).for("update");
    if (!row) return null;
    const items = await tx
      .select()
      .from(schema.roundupItems)
      .where(eq(schema.roundupItems.roundupSlug, slug))
      .orderBy(asc(schema.roundupItems.position));
    return {
      name: row.title,
      columns: row,
      published: row.status === "published",
      version: {
        title: row.title,
        description: row.description,
        coverImageDescription: row.coverImageDescription,
        items: items.map((item) => ({ slug: item.productSlug, reason: item.reason })),
      },
    };
  },
  async write(slug, v, tx) {
    await tx
      .update(schema.roundups)
      .set({ title: v.title, description: v.description, coverImageDescription: v.coverImageDescription })
      .where(eq(schema.roundups.slug, slug));
    await tx.delete(schema.roundupItems).where(eq(schema.roundupItems.roundupSlug, slug));
    if (v.items.length > 0)
      await tx.insert(schema.roundupItems).values(
        v.items.map((item, index) => ({
          roundupSlug: slug,
          productSlug: item.slug,
          position: index + 1,
          reason: item.reason,
        })),
      );
  },
  async stamp(slug, values, tx) {
    await tx.update(schema.roundups).set(values).where(eq(schema.roundups.slug, slug));
  },
  check: (slug, v, db) => roundupRefusal(slug, v, db),
  announce: (slug) => changed(slug, "roundup"),
};

/**
 * The method's rules over a roundup's version: every product listed exists, is published and listed once,
 * with a reason; and the ranks follow the ratings. Each refusal names the item it is about.
 */
async function roundupRefusal(
  slug: string,
  v: RoundupVersion,
  db: Database,
): Promise<Refusal<"invalid" | "method"> | null> {
  const before = await loadCatalogue("editor", db);
  if (new Set(v.items.map((i) => i.slug)).size !== v.items.length)
    return refuse("invalid", M.roundupDuplicate, { field: "items" });
  for (const [index, item] of v.items.entries()) {
    const product = before.products.find((p) => p.slug === item.slug);
    if (!product) return refuse("invalid", M.roundupUnknownProduct(item.slug), { field: `items.${index}` });
    if (product.status !== "published")
      return refuse("invalid", M.roundupNotPublished(product.name), { field: `items.${index}` });
    if (item.reason.length === 0 || item.reason.length > 400)
      return refuse("invalid", M.reasonRequired, { field: `items.${index}.reason` });
  }
  const after = {
    ...before,
    roundups: before.roundups.map((r) =>
      r.slug === slug ? { ...r, products: v.items.map((i) => ({ slug: i.slug, reason: i.reason })) } : r,
    ),
  };
  return methodRefusal(before, after);
}

const text = (max: number) => z.string().max(max * 4);

export const roundupInput = z.object({
  slug: z.string(),
  items: z.array(z.object({ productSlug: z.string(), reason: z.string() })).max(50),
  /** The roundup's revision the editor started from; absent: the order screen of a script (no conflict check). */
  version: z.coerce.number().int().min(1).optional(),
  title: text(160).optional(),
  description: text(600).optional(),
  coverImageDescription: text(300).optional(),
  changeKind: z.string().optional(),
  changeSummary: z.string().max(2_000).optional(),
  actorId: z.string().nullable().optional(),
});

export const ROUNDUP_FIELDS = {
  title: "Give the roundup a title (up to 160 characters).",
  description: "Write the intro shown under the title (up to 600 characters).",
  coverImageDescription: "Keep the cover image description to 300 characters.",
} as const;

/**
 * Saves a roundup: its order with a reason each and, when sent, its title, intro and cover description. Every
 * field checked here (the boundary), the method's rules run with the new version, a save based on an older
 * revision is refused (`conflict`), and the save ends in the editorial model (revision, gate).
 */
export async function saveRoundup(
  input: z.input<typeof roundupInput>,
  database: Database = defaultDb,
): Promise<SaveResult | Refusal<"invalid">> {
  const parsed = roundupInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", M.reasonRequired, { field: "items" });
  const data = parsed.data;
  const current = await database.transaction((tx) => ROUNDUP_KIND.load(data.slug, tx));
  if (!current) return refuse("missing", M.roundupMissing);
  const fields: Record<string, string> = {};
  const clean = (value: string | undefined, fallback: string) => (value ?? fallback).replace(/\s+/g, " ").trim();
  const title = clean(data.title, current.version.title);
  const description = clean(data.description, current.version.description);
  const cover = clean(data.coverImageDescription, current.version.coverImageDescription);
  if (!title || title.length > 160) fields.title = ROUNDUP_FIELDS.title;
  if (!description || description.length > 600) fields.description = ROUNDUP_FIELDS.description;
  if (cover.length > 300) fields.coverImageDescription = ROUNDUP_FIELDS.coverImageDescription;
  const change = checkChange(data);
  Object.assign(fields, change.fields);
  const [first] = Object.entries(fields);
  if (first) return refuse("invalid", first[1], { field: first[0], fields });
  return saveItem(
    ROUNDUP_KIND,
    {
      key: data.slug,
      baseVersion: data.version ?? null,
      change: change.change,
      actorId: data.actorId ?? null,
      next: {
        title,
        description,
        coverImageDescription: cover,
        items: data.items.map((item) => ({ slug: item.productSlug.trim(), reason: item.reason.trim() })),
      },
    },
    database,
  );
}

/** A roundup's order alone (scripts and tests): `saveRoundup` without the other fields. */
export async function saveRoundupItems(
  input: { slug: string; items: { productSlug: string; reason: string }[] },
  database: Database = defaultDb,
): Promise<EditResult<"invalid" | "missing" | "method" | "conflict" | "failed" | "needs-signoff" | "typo-too-large">> {
  const result = await saveRoundup(input, database);
  return result.ok ? { ok: true } : result;
}

/**
 * A roundup's public history (its page's "Page history"): published, each update or correction after, each
 * sign-off. Its publication is when it was added to the site; empty until it has a record of its own.
 */
export async function roundupPageHistory(slug: string, database: Database = defaultDb) {
  const [row] = await database
    .select({ createdAt: schema.roundups.createdAt })
    .from(schema.roundups)
    .where(eq(schema.roundups.slug, slug));
  if (!row) return null;
  return itemPageHistory(ROUNDUP_KIND, slug, row.createdAt, new Date(), database);
}
