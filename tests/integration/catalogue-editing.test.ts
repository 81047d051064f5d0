import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { saveFullReview, saveRetailer, setProductStatus } from "#app/domain/catalogue/editing.server.ts";
import { saveRoundupItems } from "#app/domain/catalogue/roundup-editing.server.ts";
import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { getProduct, getRoundupDetail, loadCatalogue } from "#app/domain/catalogue/catalogue.server.ts";
import { clusterEvents, type SiteEvent } from "#platform/cluster-events.ts";
import { db, schema } from "#platform/db.ts";
import * as reviewPage from "#app/routes/product-reviews/detail.tsx";
import { routeArgs, settle } from "#tests/helpers/route.ts";

/** The editor's catalogue commands: the method's rules on every save, bad input refused with nothing written. */

beforeAll(async () => {
  await catalogueSeedStep.run(db);
});

async function review(slug: string) {
  return (await db.select().from(schema.productReviews).where(eq(schema.productReviews.productSlug, slug)))[0];
}

function productInput(overrides: Partial<Parameters<typeof saveProduct>[0]> = {}): Parameters<typeof saveProduct>[0] {
  return {
    currentSlug: null,
    slug: "evening-magnesium-powder",
    name: "Evening Magnesium Powder",
    category: "Hormone Support",
    description: "Magnesium glycinate powder to stir into a drink.",
    longDescription: "A plain magnesium glycinate powder; the label lists 200 mg of magnesium per scoop.",
    features: ["200 mg magnesium per scoop"],
    cons: ["Needs mixing"],
    whoIsItFor: "Adults who prefer a drink to a capsule.",
    evidence: "limited",
    safetyNote: "",
    imageSrc: "/uploads/products/evening-magnesium.webp",
    imageAlt: "A white tub of magnesium powder",
    ...overrides,
  };
}

describe("full reviews", () => {
  it("saves a review that keeps the method, and the public page shows it at once", async () => {
    const heard: SiteEvent<"catalogue.changed">[] = [];
    const stop = clusterEvents.subscribe({
      name: "test",
      applicableEvents: ["catalogue.changed"],
      handle: (event) => void heard.push(event),
    });
    const before = await review("marine-collagen-peptides");
    const result = await saveFullReview({
      slug: "marine-collagen-peptides",
      body: "<p>Type I collagen at the studied dose.</p><script>alert(1)</script>",
      rating: String(before!.rating),
      version: before!.version,
    });
    stop();
    expect(result).toEqual({ ok: true, version: before!.version + 1, held: false });
    const shown = await getProduct("marine-collagen-peptides");
    expect(shown).toMatchObject({
      rating: before!.rating,
      detailedReview: "<p>Type I collagen at the studied dose.</p>",
    });
    expect(heard.map((e) => [e.slug, e.what])).toContainEqual(["marine-collagen-peptides", "review"]);
  });

  it("two editors on one review: the second is told and nothing of hers is written over the first", async () => {
    const { version, rating } = (await review("grass-fed-bovine-collagen"))!;
    const first = await saveFullReview({
      slug: "grass-fed-bovine-collagen",
      body: "<p>First editor.</p>",
      rating: String(rating),
      version,
    });
    expect(first.ok).toBe(true);
    const second = await saveFullReview({
      slug: "grass-fed-bovine-collagen",
      body: "<p>Second editor.</p>",
      rating: String(rating),
      version,
    });
    expect(second).toMatchObject({ ok: false, reason: "conflict", field: "body" });
    expect(second.ok ? "" : second.message).toMatch(/Another editor saved this review while you were writing/);
    expect((await review("grass-fed-bovine-collagen"))!.body).toBe("<p>First editor.</p>");
  });

  it("refuses a rating above the evidence ceiling, or one not a number, with the reason and nothing written", async () => {
    const stored = (await review("womens-daily-multivitamin"))!;
    const ceiling = await saveFullReview({
      slug: "womens-daily-multivitamin",
      body: "<p>x</p>",
      rating: "4.7",
      version: stored.version,
    });
    expect(ceiling).toMatchObject({ ok: false, reason: "method" });
    expect(ceiling.ok ? "" : ceiling.message).toMatch(/above 4.4, the most "limited" evidence allows/);
    const nan = await saveFullReview({
      slug: "womens-daily-multivitamin",
      body: "<p>x</p>",
      rating: "five",
      version: stored.version,
    });
    expect(nan).toMatchObject({ ok: false, reason: "invalid", field: "rating" });
    const tested = await saveFullReview({
      slug: "womens-daily-multivitamin",
      body: "<p>Our hands-on verdict.</p>",
      rating: String(stored.rating),
      version: stored.version,
    });
    expect(tested.ok ? "" : tested.message).toMatch(/"hands-on" claims first-hand use or testing/);
    expect(await review("womens-daily-multivitamin")).toEqual(stored);
  });
});

describe("retailers", () => {
  it("corrects a price with the date it was checked; the page shows it with the affiliate tag added", async () => {
    const result = await saveRetailer({
      slug: "marine-collagen-peptides",
      position: 0,
      name: "Amazon",
      url: "https://www.amazon.com/s?k=marine+collagen",
      price: "27.49",
      checkedOn: "2026-12-01",
    });
    expect(result).toEqual({ ok: true });
    const product = await getProduct("marine-collagen-peptides");
    expect(product!.retailers[0]).toMatchObject({ price: 27.49 });
    expect(product!.retailers[0]!.link).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=marine\+collagen(&tag=.+)?$/);
  });

  it("refuses a price that is not a number and a link that is not https, each beside its field", async () => {
    const stored = (await loadCatalogue("editor")).products.find((p) => p.slug === "grass-fed-bovine-collagen")!;
    const bad = await saveRetailer({
      slug: "grass-fed-bovine-collagen",
      position: 0,
      name: "Amazon",
      url: "http://www.amazon.com/s?k=collagen",
      price: "twenty",
      checkedOn: "2026-12-01",
    });
    expect(bad).toMatchObject({ ok: false, reason: "invalid" });
    expect(bad.ok ? {} : bad.fields).toMatchObject({
      url: expect.stringMatching(/https:\/\//),
      price: expect.stringMatching(/number/),
    });
    const after = (await loadCatalogue("editor")).products.find((p) => p.slug === "grass-fed-bovine-collagen")!;
    expect(after.retailers).toEqual(stored.retailers);
  });
});

describe("roundups", () => {
  it("refuses a roundup naming a draft product, and ranks that contradict the ratings", async () => {
    const created = await saveProduct(productInput());
    expect(created).toEqual({ ok: true, slug: "evening-magnesium-powder" });
    const detail = (await getRoundupDetail("hormone-balance-essentials"))!;
    const items = detail.items.map((i) => ({ productSlug: i.product.slug, reason: i.reason }));
    const draft = await saveRoundupItems({
      slug: "hormone-balance-essentials",
      items: [...items, { productSlug: "evening-magnesium-powder", reason: "A drink instead of a capsule." }],
    });
    expect(draft).toMatchObject({ ok: false, reason: "invalid" });
    expect(draft.ok ? "" : draft.message).toMatch(/Evening Magnesium Powder is not published/);
    const reversed = await saveRoundupItems({ slug: "best-collagen-supplements", items: [] });
    expect(reversed.ok).toBe(true);
  });

  it("a roundup's order follows the ratings; a reordering that breaks it is refused", async () => {
    const collagen = (await loadCatalogue("editor")).roundups.find((r) => r.slug === "top-womens-multivitamins")!;
    const items = collagen.products.map((p) => ({ productSlug: p.slug, reason: p.reason }));
    const refused = await saveRoundupItems({ slug: collagen.slug, items: [...items].reverse() });
    expect(refused.ok ? "" : refused.message).toMatch(/is rated above #/);
    expect(await saveRoundupItems({ slug: collagen.slug, items })).toEqual({ ok: true });
  });
});

describe("products", () => {
  it("refuses a slug another product has, and an image without alt text", async () => {
    const taken = await saveProduct(productInput({ slug: "marine-collagen-peptides" }));
    expect(taken).toMatchObject({ ok: false, reason: "taken", field: "slug" });
    const noAlt = await saveProduct(productInput({ slug: "another-new-product", imageAlt: " " }));
    expect(noAlt).toMatchObject({ ok: false, reason: "invalid", field: "imageAlt" });
    const ironNoNote = await saveProduct(
      productInput({ slug: "iron-gummies", description: "Gummies with 18 mg iron per serving." }),
    );
    expect(ironNoNote.ok ? "" : ironNoNote.message).toMatch(/iron is dangerous for young children/);
  });

  it("a renamed product keeps its full review, its editorial details and its roundup places under the new slug", async () => {
    // A reviewed product some roundup lists.
    const [listed] = await db
      .select({ slug: schema.roundupItems.productSlug })
      .from(schema.roundupItems)
      .innerJoin(schema.productReviews, eq(schema.productReviews.productSlug, schema.roundupItems.productSlug))
      .where(sql`${schema.productReviews.rating} is not null`)
      .limit(1);
    const from = listed!.slug;
    const to = `${from}-renamed`;
    const before = await getProduct(from);
    const placesBefore = await db.select().from(schema.roundupItems).where(eq(schema.roundupItems.productSlug, from));
    await db
      .insert(schema.reviewEditorial)
      .values({ productSlug: from, lastReviewedAt: new Date("2026-11-02T00:00:00Z") })
      .onConflictDoNothing();
    const current = (await db.select().from(schema.products).where(eq(schema.products.slug, from)))[0]!;
    const renamed = await saveProduct(
      productInput({
        currentSlug: from,
        slug: to,
        name: current.name,
        category: current.category,
        description: current.description,
        longDescription: current.longDescription ?? "",
        features: current.features.map((f) => f.text),
        cons: current.ownCons,
        whoIsItFor: current.ownAudience,
        evidence: current.evidence,
        safetyNote: current.safetyNote ?? "",
        imageSrc: current.imageSrc ?? "",
        imageAlt: current.imageAlt ?? "",
      }),
    );
    expect(renamed).toMatchObject({ ok: true, slug: to });
    expect(await review(from)).toBeUndefined();
    expect((await review(to))?.rating).toBe(before!.rating);
    expect(await getProduct(to)).toMatchObject({ rating: before!.rating, reviewed: true });
    const moved = await db.select().from(schema.reviewEditorial).where(eq(schema.reviewEditorial.productSlug, to));
    expect(moved).toHaveLength(1);
    const places = await db.select().from(schema.roundupItems).where(eq(schema.roundupItems.productSlug, to));
    expect(places).toHaveLength(placesBefore.length);
  });

  it("a draft is not public; scheduled it waits; retired it leaves every list", async () => {
    await saveProduct(productInput({ slug: "scheduled-product", name: "Scheduled Product" }));
    expect(await getProduct("scheduled-product")).toBeNull();
    const later = new Date(Date.now() + 60_000);
    expect(await setProductStatus({ slug: "scheduled-product", status: "scheduled", publishAt: later })).toMatchObject({
      ok: true,
    });
    expect(await getProduct("scheduled-product")).toBeNull();
    expect(await setProductStatus({ slug: "scheduled-product", status: "published", publishAt: null })).toMatchObject({
      ok: true,
    });
    expect(await getProduct("scheduled-product")).not.toBeNull();
    expect(await setProductStatus({ slug: "scheduled-product", status: "retired", publishAt: null })).toMatchObject({
      ok: true,
    });
    expect(await getProduct("scheduled-product")).toBeNull();
    const past = await setProductStatus({ slug: "scheduled-product", status: "scheduled", publishAt: new Date(0) });
    expect(past).toMatchObject({ ok: false, field: "publishAt" });
  });

  it("a retired product's page answers 410 pointing to its roundup, and the articles linking to it are reported", async () => {
    const roundup = (await loadCatalogue("editor")).roundups.find((r) => r.slug === "top-womens-multivitamins")!;
    const slug = roundup.products.at(-1)!.slug;
    await db.insert(schema.articles).values({
      slug: "links-to-a-retired-product",
      title: "An article that links to it",
      category: "Nutrition",
      content: `<p>See <a href="/product-reviews/${slug}">our review</a>.</p>`,
    });
    const retired = await setProductStatus({ slug, status: "retired", publishAt: null });
    expect(retired).toEqual({
      ok: true,
      linkedArticles: [{ slug: "links-to-a-retired-product", title: "An article that links to it" }],
    });
    const base = routeArgs(`/product-reviews/${slug}`, { params: { slug } });
    const thrown = (await settle(() =>
      reviewPage.loader({ ...base, params: { slug }, url: new URL(base.request.url), pattern: "" }),
    )) as { init?: { status?: number }; data?: { gone?: { link: { to: string } } } };
    expect(thrown.init?.status).toBe(410);
    expect(thrown.data?.gone?.link.to).toBe("/product-roundups/top-womens-multivitamins");
    const listed = (await getRoundupDetail("top-womens-multivitamins"))!.items.map((i) => i.product.slug);
    expect(listed).not.toContain(slug);
  });
});
