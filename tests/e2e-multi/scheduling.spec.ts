import type { APIRequestContext } from "@playwright/test";
import { e2eAdmin } from "#tests/e2e/auth-helpers.ts";
import { expect, test } from "#tests/e2e/fixtures.ts";

/**
 * Scheduled publishing across instances: an article scheduled on A a few
 * seconds ahead goes live by itself on both instances, though both had the article list in
 * their page cache, and exactly one instance marks it as gone live (the sum of the two
 * instances' articles_went_live_total grows by one).
 */
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

test("a schedule a few seconds ahead goes live on both instances, exactly once", async ({ playwright }) => {
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
    const at = new Date(Date.now() + 12_000);
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
    expect(Date.now()).toBeLessThan(at.getTime());

    // Nothing else is done: after its time, both instances show it.
    const lags: number[] = [];
    for (const base of [A(), B()]) {
      await expect
        .poll(async () => (await visitor.get(`${base}/articles`)).text(), { timeout: 30_000, intervals: [250] })
        .toContain(title);
      lags.push(Date.now() - at.getTime());
      const page = await visitor.get(`${base}/articles/${slug}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain(`Scheduled on A, read on both: ${word}.`);
      expect(await (await visitor.get(`${base}/sitemap.xml`)).text()).toContain(`/articles/${slug}<`);
    }
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());

    // Exactly one gone-live mark across both instances, and it stays one.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    const after = (await wentLiveCount(visitor, A())) + (await wentLiveCount(visitor, B()));
    expect(after - before).toBe(1);
    console.log(
      `scheduled article on the cached list of A ${lags[0]} ms and of B ${lags[1]} ms after its publish time`,
    );
  } finally {
    await visitor.dispose();
    await admin.dispose();
  }
});
