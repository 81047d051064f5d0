import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { interviews as builtIn } from "#app/content/interviews/index.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { HELD_AFTER_EDIT_REASON } from "#app/domain/articles/review-gate.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { findPublicInterview } from "#app/domain/catalogue/catalogue.server.ts";
import {
  createInterview,
  saveConversation,
  saveInterview,
  setInterviewStatus,
} from "#app/domain/catalogue/interview-editing.server.ts";
import { INTERVIEW_EDITORIAL } from "#app/domain/catalogue/interview-editorial-messages.ts";
import {
  interviewPageHistory,
  interviewRevisionComparison,
  interviewRevisionHistory,
  interviewsAwaitingSignoff,
  restoreInterviewVersion,
  signOffInterview,
} from "#app/domain/catalogue/interview-governance.server.ts";
import { listInterviews, readInterviewListQuery } from "#app/domain/catalogue/interview-list.server.ts";
import { switchReviewGate } from "#app/domain/catalogue/product-gate.server.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";
import { revisionsOf } from "#app/domain/editorial/records.server.ts";
import * as interviewPage from "#app/routes/expert-interview.tsx";
import * as signOffRoute from "#app/routes/expert-interview-sign-off.tsx";
import * as editRoute from "#app/routes/admin/interview-edit.tsx";
import * as conversationRoute from "#app/routes/admin/interview-conversation.tsx";
import * as sitemap from "#app/routes/sitemap[.]xml.ts";
import * as queueRoute from "#app/routes/admin/review-queue.tsx";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * Interviews as a kind of the one editorial model (decision 048, issue 60): every save keeps a revision, an
 * admin compares and restores, the review gate guards the interview's advice (a reviewer signs off the exact
 * revision before it is public; a change beyond a typo holds it off the site), the public page shows its
 * history, a retired interview answers 410, and forged posts change nothing.
 */
let admin: TestUser;
let reviewer: TestUser;
const SLUG = "dr-test-quillon-interview";
const photo = builtIn[0]!.imageSrc;

const person = {
  slug: SLUG,
  name: "Dr Marisol Quillon",
  title: "Pelvic health physiotherapist",
  topic: "Pelvic floor recovery after birth",
  summary: "What recovery looks like in the first year.",
  quote: "Start gently and breathe out on effort.",
  imageSrc: photo,
  imageDescription: "A drawn portrait of a smiling woman.",
  kind: "real",
  credentials: "DPT",
  consent: true,
};
const ANSWER = "Begin with gentle breathing and short holds, a few times a day, and stop if it hurts.";

const row = async () => (await db.select().from(schema.interviews).where(eq(schema.interviews.slug, SLUG)))[0]!;
const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return body;
};

beforeAll(async () => {
  await catalogueSeedStep.run(db);
  admin = await createTestUser({ role: "admin", name: "Editor Ivy" });
  reviewer = await createTestUser({ role: "reviewer" });
  const record = await createPerson({
    name: "Dr Tamsin Reviewer",
    role: "Medical reviewer",
    credentials: "MD",
    bio: "",
    photoUrl: null,
    links: [],
  });
  expect(await linkReviewerAccount({ personId: record.id, email: reviewer.email })).toMatchObject({ ok: true });
  await switchReviewGate(true, admin.id);
});

afterAll(async () => {
  await switchReviewGate(false, admin.id);
  await db.delete(schema.interviews).where(eq(schema.interviews.slug, SLUG));
});

describe("an interview through the editorial model", () => {
  it("keeps revisions, meets the gate, is signed off, held, restored and retired, on the record", async () => {
    expect(await createInterview(person)).toEqual({ ok: true, slug: SLUG });
    const first = await saveConversation({
      slug: SLUG,
      intro: "",
      items: [{ question: "When can I start exercising?", answer: ANSWER }],
      actorId: admin.id,
    });
    expect(first).toMatchObject({ ok: true, held: false });
    expect((await row()).version).toBe(2);
    expect(await revisionsOf("interview", SLUG)).toHaveLength(1);

    // The gate: an unsigned interview with advice is not published; nothing changes.
    const refused = await setInterviewStatus({ slug: SLUG, status: "published", actorId: admin.id });
    expect(refused).toMatchObject({ ok: false, reason: "needs-signoff", message: INTERVIEW_EDITORIAL.needsSignoff });
    expect((await row()).status).toBe("draft");
    expect(await revisionsOf("interview", SLUG)).toHaveLength(1);
    expect((await interviewsAwaitingSignoff()).map((r) => r.slug)).toContain(SLUG);
    const queue = (await queueRoute.loader(
      routeArgs("/admin/review-queue", { headers: { cookie: admin.cookie } }) as never,
    )) as { awaiting: { id: string; signOffHref: string }[] };
    expect(queue.awaiting.find((r) => r.id === `interview:${SLUG}`)?.signOffHref).toBe(
      `/expert-interviews/${SLUG}/sign-off`,
    );

    // An admin is no reviewer; a forged revision number is refused; the reviewer signs the one she read.
    expect(await signOffInterview({ slug: SLUG, version: 2, userId: admin.id })).toMatchObject({
      reason: "not-reviewer",
    });
    expect(await signOffInterview({ slug: SLUG, version: 1, userId: reviewer.id })).toMatchObject({
      reason: "stale",
    });
    expect(await signOffInterview({ slug: SLUG, version: 2, userId: reviewer.id })).toMatchObject({ ok: true });
    expect(await setInterviewStatus({ slug: SLUG, status: "published", actorId: admin.id })).toMatchObject({
      ok: true,
    });
    expect(await findPublicInterview(SLUG)).not.toBeNull();
    expect((await interviewsAwaitingSignoff()).map((r) => r.slug)).not.toContain(SLUG);

    // A typo-level fix keeps the sign-off; a "typo" that rewrites advice is refused, nothing saved.
    const typo = await saveConversation({
      slug: SLUG,
      intro: "",
      items: [{ question: "When can I start exercising?", answer: ANSWER.replace("holds", "holds,") }],
      changeKind: "typo",
      actorId: admin.id,
    });
    expect(typo).toMatchObject({ ok: true, held: false });
    const tooBig = await saveConversation({
      slug: SLUG,
      intro: "",
      items: [{ question: "When can I start exercising?", answer: "Run a half marathon in week two." }],
      changeKind: "typo",
      actorId: admin.id,
    });
    expect(tooBig).toMatchObject({ ok: false, reason: "typo-too-large" });
    const before = await row();

    // A person-only change (not health content) stays live.
    expect(
      await saveInterview({ ...person, summary: "The first year, step by step.", actorId: admin.id }),
    ).toMatchObject({ ok: true, held: false });

    // A correction of the advice holds it off every public read until a reviewer signs the new revision.
    const corrected = await saveConversation({
      slug: SLUG,
      intro: "",
      items: [{ question: "When can I start exercising?", answer: `${ANSWER} Ask your midwife at six weeks.` }],
      changeKind: "correction",
      changeSummary: "Added when to ask the midwife.",
      actorId: admin.id,
    });
    expect(corrected).toMatchObject({ ok: true, held: true });
    expect((await row()).reviewHold).toBe(HELD_AFTER_EDIT_REASON);
    expect(await findPublicInterview(SLUG)).toBeNull();
    const xml = await (await sitemap.loader()).text();
    expect(xml).not.toContain(`/expert-interviews/${SLUG}`);
    expect(
      (await listInterviews(readInterviewListQuery(new URL("http://x/?gate=held")))).rows.map((r) => r.slug),
    ).toEqual([SLUG]);
    const held = (await row()).version;
    expect(await signOffInterview({ slug: SLUG, version: held, userId: reviewer.id })).toMatchObject({
      ok: true,
      liftedHold: true,
    });
    expect(await findPublicInterview(SLUG)).not.toBeNull();
    expect(before.version).toBeLessThan(held);

    // The public page history: published, reviewed, corrected (with its summary).
    const history = await interviewPageHistory(SLUG);
    const texts = history!.entries.map((e) => e.text).join(" | ");
    expect(texts).toContain("Published");
    expect(texts).toContain("Dr Tamsin Reviewer");
    expect(texts).toContain("Added when to ask the midwife.");
    const page = (await interviewPage.loader(
      routeArgs(`/expert-interviews/${SLUG}`, { params: { slug: SLUG } }) as never,
    )) as { history: unknown };
    expect(page.history).toEqual(history);

    // Revisions, the comparison and a restore (a save like any other: held again, the gate applies).
    const list = await interviewRevisionHistory(SLUG);
    expect(list!.revisions.length).toBe((await row()).version - 1);
    const original = list!.revisions.find((r) => r.version === 2)!;
    const compared = await interviewRevisionComparison(SLUG, original.id);
    expect(compared!.fields.find((f) => f.field === "conversation")!.changed).toBe(true);
    expect(compared!.fields.find((f) => f.field === "summary")!.changed).toBe(true);
    expect(await restoreInterviewVersion(SLUG, "not-a-uuid", admin.id)).toMatchObject({ reason: "no-revision" });
    const restored = await restoreInterviewVersion(SLUG, original.id, admin.id);
    expect(restored).toMatchObject({ ok: true });
    const after = await row();
    expect(after.summary).toBe(person.summary);
    expect(after.content).toEqual([{ question: "When can I start exercising?" }, ANSWER]);
    expect(after.reviewHold).toBe(HELD_AFTER_EDIT_REASON);
    expect(after.status).toBe("published");

    // Retired: its page answers 410 with a pointer to the other interviews; search's source drops it.
    expect(await setInterviewStatus({ slug: SLUG, status: "retired", actorId: admin.id })).toMatchObject({
      ok: true,
    });
    const gone = (await settle(() =>
      interviewPage.loader(routeArgs(`/expert-interviews/${SLUG}`, { params: { slug: SLUG } }) as never),
    )) as { init: { status: number }; data: { gone: { link: { to: string } } } };
    expect(gone.init.status).toBe(410);
    expect(gone.data.gone.link.to).toBe("/expert-interviews");
  });

  it("refuses forged posts to the admin's forms and the sign-off, changing nothing", async () => {
    const start = await row();
    // An unknown kind of save on the conversation form: refused beside the field, nothing written.
    const forged = (await conversationRoute.action(
      routeArgs(`/admin/interviews/${SLUG}/conversation`, {
        method: "POST",
        headers: { cookie: admin.cookie },
        params: { slug: SLUG },
        body: form({ intent: "save", intro: "", question: "Q?", answer: "A.", changeKind: "rewrite" }),
      }) as never,
    )) as { init: { status: number }; data: { fieldErrors: Record<string, string> } };
    expect(forged.init.status).toBe(400);
    expect(forged.data.fieldErrors.changeKind).toBeTruthy();
    // An unknown state on the edit page's state form.
    const state = (await editRoute.action(
      routeArgs(`/admin/interviews/${SLUG}`, {
        method: "POST",
        headers: { cookie: admin.cookie },
        params: { slug: SLUG },
        body: form({ intent: "state", status: "live" }),
      }) as never,
    )) as { init: { status: number } };
    expect(state.init.status).toBe(400);
    // A sign-off without a revision, and one from an admin.
    const noVersion = (await signOffRoute.action(
      routeArgs(`/expert-interviews/${SLUG}/sign-off`, {
        method: "POST",
        headers: { cookie: reviewer.cookie },
        params: { slug: SLUG },
        body: form({ version: "x" }),
      }) as never,
    )) as { init: { status: number } };
    expect(noVersion.init.status).toBe(400);
    const byAdmin = (await signOffRoute.action(
      routeArgs(`/expert-interviews/${SLUG}/sign-off`, {
        method: "POST",
        headers: { cookie: admin.cookie },
        params: { slug: SLUG },
        body: form({ version: String(start.version) }),
      }) as never,
    )) as { init: { status: number } };
    expect(byAdmin.init.status).toBe(403);
    const end = await row();
    expect(end.version).toBe(start.version);
    expect(end.content).toEqual(start.content);
    expect(end.status).toBe(start.status);
    const signoffs = await db
      .select()
      .from(schema.contentSignoffs)
      .where(and(eq(schema.contentSignoffs.kind, "interview"), eq(schema.contentSignoffs.key, SLUG)));
    expect(signoffs).toHaveLength(2);
  });

  it("lists interviews with a search, filters and pages, and says a draft's preview is a draft", async () => {
    const all = await listInterviews(readInterviewListQuery(new URL("http://x/?state=bogus&page=-3")));
    expect(all.rows.length).toBeGreaterThan(0);
    const found = await listInterviews(readInterviewListQuery(new URL("http://x/?q=quillon&speaker=real")));
    expect(found.rows.map((r) => r.slug)).toEqual([SLUG]);
    const none = await listInterviews(readInterviewListQuery(new URL("http://x/?q=quillon&speaker=illustrative")));
    expect(none.rows).toEqual([]);
    const retired = await listInterviews(readInterviewListQuery(new URL("http://x/?state=retired")));
    expect(retired.rows.map((r) => r.slug)).toContain(SLUG);
  });
});
