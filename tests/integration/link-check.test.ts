import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as queueRoute from "#app/routes/admin/review-queue.tsx";
import { createArticle } from "#app/domain/articles/articles.server.ts";
import { runLinkCheck, USER_AGENT } from "#app/domain/governance/link-checks.server.ts";
import { sendReviewDueMails } from "#app/domain/governance/review-due-mail.server.ts";
import { createPerson } from "#app/domain/articles/people.server.ts";
import { linkReviewerAccount } from "#app/domain/articles/reviewers.server.ts";
import { db, schema } from "#platform/db.ts";
import type { Mail } from "#platform/mail.ts";
import { routeArgs } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { eq } from "drizzle-orm";
import { postgresSkipReason, startPostgres } from "#tests/helpers/postgres.ts";
import { openDatabase } from "#platform/db/client.ts";

/**
 * Links that stay true: a source on a local stub server that starts failing puts its page in the review
 * queue after the second failing check (not the first), robots.txt is honoured and requests to one host
 * are spaced. Review-due mails go out once even with two instances running the job at once.
 */
let stub: http.Server;
let base = "";
let failing = false;
const requests: { path: string; ua: string | undefined }[] = [];
let admin: TestUser;
let slug = "";

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    requests.push({ path: req.url ?? "", ua: req.headers["user-agent"] });
    if (req.url === "/robots.txt") return res.end("User-agent: *\nDisallow: /private\n");
    if (req.url === "/study" && failing) {
      res.statusCode = 503;
      return res.end("down");
    }
    res.end("ok");
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  admin = await createTestUser({ role: "admin" });
  const article = await createArticle({
    title: `Linked article ${Date.now()}`,
    category: "Lifestyle",
    author_name: null,
    image_url: "/images/articles/better-sleep.webp",
    image_description: "A moon",
    excerpt: "Links.",
    content: "<p>Text [1] [2].</p>",
  });
  slug = article.slug;
  await db
    .update(schema.articles)
    .set({
      sources: [
        { title: "A study", publisher: "Stub", year: 2024, url: `${base}/study` },
        { title: "Private", publisher: "Stub", year: 2024, url: `${base}/private/page` },
      ],
    })
    .where(eq(schema.articles.id, article.id));
  // Only this stub's links: the catalogue's real links are not requested from a test.
  await db.delete(schema.products);
});

afterAll(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

/** The stub listens on 127.0.0.1, which the weekly job itself never requests (tested below). */
const local = () => true;

const queue = async () =>
  (await queueRoute.loader(routeArgs("/admin/review-queue", { headers: { cookie: admin.cookie } }))) as Awaited<
    ReturnType<typeof queueRoute.loader>
  >;

describe("the weekly link check", () => {
  it("queues a page after the second failing check of a source, honouring robots.txt and spacing requests", async () => {
    const waits: number[] = [];
    const options = { sleep: async (ms: number) => void waits.push(ms), hostDelayMs: 3_000, addressAllowed: local };
    await runLinkCheck(options);
    expect((await queue()).links).toEqual([]);

    failing = true;
    await runLinkCheck(options);
    expect((await queue()).links, "one failure is not enough").toEqual([]);
    await runLinkCheck(options);
    const [flagged] = (await queue()).links;
    expect(flagged).toMatchObject({ pagePath: `/articles/${slug}`, url: `${base}/study` });
    expect(flagged!.reason).toContain("failed 2 checks in a row (last: HTTP 503)");

    // robots.txt disallows /private: never requested. Every request named us.
    expect(requests.some((r) => r.path.startsWith("/private"))).toBe(false);
    expect(requests.every((r) => r.ua === USER_AGENT)).toBe(true);
    // One host: a robots.txt read and one link per run, so no wait was needed; a second link would wait.
    expect(waits.every((ms) => ms >= 3_000)).toBe(true);

    // Fixed: the next check clears it.
    failing = false;
    await runLinkCheck(options);
    expect((await queue()).links).toEqual([]);
  });

  it("spaces two links on one host by the host delay", async () => {
    await db
      .update(schema.articles)
      .set({
        sources: [
          { title: "One", publisher: "Stub", year: 2024, url: `${base}/one` },
          { title: "Two", publisher: "Stub", year: 2024, url: `${base}/two` },
        ],
      })
      .where(eq(schema.articles.slug, slug));
    const waits: number[] = [];
    await runLinkCheck({ sleep: async (ms) => void waits.push(ms), hostDelayMs: 3_000, addressAllowed: local });
    expect(waits).toEqual([3_000]);
  });
});

async function duePage(database: typeof db, email: string) {
  const [person] = await database
    .insert(schema.people)
    .values({ slug: `due-rev-${Date.now()}`, name: "Dr Due", role: "Medical reviewer", credentials: "MD" })
    .returning();
  const [account] = await database.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email));
  if (account) await database.update(schema.people).set({ userId: account.id }).where(eq(schema.people.id, person!.id));
  return person!;
}

describe("review-due mails", () => {
  it("mail the reviewer once per due date, with two workers at once on one database", async () => {
    const reviewer = await createTestUser({ role: "reviewer" });
    const person = await createPerson({
      name: "Dr Due",
      role: "Medical reviewer",
      credentials: "MD",
      bio: "",
      photoUrl: null,
      links: [],
    });
    expect(await linkReviewerAccount({ personId: person.id, email: reviewer.email })).toMatchObject({ ok: true });
    await db
      .update(schema.articles)
      .set({ reviewerId: person.id, nextReviewAt: new Date("2026-09-02T00:00:00Z") })
      .where(eq(schema.articles.slug, slug));
    const sent: Mail[] = [];
    const send = async (mail: Mail) => void sent.push(mail);
    const counts = await Promise.all([sendReviewDueMails({ send }), sendReviewDueMails({ send })]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(sent.map((mail) => mail.to)).toEqual([reviewer.email]);
    expect(sent[0]!.subject).toMatch(/^Review due: Linked article/);
    // The next day's run sends nothing new for the same due date.
    expect(await sendReviewDueMails({ send })).toBe(0);
  });

  const skip = postgresSkipReason();
  it.skipIf(skip !== null)(
    "on PostgreSQL, two instances (two connection pools) send it once",
    async () => {
      const postgres = await startPostgres();
      const a = openDatabase({ databaseUrl: postgres.url, pgliteDir: "" });
      const b = openDatabase({ databaseUrl: postgres.url, pgliteDir: "" });
      try {
        await a.migrate();
        const email = `due-${Date.now()}@example.com`;
        await a.db
          .insert(schema.user)
          .values({ id: "due-user", name: "Dr Due", email, emailVerified: true, role: "reviewer" });
        const person = await duePage(a.db, email);
        await a.db.insert(schema.articles).values({
          slug: "due-article",
          title: "Due article",
          category: "Sleep",
          reviewerId: person.id,
          nextReviewAt: new Date("2026-01-01T00:00:00Z"),
        });
        const sent: Mail[] = [];
        const send = async (mail: Mail) => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          sent.push(mail);
        };
        const runs = await Promise.all([
          ...Array.from({ length: 3 }, () => sendReviewDueMails({ send }, a.db)),
          ...Array.from({ length: 3 }, () => sendReviewDueMails({ send }, b.db)),
        ]);
        expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
        expect(sent).toHaveLength(1);
      } finally {
        await a.close();
        await b.close();
        await postgres.stop();
      }
    },
    120_000,
  );
});
