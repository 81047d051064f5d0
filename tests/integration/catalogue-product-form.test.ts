import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import * as newRoute from "#app/routes/admin/catalogue-product-new.tsx";
import * as productRoute from "#app/routes/admin/catalogue-product.tsx";
import * as reviewPage from "#app/routes/product-reviews/detail.tsx";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { EDITING_MESSAGES as M, PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { db, schema } from "#platform/db.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/** The admin's product form (/admin/catalogue/new, the details on /admin/catalogue/:slug) and the preview. */

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  [admin, member] = await Promise.all([createTestUser({ role: "admin" }), createTestUser()]);
});

const FIELDS = {
  name: "Night Magnesium Drink",
  slug: "night-magnesium-drink",
  category: "Hormone Support",
  evidence: "limited",
  description: "Magnesium glycinate powder to stir into a drink.",
  longDescription: "A plain magnesium glycinate powder; the label lists 200 mg of magnesium per scoop.",
  features: "200 mg magnesium per scoop\nUnflavoured",
  cons: "Needs mixing",
  whoIsItFor: "Adults who prefer a drink to a capsule.",
  safetyNote: "",
  imageSrc: "",
  imageAlt: "",
};

function multipart(values: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  if (file) form.set("image", file);
  return form;
}

function create(values: Record<string, string>, options: { file?: File; cookie?: string } = {}) {
  return settle(() =>
    newRoute.action(
      routeArgs("/admin/catalogue/new", {
        method: "POST",
        body: multipart(values, options.file),
        headers: { cookie: options.cookie ?? admin.cookie, Origin: "http://localhost:3000" },
      }),
    ),
  );
}

function editDetails(slug: string, values: Record<string, string>) {
  return settle(() =>
    productRoute.action(
      routeArgs(`/admin/catalogue/${slug}?form=details`, {
        method: "POST",
        params: { slug },
        body: multipart(values),
        headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
      }),
    ),
  );
}

type Failure = { errors: Record<string, string[]>; formError: string | null; values: Record<string, string> };
const failureOf = (answer: unknown) => (answer as { data: Failure }).data;
const statusOf = (answer: unknown) => (answer as { init?: { status?: number } }).init?.status;
const row = async (slug: string) => (await db.select().from(schema.products).where(eq(schema.products.slug, slug)))[0];

describe("the product form", () => {
  it("refuses bad input with each message beside its field, keeps what was typed, and writes nothing", async () => {
    const answer = await create({
      ...FIELDS,
      name: "",
      slug: "Not A Slug!",
      category: "Snacks",
      evidence: "excellent",
      description: "x".repeat(301),
      features: Array.from({ length: 13 }, (_, i) => `Feature ${i}`).join("\n"),
      imageSrc: "https://elsewhere.example/photo.jpg",
    });
    expect(statusOf(answer)).toBe(400);
    const failure = failureOf(answer);
    expect(failure.errors).toMatchObject({
      name: [M.nameRequired],
      slug: [M.slugFormat],
      category: [M.categoryUnknown],
      evidence: [M.evidenceUnknown],
      description: [M.descriptionRequired],
      features: [M.featuresFormat],
      imageSrc: [M.imagePath],
    });
    expect(failure.formError).toBe(F.checkFields);
    expect(failure.values.slug).toBe("Not A Slug!");
    expect(failure.values.longDescription).toBe(FIELDS.longDescription);
    expect(await row("not-a-slug")).toBeUndefined();
  });

  it("refuses a file that is not an image, and an image without alt text, saving nothing", async () => {
    const fake = new File(["<?php echo 1; ?>"], "photo.png", { type: "image/png" });
    const notImage = failureOf(await create(FIELDS, { file: fake }));
    expect(notImage.errors.imageSrc).toEqual([UPLOAD_MESSAGES.notImage]);
    expect(notImage.values.name).toBe(FIELDS.name);
    const noAlt = failureOf(await create({ ...FIELDS, imageSrc: "/uploads/public/photo.png" }));
    expect(noAlt.errors.imageAlt).toEqual([M.imageAltRequired]);
    expect(await row(FIELDS.slug)).toBeUndefined();
  });

  it("refuses the reserved slug and a slug another product has", async () => {
    expect(failureOf(await create({ ...FIELDS, slug: "new" })).errors.slug).toEqual([M.slugReserved]);
    expect(failureOf(await create({ ...FIELDS, slug: "marine-collagen-peptides" })).errors.slug).toEqual([M.slugTaken]);
  });

  it("creates a draft with an image posted without JavaScript, then edits it; a member cannot", async () => {
    const png = await sharp({ create: { width: 12, height: 12, channels: 3, background: "#c08080" } })
      .png()
      .toBuffer();
    const image = new File([new Uint8Array(png)], "tub.png", { type: "image/png" });
    const refused = (await create(FIELDS, { file: image, cookie: member.cookie })) as Response;
    expect([302, 303, 403]).toContain(refused.status);
    expect(await row(FIELDS.slug)).toBeUndefined();

    const created = (await create({ ...FIELDS, imageAlt: "A white tub of powder" }, { file: image })) as Response;
    expect(created.status).toBe(302);
    expect(created.headers.get("Location")).toBe(`/admin/catalogue/${FIELDS.slug}`);
    const saved = await row(FIELDS.slug);
    expect(saved).toMatchObject({ status: "draft", name: FIELDS.name, imageAlt: "A white tub of powder" });
    expect(saved!.imageSrc).toMatch(/^\/uploads\/public\/[\w-]+\.png$/);

    // Renaming onto another product's slug is refused; the product is the URL's, never the form's.
    const forgedAnswer = await editDetails(FIELDS.slug, { ...FIELDS, slug: "marine-collagen-peptides" });
    expect(statusOf(forgedAnswer)).toBe(400);
    const forged = (forgedAnswer as { data: { details: Failure } }).data.details;
    expect(forged.errors.slug).toEqual([M.slugTaken]);
    expect((await row("marine-collagen-peptides"))!.name).not.toBe(FIELDS.name);

    const edited = (await editDetails(FIELDS.slug, {
      ...FIELDS,
      imageSrc: saved!.imageSrc!,
      imageAlt: "A white tub of powder",
      safetyNote: "Ask a pharmacist first if you take antibiotics or thyroid medicine.",
    })) as Response;
    expect(edited.status).toBe(302);
    expect((await row(FIELDS.slug))!.safetyNote).toMatch(/pharmacist/);
  });
});

describe("the preview of a draft's public page", () => {
  const page = (slug: string, cookie?: string) =>
    settle(() =>
      reviewPage.loader(
        routeArgs(`/product-reviews/${slug}?preview`, { params: { slug }, headers: cookie ? { cookie } : {} }),
      ),
    );

  it("is the admin's only; visitors and members get the not-found page", async () => {
    await create({ ...FIELDS, slug: "preview-only-drink", name: "Preview Only Drink" });
    expect((await row("preview-only-drink"))?.status).toBe("draft");
    for (const cookie of [undefined, member.cookie]) {
      const answer = (await page("preview-only-drink", cookie)) as { init?: { status?: number } };
      expect(answer.init?.status).toBe(404);
    }
    const shown = (await page("preview-only-drink", admin.cookie)) as {
      product: { name: string };
      preview: boolean;
    };
    expect(shown).toMatchObject({ product: { name: "Preview Only Drink" }, preview: true });
    // The served answer is never kept nor cacheable: tests/integration/page-cache-fast-path.test.ts.
  });
});
