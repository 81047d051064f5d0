import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_BY } from "#app/domain/articles/saved-by.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import {
  itemPageHistory,
  itemRevisionComparison,
  itemRevisionHistory,
  restoreItemVersion,
  signOffItem,
} from "#app/domain/catalogue/kinds.server.ts";
import {
  COMPARISON_KIND,
  LISTING_KIND,
  saveComparisonRow,
  saveListing,
} from "#app/domain/catalogue/listing-kinds.server.ts";
import {
  addComparisonRow,
  addListing,
  removeComparisonRow,
  removeListing,
} from "#app/domain/catalogue/listing-membership.server.ts";
import { listComparisonTables } from "#app/domain/catalogue/catalogue.server.ts";
import { switchReviewGate } from "#app/domain/catalogue/product-gate.server.ts";
import { ROUNDUP_KIND, saveRoundup } from "#app/domain/catalogue/roundup-editing.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { searchSite } from "#app/domain/search/search.server.ts";
import * as rowRoute from "#app/routes/admin/comparison-row.tsx";
import * as rowNewRoute from "#app/routes/admin/comparison-new.tsx";
import * as signOffRoute from "#app/routes/catalogue-sign-off.tsx";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * Issue 60: roundups, comparison rows and Affiliate Corner listings are kinds of the one editorial model
 * (decision 048): each save keeps a revision in its transaction, with a diff and restore; health content (a
 * roundup's intro and reasons, a row's score and facts) goes through the review gate; two editors on one item,
 * the second is told; bad input changes nothing.
 */
let admin: TestUser;
let reviewer: TestUser;
const ROUNDUP = "best-collagen-supplements";
const ROW = "marine-collagen-peptides";
const LISTED = "collagen-gummies-biotin";

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  admin = await createTestUser({ role: "admin", name: "Editor Ines" });
  reviewer = await createTestUser({ role: "reviewer" });
  const person = await createPerson({
    name: "Dr Aoife Reviewer",
    role: "Medical reviewer",
    credentials: "MB BCh",
    bio: "",
    photoUrl: null,
    links: [],
  });
  expect(await linkReviewerAccount({ personId: person.id, email: reviewer.email })).toMatchObject({ ok: true });
});

afterAll(async () => {
  await switchReviewGate(false, admin.id);
});

const roundupRow = async () => (await db.select().from(schema.roundups).where(eq(schema.roundups.slug, ROUNDUP)))[0]!;
const comparisonRow = async () =>
  (await db.select().from(schema.comparisonRows).where(eq(schema.comparisonRows.productSlug, ROW)))[0]!;
const itemsOf = async () =>
  (await loadCatalogue("editor")).roundups
    .find((r) => r.slug === ROUNDUP)!
    .products.map((p) => ({
      productSlug: p.slug,
      reason: p.reason,
    }));

describe("roundups", () => {
  it("keeps a revision per save, compares and restores it, and refuses a stale save", async () => {
    const items = await itemsOf();
    const first = await roundupRow();
    const saved = await saveRoundup({
      slug: ROUNDUP,
      version: first.version,
      items,
      title: "Best Collagen Supplements, compared",
      changeKind: "update",
      actorId: admin.id,
    });
    expect(saved).toMatchObject({ ok: true, version: first.version + 1, held: false });
    const history = (await itemRevisionHistory(ROUNDUP_KIND, ROUNDUP))!;
    expect(history.current).toMatchObject({ version: first.version + 1, savedBy: "Editor Ines" });
    // The seeded first version was saved by no account: it reads as the starter content, never "Unknown".
    expect(history.revisions[0]).toMatchObject({ version: first.version, savedBy: SAVED_BY.starter });
    const diff = (await itemRevisionComparison(ROUNDUP_KIND, ROUNDUP, history.revisions[0]!.id))!;
    expect(diff.fields.filter((f) => f.changed).map((f) => f.field)).toEqual(["title"]);
    expect(diff.revision.savedBy).toBe(SAVED_BY.starter);

    // A second editor saves from the revision the first one already replaced: told, nothing changes.
    const stale = await saveRoundup({ slug: ROUNDUP, version: first.version, items, title: "Another title" });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    expect((await roundupRow()).title).toBe("Best Collagen Supplements, compared");

    // Bad input: an empty intro and a draft-free but unknown product, each refused with its field.
    const blank = await saveRoundup({ slug: ROUNDUP, version: first.version + 1, items, description: " " });
    expect(blank).toMatchObject({ ok: false, reason: "invalid", field: "description" });
    const unknown = await saveRoundup({
      slug: ROUNDUP,
      version: first.version + 1,
      items: [...items, { productSlug: "no-such-product", reason: "Forged." }],
    });
    expect(unknown).toMatchObject({ ok: false, reason: "invalid", field: `items.${items.length}` });
    expect((await roundupRow()).version).toBe(first.version + 1);

    const restored = await restoreItemVersion(ROUNDUP_KIND, ROUNDUP, history.revisions[0]!.id, admin.id);
    expect(restored).toMatchObject({ ok: true });
    expect((await roundupRow()).title).toBe(first.title);
    expect((await itemRevisionHistory(ROUNDUP_KIND, ROUNDUP))!.revisions).toHaveLength(2);
    const page = await itemPageHistory(ROUNDUP_KIND, ROUNDUP, new Date(Date.now() - 86_400_000));
    expect(page!.entries.map((e) => e.kind)).toContain("updated");
  });

  it("holds a published roundup whose reasons changed off the site until a reviewer signs it off", async () => {
    await switchReviewGate(true, admin.id);
    const items = await itemsOf();
    const before = await roundupRow();
    // A reordering alone is no health change: it is saved and stays public (ranks are checked by ratings).
    const typo = await saveRoundup({
      slug: ROUNDUP,
      version: before.version,
      items: items.map((item, index) => (index === 0 ? { ...item, reason: `${item.reason} ` } : item)),
    });
    expect(typo).toMatchObject({ ok: true });
    const reasons = items.map((item, index) =>
      index === 0
        ? { ...item, reason: "A 10 g dose of type I marine collagen; the evidence for skin is modest." }
        : item,
    );
    const held = await saveRoundup({ slug: ROUNDUP, version: (await roundupRow()).version, items: reasons });
    expect(held).toMatchObject({ ok: true, held: true });
    expect((await loadCatalogue("public")).roundups.some((r) => r.slug === ROUNDUP)).toBe(false);
    // Downstream follows (catalogue.changed): search no longer finds the held roundup.
    const url = `/product-roundups/${ROUNDUP}`;
    await expect
      .poll(async () => (await searchSite("Best Collagen Supplements")).hits.map((h) => h.url))
      .not.toContain(url);
    // A "typo" that rewrites a reason is refused.
    const bigTypo = await saveRoundup({
      slug: ROUNDUP,
      version: (await roundupRow()).version,
      items: reasons.map((item, index) =>
        index === 1 ? { ...item, reason: "Rewritten entirely as a typo fix, which it is not." } : item,
      ),
      changeKind: "typo",
    });
    expect(bigTypo).toMatchObject({ ok: false, reason: "typo-too-large" });
    const version = (await roundupRow()).version;
    expect(await signOffItem(ROUNDUP_KIND, { key: ROUNDUP, version, userId: admin.id })).toMatchObject({
      ok: false,
      reason: "not-reviewer",
    });
    expect(await signOffItem(ROUNDUP_KIND, { key: ROUNDUP, version: version - 1, userId: reviewer.id })).toMatchObject({
      ok: false,
      reason: "stale",
    });
    expect(await signOffItem(ROUNDUP_KIND, { key: ROUNDUP, version, userId: reviewer.id })).toEqual({
      ok: true,
      liftedHold: true,
    });
    expect((await loadCatalogue("public")).roundups.some((r) => r.slug === ROUNDUP)).toBe(true);
    await expect
      .poll(async () => (await searchSite("Best Collagen Supplements")).hits.map((h) => h.url))
      .toContain(url);
    await switchReviewGate(false, admin.id);
  });
});

describe("comparison rows", () => {
  const form = (row: typeof schema.comparisonRows.$inferSelect, patch: Record<string, unknown> = {}) => ({
    slug: ROW,
    version: row.version,
    table: row.tableSlug,
    position: String(row.position + 1),
    pricePerServing: "1.85",
    priceCheckedOn: "2026-11-30",
    effectiveness: String(row.effectiveness),
    facts: row.facts.map((f) => ({
      value: f.value,
      good: f.good === true ? "yes" : f.good === false ? "no" : "neutral",
    })),
    actorId: admin.id,
    ...patch,
  });

  it("checks every field, keeps a revision, restores it, and refuses a stale save", async () => {
    const row = await comparisonRow();
    const bad = await saveComparisonRow(
      form(row, { pricePerServing: "1,85 dollars", priceCheckedOn: "2999-01-01", effectiveness: "11", position: "0" }),
    );
    expect(bad).toMatchObject({ ok: false, reason: "invalid" });
    expect(Object.keys(bad.ok ? {} : bad.fields!)).toEqual(
      expect.arrayContaining(["pricePerServing", "priceCheckedOn", "effectiveness", "position"]),
    );
    expect(await saveComparisonRow(form(row, { table: "no-such-table" }))).toMatchObject({
      reason: "invalid",
      field: "table",
    });
    expect((await comparisonRow()).version).toBe(row.version);

    expect(await saveComparisonRow(form(row))).toMatchObject({ ok: true, version: row.version + 1 });
    expect(await comparisonRow()).toMatchObject({ pricePerServing: 1.85, priceCheckedOn: "2026-11-30" });
    expect(await saveComparisonRow(form(row, { pricePerServing: "9.99" }))).toMatchObject({ reason: "conflict" });
    const [revision] = (await itemRevisionHistory(COMPARISON_KIND, ROW))!.revisions;
    const diff = (await itemRevisionComparison(COMPARISON_KIND, ROW, revision!.id))!;
    expect(diff.fields.filter((f) => f.changed).map((f) => f.field)).toEqual(["price"]);
    expect(await restoreItemVersion(COMPARISON_KIND, ROW, revision!.id, admin.id)).toMatchObject({ ok: true });
    expect((await comparisonRow()).pricePerServing).toBe(row.pricePerServing);
  });

  it("the admin form answers errors beside the fields and keeps what was typed", async () => {
    const row = await comparisonRow();
    const body = new FormData();
    for (const [key, value] of Object.entries({
      version: String(row.version),
      table: row.tableSlug,
      position: String(row.position + 1),
      pricePerServing: "cheap",
      priceCheckedOn: "2026-11-30",
      effectiveness: String(row.effectiveness),
    }))
      body.append(key, value);
    for (const fact of row.facts) {
      body.append("fact", fact.value);
      body.append("factGood", "neutral");
    }
    const answer = (await settle(() =>
      rowRoute.action(
        routeArgs(`/admin/comparison/${ROW}`, {
          method: "POST",
          body,
          params: { slug: ROW },
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }) as never,
      ),
    )) as { data: { errors: Record<string, string>; values: { pricePerServing: string } }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.errors.pricePerServing).toMatch(/number/);
    expect(answer.data.values.pricePerServing).toBe("cheap");
  });

  it("a row's score is health content: held off the guide until signed off while the gate is on", async () => {
    await switchReviewGate(true, admin.id);
    const row = await comparisonRow();
    const facts = row.facts.map((f, i) => ({ value: i === 0 ? `${f.value} (label)` : f.value, good: "neutral" }));
    expect(await saveComparisonRow(form(row, { facts }))).toMatchObject({ ok: true, held: true });
    const guide = (await loadCatalogue("public")).comparisonCategories.flatMap((c) => c.slugs);
    expect(guide).not.toContain(ROW);
    const version = (await comparisonRow()).version;
    expect(await signOffItem(COMPARISON_KIND, { key: ROW, version, userId: reviewer.id })).toMatchObject({ ok: true });
    expect((await loadCatalogue("public")).comparisonCategories.flatMap((c) => c.slugs)).toContain(ROW);
    await switchReviewGate(false, admin.id);
  });
});

describe("Affiliate Corner listings", () => {
  it("refuses an unknown category, keeps a revision of each save and restores it", async () => {
    const [row] = await db
      .select()
      .from(schema.affiliateListings)
      .where(eq(schema.affiliateListings.productSlug, LISTED));
    const bad = await saveListing({ slug: LISTED, version: row!.version, category: "Astrology", position: "x" });
    expect(bad).toMatchObject({ ok: false, reason: "invalid" });
    expect(Object.keys(bad.ok ? {} : bad.fields!)).toEqual(["category", "position"]);
    const saved = await saveListing({
      slug: LISTED,
      version: row!.version,
      category: "Hormone Support",
      position: "7",
    });
    expect(saved).toMatchObject({ ok: true, held: false });
    const groups = (await loadCatalogue("public")).affiliateGroups;
    expect(groups.find((g) => g.category === "Hormone Support")!.slugs).toContain(LISTED);
    const [revision] = (await itemRevisionHistory(LISTING_KIND, LISTED))!.revisions;
    expect(await restoreItemVersion(LISTING_KIND, LISTED, revision!.id, admin.id)).toMatchObject({ ok: true });
    const [after] = await db
      .select()
      .from(schema.affiliateListings)
      .where(eq(schema.affiliateListings.productSlug, LISTED));
    expect(after).toMatchObject({ category: row!.category, position: row!.position, version: row!.version + 2 });
  });
});

describe("adding and removing comparison rows and listings", () => {
  // A built-in row other than ROW (the tests above edit that one).
  let REMOVED = "";
  const DRAFT = "test-draft-collagen";
  const rowOf = async (slug: string) =>
    (await db.select().from(schema.comparisonRows).where(eq(schema.comparisonRows.productSlug, slug)))[0];
  const listingOf = async (slug: string) =>
    (await db.select().from(schema.affiliateListings).where(eq(schema.affiliateListings.productSlug, slug)))[0];
  const rowCount = async () => db.$count(schema.comparisonRows);
  const listingCount = async () => db.$count(schema.affiliateListings);
  const guideSlugs = async () => (await loadCatalogue("public")).comparisonCategories.flatMap((c) => c.slugs);

  beforeAll(async () => {
    // A draft product: the forms must refuse it (nothing unpublished reaches the guide or the corner).
    const rows = await db.select().from(schema.comparisonRows).orderBy(schema.comparisonRows.productSlug);
    REMOVED = rows.find((r) => r.productSlug !== ROW)!.productSlug;
    const [source] = await db.select().from(schema.products).where(eq(schema.products.slug, ROW));
    await db
      .insert(schema.products)
      .values({ ...source!, slug: DRAFT, name: "Draft Collagen (test)", status: "draft" })
      .onConflictDoNothing();
  });

  it("removes a row (stale removal refused), records it, and adds it back as its next version", async () => {
    const row = (await rowOf(REMOVED))!;
    expect(row).toBeDefined();
    const addForm = (patch: Partial<Parameters<typeof addComparisonRow>[0]> = {}) => ({
      product: REMOVED,
      table: row.tableSlug,
      position: String(row.position + 1),
      pricePerServing: "1.30",
      priceCheckedOn: "2026-11-30",
      effectiveness: String(row.effectiveness),
      facts: row.facts.map((f) => ({ value: f.value, good: f.good === true ? "yes" : "neutral" })),
      actorId: admin.id,
      ...patch,
    });
    // Already in the guide: refused beside the product, nothing written.
    expect(await addComparisonRow(addForm())).toMatchObject({ ok: false, field: "product" });

    expect(await removeComparisonRow({ slug: REMOVED, version: row.version + 5, actorId: admin.id })).toMatchObject({
      reason: "conflict",
    });
    expect(await rowOf(REMOVED)).toBeDefined();
    expect(await removeComparisonRow({ slug: REMOVED, version: row.version, actorId: admin.id })).toMatchObject({
      ok: true,
    });
    expect(await rowOf(REMOVED)).toBeUndefined();
    expect(await guideSlugs()).not.toContain(REMOVED);
    const [removal] = await db
      .select()
      .from(schema.contentRevisions)
      .where(eq(schema.contentRevisions.key, REMOVED))
      .orderBy(desc(schema.contentRevisions.version));
    expect(removal).toMatchObject({
      kind: "comparison-row",
      version: row.version + 1,
      savedBy: admin.id,
      changeSummary: "Removed from the comparison guide",
    });

    // Forged posts: each refused with its reason, nothing written.
    const before = await rowCount();
    expect(await addComparisonRow(addForm({ product: "no-such-product" }))).toMatchObject({
      reason: "invalid",
      fields: { product: "Choose a product from the catalogue." },
    });
    expect(await addComparisonRow(addForm({ product: DRAFT }))).toMatchObject({
      reason: "invalid",
      fields: { product: expect.stringMatching(/not published/) },
    });
    expect(await addComparisonRow(addForm({ product: ROW }))).toMatchObject({
      reason: "invalid",
      fields: { product: expect.stringMatching(/in the guide already/) },
    });
    expect(await addComparisonRow(addForm({ table: "no-such-table" }))).toMatchObject({
      reason: "invalid",
      field: "table",
    });
    expect(await addComparisonRow(addForm({ pricePerServing: "cheap", priceCheckedOn: "2999-01-01" }))).toMatchObject({
      reason: "invalid",
      fields: { pricePerServing: expect.any(String), priceCheckedOn: expect.any(String) },
    });
    // The method's rules: a score outside the band its evidence grade allows.
    expect(await addComparisonRow(addForm({ effectiveness: "10" }))).toMatchObject({ reason: "method" });
    expect(await rowCount()).toBe(before);

    expect(await addComparisonRow(addForm())).toMatchObject({ ok: true, held: false });
    expect(await rowOf(REMOVED)).toMatchObject({
      version: row.version + 2,
      updatedBy: admin.id,
      priceCheckedOn: "2026-11-30",
      changeSummary: "Added to the comparison guide",
    });
    expect(await guideSlugs()).toContain(REMOVED);
    const history = (await itemRevisionHistory(COMPARISON_KIND, REMOVED))!;
    expect(history.current.change).toBe("Added to the comparison guide");
    expect(history.revisions[0]!.change).toBe("Removed from the comparison guide");
    // Readers see the day the price was checked, as a month.
    const shown = (await listComparisonTables()).flatMap((t) => t.products).find((p) => p.slug === REMOVED)!;
    expect(shown).toMatchObject({ price: 1.3, priceCheckedOn: "2026-11-30" });
  });

  it("a row added while the gate is on waits off the guide for a sign-off", async () => {
    const row = (await rowOf(REMOVED))!;
    expect(await removeComparisonRow({ slug: REMOVED, version: row.version, actorId: admin.id })).toMatchObject({
      ok: true,
    });
    await switchReviewGate(true, admin.id);
    const added = await addComparisonRow({
      product: REMOVED,
      table: row.tableSlug,
      position: String(row.position + 1),
      pricePerServing: String(row.pricePerServing),
      priceCheckedOn: "2026-11-30",
      effectiveness: String(row.effectiveness),
      facts: row.facts.map((f) => ({ value: f.value, good: "neutral" })),
      actorId: admin.id,
    });
    expect(added).toMatchObject({ ok: true, held: true });
    expect(await guideSlugs()).not.toContain(REMOVED);
    const version = (await rowOf(REMOVED))!.version;
    expect(await signOffItem(COMPARISON_KIND, { key: REMOVED, version, userId: reviewer.id })).toMatchObject({
      ok: true,
    });
    expect(await guideSlugs()).toContain(REMOVED);
    await switchReviewGate(false, admin.id);
  });

  it("the admin's remove button asks first (no script needed), then removes; the add form refuses a forged product", async () => {
    const row = (await rowOf(REMOVED))!;
    const asked = (await settle(() =>
      rowRoute.loader(
        routeArgs(`/admin/comparison/${REMOVED}?remove=1`, {
          params: { slug: REMOVED },
          headers: { cookie: admin.cookie },
        }) as never,
      ),
    )) as { asking: boolean };
    expect(asked.asking).toBe(true);
    const body = new FormData();
    body.append("intent", "remove");
    body.append("version", String(row.version));
    const answer = (await settle(() =>
      rowRoute.action(
        routeArgs(`/admin/comparison/${REMOVED}`, {
          method: "POST",
          body,
          params: { slug: REMOVED },
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }) as never,
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(await rowOf(REMOVED)).toBeUndefined();

    const forged = new FormData();
    for (const [key, value] of Object.entries({
      product: DRAFT,
      table: row.tableSlug,
      position: "1",
      pricePerServing: "1.00",
      priceCheckedOn: "2026-11-30",
      effectiveness: String(row.effectiveness),
    }))
      forged.append(key, value);
    for (const fact of row.facts) {
      forged.append("fact", fact.value);
      forged.append("factGood", "neutral");
    }
    const refused = (await settle(() =>
      rowNewRoute.action(
        routeArgs("/admin/comparison/new", {
          method: "POST",
          body: forged,
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }) as never,
      ),
    )) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.product).toMatch(/not published/);
    expect(await rowOf(DRAFT)).toBeUndefined();
    // Put the built-in row back for the tests after.
    expect(
      await addComparisonRow({
        product: REMOVED,
        table: row.tableSlug,
        position: String(row.position + 1),
        pricePerServing: String(row.pricePerServing),
        priceCheckedOn: "2026-11-30",
        effectiveness: String(row.effectiveness),
        facts: row.facts.map((f) => ({ value: f.value, good: f.good === true ? "yes" : "neutral" })),
        actorId: admin.id,
      }),
    ).toMatchObject({ ok: true });
  });

  it("removes a listing and lists a published product; refuses unknown, draft, listed and bad category", async () => {
    const listing = (await listingOf(LISTED))!;
    expect(await removeListing({ slug: LISTED, version: listing.version - 1 || 99, actorId: admin.id })).toMatchObject({
      reason: "conflict",
    });
    expect(await removeListing({ slug: LISTED, version: listing.version, actorId: admin.id })).toMatchObject({
      ok: true,
    });
    expect((await loadCatalogue("public")).affiliateGroups.flatMap((g) => g.slugs)).not.toContain(LISTED);
    const before = await listingCount();
    const other = (await db.select().from(schema.affiliateListings).limit(1))[0]!.productSlug;
    const form = { product: LISTED, category: listing.category, position: "2", actorId: admin.id };
    expect(await addListing({ ...form, product: "no-such-product" })).toMatchObject({ field: "product" });
    expect(await addListing({ ...form, product: DRAFT })).toMatchObject({
      fields: { product: expect.stringMatching(/not published/) },
    });
    expect(await addListing({ ...form, product: other })).toMatchObject({
      fields: { product: expect.stringMatching(/listed already/) },
    });
    expect(await addListing({ ...form, category: "Astrology", position: "0" })).toMatchObject({
      fields: { category: expect.any(String), position: expect.any(String) },
    });
    expect(await listingCount()).toBe(before);
    expect(await addListing(form)).toMatchObject({ ok: true });
    expect(await listingOf(LISTED)).toMatchObject({ position: 1, version: listing.version + 2 });
    const groups = (await loadCatalogue("public")).affiliateGroups;
    expect(groups.find((g) => g.category === listing.category)!.slugs).toContain(LISTED);
    const history = (await itemRevisionHistory(LISTING_KIND, LISTED))!;
    expect(history.current.change).toBe("Added to the Affiliate Corner");
    expect(history.revisions[0]!.change).toBe("Removed from the Affiliate Corner");
  });
});

describe("the sign-off page", () => {
  it("answers 404 for a kind without health content or an unknown one, and refuses a forged version", async () => {
    for (const section of ["affiliate-corner", "bogus"]) {
      const answer = (await settle(() =>
        signOffRoute.loader(
          routeArgs(`/sign-off/${section}/${LISTED}`, {
            params: { section, slug: LISTED },
            headers: { cookie: reviewer.cookie },
          }) as never,
        ),
      )) as { init?: { status: number } };
      expect(answer.init?.status, section).toBe(404);
    }
    const body = new FormData();
    body.append("version", "not-a-number");
    const forged = (await settle(() =>
      signOffRoute.action(
        routeArgs(`/sign-off/roundups/${ROUNDUP}`, {
          method: "POST",
          body,
          params: { section: "roundups", slug: ROUNDUP },
          headers: { cookie: reviewer.cookie, Origin: "http://localhost:3000" },
        }) as never,
      ),
    )) as { init: { status: number } };
    expect(forged.init.status).toBe(400);
  });
});
