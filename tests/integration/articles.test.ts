import { count, eq } from "drizzle-orm";
import { articleViewHtml } from "#tests/helpers/article-view.tsx";
import { beforeAll, describe, expect, it } from "vitest";
import * as addRoute from "#app/routes/articles/add.tsx";
import * as detailRoute from "#app/routes/articles/detail.tsx";
import * as editRoute from "#app/routes/articles/edit.tsx";
import * as listRoute from "#app/routes/articles/index.tsx";
import * as adminNewRoute from "#app/routes/admin/article-new.tsx";
import * as contentRoute from "#app/routes/admin/content.tsx";
import {
  createArticle,
  EMPTY_SLUG_MESSAGE,
  getArticleBySlug,
  TITLE_LOCKED_MESSAGE,
} from "#app/domain/articles/articles.server.ts";
import { saveNewArticle } from "#app/domain/articles/saving.server.ts";
import { seedStarterArticles } from "#app/domain/articles/seed.server.ts";
import { starterArticles } from "#app/content/articles/index.ts";
import { MISSING_FIELDS } from "#app/domain/articles/form-copy.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

type Outcome = { status: number; location: string | null; data: unknown };

/** Normalises what a loader/action returned or threw: a Response, data() or a plain object. */
async function outcome(run: () => unknown): Promise<Outcome> {
  const result = await settle(run);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  if (result && typeof result === "object" && "init" in result && "data" in result) {
    const r = result as { data: unknown; init?: { status?: number } };
    return { status: r.init?.status ?? 200, location: null, data: r.data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, location: null, data: result };
}

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.append(key, value);
  return body;
}

const valid = {
  title: "Morning Light and Your Body Clock",
  category: "Sleep",
  author_name: "Dr. Test",
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon over hills",
  excerpt: "Why morning daylight helps you sleep at night.",
  content: "<p>Get outside in the morning.</p>",
};

const articleCount = async () => (await db.select({ n: count() }).from(schema.articles))[0]!.n;

let admin: TestUser;
let user: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ role: "admin", name: "Avery Admin" });
  user = await createTestUser();
});

const as = (who: TestUser | null) => (who ? { cookie: who.cookie } : undefined);

describe("authoring routes refuse visitors and plain users on the server", () => {
  type Init = { method?: string; body?: FormData; headers?: { cookie: string } };
  const editParams = { slug: "x" };
  const routes: { name: string; url: string; loader(init: Init): unknown; action(init: Init): unknown }[] = [
    {
      name: "/articles/add",
      url: "/articles/add",
      loader: (init) => addRoute.loader(routeArgs("/articles/add", init)),
      action: (init) => addRoute.action(routeArgs("/articles/add", init)),
    },
    {
      name: "/admin/articles/new",
      url: "/admin/articles/new",
      loader: (init) => adminNewRoute.loader(routeArgs("/admin/articles/new", init)),
      action: (init) => adminNewRoute.action(routeArgs("/admin/articles/new", init)),
    },
    {
      name: "/articles/:slug/edit",
      url: "/articles/x/edit",
      loader: (init) => editRoute.loader(routeArgs("/articles/x/edit", { ...init, params: editParams })),
      action: (init) => editRoute.action(routeArgs("/articles/x/edit", { ...init, params: editParams })),
    },
    {
      name: "/admin/content",
      url: "/admin/content",
      loader: (init) => contentRoute.loader(routeArgs("/admin/content", init)),
      action: (init) => contentRoute.action(routeArgs("/admin/content", init)),
    },
  ];

  for (const route of routes) {
    it(`${route.name}: loader and action`, async () => {
      const before = await articleCount();
      for (const [who, location] of [
        [null, `/login?redirectTo=${encodeURIComponent(route.url)}`],
        [user, "/"],
      ] as const) {
        const loader = await outcome(() => route.loader({ headers: as(who) }));
        expect(loader).toMatchObject({ status: 302, location });
        const action = await outcome(() =>
          route.action({
            method: "POST",
            body: form({ ...valid, intent: "delete", id: crypto.randomUUID() }),
            headers: as(who),
          }),
        );
        expect(action).toMatchObject({ status: 302, location });
      }
      expect(await articleCount()).toBe(before);
    });
  }
});

describe("creating articles as an admin", () => {
  const post = (mod: typeof addRoute | typeof adminNewRoute, values: Record<string, string>) =>
    outcome(() => mod.action(routeArgs("/articles/add", { method: "POST", body: form(values), headers: as(admin) })));

  it("pre-fills the author with the admin's name", async () => {
    const result = await outcome(() => addRoute.loader(routeArgs("/articles/add", { headers: as(admin) })));
    expect(result.data).toMatchObject({ defaults: { author_name: "Avery Admin", title: "" } });
  });

  it("creates from both entry points, goes to /admin, and numbers duplicate slugs", async () => {
    expect(await post(addRoute, valid)).toMatchObject({ status: 302, location: "/admin" });
    expect(await post(adminNewRoute, valid)).toMatchObject({ status: 302, location: "/admin" });
    expect(await post(addRoute, valid)).toMatchObject({ status: 302, location: "/admin" });
    const first = await getArticleBySlug("morning-light-and-your-body-clock");
    expect(first).toMatchObject({ title: valid.title, authorName: "Dr. Test", category: "Sleep" });
    expect(await getArticleBySlug("morning-light-and-your-body-clock-2")).not.toBeNull();
    expect(await getArticleBySlug("morning-light-and-your-body-clock-3")).not.toBeNull();
  });

  it("refuses missing fields with the spec's message and stores nothing", async () => {
    const before = await articleCount();
    for (const field of ["title", "category", "excerpt", "content", "image_description", "image_url"]) {
      const result = await post(addRoute, { ...valid, [field]: "  " });
      expect(result.status).toBe(400);
      expect(result.data).toMatchObject({ toast: MISSING_FIELDS });
      expect((result.data as { result: { error: Record<string, string[]> } }).result.error[field]).toBeDefined();
    }
    // author_name is not required.
    expect(await post(addRoute, { ...valid, title: "No Author Here", author_name: "" })).toMatchObject({ status: 302 });
    expect((await getArticleBySlug("no-author-here"))?.authorName).toBeNull();
    expect(await articleCount()).toBe(before + 1);
  });

  it("refuses a title that slugifies to nothing, foreign image URLs and the reserved slug", async () => {
    const before = await articleCount();
    const empty = await post(addRoute, { ...valid, title: "!!! ???" });
    // The refusal the domain made reaches the form as it was made: under its field, in its words.
    expect(empty).toMatchObject({
      status: 400,
      data: {
        toast: { title: "Creation Failed", description: EMPTY_SLUG_MESSAGE },
        result: { error: { title: [EMPTY_SLUG_MESSAGE] } },
      },
    });
    expect(await saveNewArticle({ ...valid, title: "!!! ???" }, { actorId: admin.id })).toEqual({
      ok: false,
      reason: "no-slug",
      message: EMPTY_SLUG_MESSAGE,
      field: "title",
    });
    const foreign = await post(addRoute, { ...valid, image_url: "https://evil.example/x.png" });
    expect(foreign.status).toBe(400);
    const js = await post(addRoute, { ...valid, image_url: "javascript:alert(1)" });
    expect(js.status).toBe(400);
    expect(await articleCount()).toBe(before);
    expect(await post(addRoute, { ...valid, title: "Add" })).toMatchObject({ status: 302 });
    expect(await getArticleBySlug("add")).toBeNull();
    expect(await getArticleBySlug("add-2")).not.toBeNull();
  });

  it("without JavaScript, takes the image file posted with the form and checks it like an upload", async () => {
    const sharp = (await import("sharp")).default;
    const image = await sharp({ create: { width: 640, height: 360, channels: 3, background: "#abcdef" } })
      .jpeg()
      .toBuffer();
    const body = form({ ...valid, title: "Posted Without Script", image_url: "" });
    body.append("image", new File([new Uint8Array(image)], "photo.jpg", { type: "image/jpeg" }));
    expect(
      await outcome(() => addRoute.action(routeArgs("/articles/add", { method: "POST", body, headers: as(admin) }))),
    ).toMatchObject({
      status: 302,
      location: "/admin",
    });
    expect((await getArticleBySlug("posted-without-script"))?.imageUrl).toMatch(/^\/uploads\/public\/\d+-\d+\.jpg$/);

    const fake = form({ ...valid, title: "Fake Image Post", image_url: "" });
    fake.append("image", new File(["<script>alert(1)</script>"], "fake.png", { type: "image/png" }));
    const refused = await outcome(() =>
      addRoute.action(routeArgs("/articles/add", { method: "POST", body: fake, headers: as(admin) })),
    );
    expect(refused).toMatchObject({ status: 400, data: { toast: { title: "Upload failed" } } });
    expect(await getArticleBySlug("fake-image-post")).toBeNull();
  });

  it("sanitizes HTML on save", async () => {
    await post(addRoute, {
      ...valid,
      title: "Sanitized on Save",
      content:
        '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">l</a></p><iframe src="https://e.x"></iframe>',
    });
    const saved = await getArticleBySlug("sanitized-on-save");
    expect(saved?.content).toBe("<p>Hi<a>l</a></p>");
  });
});

describe("editing articles as an admin", () => {
  it("loads the form, and shows the not-found page for an unknown slug", async () => {
    const article = await createArticle({ ...valid, title: "Editable Article", author_name: null });
    const result = await outcome(() =>
      editRoute.loader(routeArgs("/x", { headers: as(admin), params: { slug: article.slug } })),
    );
    expect(result.data).toMatchObject({
      slug: "editable-article",
      defaults: { title: "Editable Article", author_name: "" },
    });
    const missing = await outcome(() =>
      editRoute.loader(routeArgs("/x", { headers: as(admin), params: { slug: "nope" } })),
    );
    expect(missing.status).toBe(404);
  });

  it("saves changes (sanitized), keeps the title and slug, and goes to the article page", async () => {
    const article = await createArticle({ ...valid, title: "Article To Edit", author_name: null });
    const result = await outcome(() =>
      editRoute.action(
        routeArgs("/x", {
          method: "POST",
          headers: as(admin),
          params: { slug: article.slug },
          body: form({
            ...valid,
            title: "Article To Edit",
            category: "Stress",
            content: "<p>New <b>text</b><script>x</script></p>",
          }),
        }),
      ),
    );
    expect(result).toMatchObject({ status: 302, location: "/articles/article-to-edit" });
    const saved = await getArticleBySlug("article-to-edit");
    expect(saved).toMatchObject({ title: "Article To Edit", category: "Stress", content: "<p>New <b>text</b></p>" });
    expect(saved!.updatedAt.getTime()).toBeGreaterThan(article.updatedAt.getTime());
  });

  it("refuses an attempt to change the title or slug and changes nothing", async () => {
    const article = await createArticle({ ...valid, title: "Locked Title", author_name: null });
    const changes: Record<string, string>[] = [{ title: "A New Title" }, { title: "Locked Title", slug: "other-slug" }];
    for (const change of changes) {
      const result = await outcome(() =>
        editRoute.action(
          routeArgs("/x", {
            method: "POST",
            headers: as(admin),
            params: { slug: article.slug },
            // The lock is said whatever else the form got wrong (an empty content here, on the second try).
            body: form({ ...valid, category: "Changed", ...change, ...(change.slug ? { content: "" } : {}) }),
          }),
        ),
      );
      expect(result).toMatchObject({
        status: 400,
        data: {
          toast: { title: "Update Failed", description: TITLE_LOCKED_MESSAGE },
          result: { error: { title: [TITLE_LOCKED_MESSAGE] } },
        },
      });
    }
    expect(await getArticleBySlug("locked-title")).toMatchObject({ title: "Locked Title", category: "Sleep" });
    expect(await getArticleBySlug("other-slug")).toBeNull();
  });

  it("refuses missing fields with 'Update Failed'", async () => {
    const article = await createArticle({ ...valid, title: "Needs Content", author_name: null });
    const result = await outcome(() =>
      editRoute.action(
        routeArgs("/x", {
          method: "POST",
          headers: as(admin),
          params: { slug: article.slug },
          body: form({ ...valid, title: "Needs Content", content: "" }),
        }),
      ),
    );
    expect(result).toMatchObject({ status: 400, data: { toast: { title: "Update Failed" } } });
    expect((await getArticleBySlug("needs-content"))?.content).toBe(valid.content);
  });
});

describe("content management", () => {
  it("lists articles with 'N/A' for missing authors and deletes through the action", async () => {
    const article = await createArticle({ ...valid, title: "To Be Deleted", author_name: null });
    const list = await outcome(() => contentRoute.loader(routeArgs("/admin/content", { headers: as(admin) })));
    const rows = (list.data as { articles: { id: string; author: string; created: string }[] }).articles;
    const row = rows.find((r) => r.id === article.id);
    expect(row?.author).toBe("N/A");
    expect(row?.created).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    const deleted = await outcome(() =>
      contentRoute.action(
        routeArgs("/admin/content", {
          method: "POST",
          headers: as(admin),
          body: form({ intent: "delete", id: article.id }),
        }),
      ),
    );
    expect(deleted.data).toEqual({ ok: true, message: "Article has been deleted." });
    expect(await getArticleBySlug("to-be-deleted")).toBeNull();

    const again = await outcome(() =>
      contentRoute.action(
        routeArgs("/admin/content", {
          method: "POST",
          headers: as(admin),
          body: form({ intent: "delete", id: article.id }),
        }),
      ),
    );
    expect(again.status).toBe(404);
    const bad = await outcome(() =>
      contentRoute.action(
        routeArgs("/admin/content", {
          method: "POST",
          headers: as(admin),
          body: form({ intent: "delete", id: "not-a-uuid" }),
        }),
      ),
    );
    expect(bad).toMatchObject({ status: 400, data: { ok: false, message: "Could not delete the article." } });
  });
});

describe("reading", () => {
  it("lists newest first with dates and read times, and renders an article sanitized again", async () => {
    await db.insert(schema.articles).values({
      slug: "legacy-unsafe",
      title: "Legacy Unsafe",
      category: "Test",
      excerpt: "An old row written before sanitizing.",
      content: '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      // The newest publication: first in the list, which shows the publication date.
      publishedAt: new Date(),
    });
    const [{ publishedAt }] = (await db
      .select({ publishedAt: schema.articles.publishedAt })
      .from(schema.articles)
      .where(eq(schema.articles.slug, "legacy-unsafe"))) as [{ publishedAt: Date }];
    const list = await outcome(() => listRoute.loader());
    const cards = (list.data as { articles: { slug: string; date: string; readTime: string; image: unknown }[] })
      .articles;
    expect(cards[0]).toMatchObject({
      slug: "legacy-unsafe",
      date: formatArticleDate(publishedAt),
      readTime: "1 min read",
      image: null,
    });

    const page = await outcome(() =>
      detailRoute.loader(routeArgs("/articles/legacy-unsafe", { params: { slug: "legacy-unsafe" } })),
    );
    // A reader's page shows the content sanitized, without the edit controls.
    expect(page.data).toMatchObject({ article: { author: "The Wellness Circle Team" }, page: { canEdit: false } });
    expect(articleViewHtml(page.data)).toContain('<div class="prose-wellness mt-10"><p>Safe</p></div>');
    expect(articleViewHtml(page.data)).not.toContain("Edit Article");

    const asAdmin = await outcome(() =>
      detailRoute.loader(
        routeArgs("/articles/legacy-unsafe", { params: { slug: "legacy-unsafe" }, headers: as(admin) }),
      ),
    );
    expect(asAdmin.data).toMatchObject({ page: { canEdit: true, article: { content: "<p>Safe</p>" } } });

    const missing = await outcome(() => detailRoute.loader(routeArgs("/articles/nope", { params: { slug: "nope" } })));
    expect(missing).toMatchObject({ status: 404, data: { article: null } });
  });
});

describe("starter articles seed", () => {
  it("adds at least 8 long, referenced articles once, with images and alt text", async () => {
    expect(starterArticles.length).toBeGreaterThanOrEqual(8);
    expect(await seedStarterArticles(db)).toBe(starterArticles.length);
    expect(await seedStarterArticles(db)).toBe(0);
    const categories = new Set(starterArticles.map((a) => a.category));
    expect(categories.size).toBeGreaterThanOrEqual(5);
    for (const starter of starterArticles) {
      const row = (await db.select().from(schema.articles).where(eq(schema.articles.title, starter.title)))[0]!;
      const words = row.content
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, starter.title).toBeGreaterThanOrEqual(800);
      // References are structured sources, shown as a numbered list under the article.
      expect((row.sources as unknown[]).length, starter.title).toBeGreaterThanOrEqual(2);
      expect(row.content).toContain("not medical advice");
      expect(row.imageUrl).toMatch(/^\/images\/articles\/[a-z-]+\.webp$/);
      expect(row.imageDescription?.length).toBeGreaterThan(10);
    }
  });

  it("does not bring back a starter article an admin deleted", async () => {
    const [first] = starterArticles;
    await db.delete(schema.articles).where(eq(schema.articles.title, first!.title));
    expect(await seedStarterArticles(db)).toBe(0);
    expect(await db.select().from(schema.articles).where(eq(schema.articles.title, first!.title))).toEqual([]);
  });
});
