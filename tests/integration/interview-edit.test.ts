import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/admin/interview-edit.tsx";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { INTERVIEW_MESSAGES as M } from "#app/domain/catalogue/messages.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/** The interview screen (/admin/interviews/:slug): no real person's interview without her consent on record. */

let admin: TestUser;
let slug: string;
let original: typeof schema.interviews.$inferSelect;

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  admin = await createTestUser({ role: "admin" });
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
    status: "published",
  };
  for (const [name, value] of Object.entries({ ...base, ...values })) body.set(name, value);
  return settle(() =>
    editRoute.action(
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
    expect(errorsOf(refused)).toMatchObject({ consent: [M.consent], credentials: [M.credentials] });
    expect(await row()).toMatchObject({ illustrative: true, consentRecordedAt: null, status: "published" });
  });

  it("refuses a photo from elsewhere, a missing alt text, a forged state and an empty name", async () => {
    const refused = await post({
      imageSrc: "https://elsewhere.example/a.jpg",
      imageDescription: "",
      status: "scheduled-forever",
      name: "",
    });
    expect(errorsOf(refused)).toMatchObject({
      imageSrc: [M.image],
      imageDescription: [M.imageAlt],
      status: [M.status],
      name: [M.name],
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
