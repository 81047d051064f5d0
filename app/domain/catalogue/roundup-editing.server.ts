import { eq } from "drizzle-orm";
import { z } from "zod";
import { refuse } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { EDITING_MESSAGES as M } from "./messages.ts";
import { changed, methodRefusal, type EditResult } from "./editing.server.ts";
import { loadCatalogue } from "./store.server.ts";

/** A roundup's order: one of the editor's catalogue commands (editing.server.ts says what they share). */
export const roundupInput = z.object({
  slug: z.string(),
  items: z.array(z.object({ productSlug: z.string(), reason: z.string() })).max(50),
});

/**
 * Sets a roundup's products, in rank order, with a reason each. Only published products may be listed, and
 * the ranks must follow the ratings (the method's rule).
 */
export async function saveRoundupItems(
  input: z.infer<typeof roundupInput>,
  database: Database = defaultDb,
): Promise<EditResult<"invalid" | "missing" | "method">> {
  const parsed = roundupInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", M.reasonRequired, { field: "items" });
  const before = await loadCatalogue("editor", database);
  const roundup = before.roundups.find((r) => r.slug === parsed.data.slug);
  if (!roundup) return refuse("missing", M.roundupMissing);
  const items = parsed.data.items.map((item) => ({ productSlug: item.productSlug.trim(), reason: item.reason.trim() }));
  if (new Set(items.map((i) => i.productSlug)).size !== items.length)
    return refuse("invalid", M.roundupDuplicate, { field: "items" });
  for (const [index, item] of items.entries()) {
    const product = before.products.find((p) => p.slug === item.productSlug);
    if (!product) return refuse("invalid", M.roundupUnknownProduct(item.productSlug), { field: `items.${index}` });
    if (product.status !== "published")
      return refuse("invalid", M.roundupNotPublished(product.name), { field: `items.${index}` });
    if (item.reason.length === 0 || item.reason.length > 400)
      return refuse("invalid", M.reasonRequired, { field: `items.${index}.reason` });
  }
  const after = {
    ...before,
    roundups: before.roundups.map((r) =>
      r.slug === roundup.slug ? { ...r, products: items.map((i) => ({ slug: i.productSlug, reason: i.reason })) } : r,
    ),
  };
  const refusal = methodRefusal(before, after);
  if (refusal) return refusal;
  await database.transaction(async (tx) => {
    await tx.delete(schema.roundupItems).where(eq(schema.roundupItems.roundupSlug, roundup.slug));
    if (items.length > 0)
      await tx.insert(schema.roundupItems).values(
        items.map((item, index) => ({
          roundupSlug: roundup.slug,
          productSlug: item.productSlug,
          position: index + 1,
          reason: item.reason,
        })),
      );
    await tx.update(schema.roundups).set({ updatedAt: new Date() }).where(eq(schema.roundups.slug, roundup.slug));
  });
  changed(roundup.slug, "roundup");
  return { ok: true };
}
