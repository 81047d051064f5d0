import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { listComparisonTables } from "#app/domain/catalogue/catalogue.server.ts";
import {
  itemRevisionComparison,
  itemRevisionHistory,
  restoreItemVersion,
  signOffItem,
} from "#app/domain/catalogue/kinds.server.ts";
import { COMPARISON_KIND, saveComparisonRow, saveListing } from "#app/domain/catalogue/listing-kinds.server.ts";
import {
  addComparisonRow,
  addListing,
  removeComparisonRow,
  removeListing,
} from "#app/domain/catalogue/listing-membership.server.ts";
import {
  affiliateCornerHistory,
  comparisonGuideHistory,
  HISTORY_PAGE_SIZE,
} from "#app/domain/catalogue/many-item-history.server.ts";
import { FACT_NOT_GIVEN } from "#app/domain/catalogue/messages.ts";
import { switchReviewGate } from "#app/domain/catalogue/product-gate.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import {
  addComparisonTable,
  COMPARISON_TABLE_KIND,
  saveComparisonTable,
} from "#app/domain/catalogue/table-kind.server.ts";
import * as guideRoute from "#app/routes/comparison-guide.tsx";
import * as cornerRoute from "#app/routes/affiliates/index.tsx";
import * as tableRoute from "#app/routes/admin/comparison-table.tsx";
import * as tableNewRoute from "#app/routes/admin/comparison-table-new.tsx";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * Issue 60: the comparison guide and the Affiliate Corner are one page each over many items; their public page
 * history lists what readers saw change (rows and listings added, updated, corrected, removed; sign-offs),
 * newest first, paged without script. The guide's tables (title, intro, feature labels) are content of the
 * editorial model: seeded once, edited with revisions, diff and restore, checked on the server, under the gate.
 */
let admin: TestUser;
let reviewer: TestUser;
const ROW = "marine-collagen-peptides";
const TABLE = "collagen-supplements";
const MULTI = "womens-multivitamins";
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

const rowOf = async (slug: string) =>
  (await db.select().from(schema.comparisonRows).where(eq(schema.comparisonRows.productSlug, slug)))[0]!;
const tableOf = async (slug: string) =>
  (await db.select().from(schema.comparisonTables).where(eq(schema.comparisonTables.slug, slug)))[0]!;
const listingOf = async (slug: string) =>
  (await db.select().from(schema.affiliateListings).where(eq(schema.affiliateListings.productSlug, slug)))[0]!;

const rowForm = (row: typeof schema.comparisonRows.$inferSelect, patch: Record<string, unknown> = {}) => ({
  slug: row.productSlug,
  version: row.version,
  table: row.tableSlug,
  position: String(row.position + 1),
  pricePerServing: row.pricePerServing.toFixed(2),
  priceCheckedOn: "2026-11-30",
  effectiveness: String(row.effectiveness),
  facts: row.facts.map((f) => ({
    value: f.value,
    good: f.good === true ? "yes" : f.good === false ? "no" : "neutral",
  })),
  actorId: admin.id,
  ...patch,
});

const tableForm = (table: typeof schema.comparisonTables.$inferSelect, patch: Record<string, unknown> = {}) => ({
  slug: table.slug,
  version: table.version,
  title: table.title,
  intro: table.intro,
  labels: table.featureLabels,
  changeKind: "update",
  actorId: admin.id,
  ...patch,
});

const texts = async () => (await comparisonGuideHistory()).entries.map((e) => e.text);

/** Posts a form to a route's action as the admin; the answer, returned or thrown. */
async function post(
  route: { action: (args: never) => unknown },
  url: string,
  fields: Record<string, string | string[]>,
  params: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(key, one);
  return (await settle(() =>
    route.action(
      routeArgs(url, {
        method: "POST",
        body,
        params,
        headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
      }) as never,
    ),
  )) as { data?: { errors: Record<string, string> }; init?: { status: number }; status?: number };
}

describe("the comparison guide's page history", () => {
  it("is empty for the built-in guide, then lists published changes newest first, never a held one", async () => {
    expect((await comparisonGuideHistory()).entries).toEqual([]);

    const row = await rowOf(ROW);
    expect(
      await saveComparisonRow(rowForm(row, { pricePerServing: "1.90", changeSummary: "Price checked again" })),
    ).toMatchObject({ ok: true });
    // A typo-level fix stays in the revisions, as on every page history.
    expect(
      await saveComparisonRow(rowForm(await rowOf(ROW), { pricePerServing: "1.95", changeKind: "typo" })),
    ).toMatchObject({ ok: true });
    expect(await texts()).toEqual(["Updated Marine Collagen Peptides Powder: Price checked again"]);

    // Gate on: a new fact is held off the guide, and off its history, until a reviewer signs it off.
    await switchReviewGate(true, admin.id);
    const held = await rowOf(ROW);
    const facts = held.facts.map((f, i) => ({ value: i === 0 ? "11 g" : f.value, good: "neutral" }));
    expect(
      await saveComparisonRow(
        rowForm(held, { facts, changeKind: "correction", changeSummary: "Collagen per serving" }),
      ),
    ).toMatchObject({ ok: true, held: true });
    expect(await texts()).toEqual(["Updated Marine Collagen Peptides Powder: Price checked again"]);
    const version = (await rowOf(ROW)).version;
    expect(await signOffItem(COMPARISON_KIND, { key: ROW, version, userId: reviewer.id })).toMatchObject({ ok: true });
    const after = await comparisonGuideHistory();
    expect(after.entries.map((e) => e.text)).toEqual([
      "Reviewed by Dr Aoife Reviewer, MB BCh: Marine Collagen Peptides Powder",
      "Corrected Marine Collagen Peptides Powder: Collagen per serving",
      "Updated Marine Collagen Peptides Powder: Price checked again",
    ]);
    expect(after.entries.map((e) => e.kind)).toEqual(["reviewed", "corrected", "updated"]);
    expect(after.entries[0]!.isoDate >= after.entries[1]!.isoDate).toBe(true);
    await switchReviewGate(false, admin.id);
  });

  it("lists a row removed and added again, and pages its entries (links that work without script)", async () => {
    const row = await rowOf(ROW);
    expect(await removeComparisonRow({ slug: ROW, version: row.version, actorId: admin.id })).toMatchObject({
      ok: true,
    });
    expect((await texts())[0]).toBe("Removed from the Collagen Supplements table: Marine Collagen Peptides Powder");
    const { slug: _slug, version: _version, ...rest } = rowForm(row);
    expect(await addComparisonRow({ ...rest, product: ROW })).toMatchObject({ ok: true, held: false });
    expect((await texts())[0]).toBe("Added to the Collagen Supplements table: Marine Collagen Peptides Powder");

    // Enough changes for a second page.
    for (let i = 0; i < HISTORY_PAGE_SIZE; i += 1)
      expect(
        await saveComparisonRow(
          rowForm(await rowOf(ROW), { pricePerServing: `2.${10 + i}`, changeSummary: `Price ${i}` }),
        ),
      ).toMatchObject({ ok: true });
    const first = await comparisonGuideHistory(1);
    expect(first.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(first.pages).toBe(2);
    const second = await comparisonGuideHistory(2);
    expect(second.entries.length).toBe(first.total - HISTORY_PAGE_SIZE);
    expect(second.entries.at(-1)!.text).toBe("Updated Marine Collagen Peptides Powder: Price checked again");

    const page = (await guideRoute.loader(routeArgs("/comparison-guide") as never)) as {
      history: { entries: unknown[]; older: string | null; newer: string | null };
    };
    expect(page.history.entries).toHaveLength(HISTORY_PAGE_SIZE);
    expect(page.history).toMatchObject({ newer: null, older: "/comparison-guide?changes=2#page-history" });
    const two = (await guideRoute.loader(routeArgs("/comparison-guide?changes=2") as never)) as {
      history: { newer: string | null; older: string | null };
    };
    expect(two.history).toMatchObject({ newer: "/comparison-guide#page-history", older: null });
    // A page that does not exist is one more address to cache: redirected away, as every unknown value.
    for (const bad of ["1", "3", "abc", "99999999"]) {
      const answer = (await settle(() =>
        guideRoute.loader(routeArgs(`/comparison-guide?changes=${bad}`) as never),
      )) as Response;
      expect(answer.status, bad).toBe(301);
      expect(answer.headers.get("Location")).toBe("/comparison-guide");
    }
  });
});

describe("the Affiliate Corner's page history", () => {
  it("lists listings updated, removed and added, and nothing of a product readers cannot see", async () => {
    expect((await affiliateCornerHistory()).entries).toEqual([]);
    const listing = await listingOf(LISTED);
    expect(
      await saveListing({
        slug: LISTED,
        version: listing.version,
        category: listing.category,
        position: "1",
        changeSummary: "First in its category",
        actorId: admin.id,
      }),
    ).toMatchObject({ ok: true });
    const now = await listingOf(LISTED);
    expect(await removeListing({ slug: LISTED, version: now.version, actorId: admin.id })).toMatchObject({ ok: true });
    expect(
      await addListing({ product: LISTED, category: now.category, position: "2", actorId: admin.id }),
    ).toMatchObject({ ok: true });
    const page = (await cornerRoute.loader(routeArgs("/affiliates") as never)) as {
      history: { entries: { text: string }[] };
    };
    expect(page.history.entries.map((e) => e.text)).toEqual([
      `Added: ${"Collagen Gummies with Biotin"}`,
      "Removed: Collagen Gummies with Biotin",
      "Updated Collagen Gummies with Biotin: First in its category",
    ]);
    // Its product taken off the site: its listing's history goes with it.
    await db.update(schema.products).set({ status: "draft" }).where(eq(schema.products.slug, LISTED));
    expect((await affiliateCornerHistory()).entries).toEqual([]);
    await db.update(schema.products).set({ status: "published" }).where(eq(schema.products.slug, LISTED));
  });
});

describe("the comparison tables", () => {
  it("are seeded once from the code and an editor's change survives a restart", async () => {
    const table = await tableOf(TABLE);
    expect(table).toMatchObject({ title: "Collagen Supplements", intro: "", version: 1 });
    expect(
      await saveComparisonTable(
        tableForm(table, { intro: "Collagen peptides compared per serving.", changeSummary: "Intro added" }),
      ),
    ).toMatchObject({ ok: true, held: false });
    await catalogueSeedStep.run(db);
    expect(await tableOf(TABLE)).toMatchObject({ intro: "Collagen peptides compared per serving.", version: 2 });
    const guide = await listComparisonTables();
    expect(guide.find((t) => t.title === "Collagen Supplements")!.intro).toBe(
      "Collagen peptides compared per serving.",
    );
    expect(await texts()).toContain("Updated the Collagen Supplements table: Intro added");
  });

  it("checks every field on the server and changes nothing on bad input or a stale save", async () => {
    const table = await tableOf(TABLE);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: " " }, "title"],
      [{ title: "x".repeat(81) }, "title"],
      [{ intro: "x".repeat(601) }, "intro"],
      [{ labels: ["", " "] }, "labels"],
      [{ labels: [...table.featureLabels, "third-party TESTED"] }, `labels.${table.featureLabels.length}`],
      [{ labels: [...table.featureLabels.slice(0, 2), "y".repeat(61)] }, "labels.2"],
      [{ labels: Array.from({ length: 9 }, (_, i) => `Label ${i}`) }, "labels"],
      [{ changeKind: "rewrite" }, "changeKind"],
      [{ changeKind: "correction", changeSummary: "" }, "changeSummary"],
    ];
    for (const [patch, field] of cases)
      expect(await saveComparisonTable(tableForm(table, patch)), field).toMatchObject({
        ok: false,
        reason: "invalid",
        field,
      });
    // Forged: too many fields, a version that is not a number, an unknown table.
    expect(
      await saveComparisonTable(tableForm(table, { labels: Array.from({ length: 30 }, () => "a") })),
    ).toMatchObject({ ok: false, reason: "invalid" });
    expect(await saveComparisonTable(tableForm(table, { version: "x" }))).toMatchObject({ ok: false });
    expect(await saveComparisonTable(tableForm(table, { slug: "no-such-table" }))).toMatchObject({ reason: "missing" });
    expect(await tableOf(TABLE)).toEqual(table);

    expect(await saveComparisonTable(tableForm(table, { title: "Collagen Supplements, side by side" }))).toMatchObject({
      ok: true,
    });
    // A second editor saves from the revision the first one replaced: told, nothing changes.
    expect(await saveComparisonTable(tableForm(table, { title: "Another title" }))).toMatchObject({
      reason: "conflict",
    });
    expect((await tableOf(TABLE)).title).toBe("Collagen Supplements, side by side");

    const history = (await itemRevisionHistory(COMPARISON_TABLE_KIND, TABLE))!;
    const diff = (await itemRevisionComparison(COMPARISON_TABLE_KIND, TABLE, history.revisions[0]!.id))!;
    expect(diff.fields.filter((f) => f.changed).map((f) => f.field)).toEqual(["title"]);
    expect(await restoreItemVersion(COMPARISON_TABLE_KIND, TABLE, history.revisions[0]!.id, admin.id)).toMatchObject({
      ok: true,
    });
    expect((await tableOf(TABLE)).title).toBe("Collagen Supplements");
  });

  it("a table with rows loses or gains a label only when the editor agrees, the rows' facts following", async () => {
    const table = await tableOf(MULTI);
    const [iron] = table.featureLabels.filter((l) => l === "Iron");
    expect(iron).toBe("Iron");
    const without = table.featureLabels.map((l) => (l === "Iron" ? "" : l));
    const refused = await saveComparisonTable(tableForm(table, { labels: without }));
    expect(refused).toMatchObject({ ok: false, reason: "invalid", field: "labels" });
    expect(refused.ok ? "" : refused.message).toMatch(/Removing "Iron".*Women's Daily Multivitamin/);
    expect(await tableOf(MULTI)).toEqual(table);

    const before = await rowOf("womens-daily-multivitamin");
    expect(await saveComparisonTable(tableForm(table, { labels: without, confirmLabels: "yes" }))).toMatchObject({
      ok: true,
    });
    expect((await tableOf(MULTI)).featureLabels).toEqual(["Folate form", "Gentle on the stomach"]);
    const after = await rowOf("womens-daily-multivitamin");
    expect(after.facts).toEqual([before.facts[0], before.facts[2]]);
    expect(after.version).toBe(before.version + 1);
    expect((await itemRevisionHistory(COMPARISON_KIND, "womens-daily-multivitamin"))!.current.change).toMatch(
      /"Iron" removed/,
    );

    // Gaining a label: the rows have no fact for it until an editor gives one; the guide says so.
    const now = await tableOf(MULTI);
    const added = [...now.featureLabels, "Vitamin D per serving"];
    expect(await saveComparisonTable(tableForm(now, { labels: added }))).toMatchObject({
      ok: false,
      field: "labels",
    });
    expect(await saveComparisonTable(tableForm(now, { labels: added, confirmLabels: "yes" }))).toMatchObject({
      ok: true,
    });
    const page = (await guideRoute.loader(routeArgs("/comparison-guide") as never)) as {
      categories: { featureLabels: string[]; products: { features: { value: string }[] }[] }[];
    };
    const shown = page.categories.find((c) => c.featureLabels.includes("Vitamin D per serving"))!;
    expect(shown.products[0]!.features.map((f) => f.value).at(-1)).toBe(FACT_NOT_GIVEN);

    // A restore goes around the form's question: one that changes the number of labels under rows is refused.
    const [older] = (await itemRevisionHistory(COMPARISON_TABLE_KIND, MULTI))!.revisions;
    const restored = await restoreItemVersion(COMPARISON_TABLE_KIND, MULTI, older!.id, admin.id);
    expect(restored).toMatchObject({ ok: false, reason: "invalid", field: "labels" });
    expect((await tableOf(MULTI)).featureLabels).toEqual(added);
  });

  it("a new table needs a title and a label, and shows on the guide once it has a published row", async () => {
    expect(await addComparisonTable({ title: "", intro: "", labels: [] })).toMatchObject({ ok: false, field: "title" });
    expect(await addComparisonTable({ title: "Iron Supplements", intro: "", labels: [" "] })).toMatchObject({
      ok: false,
      field: "labels",
    });
    expect(await addComparisonTable({ title: "New", intro: "", labels: ["Form"] })).toMatchObject({
      ok: false,
      field: "title",
    });
    expect(await addComparisonTable({ title: "Hormone support blends", intro: "", labels: ["Form"] })).toMatchObject({
      ok: false,
      field: "title",
    });
    const added = await addComparisonTable({
      title: "Iron Supplements",
      intro: "Iron forms compared.",
      labels: ["Iron form", "Gentle on the stomach"],
      actorId: admin.id,
    });
    expect(added).toMatchObject({ ok: true, slug: "iron-supplements", held: false });
    expect((await listComparisonTables()).map((t) => t.title)).not.toContain("Iron Supplements");

    // The whole-food multivitamin moves to the new table: the table shows, with its row.
    const row = await rowOf("whole-food-multivitamin");
    expect(
      await saveComparisonRow(
        rowForm(row, {
          table: "iron-supplements",
          facts: [
            { value: "Ferrous bisglycinate", good: "neutral" },
            { value: "Yes", good: "yes" },
          ],
        }),
      ),
    ).toMatchObject({ ok: true });
    const guide = await listComparisonTables();
    expect(guide.find((t) => t.title === "Iron Supplements")).toMatchObject({ intro: "Iron forms compared." });
    expect(await texts()).toContain("Added the Iron Supplements table");
  });

  it("under the gate: a new table and a change to its labels wait off the guide for a sign-off", async () => {
    await switchReviewGate(true, admin.id);
    const table = await tableOf(TABLE);
    expect(
      await saveComparisonTable(
        tableForm(table, { labels: table.featureLabels.map((l, i) => (i === 0 ? "Collagen (g) per serving" : l)) }),
      ),
    ).toMatchObject({ ok: true, held: true });
    expect((await listComparisonTables()).map((t) => t.title)).not.toContain("Collagen Supplements");
    // A title alone is no health content: the held table stays held, the save goes through.
    expect(await saveComparisonTable(tableForm(await tableOf(TABLE), { title: "Collagen Supplements" }))).toMatchObject(
      { ok: true, held: true },
    );
    const version = (await tableOf(TABLE)).version;
    expect(await signOffItem(COMPARISON_TABLE_KIND, { key: TABLE, version, userId: reviewer.id })).toMatchObject({
      ok: true,
      liftedHold: true,
    });
    expect((await listComparisonTables()).map((t) => t.title)).toContain("Collagen Supplements");
    expect(await texts()).toContain("Reviewed by Dr Aoife Reviewer, MB BCh: the Collagen Supplements table");

    expect(
      await addComparisonTable({ title: "Omega-3", intro: "", labels: ["EPA + DHA"], actorId: admin.id }),
    ).toMatchObject({ ok: true, held: true });
    await switchReviewGate(false, admin.id);
  });

  it("the admin screens answer errors beside the fields and keep what was typed", async () => {
    const table = await tableOf(TABLE);
    const answer = await post(
      tableRoute,
      `/admin/comparison-tables/${TABLE}`,
      { version: String(table.version), title: "Co", intro: "", label: [...table.featureLabels, "", ""] },
      { slug: TABLE },
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data!.errors.title).toMatch(/3 to 80/);
    const created = await post(tableNewRoute, "/admin/comparison-tables/new", {
      title: "Sleep Aids",
      intro: "",
      label: ["Dose", "Dose", ""],
    });
    expect(created.init?.status).toBe(400);
    expect(created.data!.errors["labels.1"]).toMatch(/twice/);
    const ok = (await post(tableNewRoute, "/admin/comparison-tables/new", {
      title: "Sleep Aids",
      intro: "",
      label: ["Dose", ""],
    })) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("Location")).toBe("/admin/comparison-tables/sleep-aids");
  });
});
