import { describe, expect, it } from "vitest";
import { isDeliberateLink, redactFields, redactSecrets } from "./redact.ts";

describe("redactSecrets", () => {
  it("redacts token-bearing query parameters and path segments", () => {
    expect(redactSecrets("/api/auth/verify-email?token=abc.def-123&callbackURL=%2Fauth%2Fverify")).toBe(
      "/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fverify",
    );
    expect(redactSecrets("/api/auth/reset-password/Xy_9z?callbackURL=%2Fupdate-password")).toBe(
      "/api/auth/reset-password/[redacted]?callbackURL=%2Fupdate-password",
    );
    expect(redactSecrets("http://localhost:3000/setup-admin?token=s3cr3t")).toBe(
      "http://localhost:3000/setup-admin?token=[redacted]",
    );
    expect(redactSecrets("/cb?code=1&state=2&access_token=3&page=4")).toBe(
      "/cb?code=[redacted]&state=[redacted]&access_token=[redacted]&page=4",
    );
  });

  it("redacts tokens inside an encoded URL carried by another parameter", () => {
    const nested = `/login?redirectTo=${encodeURIComponent("/update-password?token=abc")}`;
    expect(redactSecrets(nested)).toBe("/login?redirectTo=%2Fupdate-password%3Ftoken%3D[redacted]");
    const twice = `/x?next=${encodeURIComponent(`/login?redirectTo=${encodeURIComponent("/update-password?token=abc")}`)}`;
    expect(redactSecrets(twice)).not.toContain("abc");
  });

  it("leaves ordinary addresses alone", () => {
    for (const url of [
      "/articles/sleep-and-hormones",
      "/affiliates?category=fitness",
      "/auth/verify",
      "/wellness-toolkit?tab=bmi",
    ]) {
      expect(redactSecrets(url)).toBe(url);
    }
  });
});

describe("log fields", () => {
  it("redacts string fields one level deep", () => {
    expect(redactFields({ url: "/setup-admin?token=a", nested: { link: "/x?token=b" }, n: 1 })).toEqual({
      url: "/setup-admin?token=[redacted]",
      nested: { link: "/x?token=[redacted]" },
      n: 1,
    });
  });

  it("knows the two lines that print a one-time link on purpose", () => {
    expect(isDeliberateLink({ deliberateLink: true })).toBe(true);
    expect(isDeliberateLink({ setupAdmin: true })).toBe(true);
    expect(isDeliberateLink({ link: "x" })).toBe(false);
  });
});
