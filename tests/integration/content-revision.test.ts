import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { starterArticles } from "#app/content/articles/index.ts";
import { findCatalogueProduct } from "#app/content/catalogue/products.ts";
import { articlesSeedStep, starterArticleSlug } from "#app/domain/articles/seed.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * An install seeded by the previous version keeps its rows in the database. On
 * the next start the seed must bring them up to the current (honest, US
 * English) texts, without overwriting an admin's edit and without bringing
 * back what an admin deleted.
 */

/** What the previous version wrote for the marine collagen product (its own words). */
const OLD_MARINE = {
  description: "Unflavoured type I collagen from wild-caught fish skin that dissolves clear in hot or cold drinks.",
  longDescription:
    "Marine collagen is mostly type I, the kind found in skin. One 10 g scoop disappears into coffee, tea or a smoothie without clumping or a fishy taste.",
  detailedReview:
    "<p>We used this powder daily for ten weeks, stirred into morning coffee.</p><h3>Our verdict</h3><p>If you want a marine source and value purity testing, this is the one we keep reordering.</p>",
  features: [{ icon: "ShieldCheck", text: "Third-party tested for heavy metals" }],
};

async function forgetRevisionMarkers() {
  // The previous version wrote no text-revision or product markers.
  await db.delete(schema.seedMarkers).where(like(schema.seedMarkers.key, "catalogue:text:%"));
  await db.delete(schema.seedMarkers).where(like(schema.seedMarkers.key, "product:%"));
  await db.delete(schema.seedMarkers).where(like(schema.seedMarkers.key, "article:%:text:%"));
}

async function product(slug: string) {
  return (await db.select().from(schema.products).where(eq(schema.products.slug, slug)))[0];
}

describe("an install seeded by the previous version", () => {
  it("gets the rewritten product texts once, and a deleted product stays deleted", async () => {
    await catalogueSeedStep.run(db);
    // Turn the database back into what the previous version left behind.
    await db.update(schema.products).set(OLD_MARINE).where(eq(schema.products.slug, "marine-collagen-peptides"));
    // The previous version rated the black cohosh blend 4.4 against the evidence.
    await db.update(schema.products).set({ rating: 4.4 }).where(eq(schema.products.slug, "menopause-support-complex"));
    await db.delete(schema.products).where(eq(schema.products.slug, "seed-cycling-blend"));
    await forgetRevisionMarkers();

    await catalogueSeedStep.run(db);

    const marine = await product("marine-collagen-peptides");
    const builtIn = findCatalogueProduct("marine-collagen-peptides")!;
    expect(marine?.description).toBe(builtIn.description);
    expect(marine?.longDescription).toBe(builtIn.longDescription);
    expect(marine?.detailedReview).toBe(builtIn.detailedReview);
    expect(marine?.features.map((f) => f.text)).toEqual(builtIn.features.map((f) => f.text));
    expect(JSON.stringify(marine)).not.toMatch(/we used this|keep reordering|unflavoured/i);
    expect(await product("seed-cycling-blend")).toBeUndefined();
    expect((await product("menopause-support-complex"))?.rating).toBe(
      findCatalogueProduct("menopause-support-complex")!.rating,
    );

    // Running it again changes nothing, not even the update time.
    const before = await db.select().from(schema.products).orderBy(schema.products.slug);
    await catalogueSeedStep.run(db);
    expect(await db.select().from(schema.products).orderBy(schema.products.slug)).toEqual(before);
    expect(await product("seed-cycling-blend")).toBeUndefined();
  });

  it("gets the rewritten article texts, except where an admin edited or deleted the article", async () => {
    await articlesSeedStep.run(db);
    const untouched = starterArticles.find((a) => a.title.includes("Fiber"))!;
    const [edited, deleted] = starterArticles.filter((a) => a !== untouched);
    const row = async (slug: string) =>
      (await db.select().from(schema.articles).where(eq(schema.articles.slug, slug)))[0];
    const untouchedSlug = starterArticleSlug(untouched);
    const editedSlug = starterArticleSlug(edited!);
    const deletedSlug = starterArticleSlug(deleted!);

    // Untouched since seeding: the previous version's UK title and text, timestamps as seeded.
    const seeded = { ...(await row(untouchedSlug))! };
    await db
      .update(schema.articles)
      .set({ title: seeded.title.replace("Fiber", "Fibre"), content: seeded.content.replaceAll("fiber", "fibre") })
      .where(eq(schema.articles.slug, untouchedSlug));
    // Edited by an admin (the edit action sets updated_at to now).
    await db
      .update(schema.articles)
      .set({ content: "<p>Our editor's own fibre text.</p>", updatedAt: new Date() })
      .where(eq(schema.articles.slug, editedSlug));
    // Deleted by an admin.
    await db.delete(schema.articles).where(eq(schema.articles.slug, deletedSlug));
    await forgetRevisionMarkers();

    await articlesSeedStep.run(db);

    const revised = await row(untouchedSlug);
    expect(revised?.title).toBe(untouched.title);
    expect(revised?.content).toBe(seeded.content);
    expect(revised?.content).not.toContain("fibre");
    expect((await row(editedSlug))?.content).toBe("<p>Our editor's own fibre text.</p>");
    expect(await row(deletedSlug)).toBeUndefined();
  });
});
