import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { FormResult } from "#app/lib/forms.ts";
import { action as loginAction } from "#app/routes/auth/login.tsx";
import { action as registerAction } from "#app/routes/auth/register.tsx";
import { action as forgotAction } from "#app/routes/auth/forgot-password.tsx";
import { action as updatePasswordAction } from "#app/routes/auth/update-password.tsx";
import { loader as forceLogoutLoader } from "#app/routes/auth/force-logout.tsx";
import { action as profileAction, loader as profileLoader } from "#app/routes/profile.tsx";
import { action as setupAction, loader as setupLoader } from "#app/routes/auth/setup-admin.tsx";
import { loader as rootLoader } from "#app/root.tsx";
import { AVATAR_MESSAGE } from "#app/domain/accounts/profile-rules.ts";
import { getSessionState } from "#app/domain/accounts/session.server.ts";
import { announceAdminSetup, createSetupToken } from "#app/domain/accounts/setup-admin.server.ts";
import {
  checkAuthLimits,
  countSignInFailure,
  signInAllowed,
  signInFailureLimits,
} from "#app/domain/accounts/auth-limits.server.ts";
import { auth, MISSING_CREDENTIALS_MESSAGE } from "#app/domain/accounts/auth.server.ts";
import { BREACHED_PASSWORD_MESSAGE } from "#app/domain/accounts/breached-passwords.server.ts";
import {
  CHOOSE_PASSWORD_MESSAGE,
  EMAIL_FORMAT_MESSAGE,
  ENTER_EMAIL_MESSAGE,
  ENTER_PASSWORD_MESSAGE,
} from "#app/domain/accounts/schemas.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { sessionCache } from "#platform/session-cache.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

function post(url: string, fields: Record<string, string>, cookie?: string) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return routeArgs(url, { method: "POST", body, headers: cookie ? { cookie } : {} });
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The newest outbox mail to `email`, decoded (quoted-printable soft breaks and =XX escapes). */
function newestMail(email: string): string {
  const dir = path.join(config.DATA_DIR, "outbox");
  const files = fs
    .readdirSync(dir)
    .filter((file) => file.includes(email))
    .sort();
  const raw = fs.readFileSync(path.join(dir, files.at(-1)!), "utf8");
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function userByEmail(email: string) {
  const [row] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  return row;
}

describe("registration", () => {
  it("refuses a role sent to the sign-up API and ignores one in the form: every new account is a user", async () => {
    const email = unique("sneaky");
    await expect(
      auth.api.signUpEmail({ body: { email, password: "secret-12x", name: "Sneaky", role: "admin" } as never }),
    ).rejects.toMatchObject({ body: { message: 'The field "role" cannot be set when signing up.' } });
    expect(await userByEmail(email)).toBeUndefined();

    const viaForm = unique("sneaky-form");
    await registerAction(post("/register", { email: viaForm, password: "secret-12x", name: "Form", role: "admin" }));
    expect((await userByEmail(viaForm))?.role).toBe("user");
  });

  it("refuses a password from the leaked lists, whatever its case, and creates no account", async () => {
    for (const password of ["password1", "PassWord1", "qwerty123"]) {
      const email = unique("leaked");
      await expect(auth.api.signUpEmail({ body: { email, password, name: "Leaked" } })).rejects.toMatchObject({
        body: { message: BREACHED_PASSWORD_MESSAGE },
      });
      expect(await userByEmail(email)).toBeUndefined();
    }
    const email = unique("unlisted");
    await auth.api.signUpEmail({ body: { email, password: "quiet-heron-7214", name: "Unlisted" } });
    expect(await userByEmail(email)).toBeDefined();
  });

  it("creates the account with the chosen avatar, mails a verification link and goes to /email-confirmation", async () => {
    const email = unique("new");
    const response = (await registerAction(
      post("/register", { email, password: "secret-12x", name: "Nia New", avatarUrl: "/avatars/avatar_4.svg" }),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/email-confirmation?email=${encodeURIComponent(email)}`);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "Nia New", image: "/avatars/avatar_4.svg", emailVerified: false, role: "user" });

    const mail = newestMail(email);
    expect(mail).toContain("Subject: Confirm your email for The Wellness Circle");
    expect(mail).toContain("Content-Type: text/plain");
    expect(mail).toContain("Content-Type: text/html");
    const link = mail.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/)?.[0];
    expect(link).toContain("callbackURL=%2Fauth%2Fverify");

    // Unverified: sign-in is refused.
    const early = (await loginAction(post("/login", { email, password: "secret-12x" }))) as {
      data: { result: FormResult };
    };
    expect(early.data.result.error?.[""]?.[0]).toMatch(/confirm your email address first/i);

    // The link verifies the email and lands on /auth/verify.
    // As the browser opens it from the mail: a top-level navigation (an <img> or fetch of it changes nothing).
    const verified = await auth.handler(
      new Request(link!.replaceAll("&amp;", "&"), {
        headers: { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" },
      }),
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get("Location")).toBe("/auth/verify");
    expect((await userByEmail(email))?.emailVerified).toBe(true);
    // Opened without the browser's pending sign-up cookie (another device, a mail scanner): nobody is signed in.
    expect(verified.headers.getSetCookie().some((cookie) => cookie.includes("session_token="))).toBe(false);
  });

  it("falls back to the first preset avatar and refuses a foreign avatar url", async () => {
    const email = unique("avatar");
    await registerAction(post("/register", { email, password: "secret-12x", name: "A" }));
    expect((await userByEmail(email))?.image).toBe("/avatars/avatar_1.svg");
    const foreign = unique("avatar-foreign");
    const refused = (await registerAction(
      post("/register", { email: foreign, password: "secret-12x", name: "A", avatarUrl: "https://evil.example/x.png" }),
    )) as { data: { result: FormResult; toast: { description: string } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.result.error).toEqual({ avatarUrl: [AVATAR_MESSAGE] });
    expect(refused.data.toast.description).toBe(AVATAR_MESSAGE);
    expect(await userByEmail(foreign)).toBeUndefined();
  });

  it("answers a missing email or password beside each field in the site's words; the API keeps the spec's", async () => {
    const result = (await registerAction(post("/register", { email: "", password: "" }))) as {
      data: { result: FormResult; toast: { title: string } };
    };
    expect(result.data).toMatchObject({
      result: {
        status: "error",
        error: { email: [ENTER_EMAIL_MESSAGE], password: [CHOOSE_PASSWORD_MESSAGE] },
      },
      toast: { title: "Sign up Failed", description: ENTER_EMAIL_MESSAGE },
    });
    // No library sentence (it offers a phone number the site does not have) reaches the form.
    expect(JSON.stringify(result.data)).not.toContain("phone");
    const badEmail = (await registerAction(
      post("/register", { email: "not-an-address", password: "secret-12x", name: "A" }),
    )) as { data: { result: FormResult } };
    expect(badEmail.data.result.error).toEqual({ email: [EMAIL_FORMAT_MESSAGE] });
    const login = (await loginAction(post("/login", { email: "a@example.com", password: "" }))) as {
      data: { result: FormResult; toast: { title: string } };
    };
    expect(login.data).toMatchObject({
      result: { error: { password: [ENTER_PASSWORD_MESSAGE] }, initialValue: { email: "a@example.com" } },
      toast: { title: "Sign in Failed", description: ENTER_PASSWORD_MESSAGE },
    });
    const api = await auth.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify({ email: "a@example.com" }),
      }),
    );
    expect(api.status).toBe(400);
    expect(((await api.json()) as { message: string }).message).toBe(MISSING_CREDENTIALS_MESSAGE);
  });
});

describe("confirmation link in the browser that signed up", () => {
  it("signs her in there, once, and only with a genuine cookie for that address", async () => {
    const email = unique("flow");
    const response = (await registerAction(
      post("/register", { email, password: "secret-12x", name: "Flo Flow" }),
    )) as Response;
    const pending = response.headers.getSetCookie().find((cookie) => cookie.startsWith("wc_pending_signup="));
    expect(pending).toContain("Path=/api/auth/verify-email");
    expect(pending).toContain("HttpOnly");
    const cookie = pending!.split(";")[0]!;
    const link = newestMail(email)
      .match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/)![0]
      .replaceAll("&amp;", "&");
    const navigate = { "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };

    // A forged cookie (another address, or a changed signature) signs nobody in; the link still confirms.
    const other = unique("other");
    const forged = `wc_pending_signup=${Buffer.from(other).toString("base64url")}.${cookie.split(".")[1]}.${cookie.split(".")[2]}`;
    const confirmedElsewhere = await auth.handler(new Request(link, { headers: { ...navigate, Cookie: forged } }));
    expect(confirmedElsewhere.status).toBe(302);
    expect(confirmedElsewhere.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    expect((await userByEmail(email))?.emailVerified).toBe(true);

    // A second account, opened in the browser that signed up: she is signed in and the cookie is spent.
    const email2 = unique("flow2");
    const response2 = (await registerAction(
      post("/register", { email: email2, password: "secret-12x", name: "Flo Two" }),
    )) as Response;
    const cookie2 = response2.headers
      .getSetCookie()
      .find((c) => c.startsWith("wc_pending_signup="))!
      .split(";")[0]!;
    const link2 = newestMail(email2)
      .match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/)![0]
      .replaceAll("&amp;", "&");
    const here = await auth.handler(new Request(link2, { headers: { ...navigate, Cookie: cookie2 } }));
    expect(here.status).toBe(302);
    expect(here.headers.get("Location")).toBe("/auth/verify");
    const set = here.headers.getSetCookie();
    expect(set.some((c) => c.includes("session_token="))).toBe(true);
    expect(set.some((c) => c.startsWith("wc_pending_signup=;") && /Max-Age=0/i.test(c))).toBe(true);
  });
});

describe("login", () => {
  it("signs in, sets the session cookie and goes to /profile, /admin or the page the user came from", async () => {
    const user = await createTestUser();
    const admin = await createTestUser({ role: "admin" });
    const asUser = (await loginAction(post("/login", { email: user.email, password: user.password }))) as Response;
    expect(asUser.headers.get("Location")).toBe("/profile");
    expect(asUser.headers.get("Set-Cookie")).toContain("wc.session_token=");
    const asAdmin = (await loginAction(post("/login", { email: admin.email, password: admin.password }))) as Response;
    expect(asAdmin.headers.get("Location")).toBe("/admin");
    const back = (await loginAction(
      post("/login", { email: user.email, password: user.password, redirectTo: "/chat/mental-wellness" }),
    )) as Response;
    expect(back.headers.get("Location")).toBe("/chat/mental-wellness");
    const offsite = (await loginAction(
      post("/login", { email: user.email, password: user.password, redirectTo: "//evil.example" }),
    )) as Response;
    expect(offsite.headers.get("Location")).toBe("/profile");
  });

  it("reports a wrong password as 'Sign in Failed'", async () => {
    const user = await createTestUser();
    const result = (await loginAction(post("/login", { email: user.email, password: "nope-nope" }))) as {
      data: { result: FormResult; toast: { title: string; variant: string } };
      init: { status: number };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.toast).toMatchObject({ title: "Sign in Failed", variant: "destructive" });
    expect(result.data.result.error?.[""]?.[0]).toMatch(/Invalid email or password/);
    // What was typed comes back for a form posted without JavaScript, except the password.
    expect(result.data.result.initialValue).toMatchObject({ email: user.email });
    expect(JSON.stringify(result.data)).not.toContain("nope-nope");
  });
});

describe("password reset", () => {
  it("always answers neutrally, mails a link for real accounts, and the new password works", async () => {
    const user = await createTestUser();
    const unknown = (await forgotAction(post("/forgot-password", { email: unique("nobody") }))) as {
      sent: boolean;
      message: string;
    };
    const known = (await forgotAction(post("/forgot-password", { email: user.email }))) as {
      sent: boolean;
      message: string;
    };
    expect(unknown).toMatchObject({
      sent: true,
      message: "If an account exists for this email, you will receive a password reset link shortly.",
    });
    expect(known.message).toBe(unknown.message);

    const mail = newestMail(user.email);
    expect(mail).toContain("Subject: Reset your The Wellness Circle password");
    const link = mail
      .match(/http:\/\/localhost:3000\/api\/auth\/reset-password\/[^\s"<]+/)![0]
      .replaceAll("&amp;", "&");
    const callback = await auth.handler(new Request(link));
    const location = callback.headers.get("Location")!;
    expect(location).toMatch(/^http:\/\/localhost:3000\/update-password\?token=/);
    const token = new URL(location, "http://x").searchParams.get("token")!;

    const mismatch = (await updatePasswordAction(
      post("/update-password", { token, password: "abc", confirmPassword: "abcd" }),
    )) as { data: { toast: { title: string; description: string } } };
    expect(mismatch.data.toast).toMatchObject({
      title: "Passwords do not match",
      description: "Please ensure both passwords are the same.",
    });
    const short = (await updatePasswordAction(
      post("/update-password", { token, password: "abc", confirmPassword: "abc" }),
    )) as {
      data: { toast: { title: string; description: string } };
    };
    expect(short.data.toast).toMatchObject({
      title: "Password too short",
      description: "Password must be at least 6 characters long.",
    });

    const done = (await updatePasswordAction(
      post("/update-password", { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" }, user.cookie),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/password-reset-confirmed");
    // Every session ended, including the one that made the request.
    expect(
      (await getSessionState(new Request("http://localhost:3000/", { headers: { cookie: user.cookie } }))).user,
    ).toBeNull();

    const oldLogin = (await loginAction(post("/login", { email: user.email, password: user.password }))) as {
      data?: unknown;
    };
    expect(oldLogin.data).toBeDefined();
    const newLogin = (await loginAction(post("/login", { email: user.email, password: "brand-new-pass" }))) as Response;
    expect(newLogin.headers.get("Location")).toBe("/profile");

    const reused = (await updatePasswordAction(
      post("/update-password", { token, password: "another-pass", confirmPassword: "another-pass" }),
    )) as { data: { toast: { title: string } } };
    expect(reused.data.toast.title).toBe("Error updating password");
  });
});

describe("profile", () => {
  it("shows the login prompt to visitors and refuses their saves", async () => {
    expect(await profileLoader(routeArgs("/profile"))).toEqual({ user: null });
    const refused = (await settle(() =>
      profileAction(post("/profile", { intent: "save", fullName: "X" })),
    )) as Response;
    expect(refused.headers.get("Location")).toBe("/login?redirectTo=%2Fprofile");
  });

  it("saves full name and a preset avatar for the signed-in user only", async () => {
    const user = await createTestUser();
    const result = await profileAction(
      post("/profile", { intent: "save", fullName: "Renamed Person", avatarUrl: "/avatars/avatar_7.svg" }, user.cookie),
    );
    expect(result).toMatchObject({
      ok: true,
      toast: { title: "Profile Updated!", description: "Your information has been saved." },
    });
    const row = await userByEmail(user.email);
    expect(row).toMatchObject({ name: "Renamed Person", image: "/avatars/avatar_7.svg", role: "user" });
    // A role field in the form changes nothing; a foreign avatar url is refused and nothing is stored.
    await profileAction(post("/profile", { intent: "save", fullName: "R", role: "admin" }, user.cookie));
    expect(await userByEmail(user.email)).toMatchObject({ name: "R", image: "/avatars/avatar_7.svg", role: "user" });
    const refused = (await profileAction(
      post("/profile", { intent: "save", fullName: "Q", avatarUrl: "javascript:alert(1)" }, user.cookie),
    )) as { data: { toast: { description: string } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.toast.description).toBe(AVATAR_MESSAGE);
    expect(await userByEmail(user.email)).toMatchObject({ name: "R", image: "/avatars/avatar_7.svg", role: "user" });
  });

  it("signs out with the 'Signed Out' toast and goes home", async () => {
    const user = await createTestUser();
    const response = (await profileAction(post("/profile", { intent: "sign-out" }, user.cookie))) as Response;
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toMatch(/wc\.session_token=;/);
    expect(
      (await getSessionState(new Request("http://localhost:3000/", { headers: { cookie: user.cookie } }))).user,
    ).toBeNull();
  });
});

describe("session integrity", () => {
  it("sends a ghost session (user row gone) and an undecodable cookie to /force-logout", async () => {
    const user = await createTestUser();
    const ok = await getSessionState(new Request("http://localhost:3000/", { headers: { cookie: user.cookie } }));
    expect(ok).toMatchObject({ invalid: false, user: { email: user.email } });

    // Deleted behind the site's back (in SQL): no session drop was published, so the row's absence is seen
    // once the session cache's short entry is gone; the test drops it instead of waiting.
    await db.delete(schema.user).where(eq(schema.user.id, user.id));
    sessionCache.drop({ all: true });
    const ghost = (await settle(() =>
      rootLoader(routeArgs("/about", { headers: { cookie: user.cookie } })),
    )) as Response;
    expect(ghost.status).toBe(302);
    expect(ghost.headers.get("Location")).toBe("/force-logout");

    const garbage = (await settle(() =>
      rootLoader(routeArgs("/", { headers: { cookie: "wc.session_token=not-a-real-token.sig" } })),
    )) as Response;
    expect(garbage.headers.get("Location")).toBe("/force-logout");

    // /force-logout itself renders (no loop) and clears the cookies.
    const exempt = await rootLoader(routeArgs("/force-logout", { headers: { cookie: user.cookie } }));
    expect((exempt as unknown as { data: { user: unknown } }).data.user).toBeNull();
    const navigation = { cookie: user.cookie, "Sec-Fetch-Dest": "document", "Sec-Fetch-Mode": "navigate" };
    const cleared = (await forceLogoutLoader(routeArgs("/force-logout", { headers: navigation }))) as unknown as {
      init: { headers: Headers };
    };
    expect(new Headers(cleared.init.headers).getSetCookie().join("\n")).toMatch(/wc\.session_token=;.*Max-Age=0/);

    // No cookie at all is simply a visitor.
    expect(await getSessionState(new Request("http://localhost:3000/"))).toMatchObject({ user: null, invalid: false });
  });
});

describe("setup-admin", () => {
  it("works once with the printed link while no admin exists, then says setup is complete", async () => {
    await db.update(schema.user).set({ role: "user" }).where(eq(schema.user.role, "admin"));
    const lines: string[] = [];
    const url = await announceAdminSetup({ warn: (_obj, msg) => lines.push(msg) });
    expect(lines[0]).toContain(`${config.SITE_URL}/setup-admin?token=`);
    const token = new URL(url!).searchParams.get("token")!;

    expect(await setupLoader(routeArgs("/setup-admin"))).toMatchObject({ state: "invalid" });
    expect(await setupLoader(routeArgs("/setup-admin?token=wrong"))).toMatchObject({ state: "invalid" });
    expect(await setupLoader(routeArgs(`/setup-admin?token=${token}`))).toMatchObject({
      state: "ready",
      email: config.ADMIN_EMAIL,
    });

    const tooShort = (await setupAction(post("/setup-admin", { token, fullName: "Ada", password: "123" }))) as {
      data: { result: FormResult; toast: { title: string } };
    };
    expect(tooShort.data.toast.title).toBe("Admin Creation Failed");
    expect(tooShort.data.result).toMatchObject({
      error: { password: ["Password must be at least 6 characters long."] },
      initialValue: { fullName: "Ada" },
    });
    expect(JSON.stringify(tooShort.data)).not.toContain('"123"');

    const created = (await setupAction(
      post("/setup-admin", { token, fullName: "Ada Admin", password: "admin-pass-1" }),
    )) as Response;
    expect(created.headers.get("Location")).toBe("/admin");
    expect(created.headers.get("Set-Cookie")).toContain("wc.session_token=");
    expect(await userByEmail(config.ADMIN_EMAIL)).toMatchObject({
      role: "admin",
      emailVerified: true,
      name: "Ada Admin",
    });

    // Second time: refused, the page says setup is complete.
    const again = (await setupAction(post("/setup-admin", { token, fullName: "Eve", password: "evil-pass-1" }))) as {
      data: { toast: { title: string } };
      init: { status: number };
    };
    expect(again.init.status).toBe(403);
    expect(await setupLoader(routeArgs(`/setup-admin?token=${token}`))).toMatchObject({ state: "complete" });
    expect(await userByEmail(config.ADMIN_EMAIL)).toMatchObject({ name: "Ada Admin" });
    expect(await announceAdminSetup({ warn: () => lines.push("again") })).toBeNull();
  });

  it("refuses an expired token", async () => {
    await db.update(schema.user).set({ role: "user" }).where(eq(schema.user.role, "admin"));
    const token = await createSetupToken(new Date(Date.now() - 25 * 60 * 60 * 1000));
    expect(await setupLoader(routeArgs(`/setup-admin?token=${token}`))).toMatchObject({ state: "invalid" });
    const refused = (await setupAction(post("/setup-admin", { token, fullName: "Late", password: "late-pass-1" }))) as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(403);
  });
});

describe("abuse limits", () => {
  it("counts a fixed window in the database", async () => {
    const key = `test:${Math.random()}`;
    const results = [];
    for (let i = 0; i < 4; i += 1) results.push(await consumeRateLimit({ key, limit: 3, windowMs: 60_000 }));
    expect(results.map((r) => r.ok)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterMs).toBeGreaterThan(50_000);
    // Once the window has passed, counting starts again.
    await db
      .update(schema.rateLimits)
      .set({ resetAt: new Date(Date.now() - 1000) })
      .where(eq(schema.rateLimits.key, key));
    const fresh = await consumeRateLimit({ key, limit: 3, windowMs: 60_000 });
    expect(fresh.ok).toBe(true);
    expect((await db.select().from(schema.rateLimits).where(eq(schema.rateLimits.key, key)))[0]?.count).toBe(1);
  });

  it("limits sign-in attempts per address, and wrong passwords per account and address", async () => {
    // Attempts alone are not counted per email (strangers could keep the owner out); failures are.
    const email = unique("limited");
    const outcomes = [];
    for (let i = 0; i < 12; i += 1)
      outcomes.push((await checkAuthLimits({ path: "/sign-in/email", email, scale: 1 })).ok);
    expect(outcomes.every(Boolean)).toBe(true);
    for (let i = 0; i < signInFailureLimits.perAccountAndAddress.max; i += 1)
      await countSignInFailure(email, "10.1.0.1", 1);
    expect((await signInAllowed(email, "10.1.0.1", 1)).ok).toBe(false);
    expect((await signInAllowed(email, "10.1.0.2", 1)).ok).toBe(true);

    const ip = `10.0.0.${Math.floor(Math.random() * 250)}`;
    const perIp = [];
    for (let i = 0; i < 12; i += 1)
      perIp.push((await checkAuthLimits({ path: "/sign-in/email", email: unique("x"), ip, scale: 1 })).ok);
    expect(perIp.filter(Boolean)).toHaveLength(10);
  });
});
