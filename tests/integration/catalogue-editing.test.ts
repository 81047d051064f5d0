import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { categories } from "#app/content/catalogue/categories.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { saveFullReview, saveRetailer } from "#app/domain/catalogue/editing.server.ts";
import { setProductStatus } from "#app/domain/catalogue/product-status.server.ts";
import { saveRoundupItems } from "#app/domain/catalogue/roundup-editing.server.ts";
import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { getProduct, getRoundupDetail, loadCatalogue } from "#app/domain/catalogue/catalogue.server.ts";
import { clusterEvents, type SiteEvent } from "#platform/cluster-events.ts";
import { db, schema } from "#platform/db.ts";
import * as reviewPage from "#app/routes/product-reviews/detail.tsx";
import * as affiliatePage from "#app/routes/affiliates/detail.tsx";
import * as adminProduct from "#app/routes/admin/catalogue-product.tsx";
import { createTestUser } from "#tests/helpers/users.ts";
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
    expect(retired).toMatchObject({
      ok: true,
      linkedArticles: [{ slug: "links-to-a-retired-product", title: "An article that links to it", public: true }],
    });
    const base = routeArgs(`/product-reviews/${slug}`, { params: { slug } });
    const thrown = (await settle(() =>
      reviewPage.loader({ ...base, params: { slug }, url: new URL(base.request.url), pattern: "" }),
    )) as { init?: { status?: number }; data?: { gone?: { link: { to: string } } } };
    expect(thrown.init?.status).toBe(410);
    expect(thrown.data?.gone?.link.to).toBe("/product-roundups/top-womens-multivitamins");
    // Its Affiliate Corner page is gone the same way, not an unknown page (404).
    const corner = routeArgs(`/affiliates/${slug}`, { params: { slug } });
    const cornerThrown = (await settle(() =>
      affiliatePage.loader({ ...corner, params: { slug }, url: new URL(corner.request.url), pattern: "" }),
    )) as { init?: { status?: number }; data?: { gone?: { link: { to: string } } } };
    expect(cornerThrown.init?.status).toBe(410);
    expect(cornerThrown.data?.gone?.link.to).toBe("/product-roundups/top-womens-multivitamins");
    const listed = (await getRoundupDetail("top-womens-multivitamins"))!.items.map((i) => i.product.slug);
    expect(listed).not.toContain(slug);
  });

  it("retiring takes the product out of the guide and the corner with a revision each, points its 410 only to a public roundup, and reports every article linking to it", async () => {
    const editor = await createTestUser({ role: "admin", name: "Editor Ruth" });
    const [rows, listings, items] = await Promise.all([
      db.select().from(schema.comparisonRows),
      db.select().from(schema.affiliateListings),
      db.select().from(schema.roundupItems),
    ]);
    const public_ = new Set((await loadCatalogue("public")).products.map((p) => p.slug));
    // A published product in the guide, the corner and a roundup (not the one the test above retires).
    const slug = rows
      .map((r) => r.productSlug)
      .find(
        (s) =>
          public_.has(s) &&
          listings.some((l) => l.productSlug === s) &&
          items.some((i) => i.productSlug === s && i.roundupSlug !== "top-womens-multivitamins"),
      )!;
    expect(slug).toBeDefined();
    const row = rows.find((r) => r.productSlug === slug)!;
    const listing = listings.find((l) => l.productSlug === slug)!;
    await db.insert(schema.articles).values([
      {
        slug: "public-article-linking-a-product",
        title: "A public article",
        category: "Nutrition",
        content: `<p><a href="https://example.org/affiliates/${slug}">where to buy</a></p>`,
      },
      {
        slug: "draft-article-linking-a-product",
        title: "A draft article",
        category: "Nutrition",
        status: "draft",
        content: `<p><a href="/product-reviews/${slug}/editorial">who reviewed it</a></p>`,
      },
      {
        slug: "article-linking-a-longer-slug",
        title: "Not this one",
        category: "Nutrition",
        content: `<p><a href="/product-reviews/${slug}-plus">another product</a></p>`,
      },
    ]);
    // Before she retires it, the product page's state section lists the articles (drafts marked not public).
    const page = (await adminProduct.loader({
      ...routeArgs(`/admin/catalogue/${slug}`, { params: { slug }, headers: { cookie: editor.cookie } }),
      params: { slug },
    } as never)) as { linkedArticles: { slug: string; public: boolean }[] };
    expect(page.linkedArticles).toEqual([
      { slug: "public-article-linking-a-product", title: "A public article", public: true },
      { slug: "draft-article-linking-a-product", title: "A draft article", public: false },
    ]);
    // Every roundup that lists it is held at the gate: readers cannot open any of them.
    const holding = items.filter((i) => i.productSlug === slug).map((i) => i.roundupSlug);
    await db
      .update(schema.roundups)
      .set({ reviewHold: "test: held", reviewHoldAt: new Date() })
      .where(inArray(schema.roundups.slug, holding));

    const retired = await setProductStatus({ slug, status: "retired", publishAt: null, actorId: editor.id });
    expect(retired).toMatchObject({
      ok: true,
      removedFrom: { comparison: true, listing: true },
      linkedArticles: [{ slug: "public-article-linking-a-product" }, { slug: "draft-article-linking-a-product" }],
    });
    // Gone from both tables (what the admin lists and the public pages read), in the retirement's save.
    expect(await db.$count(schema.comparisonRows, eq(schema.comparisonRows.productSlug, slug))).toBe(0);
    expect(await db.$count(schema.affiliateListings, eq(schema.affiliateListings.productSlug, slug))).toBe(0);
    const editorView = await loadCatalogue("editor");
    expect(editorView.comparisonCategories.flatMap((c) => c.slugs)).not.toContain(slug);
    expect(editorView.affiliateGroups.flatMap((g) => g.slugs)).not.toContain(slug);
    // Each has its last version kept and a revision saying it went with the retirement, by her.
    for (const [kind, version, summary] of [
      ["comparison-row", row.version, "Removed from the comparison guide: the product was retired"],
      ["affiliate-listing", listing.version, "Removed from the Affiliate Corner: the product was retired"],
    ] as const) {
      const kept = await db
        .select()
        .from(schema.contentRevisions)
        .where(and(eq(schema.contentRevisions.kind, kind), eq(schema.contentRevisions.key, slug)))
        .orderBy(desc(schema.contentRevisions.version));
      expect(kept[0]).toMatchObject({ version: version + 1, changeSummary: summary, savedBy: editor.id });
      expect(kept[1]).toMatchObject({ version });
    }

    // The 410 page: no roundup readers can open lists it, nor any other product of its category: all reviews.
    const gone = async () => {
      const base = routeArgs(`/product-reviews/${slug}`, { params: { slug } });
      const thrown = (await settle(() =>
        reviewPage.loader({ ...base, params: { slug }, url: new URL(base.request.url), pattern: "" }),
      )) as { init?: { status?: number }; data?: { gone?: { link: { to: string; label: string } } } };
      expect(thrown.init?.status).toBe(410);
      return thrown.data!.gone!.link;
    };
    const category = categories.find((c) => c.name === editorView.products.find((p) => p.slug === slug)!.category)!;
    expect(await gone()).toEqual({ to: "/product-reviews", label: "Browse all reviews" });
    // A public roundup lists another product of its category: the 410 points to that category's reviews.
    const other = editorView.products.find(
      (p) => p.category === category.name && p.slug !== slug && public_.has(p.slug),
    )!;
    await db.insert(schema.roundups).values({ slug: "test-other-roundup", title: "Another roundup", description: "" });
    await db
      .insert(schema.roundupItems)
      .values({ roundupSlug: "test-other-roundup", productSlug: other.slug, position: 1, reason: "Test" });
    expect(await gone()).toEqual({
      to: `/product-reviews?category=${category.slug}`,
      label: `Browse our ${category.name} reviews`,
    });
    // Signed off again, the first roundup that lists it is where it points.
    await db
      .update(schema.roundups)
      .set({ reviewHold: null, reviewHoldAt: null })
      .where(inArray(schema.roundups.slug, holding));
    expect((await gone()).to).toMatch(new RegExp(`^/product-roundups/(${holding.join("|")})$`));

    // Published again, its row and listing stay out until an editor adds them (under the gate) again.
    expect(await setProductStatus({ slug, status: "published", publishAt: null, actorId: editor.id })).toMatchObject({
      ok: true,
      removedFrom: { comparison: false, listing: false },
    });
    expect((await loadCatalogue("public")).comparisonCategories.flatMap((c) => c.slugs)).not.toContain(slug);
  });
});
