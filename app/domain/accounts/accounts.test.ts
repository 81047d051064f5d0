import { describe, expect, it } from "vitest";
import {
  AVATAR_PRESETS,
  avatarSrc,
  DEFAULT_AVATAR_URL,
  initialsAvatarSvg,
  initialsFor,
  isPresetAvatarUrl,
} from "./avatars.ts";
import { safeRedirectPath } from "./auth-calls.server.ts";
import { passwordResetMail, verificationMail } from "./emails.ts";
import { checkNewPassword } from "./schemas.ts";

describe("avatars", () => {
  it("has 10 presets avatar_1..avatar_10, the first is the default", () => {
    expect(AVATAR_PRESETS.map((preset) => preset.id)).toEqual(Array.from({ length: 10 }, (_, i) => `avatar_${i + 1}`));
    expect(DEFAULT_AVATAR_URL).toBe("/avatars/avatar_1.svg");
    expect(isPresetAvatarUrl("/avatars/avatar_10.svg")).toBe(true);
    expect(isPresetAvatarUrl("https://example.com/a.png")).toBe(false);
  });

  it("falls back to a local initials image seeded by email, then name, then 'User'", () => {
    expect(avatarSrc({ avatarUrl: "/avatars/avatar_2.svg" })).toBe("/avatars/avatar_2.svg");
    expect(avatarSrc({ email: "jane.doe@example.com", fullName: "X" })).toBe(
      "/avatars/initials/jane.doe%40example.com",
    );
    expect(avatarSrc({ fullName: "Ada Lovelace" })).toBe("/avatars/initials/Ada%20Lovelace");
    expect(avatarSrc({})).toBe("/avatars/initials/User");
    expect(initialsFor("jane.doe@example.com")).toBe("JD");
    expect(initialsFor("Ada Lovelace")).toBe("AL");
    expect(initialsFor("")).toBe("U");
    const svg = initialsAvatarSvg('<script>"x"</script>');
    expect(svg).not.toContain("<script>");
    expect(svg).toMatch(/^<svg /);
  });
});

describe("new password rules", () => {
  it("checks the match first, then the length", () => {
    expect(checkNewPassword("abc", "abd")?.title).toBe("Passwords do not match");
    expect(checkNewPassword("abc", "abc")?.title).toBe("Password too short");
    expect(checkNewPassword("abcdef", "abcdef")).toBeNull();
  });
});

describe("safe redirects", () => {
  it("keeps same-site paths and drops everything else", () => {
    expect(safeRedirectPath("/articles?x=1", "/profile")).toBe("/articles?x=1");
    for (const bad of [
      "//evil.example",
      "https://evil.example",
      "/\\evil",
      "javascript:alert(1)",
      "",
      null,
      "/login",
      "/api/auth/x",
      // Dot segments that collapse into a protocol-relative address.
      "/.//evil.example",
      "/..//evil.example",
      "/a/..//evil.example",
      "/./\\evil.example",
    ]) {
      expect(safeRedirectPath(bad, "/profile")).toBe("/profile");
    }
  });
});

describe("account mails", () => {
  it("carry the site name and the link in text and HTML, with the name escaped", async () => {
    const mail = await verificationMail({
      name: "<b>Ann</b>",
      link: "http://x/verify?a=1&b=2",
      siteName: "The Wellness Circle",
      siteUrl: "http://x",
    });
    expect(mail.subject).toContain("The Wellness Circle");
    expect(mail.text).toContain("http://x/verify?a=1&b=2");
    expect(mail.html).toContain("http://x/verify?a=1&amp;b=2");
    expect(mail.text).toBe(
      [
        "Hi <b>Ann</b>,",
        "",
        "Welcome to The Wellness Circle! Please confirm your email address to finish creating your account:",
        "",
        "http://x/verify?a=1&b=2",
        "",
        "If you did not create an account, you can ignore this email. The link expires in 1 hour.",
        "",
        "The Wellness Circle · http://x",
      ].join("\n"),
    );
    expect(mail.html).not.toContain("<b>Ann</b>");
    const reset = await passwordResetMail({
      name: "",
      link: "http://x/r",
      siteName: "The Wellness Circle",
      siteUrl: "http://x",
    });
    expect(reset.text).toContain("http://x/r");
    expect(reset.html).toContain("Choose a new password");
  });
});
