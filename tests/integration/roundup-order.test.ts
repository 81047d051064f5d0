import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as orderRoute from "#app/routes/admin/roundup-order.tsx";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { EDITING_MESSAGES as M, ROUNDUP_ADMIN } from "#app/domain/catalogue/messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/** The roundup ordering screen (/admin/roundups/:slug): moves answered unsaved, the method's rules on save. */

let admin: TestUser;
let roundup: { slug: string; items: { slug: string; reason: string; rating: number }[] };

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  admin = await createTestUser({ role: "admin" });
  const catalogue = await loadCatalogue("editor");
  const rating = (slug: string) => catalogue.products.find((p) => p.slug === slug)?.rating ?? null;
  // A roundup whose first two products have different ratings: swapping them breaks "ranks follow ratings".
  const found = catalogue.roundups.find((r) => {
    const [a, b] = r.products.map((p) => rating(p.slug));
    return a != null && b != null && a > b;
  })!;
  roundup = {
    slug: found.slug,
    items: found.products.map((p) => ({ slug: p.slug, reason: p.reason, rating: rating(p.slug) ?? 0 })),
  };
});

function post(fields: [string, string][]) {
  const body = new URLSearchParams(fields);
  return settle(() =>
    orderRoute.action(
      routeArgs(`/admin/roundups/${roundup.slug}`, {
        method: "POST",
        params: { slug: roundup.slug },
        body,
        headers: {
          cookie: admin.cookie,
          Origin: "http://localhost:3000",
          "Content-Type": "application/x-www-form-urlencoded",
        },
      }),
    ),
  );
}

const listed = (items: { slug: string; reason: string }[]): [string, string][] =>
  items.flatMap((i) => [
    ["product", i.slug],
    ["reason", i.reason],
  ]);

type Answer = {
  items: { slug: string; reason: string }[];
  moved: boolean;
  formError: string | null;
  itemErrors: Record<number, string>;
};
const answerOf = (result: unknown) => result as { data: Answer; init?: { status?: number } };

async function stored() {
  return db
    .select({ slug: schema.roundupItems.productSlug, reason: schema.roundupItems.reason })
    .from(schema.roundupItems)
    .where(eq(schema.roundupItems.roundupSlug, roundup.slug))
    .orderBy(asc(schema.roundupItems.position));
}

describe("the roundup ordering screen", () => {
  it("moves a product down with its typed reason, unsaved until Save", async () => {
    const items = roundup.items.map((i, n) => (n === 0 ? { ...i, reason: "Typed, not saved." } : i));
    const answer = answerOf(await post([...listed(items), ["move", "down:0"]]));
    expect(answer.data.moved).toBe(true);
    expect(answer.data.items.slice(0, 2).map((i) => i.slug)).toEqual([roundup.items[1]!.slug, roundup.items[0]!.slug]);
    expect(answer.data.items[1]!.reason).toBe("Typed, not saved.");
    expect((await stored()).map((i) => i.slug)).toEqual(roundup.items.map((i) => i.slug));
  });

  it("refuses ranks that break 'ranks follow ratings' with the rule's reason, and a missing reason beside it", async () => {
    const swapped = [roundup.items[1]!, roundup.items[0]!, ...roundup.items.slice(2)];
    const refused = answerOf(await post([...listed(swapped), ["intent", "save"]]));
    expect(refused.init?.status).toBe(400);
    expect(refused.data.formError).toMatch(new RegExp(`^${M.methodRefused}`));
    expect(refused.data.items.map((i) => i.slug)).toEqual(swapped.map((i) => i.slug));
    const noReason = answerOf(
      await post([...listed(roundup.items.map((i, n) => (n === 1 ? { ...i, reason: " " } : i))), ["intent", "save"]]),
    );
    expect(noReason.data.itemErrors).toEqual({ 1: M.reasonRequired });
    expect((await stored()).map((i) => i.slug)).toEqual(roundup.items.map((i) => i.slug));
  });

  it("saves nothing for a post that names no button (an empty forged post does not empty the roundup)", async () => {
    const answer = answerOf(await post([]));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.formError).toBe(ROUNDUP_ADMIN.unknownAction);
    expect((await stored()).map((i) => i.slug)).toEqual(roundup.items.map((i) => i.slug));
  });

  it("refuses a draft product forged into the list", async () => {
    await saveProduct({
      currentSlug: null,
      slug: "roundup-draft-drink",
      name: "Roundup Draft Drink",
      category: "Hormone Support",
      description: "A draft.",
      longDescription: "A draft product.",
      features: [],
      cons: [],
      whoIsItFor: "",
      evidence: "limited",
      safetyNote: "",
      imageSrc: "",
      imageAlt: "",
    });
    const forged = answerOf(
      await post([
        ...listed([...roundup.items, { slug: "roundup-draft-drink", reason: "Forged." }]),
        ["intent", "save"],
      ]),
    );
    expect(forged.data.itemErrors[roundup.items.length]).toBe(M.roundupNotPublished("Roundup Draft Drink"));
  });

  it("saves edited reasons in the order given", async () => {
    const edited = roundup.items.map((i, n) => (n === 0 ? { ...i, reason: "Edited by the ordering screen." } : i));
    const saved = (await post([...listed(edited), ["intent", "save"]])) as Response;
    expect(saved.status).toBe(302);
    expect((await stored())[0]).toEqual({ slug: roundup.items[0]!.slug, reason: "Edited by the ordering screen." });
  });
});
