import { describe, expect, it } from "vitest";
import { isLastAdmin, lastAdminId } from "./last-admin.ts";

const admin = (id: string) => ({ id, role: "admin" });
const member = (id: string) => ({ id, role: "user" });

describe("the last admin", () => {
  it("is an admin with no other admin", () => {
    expect(isLastAdmin(admin("a"), ["a"])).toBe(true);
    expect(isLastAdmin(admin("a"), ["a", "b"])).toBe(false);
    expect(isLastAdmin(member("u"), ["a"])).toBe(false);
    // An admin row the caller saw before it was written (no admin id yet) is still the last one.
    expect(isLastAdmin(admin("a"), [])).toBe(true);
  });

  it("is marked in the user list only while there is exactly one admin", () => {
    expect(lastAdminId([member("u"), admin("a")])).toBe("a");
    expect(lastAdminId([admin("a"), member("u"), admin("b")])).toBeNull();
    expect(lastAdminId([member("u")])).toBeNull();
  });
});
