import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, inArray, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_BY } from "#app/domain/articles/saved-by.ts";
import * as addRoute from "#app/routes/articles/add.tsx";
import * as adminNewRoute from "#app/routes/admin/article-new.tsx";
import * as contentRoute from "#app/routes/admin/content.tsx";
import * as detailRoute from "#app/routes/articles/detail.tsx";
import * as editRoute from "#app/routes/articles/edit.tsx";
import * as listRoute from "#app/routes/articles/index.tsx";
import * as revisionRoute from "#app/routes/articles/revision.tsx";
import * as revisionsRoute from "#app/routes/articles/revisions.tsx";
import * as rssRoute from "#app/routes/rss[.]xml.ts";
import * as searchRoute from "#app/routes/search.tsx";
import * as sitemapRoute from "#app/routes/sitemap[.]xml.ts";
import {
  createArticle,
  getArticleBySlug,
  listRevisions,
  restoreRevision,
  updateArticle,
  type Article,
} from "#app/domain/articles/articles.server.ts";
import { publishDueArticles } from "#app/domain/articles/publishing.server.ts";
import { PUBLISH_AT_INVALID, PUBLISH_AT_PAST, UNKNOWN_INTENT } from "#app/domain/articles/schema.ts";
import { createClusterEvents } from "#platform/cluster-events.ts";
import { openDatabase } from "#platform/db/client.ts";
import { db, schema } from "#platform/db.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { pageCache } from "#server/page-cache.ts";
import { storedPage } from "#tests/helpers/pages.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { searchWord } from "#tests/helpers/search-word.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { categoryPath } from "#app/domain/articles/credits-and-sources.ts";

/**
 * Drafts and scheduled articles are invisible to readers in every
 * listing until they are public, scheduled publishing happens exactly once, and every save
 * keeps the version it replaced, which can be compared and restored.
 */
type Outcome = { status: number; location: string | null; data: unknown; headers: Headers | null };

async function outcome(run: () => unknown): Promise<Outcome> {
  const result = await settle(run);
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get("Location"),
      data: await result.clone().text(),
      headers: result.headers,
    };
  }
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
    return { status: r.init?.status ?? 200, location: null, data: r.data, headers: new Headers(r.init?.headers) };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, data: result, headers: null };
}

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}

const fields = (title: string, word: string) => ({
  title,
  category: "Sleep",
  author_name: "Dr. Editorial",
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: `An excerpt about ${word}.`,
  content: `<p>Body text mentioning ${word} once.</p>`,
});

let admin: TestUser;
let user: TestUser;
const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : undefined);

beforeAll(async () => {
  admin = await createTestUser({ role: "admin", name: "Editor Eve" });
  user = await createTestUser();
});

/** What readers see of an article, listing by listing. */
async function readerView(article: Article, word: string) {
  const list = (await outcome(() => listRoute.loader())).data as { articles: { slug: string }[] };
  const detail = await outcome(() =>
    detailRoute.loader(routeArgs(`/articles/${article.slug}`, { params: { slug: article.slug } })),
  );
  const signedIn = await outcome(() =>
    detailRoute.loader(routeArgs(`/articles/${article.slug}`, { params: { slug: article.slug }, headers: as(user) })),
  );
  const search = (await outcome(() => searchRoute.loader(routeArgs(`/search?q=${word}`)))).data as {
    answer: { hits: { url: string }[] } | null;
  };
  const sitemap = String((await outcome(() => sitemapRoute.loader())).data);
  const rss = String((await outcome(() => rssRoute.loader())).data);
  return {
    list: list.articles.some((card) => card.slug === article.slug),
    detail: detail.status,
    detailSignedIn: signedIn.status,
    search: (search.answer?.hits ?? []).some((hit) => hit.url === `/articles/${article.slug}`),
    sitemap: sitemap.includes(`/articles/${article.slug}<`),
    rss: rss.includes(`/articles/${article.slug}<`),
  };
}

const HIDDEN = { list: false, detail: 404, detailSignedIn: 404, search: false, sitemap: false, rss: false };
const SHOWN = { list: true, detail: 200, detailSignedIn: 200, search: true, sitemap: true, rss: true };

describe("drafts", () => {
  it("a draft is in no listing, and its page is not found for visitors and users", async () => {
    const word = searchWord();
    const draft = await createArticle(fields(`Draft ${word}`, word), {
      publication: { intent: "draft" },
      actorId: admin.id,
    });
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, wentLiveAt: null });
    expect(await readerView(draft, word)).toEqual(HIDDEN);
  });

  it("an admin previews a draft: the page answers, says it is a draft, carries no-store and no JSON-LD date", async () => {
    const word = searchWord();
    const draft = await createArticle(fields(`Preview ${word}`, word), {
      publication: { intent: "draft" },
      actorId: admin.id,
    });
    const preview = await outcome(() =>
      detailRoute.loader(routeArgs(`/articles/${draft.slug}`, { params: { slug: draft.slug }, headers: as(admin) })),
    );
    expect(preview.status).toBe(200);
    expect(preview.data).toMatchObject({
      article: { state: "draft", title: `Preview ${word}` },
      page: { canEdit: true },
    });
    expect(preview.headers?.get("Cache-Control")).toBe("private, no-store");
    // The route's headers keep it (a published article's page stays public).
    const headers = (loaderHeaders: Headers) =>
      detailRoute.headers({ loaderHeaders } as never) as Record<string, string>;
    expect(headers(preview.headers!)["Cache-Control"]).toBe("private, no-store");
    expect(headers(new Headers())["Cache-Control"]).toMatch(/^public\b/);
  });

  it("is saved from both creation screens and the edit screen, and goes to Content Management", async () => {
    for (const mod of [addRoute, adminNewRoute]) {
      const word = searchWord();
      const title = `Screen Draft ${word}`;
      const result = await outcome(() =>
        mod.action(
          routeArgs("/articles/add", {
            method: "POST",
            body: form({ ...fields(title, word), intent: "draft" }),
            headers: as(admin),
          }),
        ),
      );
      expect(result).toMatchObject({ status: 302, location: "/admin/content" });
      const [row] = await db.select().from(schema.articles).where(eq(schema.articles.title, title));
      expect(row).toMatchObject({ status: "draft", publishedAt: null, updatedBy: admin.id });
    }
    // A published article taken back to a draft from the edit screen leaves every listing.
    const word = searchWord();
    const live = await createArticle(fields(`Unpublished ${word}`, word));
    expect(await readerView(live, word)).toEqual(SHOWN);
    const saved = await outcome(() =>
      editRoute.action(
        routeArgs(`/articles/${live.slug}/edit`, {
          method: "POST",
          body: form({ ...fields(live.title, word), intent: "draft" }),
          headers: as(admin),
          params: { slug: live.slug },
        }),
      ),
    );
    expect(saved).toMatchObject({ status: 302, location: `/articles/${live.slug}` });
    expect(await readerView((await getArticleBySlug(live.slug))!, word)).toEqual(HIDDEN);
  });

  it("Content Management shows each article's status", async () => {
    const word = searchWord();
    const draft = await createArticle(fields(`Status Draft ${word}`, word), { publication: { intent: "draft" } });
    const at = new Date(Date.UTC(2031, 4, 6, 15, 30));
    const scheduled = await createArticle(fields(`Status Scheduled ${word}`, word), {
      publication: { intent: "publish", at },
    });
    const published = await createArticle(fields(`Status Published ${word}`, word));
    const result = await outcome(() => contentRoute.loader(routeArgs("/admin/content", { headers: as(admin) })));
    const rows = (result.data as { articles: { id: string; status: string }[] }).articles;
    const status = (id: string) => rows.find((row) => row.id === id)?.status;
    expect(status(draft.id)).toBe("Draft");
    expect(status(scheduled.id)).toBe("Scheduled for May 6, 2031 at 3:30 PM UTC");
    expect(status(published.id)).toBe("Published");
  });
});

describe("the sitemap", () => {
  it("lists the editorial pages, each person's page and the categories of public articles only", async () => {
    const word = searchWord();
    const person = await createPerson({
      name: `Sitemap Person ${word}`,
      role: "Health writer",
      credentials: "",
      bio: "",
      photoUrl: null,
      links: [],
    });
    await createArticle(fields(`Live ${word}`, word), { actorId: admin.id });
    await createArticle(
      { ...fields(`Draft ${word}`, word), category: `Draft Only ${word}` },
      { publication: { intent: "draft" }, actorId: admin.id },
    );
    const sitemap = String((await outcome(() => sitemapRoute.loader())).data);
    for (const path of [
      "/community",
      "/editorial-team",
      "/editorial-policy",
      "/corrections-policy",
      "/advertising-policy",
      "/terms-of-use",
      `/people/${person.slug}`,
      categoryPath("Sleep"),
    ]) {
      expect(sitemap, path).toContain(`${path}</loc>`);
    }
    expect(sitemap).not.toContain(categoryPath(`Draft Only ${word}`));
    expect(sitemap).not.toContain("/report-error");
    expect(sitemap).not.toContain("/usage");
  });
});

describe("the create screens keep the spec's flow", () => {
  it("publish at once by default (no publishing fields posted): 'Article Created! 🎉' to /admin, public at once", async () => {
    const word = searchWord();
    const title = `Default Flow ${word}`;
    const result = await outcome(() =>
      addRoute.action(
        routeArgs("/articles/add", { method: "POST", body: form(fields(title, word)), headers: as(admin) }),
      ),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin" });
    const article = (await db.select().from(schema.articles).where(eq(schema.articles.title, title)))[0]!;
    expect(article.status).toBe("published");
    expect(article.publishedAt?.getTime()).toBe(article.createdAt.getTime());
    expect(article.wentLiveAt).not.toBeNull();
    expect(await readerView(article, word)).toEqual(SHOWN);
  });

  it("refuses a publish date in the past, one that is not a date, and an unknown choice, storing nothing", async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ intent: "publish", publish_at: "2020-01-01T10:00" }, "publish_at", PUBLISH_AT_PAST],
      [{ intent: "publish", publish_at: "2031-02-30T10:00" }, "publish_at", PUBLISH_AT_INVALID],
      [{ intent: "publish", publish_at: "next tuesday" }, "publish_at", PUBLISH_AT_INVALID],
      // A form-level message is Conform's "" key.
      [{ intent: "save" }, "", UNKNOWN_INTENT],
      [{ intent: "published" }, "", UNKNOWN_INTENT],
    ];
    for (const [extra, field, message] of cases) {
      const word = searchWord();
      const title = `Refused ${word}`;
      const result = await outcome(() =>
        adminNewRoute.action(
          routeArgs("/admin/articles/new", {
            method: "POST",
            body: form({ ...fields(title, word), ...extra }),
            headers: as(admin),
          }),
        ),
      );
      expect(result.status, JSON.stringify(extra)).toBe(400);
      expect(result.data).toMatchObject({
        toast: { title: "Creation Failed", description: message },
        result: { status: "error", error: { [field]: [message] } },
      });
      expect(await db.select().from(schema.articles).where(eq(schema.articles.title, title))).toHaveLength(0);
    }
  });
});

describe("scheduled publishing", () => {
  it("hides the article until its time in every listing, by the query alone; then it is everywhere", async () => {
    const word = searchWord();
    const at = new Date(Date.now() + 60 * 60 * 1000);
    const result = await outcome(() =>
      addRoute.action(
        routeArgs("/articles/add", {
          method: "POST",
          // A datetime-local value is read as UTC.
          body: form({
            ...fields(`Scheduled ${word}`, word),
            intent: "publish",
            publish_at: at.toISOString().slice(0, 19),
          }),
          headers: as(admin),
        }),
      ),
    );
    expect(result).toMatchObject({ status: 302, location: "/admin/content" });
    const scheduled = (
      await db
        .select()
        .from(schema.articles)
        .where(eq(schema.articles.title, `Scheduled ${word}`))
    )[0]!;
    expect(scheduled).toMatchObject({ status: "published", wentLiveAt: null });
    expect(scheduled.publishedAt?.toISOString()).toBe(`${at.toISOString().slice(0, 19)}.000Z`);
    expect(await readerView(scheduled, word)).toEqual(HIDDEN);
    expect((await publishDueArticles()).map((row) => row.id)).not.toContain(scheduled.id);

    // Its time comes (moved to a second ago): readers see it before any timer has run.
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(schema.articles.id, scheduled.id));
    // The search index keeps each article's live time and compares it at query time; moving that time in SQL
    // is a change the site did not make, so the test announces it as a save would.
    invalidatePages();
    const due = (await getArticleBySlug(scheduled.slug))!;
    expect(await readerView(due, word)).toEqual(SHOWN);
    expect(due.wentLiveAt).toBeNull();
  });

  it("publishDueArticles marks it gone live once and empties the page cache; a second call finds nothing", async () => {
    const word = searchWord();
    const article = await createArticle(fields(`Due ${word}`, word), {
      publication: { intent: "publish", at: new Date(Date.now() + 60_000) },
    });
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(eq(schema.articles.id, article.id));
    pageCache.set("en visitor /articles", storedPage("stale list"), contentPage());
    expect(pageCache.get("en visitor /articles")).toBeDefined();

    const [first, second] = await Promise.all([publishDueArticles(), publishDueArticles()]);
    const marked = [...first!, ...second!].filter((row) => row.id === article.id);
    expect(marked).toHaveLength(1);
    expect(pageCache.get("en visitor /articles")).toBeUndefined();
    expect((await getArticleBySlug(article.slug))?.wentLiveAt).not.toBeNull();
    expect((await publishDueArticles()).map((row) => row.id)).not.toContain(article.id);
  });

  it("a draft never goes live, and rescheduling a live article takes it off until the new time", async () => {
    const word = searchWord();
    const draft = await createArticle(fields(`Never ${word}`, word), { publication: { intent: "draft" } });
    expect((await publishDueArticles()).map((row) => row.id)).not.toContain(draft.id);

    const live = await createArticle(fields(`Rescheduled ${word}`, word));
    const later = new Date(Date.now() + 3_600_000);
    const saved = await updateArticle(
      live.id,
      { ...fields(live.title, word), author_name: null },
      { publication: { intent: "publish", at: later } },
    );
    expect(saved).toMatchObject({ status: "published", wentLiveAt: null });
    expect(await readerView(saved!, word)).toEqual(HIDDEN);
  });

  it("an admin publishes a scheduled article now from the edit screen", async () => {
    const word = searchWord();
    const scheduled = await createArticle(fields(`Publish Now ${word}`, word), {
      publication: { intent: "publish", at: new Date(Date.now() + 3_600_000) },
    });
    const result = await outcome(() =>
      editRoute.action(
        routeArgs(`/articles/${scheduled.slug}/edit`, {
          method: "POST",
          body: form({ ...fields(scheduled.title, word), intent: "publish", publish_at: "" }),
          headers: as(admin),
          params: { slug: scheduled.slug },
        }),
      ),
    );
    expect(result).toMatchObject({ status: 302, location: `/articles/${scheduled.slug}` });
    const now = (await getArticleBySlug(scheduled.slug))!;
    expect(now.wentLiveAt).not.toBeNull();
    expect(await readerView(now, word)).toEqual(SHOWN);
  });
});

describe("revisions", () => {
  it("every save keeps the version it replaced, with who saved it and when", async () => {
    const word = searchWord();
    const article = await createArticle(fields(`Revised ${word}`, word), { actorId: admin.id });
    const other = await createTestUser({ role: "admin", name: "Second Editor" });
    await updateArticle(
      article.id,
      { ...fields(article.title, word), excerpt: "Second excerpt.", author_name: "Dr. Two" },
      { actorId: other.id },
    );
    await updateArticle(
      article.id,
      { ...fields(article.title, word), excerpt: "Third excerpt.", author_name: "Dr. Three" },
      { actorId: admin.id },
    );

    const revisions = await listRevisions(article.id);
    expect(revisions.map((revision) => [revision.excerpt, revision.savedByName])).toEqual([
      ["Second excerpt.", "Second Editor"],
      [`An excerpt about ${word}.`, "Editor Eve"],
    ]);
    const [stored] = await db
      .select()
      .from(schema.articleRevisions)
      .where(eq(schema.articleRevisions.id, revisions[1]!.id));
    expect(stored).toMatchObject({
      title: article.title,
      category: "Sleep",
      authorName: "Dr. Editorial",
      imageUrl: "/images/articles/better-sleep.webp",
      imageDescription: "A moon over hills",
      content: `<p>Body text mentioning ${word} once.</p>`,
      savedBy: admin.id,
    });
    expect(stored!.savedAt.getTime()).toBe(article.updatedAt.getTime());
  });

  it("a version no account saved reads as the starter content when it is the first, a deleted account's after", async () => {
    const word = searchWord();
    // The seed writes an article with no account: its first version is the starter content.
    const article = await createArticle(fields(`Starter ${word}`, word));
    const gone = await createTestUser({ role: "admin", name: "Leaving Editor" });
    await updateArticle(article.id, { ...fields(article.title, word), excerpt: "Second." }, { actorId: gone.id });
    await updateArticle(article.id, { ...fields(article.title, word), excerpt: "Third." }, { actorId: admin.id });
    await db.delete(schema.user).where(eq(schema.user.id, gone.id));
    const args = <Params extends Record<string, string>>(url: string, params: Params) =>
      routeArgs(url, { params, headers: as(admin) });
    const list = (
      await outcome(() => revisionsRoute.loader(args(`/articles/${article.slug}/revisions`, { slug: article.slug })))
    ).data as { revisions: { id: string; savedBy: string }[]; current: { savedBy: string } };
    expect([list.current.savedBy, ...list.revisions.map((r) => r.savedBy)]).toEqual([
      "Editor Eve",
      SAVED_BY.deletedAccount,
      SAVED_BY.starter,
    ]);
    const first = list.revisions.at(-1)!.id;
    const compare = (
      await outcome(() =>
        revisionRoute.loader(
          args(`/articles/${article.slug}/revisions/${first}`, { slug: article.slug, revisionId: first }),
        ),
      )
    ).data as { revision: { savedBy: string } };
    expect(compare.revision.savedBy).toBe(SAVED_BY.starter);
  });

  it("the screens list, compare and restore; restoring is a save that is itself kept", async () => {
    const word = searchWord();
    const article = await createArticle(fields(`Restorable ${word}`, word), { actorId: admin.id });
    await updateArticle(
      article.id,
      { ...fields(article.title, word), excerpt: "A rewritten excerpt.", author_name: "Dr. Editorial" },
      { actorId: admin.id },
    );
    const args = <Params extends Record<string, string>>(url: string, params: Params, init: RequestInit = {}) =>
      routeArgs(url, { ...init, params, headers: as(admin) });

    const list = await outcome(() =>
      revisionsRoute.loader(args(`/articles/${article.slug}/revisions`, { slug: article.slug })),
    );
    const revisions = list.data as { revisions: { id: string; savedBy: string }[]; current: { savedBy: string } };
    expect(revisions.revisions).toHaveLength(1);
    expect(revisions.revisions[0]!.savedBy).toBe("Editor Eve");
    const id = revisions.revisions[0]!.id;

    const compare = await outcome(() =>
      revisionRoute.loader(args(`/articles/${article.slug}/revisions/${id}`, { slug: article.slug, revisionId: id })),
    );
    const compared = (
      compare.data as { fields: { field: string; changed: boolean; parts: { value: string; change: string }[] }[] }
    ).fields;
    expect(compared.filter((field) => field.changed).map((field) => field.field)).toEqual(["excerpt"]);
    const excerpt = compared.find((field) => field.field === "excerpt")!;
    expect(
      excerpt.parts
        .filter((part) => part.change === "removed")
        .map((part) => part.value)
        .join("|"),
    ).toContain(word);
    expect(
      excerpt.parts
        .filter((part) => part.change === "added")
        .map((part) => part.value)
        .join("|"),
    ).toContain("rewritten");

    const restored = await outcome(() =>
      revisionRoute.action(
        args(
          `/articles/${article.slug}/revisions/${id}`,
          { slug: article.slug, revisionId: id },
          { method: "POST", body: form({ intent: "restore" }) },
        ),
      ),
    );
    expect(restored).toMatchObject({ status: 302, location: `/articles/${article.slug}` });
    expect((await getArticleBySlug(article.slug))?.excerpt).toBe(`An excerpt about ${word}.`);
    const after = await listRevisions(article.id);
    expect(after.map((revision) => revision.excerpt)).toEqual(["A rewritten excerpt.", `An excerpt about ${word}.`]);

    // A revision of another article, or not an id at all, is not found.
    const stranger = await createArticle(fields(`Stranger ${word}`, word));
    for (const revisionId of [id, "not-a-uuid"]) {
      const missing = await outcome(() =>
        revisionRoute.loader(
          args(`/articles/${stranger.slug}/revisions/${revisionId}`, { slug: stranger.slug, revisionId }),
        ),
      );
      expect(missing.status).toBe(404);
    }
  });

  it("restoring keeps the publishing state", async () => {
    const word = searchWord();
    const draft = await createArticle(fields(`Keeps Draft ${word}`, word), { publication: { intent: "draft" } });
    await updateArticle(draft.id, { ...fields(draft.title, word), excerpt: "Changed.", author_name: null });
    const [revision] = await listRevisions(draft.id);
    const restored = await restoreRevision(draft.id, revision!.id);
    expect(restored).toMatchObject({ status: "draft", publishedAt: null, excerpt: `An excerpt about ${word}.` });
  });

  it("an article page shows 'Updated {date}' only when saved after publication, and JSON-LD's dateModified follows", async () => {
    const word = searchWord();
    const article = await createArticle(fields(`Updated ${word}`, word));
    const page = async () =>
      (
        (
          await outcome(() =>
            detailRoute.loader(routeArgs(`/articles/${article.slug}`, { params: { slug: article.slug } })),
          )
        ).data as {
          article: { updated: { date: string } | null; modifiedIso: string; isoDate: string };
        }
      ).article;
    const fresh = await page();
    expect(fresh.updated).toBeNull();
    expect(fresh.modifiedIso).toBe(fresh.isoDate);

    // Published yesterday, edited today.
    await db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 day'`, createdAt: sql`now() - interval '1 day'` })
      .where(eq(schema.articles.id, article.id));
    await updateArticle(article.id, { ...fields(article.title, word), excerpt: "Edited later.", author_name: null });
    const edited = await page();
    const saved = (await getArticleBySlug(article.slug))!;
    expect(edited.updated?.date).toBe(
      new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(saved.updatedAt),
    );
    expect(edited.modifiedIso).toBe(saved.updatedAt.toISOString());

    // The sitemap's lastmod is that save.
    const sitemap = String((await outcome(() => sitemapRoute.loader())).data);
    expect(sitemap).toContain(`/articles/${article.slug}</loc><lastmod>${saved.updatedAt.toISOString()}</lastmod>`);
  });
});

describe("migration of existing articles", () => {
  it("articles stored before the editorial migration become published since their creation", async () => {
    // A database at the previous migration, with one article, then migrated to the current schema.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "editorial-migrations-"));
    const source = path.resolve("drizzle");
    fs.cpSync(source, folder, { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(source, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const before = journal.entries.findIndex((entry) => entry.tag.endsWith("_editorial_workflow"));
    expect(before).toBeGreaterThan(0);
    fs.writeFileSync(
      path.join(folder, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, before) }),
    );
    const pglite = new PGlite();
    try {
      await migrate(drizzle(pglite), { migrationsFolder: folder });
      await pglite.query(
        `insert into articles (slug, title, category, created_at, updated_at) values ('old-one', 'Old One', 'Sleep', '2025-03-04T05:06:07Z', '2025-06-01T00:00:00Z')`,
      );
      await migrate(drizzle(pglite), { migrationsFolder: source });
      const { rows } = await pglite.query<{ status: string; published_at: Date; went_live_at: Date; created_at: Date }>(
        "select status, published_at, went_live_at, created_at from articles where slug = 'old-one'",
      );
      expect(rows[0]!.status).toBe("published");
      expect(rows[0]!.published_at.toISOString()).toBe("2025-03-04T05:06:07.000Z");
      expect(rows[0]!.went_live_at.toISOString()).toBe("2025-03-04T05:06:07.000Z");
    } finally {
      await pglite.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});

const skip = postgresSkipReason();
if (skip) console.warn(`[editorial] PostgreSQL part skipped: ${skip}`);

describe.skipIf(Boolean(skip))("publishDueArticles on PostgreSQL, two instances at once", () => {
  let postgres: PostgresServer;
  const handles: ReturnType<typeof openDatabase>[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    const url = await postgres.createDatabase("editorial");
    for (let i = 0; i < 2; i += 1) handles.push(openDatabase({ databaseUrl: url, pgliteDir: "unused", poolSize: 8 }));
    await handles[0]!.migrate();
  }, 120_000);

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await postgres?.stop();
  });

  it("twenty due articles, forty concurrent calls over two pools: each goes live exactly once", async () => {
    const [a, b] = handles as [ReturnType<typeof openDatabase>, ReturnType<typeof openDatabase>];
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const article = await createArticle(
        fields(`Concurrent ${i} ${searchWord()}`, "concurrent"),
        { publication: { intent: "publish", at: new Date(Date.now() + 60_000) } },
        a.db,
      );
      ids.push(article.id);
    }
    await a.db
      .update(schema.articles)
      .set({ publishedAt: sql`now() - interval '1 second'` })
      .where(inArray(schema.articles.id, ids));
    let invalidations = 0;
    const events = createClusterEvents();
    events.subscribe({
      name: "test",
      applicableEvents: ["articles.wentLive"],
      handle: () => void (invalidations += 1),
    });
    const calls = Array.from({ length: 40 }, (_, i) => publishDueArticles((i % 2 ? b : a).db, events));
    const results = await Promise.all(calls);
    const marked = results.flat().map((row) => row.id);
    expect(marked.sort()).toEqual([...ids].sort());
    expect(new Set(marked).size).toBe(ids.length);
    expect(invalidations).toBeGreaterThanOrEqual(1);
    expect(invalidations).toBe(results.filter((rows) => rows.length > 0).length);
    const rows = await b.db
      .select({ wentLiveAt: schema.articles.wentLiveAt })
      .from(schema.articles)
      .where(inArray(schema.articles.id, ids));
    expect(rows.every((row) => row.wentLiveAt !== null)).toBe(true);
  });
});
