import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.ts";

describe("configuration", () => {
  it("applies the documented defaults", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.SITE_NAME).toBe("The Wellness Circle");
    expect(config.secureCookies).toBe(false);
  });

  it("names the bad variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => parseConfig({ ADMIN_EMAIL: "nobody" })).toThrow(/ADMIN_EMAIL/);
  });

  it("treats an https SITE_URL as secure", () => {
    expect(parseConfig({ SITE_URL: "https://example.com/" }).SITE_URL).toBe("https://example.com");
    expect(parseConfig({ SITE_URL: "https://example.com" }).secureCookies).toBe(true);
  });
});

describe("TRUST_PROXY", () => {
  it("takes a hop count or a list of proxy addresses", () => {
    expect(parseConfig({}).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).TRUST_PROXY).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
    expect(parseConfig({ TRUST_PROXY: "10.0.0.0/8,fc00::/7" }).TRUST_PROXY).toEqual(["10.0.0.0/8", "fc00::/7"]);
  });

  it("refuses to trust every X-Forwarded-For entry, saying what to write instead", () => {
    expect(() => parseConfig({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: must be a hop count .*"true" would trust every/,
    );
    // Ranges that take in every client (or most of the internet) are "trust everything" in disguise.
    for (const bad of [
      "yes",
      "*",
      "10.0.0.0/33",
      "300.1.1.1",
      "127.0.0.1,everything",
      "11",
      "0.0.0.0/0",
      "::/0",
      "10.0.0.1,0.0.0.0/1",
      "128.0.0.0/2",
      "::/6",
    ]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});
