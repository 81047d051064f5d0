import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auth } from "./auth.server.ts";
import {
  checkInProcessLimit,
  extraLimitedPaths,
  fixedWindowAuthStorage,
  isCountedAuthPath,
} from "./auth-limits.server.ts";
import { db } from "#platform/db.ts";

async function expireWindow(key: string) {
  await db.execute(
    sql`update rate_limits set reset_at = now() - interval '1 millisecond' where key = ${`better-auth:${key}`}`,
  );
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

  it("is what the auth server uses, and sign-out is limited per address on a fixed window", () => {
    expect(auth.options.rateLimit?.customStorage).toBe(fixedWindowAuthStorage);
    expect(auth.options.rateLimit?.customRules?.["/sign-out"]).toMatchObject({ window: 60 });
  });
});

describe("second-factor endpoints", () => {
  it("are counted per address over HTTP: every twoFactor and passkey endpoint that checks a secret or writes has a rule", () => {
    const paths = Object.values(auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((p): p is string => typeof p === "string" && /^\/(two-factor|passkey)\//.test(p))
      // Codes by mail do not exist here (refused with 404 by the before-hook).
      .filter((p) => p !== "/two-factor/send-otp" && p !== "/two-factor/verify-otp")
      // A read of one's own list, like /list-sessions: not limited.
      .filter((p) => p !== "/passkey/list-user-passkeys");
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      expect((auth.options.rateLimit?.customRules as Record<string, unknown> | undefined)?.[path], path).toBeTruthy();
      expect(isCountedAuthPath(path), path).toBe(true);
    }
  });

  it("in-process calls (the /login/two-factor form) are counted per address too", async () => {
    const ip = `203.0.113.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
    const rule = extraLimitedPaths["/two-factor/verify-totp"]!;
    for (let i = 0; i < rule.max; i += 1)
      expect((await checkInProcessLimit({ path: "/two-factor/verify-totp", ip, scale: 1 })).ok).toBe(true);
    const refused = await checkInProcessLimit({ path: "/two-factor/verify-totp", ip, scale: 1 });
    expect(refused.ok).toBe(false);
    // Other addresses and paths that are not second-factor ones are not affected.
    expect((await checkInProcessLimit({ path: "/two-factor/verify-totp", ip: `${ip}-other`, scale: 1 })).ok).toBe(true);
    expect((await checkInProcessLimit({ path: "/get-session", ip, scale: 1 })).ok).toBe(true);
  });
});
