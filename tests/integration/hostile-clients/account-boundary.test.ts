import type http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "#app/routes/account/export.ts";
import * as profileRoute from "#app/routes/profile.tsx";
import * as securityRoute from "#app/routes/profile-security.tsx";
import { createApp } from "#server/app.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/** What JSON.parse gives: the answers are read field by field and checked by the assertions. */
type ParsedJson = ReturnType<typeof JSON.parse>;

/**
 * The data download, account deletion, the tracker sync and the
 * second-factor endpoints (twoFactor and passkey plugins) spoken to directly, with other members' ids,
 * extra fields, oversized bodies and server-only endpoints. Another member's data is never reachable.
 */
const ORIGIN = "http://localhost:3000";
let server: http.Server;
let base = "";

beforeAll(async () => {
  ({ server } = await createApp({ build: {} as ServerBuild }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

async function api(method: "GET" | "POST", path: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${base}/api/auth${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: ParsedJson = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body };
}

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
}

describe("data download and account deletion with another member's id", () => {
  it("the download is always the session's member, whatever the query names", async () => {
    const [ada, bea] = await Promise.all([
      createTestUser({ name: "Ada Hostile" }),
      createTestUser({ name: "Bea Target" }),
    ]);
    for (const query of [`?userId=${bea.id}`, `?id=${bea.id}`, `?email=${encodeURIComponent(bea.email)}`]) {
      const response = (await exportRoute.loader(
        routeArgs(`/account/export${query}`, { headers: { cookie: ada.cookie } }),
      )) as Response;
      const text = await response.text();
      expect(JSON.parse(text).account.id).toBe(ada.id);
      expect(text).not.toContain(bea.id);
      expect(text).not.toContain(bea.email);
    }
  });

  it("deleting with another member's id or password deletes nothing of hers", async () => {
    const [ada, bea] = await Promise.all([createTestUser(), createTestUser()]);
    // Ada sends Bea's id and Bea's password: refused (it is not Ada's password), both stay.
    const refused = (await settle(() =>
      profileRoute.action(
        routeArgs("/profile", {
          method: "POST",
          body: form({ intent: "delete-account", password: bea.password + "-not", userId: bea.id }),
          headers: { Origin: ORIGIN, cookie: ada.cookie },
        }),
      ),
    )) as { init: { status: number } };
    expect(refused.init.status).toBe(400);
    // With her own password and Bea's id in the body, only Ada's account goes.
    const done = (await settle(() =>
      profileRoute.action(
        routeArgs("/profile", {
          method: "POST",
          body: form({ intent: "delete-account", password: ada.password, userId: bea.id }),
          headers: { Origin: ORIGIN, cookie: ada.cookie },
        }),
      ),
    )) as Response;
    expect(done.status).toBe(302);
    expect(await db.select().from(schema.user).where(eq(schema.user.id, ada.id))).toHaveLength(0);
    expect(await db.select().from(schema.user).where(eq(schema.user.id, bea.id))).toHaveLength(1);
  });

  it("better-auth's own delete-user endpoint is not open (deletion goes through the profile and its checks)", async () => {
    const ada = await createTestUser();
    const answer = await api("POST", "/delete-user", { cookie: ada.cookie, body: { password: ada.password } });
    expect(answer.status).toBe(404);
    expect((await api("GET", `/delete-user/callback?token=x`, { cookie: ada.cookie })).status).toBe(404);
    expect(await db.select().from(schema.user).where(eq(schema.user.id, ada.id))).toHaveLength(1);
  });
});

describe("the security page's forms", () => {
  it("a wrong first code redisplays the setup, but never a link or codes of the client's making", async () => {
    const ada = await createTestUser();
    const answer = (await settle(() =>
      securityRoute.action(
        routeArgs("/profile/security", {
          method: "POST",
          body: form({
            intent: "totp-confirm",
            code: "12",
            totpURI: "javascript:alert(document.cookie)",
            backupCodes: "<img src=x onerror=alert(1)> abcde-12345",
          }),
          headers: { Origin: ORIGIN, cookie: ada.cookie },
        }),
      ),
    )) as {
      data: { step: string; totpURI: string; secret: string | null; backupCodes: string[] };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ step: "confirm", totpURI: "", secret: null, backupCodes: ["abcde-12345"] });
    const [row] = await db.select().from(schema.user).where(eq(schema.user.id, ada.id));
    expect(row?.twoFactorEnabled).toBe(false);
  });

  it("an unknown intent and a visitor change nothing", async () => {
    const ada = await createTestUser();
    const unknown = (await settle(() =>
      securityRoute.action(
        routeArgs("/profile/security", {
          method: "POST",
          body: form({ intent: "enable-for", userId: ada.id }),
          headers: { Origin: ORIGIN, cookie: ada.cookie },
        }),
      ),
    )) as { init: { status: number } };
    expect(unknown.init.status).toBe(400);
    const visitor = (await settle(() =>
      securityRoute.action(
        routeArgs("/profile/security", {
          method: "POST",
          body: form({ intent: "totp-start", password: ada.password }),
          headers: { Origin: ORIGIN },
        }),
      ),
    )) as Response;
    expect(visitor.status).toBe(302);
    expect(await db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, ada.id))).toHaveLength(0);
  });
});

describe("private sync over HTTP", () => {
  it("a body over 64 KB is refused with 413 before it is read; a cross-site post with 403", async () => {
    const ada = await createTestUser();
    const big = JSON.stringify({ action: "put", access: "A".repeat(43), records: [], padding: "x".repeat(70 * 1024) });
    const response = await fetch(`${base}/account/vault`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", cookie: ada.cookie },
      body: big,
    });
    expect(response.status).toBe(413);
    const crossSite = await fetch(`${base}/account/vault`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json", cookie: ada.cookie },
      body: JSON.stringify({ action: "reset", confirm: "DELETE MY PRIVATE DATA" }),
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("tracker sync over HTTP", () => {
  it("a body over 64 KB is refused with 413 before it is read; a cross-site post with 403", async () => {
    const ada = await createTestUser();
    const big = JSON.stringify({ tracker: {}, padding: "x".repeat(70 * 1024) });
    const response = await fetch(`${base}/account/sync`, {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/json", cookie: ada.cookie },
      body: big,
    });
    expect(response.status).toBe(413);
    const crossSite = await fetch(`${base}/account/sync`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/json", cookie: ada.cookie },
      body: JSON.stringify({ tracker: {} }),
    });
    expect(crossSite.status).toBe(403);
    expect(await db.select().from(schema.trackerEntries).where(eq(schema.trackerEntries.userId, ada.id))).toHaveLength(
      0,
    );
  });
});

describe("the plugin endpoints keep the boundary rules (spoken to as an attacker)", () => {
  it("refuses extra fields, codes sent by mail, server-only endpoints and visitors", async () => {
    const member = await createTestUser();
    expect(
      (
        await api("POST", "/two-factor/enable", {
          cookie: member.cookie,
          body: { password: member.password, issuer: "Evil Bank" },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/two-factor/enable", {
          cookie: member.cookie,
          body: { password: member.password, method: "otp" },
        })
      ).status,
    ).toBe(400);
    expect((await api("POST", "/two-factor/enable", { body: { password: "x" } })).status).toBe(401);
    expect(
      (await api("POST", "/two-factor/enable", { cookie: member.cookie, body: { password: "wrong-password" } })).status,
    ).toBe(400);
    expect((await api("POST", "/two-factor/send-otp", { cookie: member.cookie, body: {} })).status).toBe(404);
    expect(
      (await api("POST", "/two-factor/verify-otp", { cookie: member.cookie, body: { code: "123456" } })).status,
    ).toBe(404);
    expect(
      (await api("POST", "/two-factor/view-backup-codes", { cookie: member.cookie, body: { userId: member.id } }))
        .status,
    ).toBe(404);
    expect((await api("POST", "/two-factor/verify-totp", { body: { code: "123456" } })).status).toBe(401);
    expect(
      (await api("POST", "/two-factor/verify-totp", { cookie: member.cookie, body: { code: "1".repeat(40) } })).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/two-factor/verify-backup-code", {
          cookie: member.cookie,
          body: { code: "abc", userId: "someone" },
        })
      ).status,
    ).toBe(400);
    // No "trust this device" cookie that would skip the code for 30 days.
    const trust = await api("POST", "/two-factor/verify-totp", {
      cookie: member.cookie,
      body: { code: "123456", trustDevice: true },
    });
    expect(trust.status).toBe(400);
    expect(trust.body.message).toMatch(/trustDevice/);
    expect((await api("POST", "/two-factor/disable", { body: { password: "x" } })).status).toBe(401);
    expect((await api("POST", "/two-factor/generate-backup-codes", { body: { password: "x" } })).status).toBe(401);
    const [row] = await db.select().from(schema.user).where(eq(schema.user.id, member.id));
    expect(row?.twoFactorEnabled).toBe(false);
  });

  it("passkeys: visitors get nothing, another member's passkey cannot be removed or renamed", async () => {
    const [ada, bea] = await Promise.all([createTestUser(), createTestUser()]);
    const id = `pk-${Date.now()}`;
    await db.insert(schema.passkey).values({
      id,
      name: "Bea's phone",
      publicKey: "k",
      userId: bea.id,
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: "singleDevice",
      backedUp: false,
    });
    expect((await api("GET", "/passkey/generate-register-options")).status).toBe(401);
    expect((await api("GET", "/passkey/list-user-passkeys")).status).toBe(401);
    const options = await api("GET", "/passkey/generate-register-options", { cookie: ada.cookie });
    expect(options.status).toBe(200);
    expect(options.body.rp).toMatchObject({ name: "The Wellness Circle", id: "localhost" });
    expect(
      (
        await api("POST", "/passkey/verify-registration", {
          cookie: ada.cookie,
          body: { response: { id: "x" }, userId: bea.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (await api("POST", "/passkey/verify-registration", { cookie: ada.cookie, body: { response: { id: "forged" } } }))
        .status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await api("POST", "/passkey/delete-passkey", { cookie: ada.cookie, body: { id } })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await api("POST", "/passkey/update-passkey", { cookie: ada.cookie, body: { id, name: "Mine now" } })).status,
    ).toBeGreaterThanOrEqual(400);
    expect(
      (await api("POST", "/passkey/update-passkey", { cookie: bea.cookie, body: { id, name: "line\nbreak" } })).status,
    ).toBe(400);
    expect((await api("GET", "/passkey/list-user-passkeys", { cookie: ada.cookie })).body).toEqual([]);
    const [still] = await db.select().from(schema.passkey).where(eq(schema.passkey.id, id));
    expect(still).toMatchObject({ name: "Bea's phone", userId: bea.id });
    expect(
      (await api("POST", "/passkey/verify-authentication", { body: { response: { id: "forged" } } })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
