import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  OWN_SECOND_FACTOR_FIRST_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
  SECOND_FACTOR_SESSION_MESSAGE,
  SECOND_FACTOR_SESSION_PATH,
  setAdminsRequireSecondFactor,
} from "#app/domain/accounts/second-factor.server.ts";
import { SECOND_FACTOR_SETUP_PATH } from "#app/routes/guards.server.ts";
import * as usersRoute from "#app/routes/admin/users.tsx";
import * as loginRoute from "#app/routes/auth/login.tsx";
import * as twoFactorRoute from "#app/routes/auth/two-factor.tsx";
import * as securityRoute from "#app/routes/profile-security.tsx";
import * as confirmRoute from "#app/routes/profile-security-confirm.tsx";
import { config } from "#platform/config.ts";
import { createApp } from "#server/app.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { secretOfUri, totpCode } from "#tests/helpers/totp.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/** What JSON.parse gives: the answers are read field by field and checked by the assertions. */
type ParsedJson = ReturnType<typeof JSON.parse>;

/**
 * TOTP with recovery codes and passkeys through better-auth's plugins. An admin with TOTP
 * cannot sign in with the password alone, and can with password + a code computed here from the secret
 * (RFC 6238, tests/helpers/totp.ts); the plugin endpoints keep the boundary rules when spoken to directly
 * over HTTP; admins can require a second factor for every admin account.
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
  await setAdminsRequireSecondFactor("test", false);
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

type Answer = { status: number; body: ParsedJson; cookies: string[] };

async function api(
  method: "GET" | "POST",
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { Origin: ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${base}/api/auth${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body, cookies: response.headers.getSetCookie() };
}

/** The Cookie header a browser would send after these Set-Cookie headers (expired ones dropped). */
const cookieOf = (setCookies: string[]) =>
  setCookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");

async function sessionOf(cookie: string) {
  const answer = await api("GET", "/get-session", { cookie });
  return answer.body && typeof answer.body === "object" ? (answer.body.user?.id ?? null) : null;
}

/** Turns TOTP on for a user over HTTP as an authenticator app owner would; returns the base32 secret and recovery codes. */
async function enableTotp(person: TestUser): Promise<{ secret: string; backupCodes: string[]; cookie: string }> {
  const started = await api("POST", "/two-factor/enable", {
    cookie: person.cookie,
    body: { password: person.password },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const secret = secretOfUri(started.body.totpURI);
  expect(started.body.totpURI).toMatch(/^otpauth:\/\/totp\/The%20Wellness%20Circle:/);
  // The previous step's code (accepted one step late): codes are single-use, and the sign-ins below use the current one.
  const confirmed = await api("POST", "/two-factor/verify-totp", {
    cookie: person.cookie,
    body: { code: totpCode(secret, Date.now() - 30_000) },
  });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  const [row] = await db
    .select({ on: schema.user.twoFactorEnabled })
    .from(schema.user)
    .where(eq(schema.user.id, person.id));
  expect(row?.on).toBe(true);
  // Enabling replaces the session: the browser keeps the new cookie.
  return {
    secret,
    backupCodes: started.body.backupCodes as string[],
    cookie: cookieOf(confirmed.cookies) || person.cookie,
  };
}

function form(values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  return body;
}

async function loginForm(email: string, password: string, redirectTo = "") {
  return (await settle(() =>
    loginRoute.action(
      routeArgs("/login", { method: "POST", body: form({ email, password, redirectTo }), headers: { Origin: ORIGIN } }),
    ),
  )) as Response;
}

async function codeForm(cookie: string, values: Record<string, string>) {
  return settle(() =>
    twoFactorRoute.action(
      routeArgs("/login/two-factor", {
        method: "POST",
        body: form({ redirectTo: "", ...values }),
        headers: { Origin: ORIGIN, cookie },
      }),
    ),
  );
}

describe("an admin with TOTP", () => {
  it("cannot sign in with the password alone; can with password + the current code; a recovery code works once", async () => {
    const admin = await createTestUser({ role: "admin", name: "Totp Admin" });
    const { secret, backupCodes } = await enableTotp(admin);
    expect(backupCodes).toHaveLength(10);

    // Over HTTP: the password step makes no session, only the challenge.
    const raw = await api("POST", "/sign-in/email", { body: { email: admin.email, password: admin.password } });
    expect(raw.status).toBe(200);
    expect(raw.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ["totp"] });
    expect(raw.cookies.some((c) => /^wc\.session_token=[^;]+/.test(c))).toBe(false);
    expect(await sessionOf(cookieOf(raw.cookies))).toBeNull();

    // The login form: the code screen, no session.
    const step1 = await loginForm(admin.email, admin.password, "/admin/inbox");
    expect(step1.status).toBe(302);
    expect(step1.headers.get("Location")).toBe(`/login/two-factor?redirectTo=${encodeURIComponent("/admin/inbox")}`);
    const challenge = cookieOf(step1.headers.getSetCookie());
    expect(challenge).toMatch(/wc\.two_factor=/);
    expect(challenge).not.toMatch(/wc\.session_token=/);
    expect(await sessionOf(challenge)).toBeNull();

    // The code screen needs the challenge.
    const noChallenge = (await settle(() => twoFactorRoute.loader(routeArgs("/login/two-factor")))) as Response;
    expect(noChallenge.headers.get("Location")).toBe("/login");

    // A wrong code: refused, still no session.
    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = (await codeForm(challenge, { method: "totp", code: wrongCode })) as { init: { status: number } };
    expect(wrong.init.status).toBe(400);

    // The code an authenticator app shows now: signed in, sent on.
    const right = (await codeForm(challenge, {
      method: "totp",
      code: totpCode(secret),
      redirectTo: "/admin/inbox",
    })) as Response;
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/admin/inbox");
    const session = cookieOf(right.headers.getSetCookie());
    expect(await sessionOf(session)).toBe(admin.id);

    // A recovery code instead of the app: once.
    const again = cookieOf((await loginForm(admin.email, admin.password)).headers.getSetCookie());
    const recovered = (await codeForm(again, { method: "backup", code: backupCodes[0]! })) as Response;
    expect(recovered.status).toBe(302);
    expect(await sessionOf(cookieOf(recovered.headers.getSetCookie()))).toBe(admin.id);
    const third = cookieOf((await loginForm(admin.email, admin.password)).headers.getSetCookie());
    const reused = (await codeForm(third, { method: "backup", code: backupCodes[0]! })) as { init: { status: number } };
    expect(reused.init.status).toBe(400);
  });

  it("turns on from the profile's security page with the password and a first code", async () => {
    const member = await createTestUser({ name: "Page Member" });
    const start = (await settle(() =>
      securityRoute.action(
        routeArgs("/profile/security", {
          method: "POST",
          body: form({ intent: "totp-start", password: member.password }),
          headers: { Origin: ORIGIN, cookie: member.cookie },
        }),
      ),
    )) as { data: { step: string; totpURI: string; secret: string; backupCodes: string[] } };
    expect(start.data.step).toBe("confirm");
    expect(start.data.backupCodes).toHaveLength(10);
    const confirm = (await settle(() =>
      securityRoute.action(
        routeArgs("/profile/security", {
          method: "POST",
          body: form({ intent: "totp-confirm", code: totpCode(start.data.secret) }),
          headers: { Origin: ORIGIN, cookie: member.cookie },
        }),
      ),
    )) as { data: { step: string; toast: { title: string } }; init: { headers: Headers } };
    expect(confirm.data).toMatchObject({ step: "done", toast: { title: "Two-factor is on" } });
    // better-auth replaces the session when two-factor turns on; the action hands the browser the new cookie.
    const renewed = cookieOf(new Headers(confirm.init.headers).getSetCookie());
    expect(renewed).toMatch(/wc\.session_token=/);
    const page = (await securityRoute.loader(routeArgs("/profile/security", { headers: { cookie: renewed } }))) as {
      totp: boolean;
    };
    expect(page.totp).toBe(true);
  });
});

describe("a second factor for every admin (site setting)", () => {
  it("cannot be required by an admin without one; once required, an admin without one is sent to set it up and the admin API refuses her", async () => {
    const [plain, secured] = await Promise.all([createTestUser({ role: "admin" }), createTestUser({ role: "admin" })]);
    const { cookie: enrolmentCookie, secret } = await enableTotp(secured);

    // An admin's new factor counts once she confirms it from her mailbox.
    const early = (await settle(() =>
      usersRoute.action(
        routeArgs("/admin?index", {
          method: "POST",
          body: form({ intent: "second-factor-setting", required: "true" }),
          headers: { Origin: ORIGIN, cookie: enrolmentCookie },
        }) as never,
      ),
    )) as { data: { toast: { description: string } }; init: { status: number } };
    expect(early.data.toast.description).toBe(OWN_SECOND_FACTOR_FIRST_MESSAGE);
    const confirmation = confirmationLinkTo(secured.email);
    const confirmed = (await settle(() =>
      confirmRoute.loader(routeArgs(confirmation, { headers: { accept: "text/html" } }) as never),
    )) as Response;
    expect(confirmed.headers.get("Location")).toBe("/profile/security");

    const refused = (await settle(() =>
      usersRoute.action(
        routeArgs("/admin?index", {
          method: "POST",
          body: form({ intent: "second-factor-setting", required: "true" }),
          headers: { Origin: ORIGIN, cookie: plain.cookie },
        }),
      ),
    )) as { data: { toast: { description: string } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.toast.description).toBe(OWN_SECOND_FACTOR_FIRST_MESSAGE);

    const turnedOn = (await settle(() =>
      usersRoute.action(
        routeArgs("/admin?index", {
          method: "POST",
          body: form({ intent: "second-factor-setting", required: "true" }),
          headers: { Origin: ORIGIN, cookie: enrolmentCookie },
        }),
      ),
    )) as { ok: boolean };
    expect(turnedOn.ok).toBe(true);
    const [setting] = await db
      .select()
      .from(schema.siteSettings)
      .where(sql`${schema.siteSettings.key} = 'admins_require_second_factor'`);
    expect(setting?.value).toBe(true);

    // The admin without a second factor: every admin page sends her to the security page.
    const sent = (await settle(() =>
      usersRoute.loader(routeArgs("/admin?index", { headers: { cookie: plain.cookie } })),
    )) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(SECOND_FACTOR_SETUP_PATH);
    const security = (await securityRoute.loader(
      routeArgs("/profile/security?required=admin", { headers: { cookie: plain.cookie } }),
    )) as { missing: boolean };
    expect(security.missing).toBe(true);
    const listUsers = await api("GET", "/admin/list-users?limit=5", { cookie: plain.cookie });
    expect(listUsers.status).toBe(403);
    expect(listUsers.body.message).toBe(SECOND_FACTOR_REQUIRED_MESSAGE);
    const upload = await fetch(`${base}/api/uploads`, {
      method: "POST",
      headers: { Origin: ORIGIN, cookie: plain.cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x--",
    });
    expect(upload.status).toBe(403);

    // The admin with one, in the session she enrolled in (opened with her password alone): a member's session.
    const unverified = (await settle(() =>
      usersRoute.loader(routeArgs("/admin?index", { headers: { cookie: enrolmentCookie } })),
    )) as Response;
    expect(unverified.headers.get("Location")).toBe(SECOND_FACTOR_SESSION_PATH);
    const unverifiedApi = await api("GET", "/admin/list-users?limit=5", { cookie: enrolmentCookie });
    expect(unverifiedApi.status).toBe(403);
    expect(unverifiedApi.body.message).toBe(SECOND_FACTOR_SESSION_MESSAGE);

    // Signed in again with password and code: the admin area opens, and the user list shows who has a second factor.
    const challenge = cookieOf((await loginForm(secured.email, secured.password)).headers.getSetCookie());
    const verified = cookieOf(
      ((await codeForm(challenge, { method: "totp", code: totpCode(secret) })) as Response).headers.getSetCookie(),
    );
    const page = (await usersRoute.loader(routeArgs("/admin?index", { headers: { cookie: verified } }))) as {
      users: { id: string; secondFactor: boolean }[];
      requireSecondFactor: boolean;
    };
    expect(page.requireSecondFactor).toBe(true);
    expect(page.users.find((u) => u.id === secured.id)?.secondFactor).toBe(true);
    expect(page.users.find((u) => u.id === plain.id)?.secondFactor).toBe(false);
    expect((await api("GET", "/admin/list-users?limit=5", { cookie: verified })).status).toBe(200);

    await setAdminsRequireSecondFactor(secured.id, false);
    expect(
      (
        (await settle(() => usersRoute.loader(routeArgs("/admin?index", { headers: { cookie: plain.cookie } })))) as {
          users: unknown[];
        }
      ).users.length,
    ).toBeGreaterThan(0);
  });

  it("does not count a factor someone added to an admin with her password until she confirms it by mail", async () => {
    const [owner, victim] = await Promise.all([createTestUser({ role: "admin" }), createTestUser({ role: "admin" })]);
    const { secret: ownerSecret } = await enableTotp(owner);
    await settle(() =>
      confirmRoute.loader(routeArgs(confirmationLinkTo(owner.email), { headers: { accept: "text/html" } }) as never),
    );
    await setAdminsRequireSecondFactor(owner.id, true);
    try {
      // Someone with the victim's password enrols an app of their own and signs in with it.
      const { secret } = await enableTotp(victim);
      const challenge = cookieOf((await loginForm(victim.email, victim.password)).headers.getSetCookie());
      const session = cookieOf(
        ((await codeForm(challenge, { method: "totp", code: totpCode(secret) })) as Response).headers.getSetCookie(),
      );
      const answer = (await settle(() =>
        usersRoute.loader(routeArgs("/admin?index", { headers: { cookie: session } }) as never),
      )) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(SECOND_FACTOR_SETUP_PATH);
      expect((await api("GET", "/admin/list-users?limit=5", { cookie: session })).status).toBe(403);
      expect(ownerSecret).not.toBe(secret);
    } finally {
      await setAdminsRequireSecondFactor(owner.id, false);
    }
  });
});

/** The path of the newest factor-confirmation link mailed to `email` (the test outbox). */
function confirmationLinkTo(email: string): string {
  const dir = path.join(config.DATA_DIR, "outbox");
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`-${email.replace(/[^a-z0-9@._-]/gi, "_")}.eml`))
    .sort();
  for (const file of files.reverse()) {
    const text = fs
      .readFileSync(path.join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const match = /https?:\/\/[^/\s]+(\/profile\/security\/confirm\?token=[A-Za-z0-9_%-]+)/.exec(text);
    if (match) return decodeURIComponent(match[1]!);
  }
  throw new Error(`no confirmation mail to ${email}`);
}
