import { describe, expect, it } from "vitest";
import { avatarSrc, safeAvatarSrc } from "./avatars.ts";
import {
  AVATAR_MESSAGE,
  checkAvatar,
  checkEmail,
  checkFreeText,
  EMAIL_CONTROL_MESSAGE,
  EMAIL_MAX,
  EMAIL_TOO_LONG_MESSAGE,
  checkName,
  NAME_CONTROL_MESSAGE,
  NAME_INVISIBLE_MESSAGE,
  NAME_MAX,
  NAME_TOO_LONG_MESSAGE,
} from "./profile-rules.ts";

describe("profile rules", () => {
  it("trims names, counts characters not UTF-16 units, and refuses long or control-character names", () => {
    expect(checkName("  Ada Lovelace ")).toEqual({ ok: true, value: "Ada Lovelace" });
    expect(checkName(undefined)).toEqual({ ok: true, value: "" });
    expect(checkName("🌸".repeat(NAME_MAX))).toMatchObject({ ok: true });
    expect(checkName("x".repeat(NAME_MAX + 1))).toEqual({
      ok: false,
      reason: "invalid",
      message: NAME_TOO_LONG_MESSAGE,
    });
    for (const bad of ["a\u0000b", "a\u0007b", "a\nb", "a\tb", "a\u007fb", "a\u0085b", "a\u202eb", "a\u2066b"]) {
      expect(checkName(bad), JSON.stringify(bad)).toEqual({
        ok: false,
        reason: "invalid",
        message: NAME_CONTROL_MESSAGE,
      });
    }
    expect(checkName(42)).toMatchObject({ ok: false });
    expect(checkName("x".repeat(101), "Full name")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Full name must be 100 characters or fewer.",
    });
  });

  it("refuses a name made only of invisible characters (it shows as a blank, not as 'Not set'), and keeps joiners inside a name", () => {
    for (const blank of ["\u200b\u200b", "\u200b \u2060", "\ufeff\u200d", "\u3164", "\u200e"]) {
      expect(checkName(blank), JSON.stringify(blank)).toEqual({
        ok: false,
        reason: "invalid",
        message: NAME_INVISIBLE_MESSAGE,
      });
    }
    expect(checkName("")).toEqual({ ok: true, value: "" });
    expect(checkName("   ")).toEqual({ ok: true, value: "" });
    expect(checkName("Dr \u{1F469}\u200D\u2695\uFE0F")).toMatchObject({ ok: true });
  });

  it("caps an email address at the 254 characters mail can carry, without control characters", () => {
    const atMost = `${"e".repeat(EMAIL_MAX - "@example.com".length)}@example.com`;
    expect(checkEmail(atMost)).toEqual({ ok: true, value: atMost });
    expect(checkEmail(`e${atMost}`)).toEqual({ ok: false, reason: "invalid", message: EMAIL_TOO_LONG_MESSAGE });
    expect(checkEmail("ann\u0000@example.com")).toEqual({
      ok: false,
      reason: "invalid",
      message: EMAIL_CONTROL_MESSAGE,
    });
  });

  it("takes a preset avatar or none, nothing else", () => {
    expect(checkAvatar("/avatars/avatar_3.svg")).toEqual({ ok: true, value: "/avatars/avatar_3.svg" });
    for (const none of [null, undefined, "", "none"]) expect(checkAvatar(none)).toEqual({ ok: true, value: null });
    for (const bad of [
      "/force-logout",
      "https://evil.example/x.png",
      "javascript:alert(1)",
      "/avatars/avatar_3.svg?x",
      "/avatars/initials/AB",
      7,
    ]) {
      expect(checkAvatar(bad)).toEqual({ ok: false, reason: "invalid", message: AVATAR_MESSAGE });
    }
  });

  it("bounds other free text", () => {
    expect(checkFreeText("  spam  ", "Ban reason")).toEqual({ ok: true, value: "spam" });
    expect(checkFreeText("z".repeat(501), "Ban reason")).toEqual({
      ok: false,
      reason: "invalid",
      message: "Ban reason must be 500 characters or fewer.",
    });
  });

  it("an <img> src comes only from the presets or the initials route, whatever is stored", () => {
    expect(safeAvatarSrc("/avatars/avatar_1.svg")).toBe("/avatars/avatar_1.svg");
    expect(safeAvatarSrc("/avatars/initials/jane%40example.com")).toBe("/avatars/initials/jane%40example.com");
    for (const bad of [
      "/force-logout",
      "https://evil.example/x.png",
      "//evil.example/x",
      "javascript:alert(1)",
      "/avatars/initials/../../force-logout",
      "/avatars/initials/a/b",
      "/avatars/initials/a?x=1",
      null,
      3,
    ]) {
      expect(safeAvatarSrc(bad), String(bad)).toBeNull();
    }
    expect(avatarSrc({ avatarUrl: "/force-logout", email: "jane@example.com" })).toBe(
      "/avatars/initials/jane%40example.com",
    );
  });
});
