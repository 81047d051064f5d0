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
