import type { APIRequestContext } from "@playwright/test";
import pg from "pg";
import { e2eAdmin } from "#tests/e2e/auth-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";
import { runWaitingJobsNow } from "./job-queue.ts";

/**
 * Scheduled publishing across instances: an article scheduled on A goes live by itself on both instances,
 * though both had the article list in their page cache, and exactly one instance marks it as gone live (the
 * sum of the two instances' articles_went_live_total grows by one). Nothing waits for the clock: the article is
 * scheduled an hour ahead, then its time and its job's start are moved to now in the shared database, as if
 * the hour had passed, and the queue's workers are woken as for any job that became due; they do the rest.
 */
async function timeComes(slug: string, at: Date) {
  const client = new pg.Client({ connectionString: process.env.MULTI_DATABASE_URL });
  await client.connect();
  try {
    await client.query("update articles set published_at = now() - interval '1 second' where slug = $1", [slug]);
  } finally {
    await client.end();
  }
  const moved = await runWaitingJobsNow(process.env.MULTI_DATABASE_URL!, "publish-scheduled-article", {
    where: "singleton_key = $1",
    param: at.toISOString(),
  });
  expect(moved, "the save queued one job for its time").toBe(1);
}

async function publishJobsLeft(): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.MULTI_DATABASE_URL });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as left from pgboss.job where name = 'publish-scheduled-article' and state in ('created', 'retry', 'active')",
    );
    return (result.rows[0] as { left: number }).left;
  } finally {
    await client.end();
  }
}
const A = () => process.env.APP_URL!;
const B = () => process.env.APP_URL_B!;
const BALANCER = () => process.env.APP_SITE_URL!;

async function wentLiveCount(request: APIRequestContext, base: string): Promise<number> {
  const response = await request.get(`${base}/metrics`, {
    headers: { Authorization: `Bearer ${process.env.MULTI_METRICS_TOKEN}` },
  });
  expect(response.status(), `${base}/metrics`).toBe(200);
  const line = (await response.text()).split("\n").find((l) => l.startsWith("articles_went_live_total "));
  return Number(line?.split(" ")[1] ?? Number.NaN);
}

test("a scheduled article goes live on both instances when its time comes, exactly once", async ({ playwright }) => {
  test.setTimeout(60_000);
  const visitor = await playwright.request.newContext();
  const admin = await playwright.request.newContext();
  try {
    const signIn = await admin.post(`${A()}/api/auth/sign-in/email`, {
      data: { email: e2eAdmin().email, password: e2eAdmin().password },
      headers: { Origin: BALANCER() },
    });
    expect(signIn.ok()).toBe(true);
    const before = (await wentLiveCount(visitor, A())) + (await wentLiveCount(visitor, B()));

    const word = `multisched${Date.now().toString(36)}`;
    const title = `Scheduled Across Instances ${word}`;
    const slug = title.toLowerCase().replace(/\s+/g, "-");
    const at = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1000) * 1000);
    const created = await admin.post(`${A()}/admin/articles/new`, {
      form: {
        title,
        category: "Sleep",
        author_name: "Multi Author",
        image_url: "/images/articles/better-sleep.webp",
        image_description: "A moon over hills",
        excerpt: `An excerpt about ${word}.`,
        content: `<p>Scheduled on A, read on both: ${word}.</p>`,
        intent: "publish",
        publish_at: at.toISOString(),
      },
      // A browser on A's own address sends A's origin (React Router refuses an action from another origin).
      headers: { Origin: A() },
      maxRedirects: 0,
    });
    expect(created.status()).toBe(302);
    expect(created.headers()["location"]).toBe("/admin/content");

    // Before its time, neither instance shows it, and both keep their article list in the page cache.
    for (const base of [A(), B()]) {
      expect((await visitor.get(`${base}/articles/${slug}`)).status()).toBe(404);
      await expect.poll(async () => (await visitor.get(`${base}/articles`)).headers()["x-page-cache"]).toBe("hit");
      expect(await (await visitor.get(`${base}/articles`)).text()).not.toContain(title);
    }

    // Its time comes; no request is made to either instance: both show it.
    await timeComes(slug, at);
    const moved = Date.now();
    const lags: number[] = [];
    for (const base of [A(), B()]) {
      await expect
        .poll(async () => (await visitor.get(`${base}/articles`)).text(), { timeout: 30_000, intervals: [250] })
        .toContain(title);
      lags.push(Date.now() - moved);
      const page = await visitor.get(`${base}/articles/${slug}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(`Scheduled on A, read on both: ${word}.`);
      expect(await (await visitor.get(`${base}/sitemap.xml`)).text()).toContain(`/articles/${slug}<`);
    }

    // Exactly one gone-live mark across both instances, once no publishing job is left to run.
    await expect.poll(publishJobsLeft, { timeout: 30_000, intervals: [250] }).toBe(0);
    const after = (await wentLiveCount(visitor, A())) + (await wentLiveCount(visitor, B()));
    expect(after - before).toBe(1);
    console.log(`scheduled article on the cached list of A ${lags[0]} ms and of B ${lags[1]} ms after its time came`);
  } finally {
    await visitor.dispose();
    await admin.dispose();
  }
});
