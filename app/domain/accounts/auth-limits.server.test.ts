import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth } from "./auth.server.ts";
import { fixedWindowAuthStorage } from "./auth-limits.server.ts";
import { db } from "#platform/db.ts";

async function expireWindow(key: string) {
  await db.execute(sql`update rate_limits set reset_at = now() - interval '1 millisecond' where key = ${`better-auth:${key}`}`);
}

describe("better-auth's limiter storage (fixed windows in rate_limits)", () => {
  it("allows `max` requests in a window, then refuses with the seconds left", async () => {
    const key = `${crypto.randomUUID()}|/sign-in/email`;
    const rule = { window: 60, max: 3 };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await fixedWindowAuthStorage.consume(key, rule));
    expect(answers.slice(0, 3)).toEqual([0, 1, 2].map(() => ({ allowed: true, retryAfter: null })));
    expect(answers[3]!.allowed).toBe(false);
    expect(answers[3]!.retryAfter).toBeGreaterThan(50);
    expect(answers[3]!.retryAfter).toBeLessThanOrEqual(60);
  });

  it("never refuses steady traffic that stays under the limit in every window", async () => {
    // better-auth's built-in storage only resets after a window with no request at all,
    // so this pattern (3 per window, no pause) was refused from the 4th request on.
    const key = `${crypto.randomUUID()}|/sign-in/email`;
    const rule = { window: 10, max: 3 };
    for (let window = 0; window < 4; window += 1) {
      for (let i = 0; i < 3; i += 1) expect((await fixedWindowAuthStorage.consume(key, rule)).allowed).toBe(true);
      await expireWindow(key);
    }
  });

  it("is what the auth server uses, and sign-out is never limited", () => {
    expect(auth.options.rateLimit?.customStorage).toBe(fixedWindowAuthStorage);
    expect(auth.options.rateLimit?.customRules?.["/sign-out"]).toBe(false);
  });
});
