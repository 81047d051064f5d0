import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
import { switchReviewGate } from "#app/domain/catalogue/product-gate.server.ts";
import { ROUNDUP_KIND, saveRoundup } from "#app/domain/catalogue/roundup-editing.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { searchSite } from "#app/domain/search/search.server.ts";
import * as rowRoute from "#app/routes/admin/comparison-row.tsx";
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
    expect(history.revisions[0]).toMatchObject({ version: first.version });
    const diff = (await itemRevisionComparison(ROUNDUP_KIND, ROUNDUP, history.revisions[0]!.id))!;
    expect(diff.fields.filter((f) => f.changed).map((f) => f.field)).toEqual(["title"]);

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
