import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as newRoute from "#app/routes/admin/catalogue-product-new.tsx";
import * as productRoute from "#app/routes/admin/catalogue-product.tsx";
import * as orderRoute from "#app/routes/admin/roundup-order.tsx";
import * as interviewRoute from "#app/routes/admin/interview-edit.tsx";
import * as interviewNewRoute from "#app/routes/admin/interview-new.tsx";
import * as conversationRoute from "#app/routes/admin/interview-conversation.tsx";
import * as interviewPage from "#app/routes/expert-interview.tsx";
import { loadSearchDocuments } from "#app/domain/search/documents.server.ts";
import { sitemapEntries } from "#app/domain/seo/sitemap.server.ts";
import { clusterEvents, type SiteEvent } from "#platform/cluster-events.ts";
import * as reviewPage from "#app/routes/product-reviews/detail.tsx";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { EDITING_MESSAGES as M, PRODUCT_FORM as F, ROUNDUP_ADMIN } from "#app/domain/catalogue/messages.ts";
import {
  CONVERSATION_LIMITS,
  INTERVIEW_ADMIN as IA,
  INTERVIEW_MESSAGES as IM,
} from "#app/domain/catalogue/interview-editorial-messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { db, schema } from "#platform/db.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { startAppServer, type AppServer } from "#tests/helpers/app-server.ts";

/**
 * The catalogue's admin screens, one file so they share one seeded catalogue: the product form
 * (/admin/catalogue/new, the details on /admin/catalogue/:slug) and the preview, the roundup ordering screen
 * and the interview screen.
 */

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

describe("the roundup ordering screen (/admin/roundups/:slug): moves answered unsaved, the method on save", () => {
  let roundup: { slug: string; items: { slug: string; reason: string; rating: number }[] };

  beforeAll(async () => {
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
      expect(answer.data.items.slice(0, 2).map((i) => i.slug)).toEqual([
        roundup.items[1]!.slug,
        roundup.items[0]!.slug,
      ]);
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
});

describe("the interview screen (/admin/interviews/:slug): no real person without her consent", () => {
  let slug: string;
  let original: typeof schema.interviews.$inferSelect;

  beforeAll(async () => {
    [original] = await db.select().from(schema.interviews).limit(1);
    slug = original!.slug;
  });

  const row = async () => (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, slug)))[0]!;

  function post(values: Record<string, string>) {
    const body = new FormData();
    const base = {
      name: original.name,
      title: original.title,
      topic: original.topic,
      summary: original.summary,
      quote: original.quote,
      imageSrc: original.imageSrc,
      imageDescription: original.imageDescription,
      kind: "illustrative",
      credentials: "",
    };
    for (const [name, value] of Object.entries({ ...base, ...values })) body.set(name, value);
    return settle(() =>
      interviewRoute.action(
        routeArgs(`/admin/interviews/${slug}`, {
          method: "POST",
          params: { slug },
          body,
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
  }

  const errorsOf = (answer: unknown) => (answer as { data: { errors: Record<string, string[]> } }).data.errors;

  describe("an interview's person and consent", () => {
    it("refuses a real person's interview without her consent or credentials, and leaves it illustrative", async () => {
      const refused = await post({ kind: "real", credentials: "" });
      expect((refused as { init?: { status?: number } }).init?.status).toBe(400);
      expect(errorsOf(refused)).toMatchObject({ consent: [IM.consent], credentials: [IM.credentials] });
      expect(await row()).toMatchObject({ illustrative: true, consentRecordedAt: null, status: "published" });
    });

    it("refuses a photo from elsewhere, a missing alt text and an empty name", async () => {
      const refused = await post({
        imageSrc: "https://elsewhere.example/a.jpg",
        imageDescription: "",
        name: "",
      });
      expect(errorsOf(refused)).toMatchObject({
        imageSrc: [IM.image],
        imageDescription: [IM.imageAlt],
        name: [IM.name],
      });
      expect((await row()).name).toBe(original.name);
    });

    it("publishes her interview with her consent recorded once, at the time it was first given", async () => {
      const saved = (await post({ kind: "real", credentials: "MD", consent: "on" })) as Response;
      expect(saved.status).toBe(302);
      const first = await row();
      expect(first).toMatchObject({ illustrative: false, credentials: "MD", status: "published" });
      expect(first.consentRecordedAt).toBeInstanceOf(Date);
      await post({ kind: "real", credentials: "MD, FACOG", consent: "on" });
      expect((await row()).consentRecordedAt).toEqual(first.consentRecordedAt);
      // Consent withdrawn: the interview goes back to illustrative and the record is cleared.
      await post({ kind: "illustrative" });
      expect(await row()).toMatchObject({ illustrative: true, consentRecordedAt: null });
    });
  });
});

describe("a new interview (/admin/interviews/new), its conversation and its state", () => {
  const PERSON = {
    slug: "dana-whitfield-interview",
    name: "Dana Whitfield",
    title: "Pelvic health physiotherapist",
    topic: "Pelvic floor strength after pregnancy",
    summary: "What pelvic floor training involves, and when to ask for a referral.",
    quote: "Most people were never taught how to find these muscles.",
    imageSrc: "/images/interviews/priya-raman.svg",
    imageDescription: "Portrait of Dana Whitfield",
    kind: "real",
    credentials: "MCSP",
    consent: "on",
  };
  const interviewRow = async (slug: string) =>
    (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, slug)))[0];

  function createInterview(values: Record<string, string>, file?: File) {
    return settle(() =>
      interviewNewRoute.action(
        routeArgs("/admin/interviews/new", {
          method: "POST",
          body: multipart(values, file),
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
  }

  /** The conversation form as a browser sends it: repeated question/answer fields and the button pressed. */
  function conversation(slug: string, fields: [string, string][]) {
    const body = new FormData();
    for (const [name, value] of fields) body.append(name, value);
    return settle(() =>
      conversationRoute.action(
        routeArgs(`/admin/interviews/${slug}/conversation`, {
          method: "POST",
          params: { slug },
          body,
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
  }
  const pairs = (items: { question: string; answer: string }[]): [string, string][] =>
    items.flatMap((i) => [
      ["question", i.question],
      ["answer", i.answer],
    ]);
  type ConversationAnswer = {
    items: { question: string; answer: string }[];
    intro: string;
    changed: boolean;
    formError: string | null;
    fieldErrors: Record<string, string>;
  };
  const conversationOf = (answer: unknown) => (answer as { data: ConversationAnswer }).data;

  function setState(slug: string, status: string) {
    const body = new FormData();
    body.set("intent", "state");
    body.set("status", status);
    return settle(() =>
      interviewRoute.action(
        routeArgs(`/admin/interviews/${slug}`, {
          method: "POST",
          params: { slug },
          body,
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
  }

  it("refuses a taken or reserved slug and bad fields beside each field, keeping what was typed", async () => {
    const [existing] = await db.select().from(schema.interviews).limit(1);
    const taken = await createInterview({ ...PERSON, slug: existing!.slug });
    expect(statusOf(taken)).toBe(400);
    expect(failureOf(taken).errors).toEqual({ slug: [IM.slugTaken] });
    expect(failureOf(taken).values.name).toBe(PERSON.name);

    const takenAndMore = await createInterview({ ...PERSON, slug: existing!.slug, credentials: "" });
    expect(failureOf(takenAndMore).errors).toEqual({ slug: [IM.slugTaken], credentials: [IM.credentials] });

    const reserved = await createInterview({ ...PERSON, slug: "new", consent: "", quote: "q".repeat(401) });
    expect(failureOf(reserved).errors).toMatchObject({
      slug: [IM.slugReserved],
      consent: [IM.consent],
      quote: [IM.quote],
    });
    const badSlug = await createInterview({ ...PERSON, slug: "Dana Whitfield!" });
    expect(failureOf(badSlug).errors).toMatchObject({ slug: [IM.slugFormat] });
    expect(await interviewRow(PERSON.slug)).toBeUndefined();
    expect(await interviewRow("new")).toBeUndefined();
  });

  it("refuses a photo that is not an image beside the photo, saving nothing", async () => {
    const fake = new File(["<?php echo 1; ?>"], "photo.png", { type: "image/png" });
    const answer = await createInterview({ ...PERSON, imageSrc: "" }, fake);
    expect(statusOf(answer)).toBe(400);
    expect(failureOf(answer).errors.imageSrc?.[0]).toBe(UPLOAD_MESSAGES.notImage);
    expect(await interviewRow(PERSON.slug)).toBeUndefined();
  });

  it("creates a real person's interview as a draft with her photo posted with the form, not public", async () => {
    const photo = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#5a7d6a" } })
      .png()
      .toBuffer();
    const answer = (await createInterview(
      { ...PERSON, imageSrc: "" },
      new File([new Uint8Array(photo)], "dana.png", { type: "image/png" }),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/interviews/${PERSON.slug}/conversation`);
    const created = await interviewRow(PERSON.slug);
    expect(created).toMatchObject({ status: "draft", illustrative: false, credentials: "MCSP", content: [] });
    expect(created!.imageSrc).toMatch(/^\/uploads\//);
    expect(created!.consentRecordedAt).toBeInstanceOf(Date);
    expect((await loadCatalogue("public")).interviews.some((i) => i.id === PERSON.slug)).toBe(false);
    const visitor = await settle(() =>
      interviewPage.loader(routeArgs(`/expert-interviews/${PERSON.slug}`, { params: { slug: PERSON.slug } })),
    );
    expect((visitor as Response).headers.get("Location")).toBe("/404");
  });

  it("cannot publish an interview without a conversation", async () => {
    const refused = await setState(PERSON.slug, "published");
    expect(statusOf(refused)).toBe(400);
    expect((refused as { data: { stateError: string } }).data.stateError).toBe(IM.emptyToPublish);
    expect((await interviewRow(PERSON.slug))!.status).toBe("draft");
  });

  it("adds questions, moves and removes them with buttons (unsaved), then saves them in that order", async () => {
    const added = conversationOf(
      await conversation(PERSON.slug, [
        ["intro", ""],
        ["intent", "add"],
      ]),
    );
    expect(added.items).toEqual([{ question: "", answer: "" }]);
    expect(added.changed).toBe(true);
    const items = [
      { question: "What is the pelvic floor?", answer: "A sling of muscles.\r\n\r\nIt supports the bladder." },
      { question: "When should someone ask for help?", answer: "If leaking or heaviness lasts." },
      { question: "Draft question to drop", answer: "Dropped." },
    ];
    const moved = conversationOf(await conversation(PERSON.slug, [...pairs(items), ["move", "up:1"]]));
    expect(moved.items.map((i) => i.question)).toEqual([items[1]!.question, items[0]!.question, items[2]!.question]);
    const removed = conversationOf(await conversation(PERSON.slug, [...pairs(moved.items), ["move", "remove:2"]]));
    expect(removed.items).toHaveLength(2);
    // Nothing of it is saved until Save.
    expect((await interviewRow(PERSON.slug))!.content).toEqual([]);

    const saved = (await conversation(PERSON.slug, [
      ["intro", "Dana Whitfield is a physiotherapist."],
      ...pairs(removed.items),
      ["intent", "save"],
    ])) as Response;
    expect(saved.status).toBe(302);
    expect((await interviewRow(PERSON.slug))!.content).toEqual([
      "Dana Whitfield is a physiotherapist.",
      { question: "When should someone ask for help?" },
      "If leaking or heaviness lasts.",
      { question: "What is the pelvic floor?" },
      "A sling of muscles.",
      "It supports the bladder.",
    ]);
    const shown = conversationOf(await conversation(PERSON.slug, [...pairs(removed.items), ["move", "down:0"]]));
    expect(shown.items[1]!.question).toBe("When should someone ask for help?");
  });

  it("refuses forged posts: an unknown item, 10,000 items, an answer far too long, an empty question", async () => {
    const before = (await interviewRow(PERSON.slug))!.content;
    const two = [
      { question: "One?", answer: "One." },
      { question: "Two?", answer: "Two." },
    ];
    for (const move of ["up:2", "down:-1", "remove:99", "sideways:0", "up:1.5", "up:"]) {
      const unknown = await conversation(PERSON.slug, [...pairs(two), ["move", move]]);
      expect(statusOf(unknown), move).toBe(400);
      expect(conversationOf(unknown).formError, move).toBe(IM.unknownItem);
      expect(conversationOf(unknown).items, move).toEqual(two);
    }
    const many = Array.from({ length: 10_000 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` }));
    const flood = await conversation(PERSON.slug, [...pairs(many), ["intent", "save"]]);
    expect(statusOf(flood)).toBe(400);
    expect(conversationOf(flood).formError).toBe(IM.tooManyItems);
    expect(conversationOf(flood).items).toHaveLength(CONVERSATION_LIMITS.items);

    const lopsided = await conversation(PERSON.slug, [...pairs(two), ["question", "Three?"], ["intent", "save"]]);
    expect(conversationOf(lopsided).formError).toBe(IM.notWhole);

    const typed = [
      { question: "   ", answer: "An answer to no question." },
      { question: "A fine question?", answer: "x".repeat(CONVERSATION_LIMITS.answer + 1) },
      { question: "q".repeat(CONVERSATION_LIMITS.question + 1), answer: "" },
    ];
    const refused = await conversation(PERSON.slug, [...pairs(typed), ["intent", "save"]]);
    expect(statusOf(refused)).toBe(400);
    expect(conversationOf(refused).fieldErrors).toEqual({
      "items.0.question": IM.question,
      "items.1.answer": IM.answer,
      "items.2.question": IM.question,
      "items.2.answer": IM.answer,
    });
    expect(conversationOf(refused).formError).toBe(IA.checkFields);
    // What she typed comes back whole.
    expect(conversationOf(refused).items).toEqual(typed);

    const unknownButton = await conversation(PERSON.slug, [...pairs(two), ["intent", "publish-everything"]]);
    expect(conversationOf(unknownButton).formError).toBe(IM.unknownAction);
    expect((await interviewRow(PERSON.slug))!.content).toEqual(before);
  });

  it("two editors on one conversation: the second is told, keeps her text, and replaces theirs only by saving again", async () => {
    const opened = (await conversationRoute.loader(
      routeArgs(`/admin/interviews/${PERSON.slug}/conversation`, {
        params: { slug: PERSON.slug },
        headers: { cookie: admin.cookie },
      }),
    )) as { base: string; intro: string; items: { question: string; answer: string }[] };
    const first = [...opened.items, { question: "Added by the first editor?", answer: "Yes." }];
    const second = [...opened.items, { question: "Added by the second editor?", answer: "Mine." }];
    const saved = (await conversation(PERSON.slug, [
      ["base", opened.base],
      ["intro", opened.intro],
      ...pairs(first),
      ["intent", "save"],
    ])) as Response;
    expect(saved.status).toBe(302);
    const refused = await conversation(PERSON.slug, [
      ["base", opened.base],
      ["intro", opened.intro],
      ...pairs(second),
      ["intent", "save"],
    ]);
    expect(statusOf(refused)).toBe(409);
    expect(conversationOf(refused).formError).toBe(IM.conflict);
    expect(conversationOf(refused).items).toEqual(second);
    const stored = () => interviewRow(PERSON.slug).then((row) => JSON.stringify(row!.content));
    expect(await stored()).toContain("Added by the first editor?");
    expect(await stored()).not.toContain("Added by the second editor?");
    // Saving again, from the version now stored, is her deliberate choice.
    const again = (await conversation(PERSON.slug, [
      ["base", (conversationOf(refused) as unknown as { base: string }).base],
      ["intro", opened.intro],
      ...pairs(second),
      ["intent", "save"],
    ])) as Response;
    expect(again.status).toBe(302);
    expect(await stored()).toContain("Added by the second editor?");
    expect(await stored()).not.toContain("Added by the first editor?");
  });

  it("previews the draft to an admin only, publishes it everywhere at once, and unpublishes it", async () => {
    const preview = (cookie?: string) =>
      settle(() =>
        interviewPage.loader(
          routeArgs(`/expert-interviews/${PERSON.slug}?preview`, {
            params: { slug: PERSON.slug },
            headers: cookie ? { cookie } : {},
          }),
        ),
      );
    expect(await preview(admin.cookie)).toMatchObject({ preview: true, interview: { name: PERSON.name } });
    for (const cookie of [undefined, member.cookie])
      expect(((await preview(cookie)) as Response).headers.get("Location")).toBe("/404");

    const heard: SiteEvent<"catalogue.changed">[] = [];
    const stop = clusterEvents.subscribe({
      name: "test",
      applicableEvents: ["catalogue.changed"],
      handle: (event) => void heard.push(event),
    });
    const published = (await setState(PERSON.slug, "published")) as Response;
    expect(published.status).toBe(302);
    const row = (await interviewRow(PERSON.slug))!;
    expect(row.status).toBe("published");
    expect(row.interviewDate).toBe(new Date().toISOString().slice(0, 10));
    expect(heard.map((e) => [e.slug, e.what])).toContainEqual([PERSON.slug, "interview"]);
    const url = `/expert-interviews/${PERSON.slug}`;
    expect(await settle(() => interviewPage.loader(routeArgs(url, { params: { slug: PERSON.slug } })))).toMatchObject({
      preview: false,
      interview: { name: PERSON.name },
    });
    expect((await loadSearchDocuments()).map((d) => d.url)).toContain(url);
    expect((await sitemapEntries()).map((e) => e.path)).toContain(url);

    // A published interview cannot be emptied of its conversation.
    const emptied = await conversation(PERSON.slug, [
      ["intro", ""],
      ["intent", "save"],
    ]);
    expect(conversationOf(emptied).formError).toBe(IM.emptyPublished);

    const unpublished = (await setState(PERSON.slug, "draft")) as Response;
    expect(unpublished.status).toBe(302);
    stop();
    expect(heard.filter((e) => e.slug === PERSON.slug)).toHaveLength(2);
    expect((await loadSearchDocuments()).map((d) => d.url)).not.toContain(url);
    expect((await sitemapEntries()).map((e) => e.path)).not.toContain(url);
    const forged = await setState(PERSON.slug, "scheduled-forever");
    expect((forged as { data: { stateError: string } }).data.stateError).toBe(IM.status);
  });
});

describe("forms posted without JavaScript, through the real server", () => {
  let server: AppServer;
  let cookie = "";
  let slug = "";

  beforeAll(async () => {
    server = await startAppServer();
    const answer = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: server.users.admin.email, password: server.users.admin.password }),
    });
    expect(answer.status).toBe(200);
    cookie = answer.headers
      .getSetCookie()
      .map((part) => part.split(";")[0])
      .join("; ");
    [{ slug }] = (await db.select({ slug: schema.products.slug }).from(schema.products).limit(1)) as [{ slug: string }];
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  /** A plain form post, as a browser without script sends it: the answer is the page itself. */
  const post = (fields: Record<string, string>) =>
    fetch(`${server.url}/admin/catalogue/${slug}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });

  /** The people form as a browser without script sends it: multipart, the photo itself in `image`. */
  const postPerson = (fields: Record<string, string>, file: File) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    body.set("image", file);
    return fetch(`${server.url}/admin/people/new`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body,
      redirect: "manual",
    });
  };
  const personNamed = async (name: string) =>
    (await db.select().from(schema.people).where(eq(schema.people.name, name)))[0];

  it("a person's photo posted without script (far over the forms' 64 KB) is stored like an upload", async () => {
    // Noise does not compress: a PNG of about 270 KB.
    const pixels = randomBytes(300 * 300 * 3);
    const photo = await sharp(pixels, { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    expect(photo.length).toBeGreaterThan(200 * 1024);
    const answer = await postPerson(
      { name: "Photo Without Script", role: "Health writer", credentials: "", bio: "", photo_url: "", links: "" },
      new File([new Uint8Array(photo)], "portrait.png", { type: "image/png" }),
    );
    await answer.arrayBuffer();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/people");
    const saved = await personNamed("Photo Without Script");
    expect(saved?.photoUrl).toMatch(/^\/uploads\/public\/[A-Za-z0-9-]+\.png$/);
    const stored = await fetch(`${server.url}${saved!.photoUrl}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toMatch(/^image\//);
    await stored.arrayBuffer();
  });

  it("a person's file that is not an image comes back beside the photo, her other fields kept, nothing saved", async () => {
    const answer = await postPerson(
      {
        name: "Not A Photo",
        role: "Medical reviewer",
        credentials: "MD",
        bio: "Typed & kept.",
        photo_url: "",
        links: "",
      },
      new File(["<?php echo 1; ?>"], "portrait.png", { type: "image/png" }),
    );
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('id="photo_url-error"');
    expect(html).toContain(UPLOAD_MESSAGES.notImage.replace(/'/g, "&#x27;"));
    expect(html).toContain("Typed &amp; kept.");
    expect(await personNamed("Not A Photo")).toBeUndefined();
  });

  it("a refused review comes back as the page with the message beside the field and her text kept", async () => {
    const typed = "My own review text, typed without script & kept <intact>.";
    const answer = await post({ intent: "review", version: "0", rating: "9.7", body: typed });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain(`id="review-rating-error"`);
    expect(html).toContain(M.ratingFormat);
    expect(html).toContain("My own review text, typed without script &amp; kept &lt;intact&gt;.");
    expect(html).toMatch(/id="review-rating"[^>]*value="9.7"|value="9.7"[^>]*id="review-rating"/);
  });

  it("a refused shop keeps what was typed, beside that shop's form only; a saved one says so where the form is", async () => {
    const refused = await post({
      intent: "retailer",
      position: "",
      name: "Corner Pharmacy",
      url: "http://corner.example/magnesium",
      price: "twelve",
      checkedOn: "2026-12-01",
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('value="Corner Pharmacy"');
    expect(html).toContain('value="twelve"');
    expect(html).toContain('id="retailer-new-price-error"');
    expect(html).not.toContain('id="retailer-0-price-error"');

    const saved = await post({
      intent: "retailer",
      position: "",
      name: "Corner Pharmacy",
      url: "https://corner.example/magnesium",
      price: "12.50",
      checkedOn: "2026-12-01",
    });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toMatch(/role="status"[^>]*>The shop&#x27;s link and price are saved\./);
  });
});
