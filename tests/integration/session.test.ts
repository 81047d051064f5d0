import { describe, expect, it } from "vitest";
import { getSessionUser } from "#app/domain/accounts/session.server.ts";
import { requireAdmin, requireUser } from "#app/routes/guards.server.ts";
import { settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

const request = (cookie?: string) =>
  new Request("http://localhost:3000/admin?tab=x", { headers: cookie ? { cookie } : {} });

describe("session guards", () => {
  it("knows visitors, users and admins", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    expect(await getSessionUser(request())).toBeNull();
    expect((await getSessionUser(request(user.cookie)))?.role).toBe("user");
    expect((await getSessionUser(request(admin.cookie)))?.role).toBe("admin");
  });

  it("sends visitors to /login remembering the page, and non-admins to /", async () => {
    const user = await createTestUser();
    const visitor = (await settle(() => requireUser(request()))) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin%3Ftab%3Dx");
    const nonAdmin = (await settle(() => requireAdmin(request(user.cookie)))) as Response;
    expect(nonAdmin.headers.get("Location")).toBe("/");
    expect((await requireUser(request(user.cookie))).email).toBe(user.email);
  });
});
