import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as usersAction, loader as usersLoader } from "#app/routes/admin/users.tsx";
import { loader as adminLayoutLoader } from "#app/routes/admin/layout.tsx";
import { auth, LAST_ADMIN_MESSAGE } from "#app/domain/accounts/auth.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * Every admin loader and action of the accounts area, called as a visitor, a
 * user and an admin: only the admin gets through, whatever the client sends.
 */
function post(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return routeArgs(url, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

async function roleOf(id: string) {
  const [row] = await db.select({ role: schema.user.role }).from(schema.user).where(eq(schema.user.id, id));
  return row?.role;
}

describe("admin: user management", () => {
  it("the loaders send visitors to /login and users to /, and list every user for admins", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin", name: "" });

    for (const loader of [usersLoader, adminLayoutLoader]) {
      const visitor = (await settle(() => loader(routeArgs("/admin")))) as Response;
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toBe("/login?redirectTo=%2Fadmin");
      const asUser = (await settle(() =>
        loader(routeArgs("/admin", { headers: { cookie: user.cookie } })),
      )) as Response;
      expect(asUser.headers.get("Location")).toBe("/");
    }

    const result = await usersLoader(routeArgs("/admin", { headers: { cookie: admin.cookie } }));
    expect(result.meId).toBe(admin.id);
    const emails = result.users.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining([user.email, admin.email]));
    const adminRow = result.users.find((row) => row.id === admin.id)!;
    expect(adminRow).toMatchObject({ role: "admin", fullName: "" });
  });

  it("refuses role changes from visitors and users, accepts them from admins", async () => {
    const target = await createTestUser();
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin" });

    const visitor = (await settle(() =>
      usersAction(post("/admin?index", { userId: target.id, role: "admin" })),
    )) as Response;
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const asUser = (await settle(() =>
      usersAction(post("/admin?index", { userId: target.id, role: "admin" }, user.cookie)),
    )) as Response;
    expect(asUser.headers.get("Location")).toBe("/");
    // A user cannot promote themselves either.
    await settle(() => usersAction(post("/admin?index", { userId: user.id, role: "admin" }, user.cookie)));
    expect(await roleOf(target.id)).toBe("user");
    expect(await roleOf(user.id)).toBe("user");

    const ok = (await usersAction(post("/admin?index", { userId: target.id, role: "admin" }, admin.cookie))) as {
      ok: boolean;
      toast: { title: string; description: string };
    };
    expect(ok).toMatchObject({ ok: true, toast: { title: "Success!", description: "User role has been updated." } });
    expect(await roleOf(target.id)).toBe("admin");
    // It takes effect at once: the promoted user's next request sees the admin role.
    const [targetCookie] = [
      (
        await auth.api.signInEmail({ body: { email: target.email, password: target.password }, asResponse: true })
      ).headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    ];
    const asPromoted = await usersLoader(routeArgs("/admin", { headers: { cookie: targetCookie } }));
    expect(asPromoted.meId).toBe(target.id);

    const back = await usersAction(post("/admin?index", { userId: target.id, role: "user" }, admin.cookie));
    expect(back).toMatchObject({ ok: true });
    expect(await roleOf(target.id)).toBe("user");
  });

  it("rejects unknown roles and unknown users", async () => {
    const admin = await createTestUser({ role: "admin" });
    const target = await createTestUser();
    const bad = (await usersAction(post("/admin?index", { userId: target.id, role: "owner" }, admin.cookie))) as {
      data: { ok: boolean; toast: { title: string } };
      init: { status: number };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.toast.title).toBe("Update Failed");
    expect(await roleOf(target.id)).toBe("user");
    const missing = (await usersAction(post("/admin?index", { userId: "nobody", role: "admin" }, admin.cookie))) as {
      data: { ok: boolean };
    };
    expect(missing.data.ok).toBe(false);
  });
});

describe("the last admin", () => {
  it("cannot be demoted through the dashboard action or the auth API", async () => {
    // Make this test's admin the only one.
    await db.update(schema.user).set({ role: "user" }).where(eq(schema.user.role, "admin"));
    const admin = await createTestUser({ role: "admin" });

    const refused = (await usersAction(post("/admin?index", { userId: admin.id, role: "user" }, admin.cookie))) as {
      data: { ok: boolean; toast: { title: string; description: string } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(refused.data.toast).toMatchObject({ title: "Update Failed", description: LAST_ADMIN_MESSAGE });
    expect(await roleOf(admin.id)).toBe("admin");

    // The admin plugin's own endpoint (POST /api/auth/admin/set-role) is guarded too.
    await expect(
      auth.api.setRole({ body: { userId: admin.id, role: "user" }, headers: new Headers({ cookie: admin.cookie }) }),
    ).rejects.toMatchObject({ body: { message: LAST_ADMIN_MESSAGE } });
    await expect(
      auth.api.removeUser({ body: { userId: admin.id }, headers: new Headers({ cookie: admin.cookie }) }),
    ).rejects.toMatchObject({ body: { message: LAST_ADMIN_MESSAGE } });
    expect(await roleOf(admin.id)).toBe("admin");

    // With a second admin, demoting one of them works.
    const second = await createTestUser({ role: "admin" });
    const ok = await usersAction(post("/admin?index", { userId: admin.id, role: "user" }, second.cookie));
    expect(ok).toMatchObject({ ok: true });
    expect(await roleOf(admin.id)).toBe("user");
  });
});
