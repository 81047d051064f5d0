import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AVATAR_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  NAME_CONTROL_MESSAGE,
  NAME_INVISIBLE_MESSAGE,
  NAME_TOO_LONG_MESSAGE,
} from "#app/domain/accounts/profile-rules.ts";
import { LAST_ADMIN_MESSAGE } from "#app/domain/accounts/users.server.ts";
import { createApp } from "#server/app.ts";
import { auth, VERIFY_LINK_NAVIGATION_MESSAGE } from "#app/domain/accounts/auth.server.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { migrationsFolder } from "#platform/db/client.ts";
import { housekeeping } from "#server/housekeeping.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";

/**
 * The auth boundary, spoken over HTTP to the real app
 * (createApp with the production build, listening on 127.0.0.1): what the
 * forms refuse, the better-auth endpoints refuse; no state change from a
 * subresource; the last admin holds on every path and under concurrency;
 * rate_limits rows only for the endpoints we limit, and expired ones deleted;
 * the repair migration fixes stored rows.
 */

const ORIGIN = "http://localhost:3000";
let server: http.Server;
let port = 0;

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => Record<string, unknown> };

/** A raw HTTP request: only the headers given are sent (no fetch defaults such as Sec-Fetch-Mode). */
function send(
  method: string,
  url: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const payload =
    options.body === undefined
      ? undefined
      : typeof options.body === "string"
        ? options.body
        : JSON.stringify(options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(payload));
  }
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: url, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text,
          json: () => JSON.parse(text) as Record<string, unknown>,
        });
      });
    });
    request.on("error", reject);
    if (payload !== undefined) request.write(payload);
    request.end();
  });
}

/** The origin a browser on this server would send (React Router checks it against the request's own). */
const pageOrigin = () => `http://127.0.0.1:${port}`;

const post = (url: string, body: unknown, cookie?: string) =>
  send("POST", url, { body, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

async function userByEmail(email: string) {
  const [row] = await db.select().from(schema.user).where(eq(schema.user.email, email));
  return row;
}

async function userById(id: string) {
  const [row] = await db.select().from(schema.user).where(eq(schema.user.id, id));
  return row!;
}

async function sessionUser(cookie: string) {
  const answer = await send("GET", "/api/auth/get-session", { headers: { cookie } });
  return answer.text === "null" ? null : ((answer.json().user as { id: string } | undefined) ?? null);
}

/** Leaves exactly the given users as admins. */
async function onlyAdmins(...admins: TestUser[]) {
  await db.update(schema.user).set({ role: "user" }).where(eq(schema.user.role, "admin"));
  for (const admin of admins) await db.update(schema.user).set({ role: "admin" }).where(eq(schema.user.id, admin.id));
}

const BAD_IMAGES = [
  "/force-logout",
  "https://evil.example/x.png",
  "javascript:alert(1)",
  "//evil.example/x.png",
  "/avatars/../force-logout",
];
const BAD_NAMES: [string, string][] = [
  ["x".repeat(10_000), NAME_TOO_LONG_MESSAGE],
  ["Ann\u0007Bell", NAME_CONTROL_MESSAGE],
  ["Ann\u0000Bell", NAME_CONTROL_MESSAGE],
  ["Ann\nBell", NAME_CONTROL_MESSAGE],
  ["Ann\u202eBell", NAME_CONTROL_MESSAGE],
  ["\u200b\u200b", NAME_INVISIBLE_MESSAGE],
  ["\u2060 \u200e", NAME_INVISIBLE_MESSAGE],
];

const root = path.resolve(import.meta.dirname, "../../..");

beforeAll(async () => {
  // The production build (npm test builds before the unit suite); pages are requested here.
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    // Run alone: build with production settings, not vitest's.
    execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, NODE_ENV: "production" },
    });
  }
  ({ server } = await createApp());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}, 180_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe("one set of rules for every way in (point 1)", () => {
  it("sign-up refuses foreign avatars, long or control-character names and a role, and stores nothing", async () => {
    for (const image of BAD_IMAGES) {
      const email = unique("img");
      const answer = await post("/api/auth/sign-up/email", { email, password: "secret-12x", name: "Eve", image });
      expect(answer.status, image).toBe(400);
      expect(answer.json().message, image).toBe(AVATAR_MESSAGE);
      expect(await userByEmail(email), image).toBeUndefined();
    }
    for (const [name, message] of BAD_NAMES) {
      const email = unique("name");
      const answer = await post("/api/auth/sign-up/email", { email, password: "secret-12x", name });
      expect(answer.status, JSON.stringify(name.slice(0, 20))).toBe(400);
      expect(answer.json().message).toBe(message);
      expect(await userByEmail(email)).toBeUndefined();
    }
    for (const field of [{ role: "admin" }, { emailVerified: true }, { banned: false }]) {
      const email = unique("extra");
      const answer = await post("/api/auth/sign-up/email", { email, password: "secret-12x", name: "Eve", ...field });
      expect(answer.status).toBe(400);
      expect(answer.json().message).toBe(`The field "${Object.keys(field)[0]}" cannot be set when signing up.`);
      expect(await userByEmail(email)).toBeUndefined();
    }
  });

  it("sign-up accepts a preset avatar or none, and a trimmed name", async () => {
    const email = unique("good");
    const answer = await post("/api/auth/sign-up/email", {
      email,
      password: "secret-12x",
      name: "  Grace Hopper ",
      image: "/avatars/avatar_3.svg",
    });
    expect(answer.status, answer.text).toBe(200);
    expect(await userByEmail(email)).toMatchObject({
      name: "Grace Hopper",
      image: "/avatars/avatar_3.svg",
      role: "user",
    });
    const none = unique("none");
    expect(
      (await post("/api/auth/sign-up/email", { email: none, password: "secret-12x", name: "No Avatar", image: "none" }))
        .status,
    ).toBe(200);
    expect((await userByEmail(none))?.image).toBeNull();
  });

  it("update-user refuses the same, and changes nothing", async () => {
    const user = await createTestUser({ name: "Steady Name" });
    const before = await userById(user.id);
    for (const image of BAD_IMAGES) {
      const answer = await post("/api/auth/update-user", { image }, user.cookie);
      expect(answer.status, image).toBe(400);
      expect(answer.json().message).toBe(AVATAR_MESSAGE);
    }
    for (const [name, message] of BAD_NAMES) {
      const answer = await post("/api/auth/update-user", { name }, user.cookie);
      expect(answer.status).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    for (const field of ["role", "emailVerified", "banned", "email"]) {
      const answer = await post("/api/auth/update-user", { [field]: field === "role" ? "admin" : "x" }, user.cookie);
      expect(answer.status, field).toBe(400);
      expect(answer.json().message).toBe(`The field "${field}" cannot be set on your own account.`);
    }
    expect(await userById(user.id)).toMatchObject({ name: before.name, image: before.image, role: "user" });
    // A good update still works.
    const ok = await post("/api/auth/update-user", { name: "New Name", image: "/avatars/avatar_2.svg" }, user.cookie);
    expect(ok.status).toBe(200);
    expect(await userById(user.id)).toMatchObject({ name: "New Name", image: "/avatars/avatar_2.svg" });
  });

  it("update-user changes only the fields it is given: the avatar alone keeps the name, the name alone keeps the avatar", async () => {
    const user = await createTestUser({ name: "Kept Name" });
    expect(
      (await post("/api/auth/update-user", { name: "Kept Name", image: "/avatars/avatar_4.svg" }, user.cookie)).status,
    ).toBe(200);
    const avatarOnly = await post("/api/auth/update-user", { image: "/avatars/avatar_6.svg" }, user.cookie);
    expect(avatarOnly.status, avatarOnly.text).toBe(200);
    expect(await userById(user.id)).toMatchObject({ name: "Kept Name", image: "/avatars/avatar_6.svg" });
    const nameOnly = await post("/api/auth/update-user", { name: "Changed Name" }, user.cookie);
    expect(nameOnly.status, nameOnly.text).toBe(200);
    expect(await userById(user.id)).toMatchObject({ name: "Changed Name", image: "/avatars/avatar_6.svg" });
    // "none" still clears the avatar on purpose, and leaves the name.
    expect((await post("/api/auth/update-user", { image: "none" }, user.cookie)).status).toBe(200);
    expect(await userById(user.id)).toMatchObject({ name: "Changed Name", image: null });
  });

  it("sign-up refuses an email address longer than mail can carry, and stores nothing", async () => {
    const email = `${"e".repeat(10_000)}@example.com`;
    const answer = await post("/api/auth/sign-up/email", { email, password: "secret-12x", name: "Long Address" });
    expect(answer.status, answer.text.slice(0, 200)).toBe(400);
    expect(answer.json().message).toBe(EMAIL_TOO_LONG_MESSAGE);
    expect(await userByEmail(email)).toBeUndefined();
    const admin = await createTestUser({ role: "admin" });
    const created = await post(
      "/api/auth/admin/create-user",
      { email, password: "secret-12x", name: "Long Address" },
      admin.cookie,
    );
    expect(created.status).toBe(400);
    expect(created.json().message).toBe(EMAIL_TOO_LONG_MESSAGE);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("the admin endpoints refuse the same user fields", async () => {
    const admin = await createTestUser({ role: "admin" });
    const member = await createTestUser({ name: "Member Name" });
    const created = unique("admin-made");
    const create = await post(
      "/api/auth/admin/create-user",
      { email: created, password: "secret-12x", name: "Made", role: "user", data: { image: "/force-logout" } },
      admin.cookie,
    );
    expect(create.status).toBe(400);
    expect(create.json().message).toBe(AVATAR_MESSAGE);
    expect(await userByEmail(created)).toBeUndefined();
    const longName = await post(
      "/api/auth/admin/create-user",
      { email: created, password: "secret-12x", name: "y".repeat(500) },
      admin.cookie,
    );
    expect(longName.status).toBe(400);
    expect(longName.json().message).toBe(NAME_TOO_LONG_MESSAGE);

    const update = await post(
      "/api/auth/admin/update-user",
      { userId: member.id, data: { image: "https://evil.example/x.png" } },
      admin.cookie,
    );
    expect(update.status).toBe(400);
    expect(update.json().message).toBe(AVATAR_MESSAGE);
    const control = await post(
      "/api/auth/admin/update-user",
      { userId: member.id, data: { name: "a\u0000b" } },
      admin.cookie,
    );
    expect(control.status).toBe(400);
    const ban = await post(
      "/api/auth/admin/ban-user",
      { userId: member.id, banReason: "z".repeat(5000) },
      admin.cookie,
    );
    expect(ban.status).toBe(400);
    expect(await userById(member.id)).toMatchObject({ name: "Member Name", image: null, banned: false });
  });

  it("better-auth's own user writes (databaseHooks) apply the rules too, whatever endpoint or plugin writes", async () => {
    const user = await createTestUser({ name: "Hooked Name" });
    const context = await auth.$context;
    await expect(context.internalAdapter.updateUser(user.id, { image: "/force-logout" })).rejects.toMatchObject({
      body: { message: AVATAR_MESSAGE },
    });
    await expect(context.internalAdapter.updateUser(user.id, { name: "a\u0007b" })).rejects.toMatchObject({
      body: { message: NAME_CONTROL_MESSAGE },
    });
    await expect(
      context.internalAdapter.createUser(
        { email: unique("hook"), name: "n".repeat(101), emailVerified: false, image: null },
        { method: "admin" } as never,
      ),
    ).rejects.toMatchObject({ body: { message: NAME_TOO_LONG_MESSAGE } });
    expect(await userById(user.id)).toMatchObject({ name: "Hooked Name", image: null });
  });

  it("every avatar <img> on a page comes from the presets or /avatars/, whatever is stored", async () => {
    const admin = await createTestUser({ role: "admin" });
    // Rows written before the rules (the repair migration fixes them; the page must not trust them either).
    const hostile = await createTestUser({ name: "Hostile Avatar" });
    await db.update(schema.user).set({ image: "/force-logout" }).where(eq(schema.user.id, hostile.id));
    const outside = await createTestUser({ name: "Outside Avatar" });
    await db.update(schema.user).set({ image: "https://evil.example/x.png" }).where(eq(schema.user.id, outside.id));

    const page = await send("GET", "/admin", {
      headers: {
        cookie: admin.cookie,
        accept: "text/html",
        "sec-fetch-dest": "document",
        "sec-fetch-mode": "navigate",
      },
    });
    expect(page.status).toBe(200);
    expect(page.text).toContain("Hostile Avatar");
    const sources = [...page.text.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) expect(src, src).toMatch(/^\/(avatars|images|uploads)\//);
    expect(page.text).not.toContain('/force-logout"');
    expect(page.text).not.toContain("evil.example");
    // The admin's session survived the page.
    expect(await sessionUser(admin.cookie)).toMatchObject({ id: admin.id });

    const profile = await send("GET", "/profile", { headers: { cookie: hostile.cookie, accept: "text/html" } });
    expect(profile.text).not.toMatch(/<img[^>]*src="\/force-logout"/);
  });
});

describe("no state change from a subresource (point 2)", () => {
  it("an <img>, script or fetch of /force-logout leaves the session; a navigation signs out", async () => {
    const user = await createTestUser();
    const subresources: Record<string, string>[] = [
      {
        "sec-fetch-dest": "image",
        "sec-fetch-mode": "no-cors",
        "sec-fetch-site": "same-origin",
        accept: "image/avif,image/webp,*/*",
      },
      { "sec-fetch-dest": "script", "sec-fetch-mode": "no-cors", "sec-fetch-site": "cross-site" },
      { "sec-fetch-dest": "empty", "sec-fetch-mode": "cors", "sec-fetch-site": "cross-site", accept: "text/html" },
      { "sec-fetch-dest": "iframe", "sec-fetch-mode": "navigate", "sec-fetch-site": "cross-site", accept: "text/html" },
      { accept: "image/webp,*/*" },
      {},
    ];
    for (const headers of subresources) {
      const answer = await send("GET", "/force-logout", { headers: { ...headers, cookie: user.cookie } });
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(String(answer.headers["set-cookie"] ?? ""), JSON.stringify(headers)).not.toMatch(/session_token=;/);
      expect(await sessionUser(user.cookie), JSON.stringify(headers)).toMatchObject({ id: user.id });
    }
    const navigation = await send("GET", "/force-logout", {
      headers: {
        cookie: user.cookie,
        accept: "text/html",
        "sec-fetch-dest": "document",
        "sec-fetch-mode": "navigate",
        "sec-fetch-site": "none",
      },
    });
    expect(navigation.status).toBe(200);
    expect(String(navigation.headers["set-cookie"])).toMatch(/wc\.session_token=;.*Max-Age=0/);
    expect(await sessionUser(user.cookie)).toBeNull();
    expect(await db.select().from(schema.session).where(eq(schema.session.userId, user.id))).toHaveLength(0);
  });

  it("the page's own same-origin POST signs out; a cross-site POST is refused", async () => {
    const user = await createTestUser();
    const cross = await send("POST", "/force-logout", {
      headers: {
        cookie: user.cookie,
        origin: "https://evil.example",
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "",
    });
    expect(cross.status).toBe(403);
    expect(await sessionUser(user.cookie)).toMatchObject({ id: user.id });
    const own = await send("POST", "/force-logout", {
      headers: { cookie: user.cookie, origin: pageOrigin(), "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(own.status).toBe(200);
    expect(await sessionUser(user.cookie)).toBeNull();
  });

  it("a verification link verifies only when opened as a page", async () => {
    const email = unique("verify");
    expect((await post("/api/auth/sign-up/email", { email, password: "secret-12x", name: "Vera" })).status).toBe(200);
    const dir = path.join(config.DATA_DIR, "outbox");
    const file = fs
      .readdirSync(dir)
      .filter((name) => name.includes(email))
      .sort()
      .at(-1)!;
    const mail = fs
      .readFileSync(path.join(dir, file), "utf8")
      .replace(/=\r?\n/g, "")
      .replace(/=3D/g, "=");
    const link = new URL(
      mail.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?[^\s"<]+/)![0].replaceAll("&amp;", "&"),
    );
    const url = `${link.pathname}${link.search}`;

    const image = await send("GET", url, { headers: { "sec-fetch-dest": "image", "sec-fetch-mode": "no-cors" } });
    expect(image.status).toBe(403);
    expect(image.json().message).toBe(VERIFY_LINK_NAVIGATION_MESSAGE);
    expect((await userByEmail(email))?.emailVerified).toBe(false);

    const opened = await send("GET", url, {
      headers: { "sec-fetch-dest": "document", "sec-fetch-mode": "navigate", accept: "text/html" },
    });
    expect(opened.status).toBe(302);
    expect(opened.headers.location).toBe("/auth/verify");
    expect((await userByEmail(email))?.emailVerified).toBe(true);
  });
});

describe("the last admin holds on every path (point 9)", () => {
  it("set-role, admin/update-user, remove-user and ban-user refuse to take away the last admin", async () => {
    const admin = await createTestUser({ role: "admin" });
    await onlyAdmins(admin);
    const attempts: [string, unknown][] = [
      ["/api/auth/admin/set-role", { userId: admin.id, role: "user" }],
      ["/api/auth/admin/update-user", { userId: admin.id, data: { role: "user" } }],
      ["/api/auth/admin/update-user", { userId: admin.id, data: { role: "user", name: "Still Admin" } }],
      ["/api/auth/admin/remove-user", { userId: admin.id }],
      ["/api/auth/admin/ban-user", { userId: admin.id }],
    ];
    for (const [url, body] of attempts) {
      const answer = await post(url, body, admin.cookie);
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.json().message).toBe(LAST_ADMIN_MESSAGE);
    }
    expect(await userById(admin.id)).toMatchObject({ role: "admin", banned: false });
    // The dashboard action is the same rule.
    const form = await send("POST", "/admin?index", {
      headers: { cookie: admin.cookie, origin: pageOrigin(), "content-type": "application/x-www-form-urlencoded" },
      body: `userId=${encodeURIComponent(admin.id)}&role=user`,
    });
    expect(form.status).toBe(400);
    expect((await userById(admin.id)).role).toBe("admin");
  });

  it("with two admins, a role change through update-user works and writes the other fields", async () => {
    const [first, second] = [await createTestUser({ role: "admin" }), await createTestUser({ role: "admin" })];
    await onlyAdmins(first, second);
    const answer = await post(
      "/api/auth/admin/update-user",
      { userId: second.id, data: { role: "user", name: "Former Admin" } },
      first.cookie,
    );
    expect(answer.status).toBe(200);
    expect(await userById(second.id)).toMatchObject({ role: "user", name: "Former Admin" });
    // A member cannot use the admin endpoints at all.
    const member = await post("/api/auth/admin/set-role", { userId: second.id, role: "admin" }, second.cookie);
    expect(member.status).toBe(403);
    expect((await userById(second.id)).role).toBe("user");
  });

  it("two demotions at once: exactly one passes and one admin remains", async () => {
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await createTestUser({ role: "admin" }), await createTestUser({ role: "admin" })];
      await onlyAdmins(a, b);
      const answers = await Promise.all([
        post("/api/auth/admin/set-role", { userId: b.id, role: "user" }, a.cookie),
        round % 2 === 0
          ? post("/api/auth/admin/set-role", { userId: a.id, role: "user" }, b.cookie)
          : post("/api/auth/admin/update-user", { userId: a.id, data: { role: "user" } }, b.cookie),
      ]);
      // One passes; the other is refused: as the last admin (400), or because its caller is no admin any more (403).
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses[0]).toBe(200);
      expect([400, 403]).toContain(statuses[1]);
      const refused = answers.find((answer) => answer.status !== 200)!;
      if (refused.status === 400) expect(refused.json().message).toBe(LAST_ADMIN_MESSAGE);
      const admins = await db.select().from(schema.user).where(eq(schema.user.role, "admin"));
      expect(admins).toHaveLength(1);
    }
  });
});

describe("rate_limits rows (point 9)", () => {
  async function withLimiter<T>(run: () => Promise<T>): Promise<T> {
    // Tests run with the limiter off (config NODE_ENV=test); production has it on. Turn it on for these requests.
    const context = await auth.$context;
    context.rateLimit.enabled = true;
    try {
      return await run();
    } finally {
      context.rateLimit.enabled = false;
    }
  }

  it("an unknown /api/auth path writes no row; a limited endpoint does", async () => {
    const marker = crypto.randomUUID();
    await withLimiter(async () => {
      for (let i = 0; i < 5; i += 1) {
        await send("GET", `/api/auth/no-such-${marker}-${i}`);
        await post(`/api/auth/no-such-${marker}-${i}`, {});
        await send("GET", `/api/auth/ok?x=${marker}`);
      }
      await post("/api/auth/sign-in/email", { email: `${marker}@example.com`, password: "wrong-password" });
    });
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(like(schema.rateLimits.key, `%no-such-${marker}%`)),
    ).toHaveLength(0);
    const all = await db.select().from(schema.rateLimits).where(like(schema.rateLimits.key, "better-auth:%"));
    expect(
      all.every((row) =>
        /\|\/(sign-in\/email|sign-up\/email|request-password-reset|send-verification-email|change-password|change-email|reset-password)$/.test(
          row.key,
        ),
      ),
    ).toBe(true);
    expect(all.some((row) => row.key.endsWith("|/sign-in/email"))).toBe(true);
  });

  it("expired rows are deleted by the housekeeping job, live ones kept", async () => {
    const marker = crypto.randomUUID();
    const expired = Array.from({ length: 20 }, (_, i) => ({
      key: `old:${marker}:${i}`,
      count: 3,
      resetAt: new Date(Date.now() - 60_000),
    }));
    await db
      .insert(schema.rateLimits)
      .values([...expired, { key: `live:${marker}`, count: 1, resetAt: new Date(Date.now() + 60_000) }]);
    await withLimiter(() =>
      post("/api/auth/sign-in/email", { email: `${marker}@example.com`, password: "wrong-password" }),
    );
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(like(schema.rateLimits.key, `old:${marker}:%`)),
    ).toHaveLength(20);
    expect((await housekeeping(db)).rateLimits).toBeGreaterThanOrEqual(20);
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(like(schema.rateLimits.key, `old:${marker}:%`)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, `live:${marker}`)),
    ).toHaveLength(1);
    const left = (await db.execute(
      sql`select count(*)::int as n from rate_limits where reset_at <= now()`,
    )) as unknown as { rows: { n: number }[] };
    expect(left.rows[0]).toMatchObject({ n: 0 });
  });
});

describe("the repair migration (drizzle 0003)", () => {
  it("is in the journal and repairs stored rows that break the rules", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const tag = journal.entries.map((entry) => entry.tag).find((name) => name.includes("repair_user_fields"));
    expect(tag).toBeDefined();
    const bad = await createTestUser();
    const good = await createTestUser({ name: "Fine Name" });
    await db.update(schema.user).set({ image: "/avatars/avatar_5.svg" }).where(eq(schema.user.id, good.id));
    await db
      .update(schema.user)
      .set({
        image: "/force-logout",
        name: `  Ann\u0007\tBell\u202e${"x".repeat(200)}  `,
        banReason: `bad\nreason${"r".repeat(600)}`,
      })
      .where(eq(schema.user.id, bad.id));
    const migration = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    const repaired = await userById(bad.id);
    expect(repaired.image).toBeNull();
    expect(repaired.name).toBe(`AnnBell${"x".repeat(93)}`);
    expect(repaired.banReason).toBe(`badreason${"r".repeat(491)}`);
    expect(await userById(good.id)).toMatchObject({ name: "Fine Name", image: "/avatars/avatar_5.svg" });
  });
});

describe("the invisible-name repair migration", () => {
  it("is in the journal and empties stored names made only of invisible characters, leaving the rest", async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const tag = journal.entries.map((entry) => entry.tag).find((name) => name.includes("repair_invisible_names"));
    expect(tag).toBeDefined();
    const blank = await createTestUser();
    const joined = await createTestUser();
    const good = await createTestUser({ name: "Visible Name" });
    await db.update(schema.user).set({ name: "\u200b\u2060\u200e \u3164" }).where(eq(schema.user.id, blank.id));
    await db
      .update(schema.user)
      .set({ name: "Ann\u200bBell \u{1F469}\u200D\u2695\uFE0F" })
      .where(eq(schema.user.id, joined.id));
    const migration = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));
    expect((await userById(blank.id)).name).toBe("");
    expect((await userById(joined.id)).name).toBe("Ann\u200bBell \u{1F469}\u200D\u2695\uFE0F");
    expect((await userById(good.id)).name).toBe("Visible Name");
  });
});
