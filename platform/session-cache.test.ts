import { describe, expect, it } from "vitest";
import { cookieValue, SessionCache, sessionKey } from "./session-cache.ts";

describe("session cache", () => {
  it("answers a session until its TTL or the session's own expiry, whichever comes first", () => {
    const cache = new SessionCache<string>({ ttlMs: 1000 });
    cache.set("a", "u1", "Uma", 10_000, 0);
    cache.set("b", "u2", "Bea", 500, 0);
    expect(cache.get("a", 999)).toBe("Uma");
    expect(cache.get("a", 1000)).toBeUndefined();
    expect(cache.get("b", 499)).toBe("Bea");
    expect(cache.get("b", 500)).toBeUndefined();
  });

  it("drops one session, every session of a member, or all", () => {
    const cache = new SessionCache<string>();
    const now = Date.now();
    cache.set("a", "u1", "Uma", now + 60_000);
    cache.set("b", "u1", "Uma", now + 60_000);
    cache.set("c", "u2", "Bea", now + 60_000);
    cache.drop({ key: "a" });
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("b")).toBe("Uma");
    cache.drop({ userId: "u1" });
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("c")).toBe("Bea");
    cache.drop({ all: true });
    expect(cache.size).toBe(0);
  });

  it("keeps at most its size, oldest out first", () => {
    const cache = new SessionCache<string>({ maxEntries: 2 });
    const later = Date.now() + 60_000;
    cache.set("a", "u1", "1", later);
    cache.set("b", "u2", "2", later);
    cache.set("c", "u3", "3", later);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it("keys on a hash of the cookie's value, and reads only the cookie named", () => {
    expect(sessionKey("token.sig")).not.toContain("token");
    expect(cookieValue("a=1; wc.session_token=abc.def; b=2", "wc.session_token")).toBe("abc.def");
    expect(cookieValue("__Secure-wc.session_token=x", "wc.session_token")).toBeNull();
    expect(cookieValue("xwc.session_token=x", "wc.session_token")).toBeNull();
    expect(cookieValue("wc.session_token=a%2Bb", "wc.session_token")).toBe("a+b");
  });
});
