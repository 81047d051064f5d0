import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as creditsRoute from "#app/routes/articles/credits.tsx";
import { createArticle, getArticleBySlug, updateArticle, type Article } from "#app/domain/articles/articles.server.ts";
import { articlePageData } from "#app/domain/articles/article-page.server.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { setReviewGate, signOff } from "#app/domain/articles/review-gate.server.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { articleJsonLd } from "#app/domain/seo/structured-data.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * Issue 63, class 5: with the review gate on, a claim of review ("Medically reviewed by", `reviewedBy`, the
 * review date) comes only from the sign-off of the current text; the editorial details form cannot set it;
 * a typo-level allowance is measured against the last signed revision and spent across saves.
 */
let admin: TestUser;
let reviewer: TestUser;
let unsignedPerson: { id: string; name: string };
let n = 0;

const fields = () => ({
  title: `Claims article ${Date.now()}-${(n += 1)}`,
  category: "Sleep",
  author_name: null,
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: "What the evidence says about sleep.",
  content: "<p>Adults need seven or more hours of sleep a night, most nights of the week, for good health.</p>",
});
const pick = (a: Article) => ({
  title: a.title,
  category: a.category,
  author_name: a.authorName,
  image_url: a.imageUrl!,
  image_description: a.imageDescription!,
  excerpt: a.excerpt,
  content: a.content,
});

beforeAll(async () => {
  admin = await createTestUser({ role: "admin" });
  reviewer = await createTestUser({ role: "reviewer" });
  const person = await createPerson({
    name: `Dr Signer ${Date.now()}`,
    role: "Medical reviewer",
    credentials: "MD",
    bio: "",
    photoUrl: null,
    links: [],
  });
  expect(await linkReviewerAccount({ personId: person.id, email: reviewer.email })).toMatchObject({ ok: true });
  unsignedPerson = await createPerson({
    name: `Dr Never Signed ${Date.now()}`,
    role: "Medical reviewer",
    credentials: "MD",
    bio: "",
    photoUrl: null,
    links: [],
  });
});

beforeEach(async () => {
  await setReviewGate(true, admin.id);
});

describe("claims of review come only from sign-offs", () => {
  it("the editorial details form cannot name a reviewer nobody signed off as; the page and JSON-LD claim none", async () => {
    await setReviewGate(false, admin.id);
    const article = await createArticle(fields(), { actorId: admin.id });
    await setReviewGate(true, admin.id);
    const body = new URLSearchParams({
      author_id: "",
      reviewer_id: unsignedPerson.id,
      key_takeaways: "",
      sources: "",
      last_reviewed: new Date().toISOString().slice(0, 10),
      next_review: "",
    });
    const answer = await settle(() =>
      creditsRoute.action(
        routeArgs(`/articles/${article.slug}/editorial`, {
          method: "POST",
          body,
          params: { slug: article.slug },
          headers: {
            cookie: admin.cookie,
            Origin: "http://localhost:3000",
            "Content-Type": "application/x-www-form-urlencoded",
          },
        }) as never,
      ),
    );
    expect((answer as { init?: { status?: number } }).init?.status).toBe(400);
    expect(JSON.stringify(answer)).toMatch(/come only from a reviewer's sign-off/);
    const page = await articlePageData((await getArticleBySlug(article.slug))!, false);
    expect(page.article.reviewer).toBeNull();
    expect(page.article.lastReviewed).toBeNull();
    expect(JSON.stringify(articleJsonLd("http://localhost:3000", page.article as never))).not.toContain("reviewedBy");

    // A sign-off is what names the reviewer, with its own date.
    const fresh = (await getArticleBySlug(article.slug))!;
    expect(await signOff({ articleId: fresh.id, version: fresh.version, userId: reviewer.id })).toMatchObject({
      ok: true,
    });
    const signed = await articlePageData((await getArticleBySlug(article.slug))!, false);
    expect(signed.article.reviewer?.name).toMatch(/^Dr Signer/);
    expect(signed.article.lastReviewed).not.toBeNull();
  });

  it("eight chained 'typo' saves cannot rewrite signed-off advice: the allowance is measured from the signed text", async () => {
    await setReviewGate(false, admin.id);
    let article = await createArticle(fields(), { actorId: admin.id });
    await setReviewGate(true, admin.id);
    expect(await signOff({ articleId: article.id, version: article.version, userId: reviewer.id })).toMatchObject({
      ok: true,
    });
    const target = "<p>Adults can skip sleep on most nights; four hours is enough for anyone who feels fine.</p>";
    let refused = false;
    for (let step = 1; step <= 12 && !refused; step += 1) {
      article = (await getArticleBySlug(article.slug))!;
      // Each save moves ~15 characters closer to the target: well under 40 against the save before it.
      const current = article.content;
      let moved = 0;
      const chars = [...current];
      for (let i = 0; i < Math.max(chars.length, target.length) && moved < 8; i += 1) {
        if (chars[i] !== target[i]) {
          chars[i] = target[i] ?? "";
          moved += 1;
        }
      }
      const next = chars.join("");
      try {
        await updateArticle(article.id, { ...pick(article), content: next, change_kind: "typo" } as never, {
          actorId: admin.id,
        });
      } catch (error) {
        expect(String(error)).toMatch(/more than a typo-level fix/);
        refused = true;
      }
    }
    expect(refused).toBe(true);
    const live = (await getArticleBySlug(article.slug))!;
    expect(live.content).not.toBe(target);
  });
});
