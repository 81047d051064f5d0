import { describe, expect, it } from "vitest";
import { sessionDropAfter } from "./session-drops.server.ts";

describe("which auth calls drop cached sessions", () => {
  const caller = { key: "k", userId: "me" };
  it("sign-out drops the caller's session only", () => {
    expect(sessionDropAfter("/sign-out", {}, caller)).toEqual({ key: "k" });
  });
  it("an admin's write drops the target's sessions (ban, role, revocation, removal)", () => {
    for (const path of ["/admin/ban-user", "/admin/set-role", "/admin/revoke-user-sessions", "/admin/remove-user"]) {
      expect(sessionDropAfter(path, { userId: "target" }, caller)).toEqual({ userId: "target" });
    }
  });
  it("her own writes drop her sessions; unknown ones without a known member drop all", () => {
    expect(sessionDropAfter("/revoke-sessions", {}, caller)).toEqual({ userId: "me" });
    expect(sessionDropAfter("/change-password", {}, caller)).toEqual({ userId: "me" });
    expect(sessionDropAfter("/reset-password", {}, { key: null, userId: undefined })).toEqual({ all: true });
  });
  it("a second factor verified while signed in drops that session; while signing in, none", () => {
    expect(sessionDropAfter("/two-factor/verify-totp", {}, caller)).toEqual({ key: "k" });
    expect(sessionDropAfter("/two-factor/verify-totp", {}, { key: null, userId: undefined })).toBeNull();
  });
  it("an admin's revocation of one session by its token drops every cached session", () => {
    expect(sessionDropAfter("/admin/revoke-user-session", { sessionToken: "t" }, caller)).toEqual({ all: true });
  });
  it("reads and sign-ins change no session", () => {
    for (const path of ["/get-session", "/sign-in/email", "/sign-up/email", "/list-sessions", "/admin/list-users"]) {
      expect(sessionDropAfter(path, {}, caller)).toBeNull();
    }
  });
});
