import { describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { db } from "./db.ts";
import { consumeRateLimit } from "./rate-limit.ts";

describe("consumeRateLimit", () => {
  it("allows up to the limit within a window, then refuses with the time left", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await consumeRateLimit({ key, limit: 3, windowMs: 60_000 }));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    expect(results[3]!.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it("keeps separate keys apart", async () => {
    const a = `test:${crypto.randomUUID()}`;
    const b = `test:${crypto.randomUUID()}`;
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000 })).ok).toBe(true);
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000 })).ok).toBe(false);
    expect((await consumeRateLimit({ key: b, limit: 1, windowMs: 60_000 })).ok).toBe(true);
  });

  it("starts a new window once the old one has passed", async () => {
    const key = `test:${crypto.randomUUID()}`;
    await consumeRateLimit({ key, limit: 1, windowMs: 60_000 });
    expect((await consumeRateLimit({ key, limit: 1, windowMs: 60_000 })).ok).toBe(false);
    await db.execute(sql`update rate_limits set reset_at = now() - interval '1 second' where key = ${key}`);
    expect(await consumeRateLimit({ key, limit: 1, windowMs: 60_000 })).toEqual({ ok: true, retryAfterMs: 0 });
  });

  it("counts concurrent calls exactly", async () => {
    const key = `test:${crypto.randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => consumeRateLimit({ key, limit: 4, windowMs: 60_000 })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(4);
  });
});
