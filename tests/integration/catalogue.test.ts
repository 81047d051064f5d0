import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
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
  it("a roundup whose products are missing has no items (the page shows the empty text)", async () => {
    const result = await roundupPage.loader(
      args("/product-roundups/best-collagen-supplements", { params: { slug: "best-collagen-supplements" } }),
    );
    expect(result.roundup.items).toEqual([]);
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
