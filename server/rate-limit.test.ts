import { describe, expect, it } from "vitest";
import { consumeRateLimit } from "./rate-limit.ts";

describe("consumeRateLimit", () => {
  it("allows `limit` hits per window, then reports when to retry, then resets", async () => {
    const key = `test:${Math.random()}`;
    const results = [];
    for (let index = 0; index < 4; index += 1) results.push(await consumeRateLimit({ key, limit: 3, windowMs: 300 }));
    expect(results.map((result) => result.ok)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterMs).toBeGreaterThan(0);
    expect(results[3].retryAfterMs).toBeLessThanOrEqual(300);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await consumeRateLimit({ key, limit: 3, windowMs: 300 })).toEqual({ ok: true, retryAfterMs: 0 });
  });

  it("keeps keys apart", async () => {
    const a = `a:${Math.random()}`;
    const b = `b:${Math.random()}`;
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000 })).ok).toBe(true);
    expect((await consumeRateLimit({ key: a, limit: 1, windowMs: 60_000 })).ok).toBe(false);
    expect((await consumeRateLimit({ key: b, limit: 1, windowMs: 60_000 })).ok).toBe(true);
  });
});
