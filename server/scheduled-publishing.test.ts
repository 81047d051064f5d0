import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createArticle, getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { db, schema } from "#platform/db.ts";
import { startBackgroundJobs } from "./background-jobs.ts";
import { articlesWentLive, publishScheduledArticles, publishScheduledProducts } from "./scheduled-publishing.ts";
import { publicationTimes } from "./background-jobs.ts";
import { publicPagesSubscriber } from "./events.ts";
import { saveProduct } from "#app/domain/catalogue/product-editing.server.ts";
import { setProductStatus } from "#app/domain/catalogue/product-status.server.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { clusterEvents } from "#platform/cluster-events.ts";
import { onPagesChanged } from "#platform/page-invalidation.ts";

const fields = (title: string) => ({
  title,
  category: "Sleep",
  author_name: null,
  image_url: "/images/articles/better-sleep.webp",
  image_description: "A moon",
  excerpt: "An excerpt.",
  content: "<p>Content.</p>",
});

/** A scheduled article whose time has come (moved to a second ago), as after a restart that spanned it. */
async function dueArticle(title: string) {
  const article = await createArticle(fields(title), {
    publication: { intent: "publish", at: new Date(Date.now() + 60_000) },
  });
  await db
    .update(schema.articles)
    .set({ publishedAt: sql`now() - interval '1 second'` })
    .where(eq(schema.articles.id, article.id));
  return article;
}

async function wentLive(slug: string) {
  return (await getArticleBySlug(slug))?.wentLiveAt ?? null;
}

const wentLiveCount = async () => (await articlesWentLive.get()).values[0]?.value ?? 0;

describe("scheduled publishing on the job mechanism", () => {
  it("a round publishes each due article once and counts it", async () => {
    const due = await dueArticle(`Due Once ${Date.now()}`);
    const before = await wentLiveCount();
    const [first, second] = await Promise.all([publishScheduledArticles(), publishScheduledArticles()]);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(await wentLive(due.slug)).not.toBeNull();
    expect(await wentLiveCount()).toBe(before + first + second);
    expect(await publishScheduledArticles()).toBe(0);
  });

  it("at start it publishes what fell due while down, then each scheduled article goes live at its own time", async () => {
    const missed = await dueArticle(`Missed While Down ${Date.now()}`);
    // A delayed job becomes due without a notification: idle workers look again after the backstop, here
    // a second instead of a minute, so the test need not wait for it.
    const jobs = await startBackgroundJobs({ backstopSeconds: { recurring: 300, onDemand: 1 } });
    try {
      // The round at start (a restart that spanned the publish time).
      expect(await wentLive(missed.slug)).not.toBeNull();
      // Scheduled an hour ahead: the save queues its own job, to start at that time.
      const at = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1000) * 1000);
      const soon = await createArticle(fields(`Goes Live Soon ${Date.now()}`), {
        publication: { intent: "publish", at },
      });
      const queued = async () =>
        (
          (await db.execute(
            sql`select start_after as "startAfter", state from pgboss.job
                where name = 'publish-scheduled-article' and singleton_key = ${at.toISOString()}`,
          )) as unknown as { rows: { startAfter: Date | string; state: string }[] }
        ).rows;
      await expect.poll(async () => (await queued()).length, { timeout: 20_000, interval: 100 }).toBe(1);
      // Queued to start at its time (whole seconds from the database's clock, so at most a moment after).
      const startAfter = new Date((await queued())[0]!.startAfter).getTime();
      expect(startAfter).toBeGreaterThanOrEqual(at.getTime());
      expect(startAfter).toBeLessThan(at.getTime() + 5_000);
      expect(await wentLive(soon.slug)).toBeNull();
      // Its time comes (the clock moved on, in the database): the article's and its job's times are now past,
      // and the worker, not this test and not the minute job, publishes it.
      await db
        .update(schema.articles)
        .set({ publishedAt: sql`now() - interval '1 second'` })
        .where(eq(schema.articles.id, soon.id));
      await db.execute(
        sql`update pgboss.job set start_after = now() where name = 'publish-scheduled-article' and singleton_key = ${at.toISOString()}`,
      );
      await expect.poll(() => wentLive(soon.slug), { timeout: 20_000, interval: 100 }).not.toBeNull();
      await expect.poll(async () => (await queued())[0]!.state, { timeout: 20_000, interval: 100 }).toBe("completed");
    } finally {
      await jobs.stop(2_000);
    }
  }, 60_000);

  it("a scheduled product queues its time, goes live once then, and its pages leave the page cache", async () => {
    const slug = `scheduled-drink-${Date.now()}`;
    const queued: Date[] = [];
    let pagesChanged = 0;
    const stops = [
      clusterEvents.subscribe(publicationTimes((at) => queued.push(at))),
      clusterEvents.subscribe(publicPagesSubscriber),
      onPagesChanged(() => void (pagesChanged += 1)),
    ];
    try {
      const created = await saveProduct({
        currentSlug: null,
        slug,
        name: "Scheduled Drink",
        category: "Hormone Support",
        description: "A drink.",
        longDescription: "A magnesium drink.",
        features: [],
        cons: [],
        whoIsItFor: "",
        evidence: "limited",
        safetyNote: "",
        imageSrc: "",
        imageAlt: "",
      });
      expect(created.ok).toBe(true);
      const at = new Date(Math.ceil((Date.now() + 60 * 60_000) / 1000) * 1000);
      expect((await setProductStatus({ slug, status: "scheduled", publishAt: at })).ok).toBe(true);
      // Its own job is queued at its time (server/background-jobs.ts queues one per time).
      await expect.poll(() => queued.map((d) => d.getTime()), { timeout: 5_000 }).toContain(at.getTime());
      expect(await publishScheduledProducts()).toBe(0);
      // Its time comes (the clock moved on, in the database).
      await db
        .update(schema.products)
        .set({ publishedAt: sql`now() - interval '1 second'` })
        .where(eq(schema.products.slug, slug));
      pagesChanged = 0;
      const [first, second] = await Promise.all([publishScheduledProducts(), publishScheduledProducts()]);
      expect(first + second).toBe(1);
      await expect.poll(() => pagesChanged, { timeout: 5_000 }).toBeGreaterThan(0);
      expect((await loadCatalogue("public")).products.some((p) => p.slug === slug)).toBe(true);
      expect(await publishScheduledProducts()).toBe(0);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
