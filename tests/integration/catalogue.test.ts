import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { affiliateGroups } from "#app/content/catalogue/affiliates.ts";
import { comparisonCategories } from "#app/content/catalogue/comparison.ts";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { roundups as builtInRoundups } from "#app/content/catalogue/roundups.ts";
import { interviews as builtInInterviews } from "#app/content/interviews/index.ts";
import { loadCatalogue, toProductView } from "#app/domain/catalogue/catalogue.server.ts";
import { resolveProduct } from "#app/domain/catalogue/product.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { migrateAll, migrateProductAt } from "#app/domain/catalogue/migration.server.ts";
import { ROUNDUP_NOT_FOUND, REVIEW_NOT_FOUND } from "#app/domain/catalogue/messages.ts";
import * as affiliatesPage from "#app/routes/affiliates/index.tsx";
import * as affiliatePage from "#app/routes/affiliates/detail.tsx";
import * as migrationPage from "#app/routes/admin/data-migration.tsx";
import * as migrationStep from "#app/routes/admin/data-migration-step.ts";
import * as reviewsPage from "#app/routes/product-reviews/index.tsx";
import * as reviewPage from "#app/routes/product-reviews/detail.tsx";
import * as roundupsPage from "#app/routes/product-roundups/index.tsx";
import * as roundupPage from "#app/routes/product-roundups/detail.tsx";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/** routeArgs plus the `url` and `pattern` that React Router 8.4's argument types require. */
function args(url: string, init?: Parameters<typeof routeArgs>[1]) {
  const base = routeArgs(url, init);
  return { ...base, params: base.params as { slug: string }, url: new URL(base.request.url), pattern: "" };
}

type Thrown = { init?: { status?: number }; data?: unknown; status?: number; headers?: Headers };

async function productRows() {
  return db.select().from(schema.products).orderBy(schema.products.slug);
}

describe("catalogue before the seed", () => {
  it("nothing is listed before the starter content is in the tables: roundups are unknown, reviews empty", async () => {
    const thrown = (await settle(() =>
      roundupPage.loader(
        args("/product-roundups/best-collagen-supplements", { params: { slug: "best-collagen-supplements" } }),
      ),
    )) as Thrown;
    expect(thrown.init?.status).toBe(404);
    expect((await reviewsPage.loader(args("/product-reviews"))).groups).toEqual([]);
  });
});

describe("catalogue seed", () => {
  it("fills products and product_reviews once; running it again changes nothing", async () => {
    await catalogueSeedStep.run(db);
    const first = await productRows();
    expect(first).toHaveLength(catalogueProducts.length);
    const reviews = await db.select().from(schema.productReviews);
    expect(reviews.map((r) => r.productSlug).sort()).toEqual(
      catalogueProducts
        .filter((p) => p.detailedReview)
        .map((p) => p.slug)
        .sort(),
    );
    await catalogueSeedStep.run(db);
    expect(await productRows()).toEqual(first);
    expect(await db.select().from(schema.productReviews)).toHaveLength(reviews.length);
  });
});

describe("the catalogue is content in the database", () => {
  it("the seeded tables give the pages exactly what the built-in catalogue gave them", async () => {
    await catalogueSeedStep.run(db);
    const catalogue = await loadCatalogue("public");
    expect(catalogue.products.map((p) => p.slug)).toEqual(catalogueProducts.map((p) => p.slug));
    for (const builtIn of catalogueProducts) {
      const stored = catalogue.products.find((p) => p.slug === builtIn.slug)!;
      expect(toProductView(stored), builtIn.slug).toEqual(resolveProduct(builtIn, config.AFFILIATE_TAG));
      expect(stored.comparison, builtIn.slug).toEqual(builtIn.comparison);
      expect(stored.evidence).toBe(builtIn.evidence);
      // Links are kept without the tag: the setting adds it when a page is drawn.
      for (const retailer of stored.retailers) expect(retailer.url).not.toContain("tag=");
    }
    expect(catalogue.roundups.map(({ status: _status, ...roundup }) => roundup)).toEqual(builtInRoundups);
    // The built-in tables have no intro: the seed gives each an empty one for editors to write.
    expect(catalogue.comparisonCategories.map(({ slug: _slug, ...table }) => table)).toEqual(
      comparisonCategories.map((table) => ({ ...table, intro: "" })),
    );
    expect(catalogue.affiliateGroups).toEqual(affiliateGroups);
    expect(
      catalogue.interviews.map(({ illustrative, credentials, consentRecordedAt: _c, status: _s, ...interview }) => {
        expect(illustrative).toBe(true);
        expect(credentials).toBeNull();
        return interview;
      }),
    ).toEqual(builtInInterviews);
  });
});

describe("catalogue pages read the database", () => {
  it("/product-reviews filters by category and sorts on the server from the query string", async () => {
    const all = await reviewsPage.loader(args("/product-reviews"));
    const slug = all.options[1]!.slug;
    const one = await reviewsPage.loader(args(`/product-reviews?category=${slug}&sort=rating`));
    expect(one.groups.map((g) => g.name)).toEqual([all.options[1]!.name]);
    // Highest rated first; products not yet reviewed have no rating and follow, never among the top rated.
    const ratings = one.groups[0]!.products.map((p) => p.rating);
    const rated = ratings.filter((r): r is number => r !== null);
    expect(ratings).toEqual([...[...rated].sort((a, b) => b - a), ...ratings.filter((r) => r === null)]);
    expect(ratings).toContain(null);
    const byName = await reviewsPage.loader(args("/product-reviews?sort=name"));
    for (const group of byName.groups) {
      const names = group.products.map((p) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    // An unknown category or sort is not a page of its own: it sends the reader to the page without it.
    const unknown = await reviewsPage.loader(args("/product-reviews?category=nope&sort=<x>")).catch((thrown) => thrown);
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).status).toBe(301);
    expect(new URL((unknown as Response).headers.get("Location")!, "http://localhost").pathname).toBe(
      "/product-reviews",
    );
  });

  it("/product-reviews lists only roundup products, grouped by category, with no placeholder copy", async () => {
    const { groups } = await reviewsPage.loader(args("/product-reviews"));
    expect(groups.map((g) => g.name)).toEqual([
      "Collagen",
      "Hormone Support",
      "Multivitamins",
      "Mental Health",
      "Fitness",
      "Gut Health",
    ]);
    // The all-categories view shows a shelf of each; a category's own view (`?category=`) shows every product.
    const whole = await Promise.all(
      groups.map(async (group) => (await reviewsPage.loader(args(`/product-reviews?category=${group.slug}`))).groups),
    );
    const products = whole.flat().flatMap((g) => g.products);
    const listed = products.map((p) => p.slug);
    expect(listed).not.toContain("collagen-gummies-biotin");
    expect(listed).not.toContain("plant-protein-powder");
    expect(listed).toContain("marine-collagen-peptides");
    expect(groups.every((g) => g.products.length <= 3 && g.products.length <= g.total)).toBe(true);
    const shots = products.find((p) => p.slug === "liquid-collagen-shots");
    expect(shots?.cons).not.toContain("Limited flavor options");
    expect(shots?.rating).toBeNull();
    expect(shots?.pros).toEqual(shots?.features.map((f) => f.text));
  });

  it("/product-reviews/:slug finds a product and answers 404 for an unknown slug", async () => {
    // A product without a full review: no rating (there is no default), no in-depth review repeating the blurb.
    const { product } = await reviewPage.loader(
      args("/product-reviews/x", { params: { slug: "liquid-collagen-shots" } }),
    );
    expect(product.rating).toBeNull();
    expect(product.reviewed).toBe(false);
    expect(product.safetyNote).toBeNull();
    expect(product.detailedReview).toBe("");
    const reviewed = await reviewPage.loader(
      args("/product-reviews/x", { params: { slug: "marine-collagen-peptides" } }),
    );
    expect(reviewed.product).toMatchObject({ reviewed: true, rating: 4.4 });
    const missing = (await settle(() =>
      reviewPage.loader(args("/product-reviews/nope", { params: { slug: "nope" } })),
    )) as Thrown;
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toBe(REVIEW_NOT_FOUND);
  });

  it("/product-roundups has six cards with at most four images each", async () => {
    const { roundups } = await roundupsPage.loader();
    expect(roundups).toHaveLength(6);
    for (const roundup of roundups) expect(roundup.images).toHaveLength(4);
  });

  it("/product-roundups/:slug flags reviews and answers 404 for an unknown roundup", async () => {
    const { roundup } = await roundupPage.loader(args("/", { params: { slug: "best-collagen-supplements" } }));
    const flags = Object.fromEntries(roundup.items.map((i) => [i.product.slug, i.hasReview]));
    expect(flags["marine-collagen-peptides"]).toBe(true);
    expect(flags["liquid-collagen-shots"]).toBe(false);
    expect(roundup.items[0].reason).toMatch(/marine collagen/);
    const missing = (await settle(() => roundupPage.loader(args("/", { params: { slug: "nope" } })))) as Thrown;
    expect(missing.init?.status).toBe(404);
    expect(missing.data).toBe(ROUNDUP_NOT_FOUND);
  });

  it("/affiliates filters by the tab in the URL and prices from the first retailer", async () => {
    const all = await affiliatesPage.loader(args("/affiliates"));
    expect(all.active).toBeNull();
    expect(all.tabs.map((t) => t.name)).toHaveLength(6);
    expect(all.items.length).toBe(24);
    const fitness = await affiliatesPage.loader(args("/affiliates?category=fitness"));
    expect(fitness.active).toBe("fitness");
    expect(fitness.items.every((i) => i.categoryName === "Fitness")).toBe(true);
    expect(fitness.items.find((i) => i.slug === "adjustable-dumbbells")?.price).toBe("From $149.99");
    // An item that cannot be bought through the page shows no price (sold only at Walmart; not recommended).
    expect(fitness.items.find((i) => i.slug === "vinyl-kettlebell")?.price).toBeNull();
    expect(all.items.find((i) => i.slug === "collagen-gummies-biotin")?.price).toBeNull();
    const unknown = await affiliatesPage.loader(args("/affiliates?category=nope")).catch((thrown) => thrown);
    expect(unknown).toBeInstanceOf(Response);
    expect((unknown as Response).status).toBe(301);
    expect((unknown as Response).headers.get("Location")).toMatch(/\/affiliates$/);
  });

  it("/affiliates/:slug links the Amazon search (no fixed price) only when Amazon sells it, and its review; unknown slugs are 404", async () => {
    const withAmazon = await affiliatePage.loader(args("/", { params: { slug: "magnesium-glycinate" } }));
    expect(withAmazon.marketplace).not.toHaveProperty("price");
    expect(withAmazon.reviewPath).toBe("/product-reviews/magnesium-glycinate");
    expect(withAmazon.marketplace?.link).toBe(
      `https://www.amazon.com/s?k=magnesium+glycinate+capsules+200+mg&tag=${config.AFFILIATE_TAG}`,
    );
    const without = await affiliatePage.loader(args("/", { params: { slug: "vinyl-kettlebell" } }));
    expect(without.marketplace).toBeNull();
    const missing = (await settle(() =>
      affiliatePage.loader(args("/", { params: { slug: "liquid-collagen-shots" } })),
    )) as Thrown;
    expect(missing.init?.status).toBe(404);
  });
});

describe("data migration", () => {
  it("upserts by slug; a second run changes nothing", async () => {
    const result = await migrateAll();
    expect(result).toMatchObject({ ok: true, done: catalogueProducts.length });
    const before = await productRows();
    for (let i = 0; i < catalogueProducts.length; i++) {
      expect(await migrateProductAt(i)).toMatchObject({ ok: true, changed: false });
    }
    expect(await productRows()).toEqual(before);

    await db.update(schema.products).set({ name: "Edited" }).where(eq(schema.products.slug, catalogueProducts[0].slug));
    expect(await migrateProductAt(0)).toMatchObject({ ok: true, changed: true });
    const [restored] = await db
      .select()
      .from(schema.products)
      .where(eq(schema.products.slug, catalogueProducts[0].slug));
    expect(restored.name).toBe(catalogueProducts[0].name);
  });

  it("inserts missing products", async () => {
    await db.delete(schema.products).where(eq(schema.products.slug, catalogueProducts[3].slug));
    expect(await migrateProductAt(3)).toMatchObject({ ok: true, changed: true, done: 4 });
    expect(await productRows()).toHaveLength(catalogueProducts.length);
  });

  it("the test hook fails once at its product, then the retry succeeds", async () => {
    const mutable = config as { MIGRATION_FAIL_AT_SLUG?: string };
    mutable.MIGRATION_FAIL_AT_SLUG = catalogueProducts[5].slug;
    try {
      const failed = await migrateAll();
      expect(failed).toMatchObject({ ok: false, done: 5, productName: catalogueProducts[5].name });
      expect(await migrateAll()).toMatchObject({ ok: true });
    } finally {
      mutable.MIGRATION_FAIL_AT_SLUG = undefined;
    }
  });

  it("only admins may run it: users go to / with the 'Unauthorized Access' toast, visitors to /login", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    const asUser = (await settle(() =>
      migrationPage.loader(args("/admin/data-migration", { headers: { cookie: user.cookie } })),
    )) as Response;
    expect(asUser.status).toBe(302);
    expect(asUser.headers.get("Location")).toBe("/");
    expect(asUser.headers.get("Set-Cookie")).toContain("wc_toast=");
    const asVisitor = (await settle(() => migrationPage.loader(args("/admin/data-migration")))) as Response;
    expect(asVisitor.headers.get("Location")).toMatch(/^\/login/);
    const actionAsUser = (await settle(() =>
      migrationPage.action(args("/admin/data-migration", { method: "POST", headers: { cookie: user.cookie } })),
    )) as Response;
    expect(actionAsUser.headers.get("Location")).toBe("/");

    const step = (cookie: string, index: string, origin?: string) =>
      migrationStep.action(
        args("/admin/data-migration/step", {
          method: "POST",
          headers: { cookie, ...(origin ? { origin } : {}) },
          body: new URLSearchParams({ index }),
        }),
      );
    expect((await step(user.cookie, "0")).status).toBe(403);
    expect((await step(admin.cookie, "0", "https://evil.example")).status).toBe(403);
    expect((await step(admin.cookie, "999")).status).toBe(400);
    const ok = await step(admin.cookie, "0");
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ ok: true, done: 1, total: catalogueProducts.length });
    expect(
      (await migrationPage.loader(args("/admin/data-migration", { headers: { cookie: admin.cookie } }))).productNames,
    ).toHaveLength(catalogueProducts.length);
  });
});

describe("editors' changes and states", () => {
  it("an editor's change is never overwritten by a restart, an upgrade or the data migration", async () => {
    await catalogueSeedStep.run(db);
    const slug = "marine-collagen-peptides";
    await db
      .update(schema.products)
      .set({ name: "Marine Collagen (edited)", ownCons: ["An editor's con."], editedAt: new Date() })
      .where(eq(schema.products.slug, slug));
    await db
      .update(schema.productRetailers)
      .set({ price: 31.5 })
      .where(and(eq(schema.productRetailers.productSlug, slug), eq(schema.productRetailers.position, 0)));
    await db
      .update(schema.productReviews)
      .set({ body: "<p>Rewritten.</p>" })
      .where(eq(schema.productReviews.productSlug, slug));
    await db.delete(schema.roundupItems).where(eq(schema.roundupItems.productSlug, "liquid-collagen-shots"));
    await db.delete(schema.interviews).where(eq(schema.interviews.slug, "elena-marsh-interview"));
    // An upgrade: a new catalogue text revision, then a restart, then an admin's migration run.
    await db.delete(schema.seedMarkers).where(like(schema.seedMarkers.key, "catalogue:text:%"));
    await catalogueSeedStep.run(db);
    await migrateAll();
    const product = (await loadCatalogue("editor")).products.find((p) => p.slug === slug)!;
    expect(product.name).toBe("Marine Collagen (edited)");
    expect(product.cons).toEqual(["An editor's con."]);
    expect(product.retailers[0]!.price).toBe(31.5);
    expect(product.detailedReview).toBe("<p>Rewritten.</p>");
    const catalogue = await loadCatalogue("public");
    expect(catalogue.roundups[0]!.products.map((p) => p.slug)).not.toContain("liquid-collagen-shots");
    expect(catalogue.interviews.map((i) => i.id)).not.toContain("elena-marsh-interview");
  });

  it("public pages show published items only: a draft or retired product leaves every list", async () => {
    await catalogueSeedStep.run(db);
    await db
      .update(schema.products)
      .set({ status: "draft" })
      .where(eq(schema.products.slug, "marine-collagen-peptides"));
    await db
      .update(schema.products)
      .set({ status: "published", publishedAt: new Date(Date.now() + 3_600_000) })
      .where(eq(schema.products.slug, "grass-fed-bovine-collagen"));
    const catalogue = await loadCatalogue("public");
    const slugs = catalogue.products.map((p) => p.slug);
    expect(slugs).not.toContain("marine-collagen-peptides");
    expect(slugs).not.toContain("grass-fed-bovine-collagen");
    expect(catalogue.roundups.flatMap((r) => r.products.map((p) => p.slug))).not.toContain("marine-collagen-peptides");
    expect(catalogue.comparisonCategories[0]!.slugs).toEqual([]);
    expect(catalogue.affiliateGroups[0]!.slugs).not.toContain("marine-collagen-peptides");
    const missing = (await settle(() =>
      reviewPage.loader(args("/product-reviews/x", { params: { slug: "marine-collagen-peptides" } })),
    )) as Thrown;
    expect(missing.init?.status).toBe(404);
    expect((await loadCatalogue("editor")).products.map((p) => p.slug)).toContain("marine-collagen-peptides");
  });
});
