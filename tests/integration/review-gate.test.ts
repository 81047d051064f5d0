import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as editRoute from "#app/routes/articles/edit.tsx";
import * as signOffRoute from "#app/routes/articles/sign-off.tsx";
import * as detailRoute from "#app/routes/articles/detail.tsx";
import * as queueRoute from "#app/routes/admin/review-queue.tsx";
import {
  createArticle,
  getArticleBySlug,
  getPublicArticleBySlug,
  restoreRevision,
  listRevisions,
  updateArticle,
  type Article,
} from "#app/domain/articles/articles.server.ts";
import { articleHistory } from "#app/domain/articles/history.server.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { publishDueArticles } from "#app/domain/articles/publishing.server.ts";
import {
  NEEDS_SIGNOFF_MESSAGE,
  HELD_AFTER_EDIT_REASON,
  HELD_SCHEDULED_REASON,
} from "#app/domain/articles/review-gate.ts";
import { setReviewGate, signOff } from "#app/domain/articles/review-gate.server.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { saveNewArticle } from "#app/domain/articles/saving.server.ts";
import { createClusterEvents } from "#platform/cluster-events.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * The review gate: with it on, an unreviewed health article is neither published nor goes live on schedule;
 * a sign-off on the exact revision lets it; an edit after sign-off (not a typo-level fix) takes it back to
 * review; the page history lists the sign-off and a correction, whose notice shows for 30 days.
 */
let admin: TestUser;
let reviewer: TestUser;
let n = 0;

const fields = (category = "Sleep") => ({
  title: `Gate article ${Date.now()}-${(n += 1)}`,
  category,
  author_name: null,
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: "What the evidence says about sleep.",
  content: "<p>Adults need seven or more hours of sleep a night.</p>",
});

const edit = (
  article: Article,
  change: Partial<ReturnType<typeof fields>> & {
    change_kind?: "update" | "typo" | "correction";
    change_summary?: string | null;
  } = {},
) =>
  updateArticle(article.id, { ...fields(article.category), ...pick(article), ...change } as never, {
    actorId: admin.id,
  });

const pick = (a: Article) => ({
  category: a.category,
  author_name: a.authorName,
  image_url: a.imageUrl!,
  image_description: a.imageDescription!,
  excerpt: a.excerpt,
  content: a.content,
});

async function sign(article: Article) {
  const fresh = (await getArticleBySlug(article.slug))!;
  return signOff({ articleId: fresh.id, version: fresh.version, userId: reviewer.id });
}

beforeAll(async () => {
  admin = await createTestUser({ role: "admin" });
  reviewer = await createTestUser({ role: "reviewer" });
  const person = await createPerson({
    name: `Dr Rev ${Date.now()}`,
    role: "Medical reviewer",
    credentials: "MD, FACOG",
    bio: "",
    photoUrl: null,
    links: [],
  });
  expect(await linkReviewerAccount({ personId: person.id, email: reviewer.email })).toMatchObject({ ok: true });
});

beforeEach(async () => {
  await setReviewGate(true, admin.id);
});

describe("the review gate", () => {
  it("refuses to publish or schedule an unreviewed health article, and lets a lifestyle one through", async () => {
    const now = await saveNewArticle({ ...fields(), intent: "publish" } as never, { actorId: admin.id });
    expect(now).toMatchObject({ ok: false, message: NEEDS_SIGNOFF_MESSAGE });
    const later = new Date(Date.now() + 3_600_000).toISOString().slice(0, 19);
    const scheduled = await saveNewArticle({ ...fields(), intent: "publish", publish_at: later } as never, {
      actorId: admin.id,
    });
    expect(scheduled).toMatchObject({ ok: false, message: NEEDS_SIGNOFF_MESSAGE });
    const lifestyle = await saveNewArticle({ ...fields("Travel"), intent: "publish" } as never, { actorId: admin.id });
    expect(lifestyle.ok).toBe(true);

    // A draft is allowed; publishing it is refused until a reviewer signs, then allowed.
    const draft = await createArticle(fields(), { publication: { intent: "draft" }, actorId: admin.id });
    await expect(
      updateArticle(draft.id, pick(draft), { publication: { intent: "publish", at: null }, actorId: admin.id }),
    ).rejects.toThrow(NEEDS_SIGNOFF_MESSAGE);
    expect((await getArticleBySlug(draft.slug))!.status).toBe("draft");
    // Only a reviewer signs: an admin is refused.
    expect(await signOff({ articleId: draft.id, version: draft.version, userId: admin.id })).toMatchObject({
      ok: false,
      reason: "not-reviewer",
    });
    expect(await sign(draft)).toMatchObject({ ok: true });
    const published = await updateArticle(draft.id, pick(draft), {
      publication: { intent: "publish", at: null },
      actorId: admin.id,
    });
    expect(await getPublicArticleBySlug(published!.slug)).not.toBeNull();
  });

  it("keeps a scheduled article unpublished at its time when its sign-off went stale, and queues it with the reason", async () => {
    await setReviewGate(false, admin.id);
    const article = await createArticle(fields(), {
      publication: { intent: "publish", at: new Date(Date.now() + 60_000) },
      actorId: admin.id,
    });
    await setReviewGate(true, admin.id);
    // Switching the gate on held the unsigned scheduled article.
    expect((await getArticleBySlug(article.slug))!.reviewHold).toBe(HELD_SCHEDULED_REASON);
    expect(await sign(article)).toMatchObject({ ok: true, liftedHold: true });
    // An edit after sign-off makes it stale again.
    const edited = await edit((await getArticleBySlug(article.slug))!, { content: "<p>Adults need eight hours.</p>" });
    expect(edited!.reviewHold).toBe(HELD_AFTER_EDIT_REASON);
    // Its time comes (moved into the past here, the database's clock decides); the job does not take it live.
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 minute'` })
      .where(eq(schema.articles.id, article.id));
    const wentLive = await publishDueArticles(db, createClusterEvents());
    expect(wentLive.map((row) => row.id)).not.toContain(article.id);
    expect(await getPublicArticleBySlug(article.slug)).toBeNull();
    const queue = (await queueRoute.loader(
      routeArgs("/admin/review-queue", { headers: { cookie: admin.cookie } }),
    )) as Awaited<ReturnType<typeof queueRoute.loader>>;
    expect(queue.awaiting).toContainEqual(
      expect.objectContaining({ slug: article.slug, reason: HELD_AFTER_EDIT_REASON }),
    );
    // The reviewer signs the new revision through the page: it goes live.
    const body = new FormData();
    body.set("version", String((await getArticleBySlug(article.slug))!.version));
    const signed = await settle(() =>
      signOffRoute.action(
        routeArgs(`/articles/${article.slug}/sign-off`, {
          method: "POST",
          body,
          params: { slug: article.slug },
          headers: { cookie: reviewer.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
    expect((signed as Response).status).toBe(302);
    expect(await getPublicArticleBySlug(article.slug)).not.toBeNull();
  });

  it("an edit after sign-off returns a live article to review; a typo-level fix does not; a restore does", async () => {
    await setReviewGate(false, admin.id);
    const article = await createArticle(fields(), { actorId: admin.id });
    await setReviewGate(true, admin.id);
    expect(await sign(article)).toMatchObject({ ok: true });
    const typo = await edit((await getArticleBySlug(article.slug))!, {
      content: "<p>Adults need seven or more hours of sleep each night.</p>",
      change_kind: "typo",
    });
    expect(typo!.reviewHold).toBeNull();
    expect(await getPublicArticleBySlug(article.slug)).not.toBeNull();
    // A "typo" that rewrites the advice is refused, not saved.
    await expect(
      edit(typo!, {
        content: "<p>Sleep is optional for most adults; four hours is plenty for anyone.</p>",
        change_kind: "typo",
      }),
    ).rejects.toThrow(/more than a typo-level fix/);
    // The edit form's path: an update after sign-off takes it off the site.
    const body = new FormData();
    for (const [key, value] of Object.entries({
      ...pick(typo!),
      author_name: "",
      content: "<p>New advice.</p>",
      change_kind: "update",
      change_summary: "New advice",
    }))
      body.set(key, String(value ?? ""));
    body.set("intent", "save");
    const saved = await settle(() =>
      editRoute.action(
        routeArgs(`/articles/${article.slug}/edit`, {
          method: "POST",
          body,
          params: { slug: article.slug },
          headers: { cookie: admin.cookie, Origin: "http://localhost:3000" },
        }),
      ),
    );
    expect((saved as Response).status).toBe(302);
    expect((await getArticleBySlug(article.slug))!.reviewHold).toBe(HELD_AFTER_EDIT_REASON);
    expect(await getPublicArticleBySlug(article.slug)).toBeNull();
    await sign(article);
    expect(await getPublicArticleBySlug(article.slug)).not.toBeNull();
    // Restoring an earlier revision is a substantive save too.
    const [older] = await listRevisions(article.id);
    await restoreRevision(article.id, older!.id, { actorId: admin.id });
    expect(await getPublicArticleBySlug(article.slug)).toBeNull();
  });

  it("the page history lists the sign-off and a correction, whose notice shows for 30 days", async () => {
    await setReviewGate(false, admin.id);
    const created = await createArticle(fields(), { actorId: admin.id });
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '2 days'`, updatedAt: sql`now() - interval '2 days'` })
      .where(eq(schema.articles.id, created.id));
    await setReviewGate(true, admin.id);
    expect(await sign(created)).toMatchObject({ ok: true });
    const corrected = await edit((await getArticleBySlug(created.slug))!, {
      content: "<p>Adults need seven to nine hours of sleep a night.</p>",
      change_kind: "correction",
      change_summary: "The recommended range is seven to nine hours, not seven or more.",
    });
    await sign(corrected!);
    const article = (await getArticleBySlug(created.slug))!;
    const history = await articleHistory(article);
    const texts = history.entries.map((entry) => entry.text);
    expect(texts).toContain("Published");
    expect(texts.filter((text) => text.startsWith("Reviewed by Dr Rev"))).toHaveLength(2);
    expect(texts[0]).toMatch(/^Reviewed by Dr Rev .*, MD, FACOG$/);
    expect(texts).toContain("Corrected: The recommended range is seven to nine hours, not seven or more.");
    expect(history.correctionNotice?.summary).toBe("The recommended range is seven to nine hours, not seven or more.");
    // The clock is injected: 29 days on the notice is there, 31 days on it is gone (the history entry stays).
    const day = 24 * 60 * 60 * 1000;
    expect(
      (await articleHistory(article, new Date(article.updatedAt.getTime() + 29 * day))).correctionNotice,
    ).not.toBeNull();
    const later = await articleHistory(article, new Date(article.updatedAt.getTime() + 31 * day));
    expect(later.correctionNotice).toBeNull();
    expect(later.entries.map((entry) => entry.text)).toContain(
      "Corrected: The recommended range is seven to nine hours, not seven or more.",
    );
    // The public page carries both.
    const page = JSON.stringify(
      await detailRoute.loader(routeArgs(`/articles/${article.slug}`, { params: { slug: article.slug } })),
    );
    expect(page).toContain("The recommended range is seven to nine hours, not seven or more.");
    expect(page).toMatch(/Dr Rev/);
  });

  it("off, the spec's direct publishing works and holds are lifted", async () => {
    await setReviewGate(false, admin.id);
    const saved = await saveNewArticle({ ...fields(), intent: "publish" } as never, { actorId: admin.id });
    expect(saved.ok).toBe(true);
  });
});
