import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { secretOfUri, totpCode } from "#tests/helpers/totp.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

/**
 * Attacks on accounts and sessions, spoken over HTTP from several loopback source addresses
 * (127.0.0.N) against the production server on its embedded database, with the real per-address limits
 * (AUTH_RATE_LIMIT_SCALE=1).
 */
let server: RunningServer;
let users: Record<"admin" | "user", { email: string; password: string; name: string }>;
let dataDir = "";
const LOOSE_FILE = "left-readable.txt";

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** A raw request from a chosen loopback address: only the headers given are sent. */
function send(
  method: string,
  url: string,
  options: { from?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(options.body));
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: "127.0.0.1", port: server.port, method, path: url, headers, localAddress: options.from ?? "127.0.0.1" },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    if (options.body !== undefined) request.write(options.body);
    request.end();
  });
}

const api = (route: string, body: unknown, options: { from?: string; cookie?: string } = {}) =>
  send("POST", `/api/auth${route}`, {
    from: options.from,
    body: JSON.stringify(body),
    headers: { origin: server.url, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });

const cookiesOf = (answer: Answer) =>
  ((answer.headers["set-cookie"] ?? []) as string[]).map((cookie) => cookie.split(";")[0]).join("; ");

function sessionToken(cookie: string): string {
  const match = /wc\.session_token=([^;]+)/.exec(cookie);
  if (!match) throw new Error(`no session in ${cookie}`);
  return match[1]!;
}

async function signIn(account: { email: string; password: string }, from = "127.0.0.1") {
  const answer = await api("/sign-in/email", { email: account.email, password: account.password }, { from });
  expect(answer.status, answer.text).toBe(200);
  return cookiesOf(answer);
}

/** Signs up through the API and follows the verification link from the outbox, as a browser would. */
async function verifiedMember(email: string, password: string, name: string, from: string): Promise<void> {
  await api("/sign-up/email", { email, password, name }, { from });
  const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
  let file: string | undefined;
  for (let i = 0; i < 50 && !file; i += 1) {
    file = fs.readdirSync(path.join(dataDir, "outbox")).find((entry) => entry.endsWith(`-${safe}.eml`));
    if (!file) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const mail = fs
    .readFileSync(path.join(dataDir, "outbox", file!), "utf8")
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=");
  const link = /(http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?[^\s"<>]+)/.exec(mail)![1]!;
  await send("GET", link.replace(server.url, ""), {
    headers: {
      accept: "text/html",
      "sec-fetch-dest": "document",
      "sec-fetch-mode": "navigate",
      "sec-fetch-site": "none",
    },
  });
}

const FORM = "application/x-www-form-urlencoded";
const form = (url: string, fields: Record<string, string>, cookie: string, from = "127.0.0.1") =>
  send("POST", url, {
    from,
    body: new URLSearchParams(fields).toString(),
    headers: { origin: server.url, cookie, "content-type": FORM },
  });

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now()}-${(counter += 1)}@example.com`;

beforeAll(async () => {
  ({ dataDir, users } = seededDataDir("wellness-hostile-3-"));
  // What an older version (or a copy) left: readable by everyone.
  fs.writeFileSync(path.join(dataDir, LOOSE_FILE), "x", { mode: 0o644 });
  fs.chmodSync(path.join(dataDir, LOOSE_FILE), 0o644);
  fs.chmodSync(dataDir, 0o755);
  server = await startServer({ dataDir, env: { PGLITE_DIR: "", AUTH_RATE_LIMIT_SCALE: "1", LOG_LEVEL: "info" } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

/** What only a signed-in member's header shows. */
const MEMBER_MARK = 'href="/profile"';

describe("the page cache never stores a page rendered for someone", () => {
  const spellings = (token: string) => [
    `wc.session_token =${token}`,
    `wc.session_token\t=${token}`,
    ` \twc.session_token=${token}`,
    `WC.SESSION_TOKEN=${token}`,
    `wc.session_token="${token}"`,
    `a=b; wc.session_token =${token}; wc.session_token=junk`,
    `x=1,wc.session_token =${token}`,
    `__Secure-wc.session_token =${token}`,
    `"wc.session_token"=${token}`,
  ];

  it("serves no member page to an anonymous visitor, whatever the Cookie spelling", async () => {
    const cookie = await signIn(users.user);
    const token = sessionToken(cookie);
    // The first spelling is the one that used to be rendered signed in, stored and served to everyone.
    const first = await send("GET", "/about", { headers: { cookie: spellings(token)[0]!, accept: "text/html" } });
    expect(first.text).toContain(MEMBER_MARK);
    for (const spelling of spellings(token)) {
      const personal = await send("GET", "/about", { headers: { cookie: spelling, accept: "text/html" } });
      expect(personal.headers["cache-control"], spelling).toBe("private, no-cache");
      const anonymous = await send("GET", "/about", { headers: { accept: "text/html" } });
      expect(anonymous.status).toBe(200);
      expect(anonymous.text, spelling).not.toContain(MEMBER_MARK);
    }
  });
});

describe("the data folder is private", () => {
  it("is reachable by its own user only, new files are private, and what was loose was repaired at start", () => {
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.join(dataDir, LOOSE_FILE)).mode & 0o777).toBe(0o600);
    const loose: string[] = [];
    const visit = (entry: string) => {
      const stat = fs.lstatSync(entry);
      if (stat.isSymbolicLink()) return;
      if ((stat.mode & 0o077) !== 0) loose.push(`${entry} ${(stat.mode & 0o777).toString(8)}`);
      if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
    };
    visit(dataDir);
    // The embedded database rewrites its relation-cache files with a mode of its own; the folders above
    // them are the user's only, so nobody else reaches them.
    expect(loose.filter((entry) => !entry.includes("pg_internal.init"))).toEqual([]);
    expect(loose.length).toBeLessThanOrEqual(4);
    expect(server.logs.join("")).toContain("data folder: made files and folders private to this user");
  });
});

describe("mail limits per recipient", () => {
  it("sends at most three verification mails to one inbox, asked from three addresses", async () => {
    const email = unique("bombed");
    const signUp = await api(
      "/sign-up/email",
      { email, password: "a-long-pass-phrase", name: "Bea Bombed" },
      { from: "127.0.0.40" },
    );
    expect(signUp.status).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const answer = await api("/send-verification-email", { email }, { from: `127.0.0.${41 + (i % 3)}` });
      answers.push(answer.status);
      if (answer.status === 200) expect(JSON.parse(answer.text)).toEqual({ status: true });
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    const safe = email.replace(/[^a-z0-9@._-]/gi, "_");
    const mails = fs.readdirSync(path.join(dataDir, "outbox")).filter((file) => file.endsWith(`-${safe}.eml`));
    expect(mails.length).toBeLessThanOrEqual(3);
  });
});

describe("no account enumeration", () => {
  it("answers sign-up for an existing address exactly as for a new one, and mails the owner", async () => {
    const body = (email: string) => ({ email, password: "a-long-pass-phrase", name: "Same Name" });
    const fresh = await api("/sign-up/email", body(unique("fresh")), { from: "127.0.0.50" });
    const existing = await api("/sign-up/email", body(users.user.email), { from: "127.0.0.51" });
    expect(existing.status).toBe(fresh.status);
    const shape = (text: string) => {
      const { user, ...rest } = JSON.parse(text) as { user: Record<string, unknown> };
      const { id: _id, email: _email, createdAt: _c, updatedAt: _u, ...fields } = user;
      return { ...rest, user: fields, keys: Object.keys(user).sort() };
    };
    expect(shape(existing.text)).toEqual(shape(fresh.text));
  });
});

describe("strangers cannot lock a member out", () => {
  it("lets the owner in from a new address after twelve wrong passwords from twelve addresses", async () => {
    for (let i = 0; i < 12; i += 1) {
      const wrong = await api(
        "/sign-in/email",
        { email: users.user.email, password: `wrong-${i}-password` },
        { from: `127.0.1.${i + 1}` },
      );
      expect(wrong.status).toBe(401);
    }
    const own = await api(
      "/sign-in/email",
      { email: users.user.email, password: users.user.password },
      { from: "127.0.2.1" },
    );
    expect(own.status).toBe(200);
  });

  it("slows guesses from one address at the account", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (
          await api(
            "/sign-in/email",
            { email: users.admin.email, password: `wrong-${i}-password` },
            { from: "127.0.3.1" },
          )
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("a TOTP code works once", () => {
  it("refuses the second sign-in with the same code", async () => {
    const email = unique("totp");
    const password = "a-long-pass-phrase";
    await verifiedMember(email, password, "Tia Totp", "127.0.4.1");
    const cookie = cookiesOf(await api("/sign-in/email", { email, password }, { from: "127.0.4.2" }));
    const enabled = await api("/two-factor/enable", { password }, { cookie, from: "127.0.4.2" });
    expect(enabled.status, enabled.text).toBe(200);
    const secret = secretOfUri((JSON.parse(enabled.text) as { totpURI: string }).totpURI);
    const confirmed = await api("/two-factor/verify-totp", { code: totpCode(secret) }, { cookie, from: "127.0.4.2" });
    expect(confirmed.status, confirmed.text).toBe(200);
    // A code of the next step (accepted one step early, as the plugin allows), used twice.
    const code = totpCode(secret, Date.now() + 30_000);
    const signInTwice = async (from: string) => {
      const first = await api("/sign-in/email", { email, password }, { from });
      expect(JSON.parse(first.text)).toMatchObject({ twoFactorRedirect: true });
      return api("/two-factor/verify-totp", { code }, { cookie: cookiesOf(first), from });
    };
    expect((await signInTwice("127.0.4.3")).status).toBe(200);
    const again = await signInTwice("127.0.4.4");
    expect(again.status).toBe(401);
  });
});

describe("cross-site requests change nothing", () => {
  it("keeps the session when another site sends the browser to /force-logout", async () => {
    const cookie = await signIn(users.user, "127.0.5.1");
    const answer = await send("GET", "/force-logout", {
      from: "127.0.5.2",
      headers: {
        cookie,
        accept: "text/html",
        "sec-fetch-dest": "document",
        "sec-fetch-mode": "navigate",
        "sec-fetch-site": "cross-site",
      },
    });
    expect(answer.status).toBe(200);
    const session = await send("GET", "/api/auth/get-session", { headers: { cookie } });
    expect(JSON.parse(session.text)).toMatchObject({ user: { email: users.user.email } });
  });

  it("limits sign-out per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await api("/sign-out", {}, { from: "127.0.6.1" })).status);
    expect(statuses).toContain(429);
  });
});

describe("bad input answers 4xx", () => {
  it("refuses deeply nested JSON to /api/auth with 400 and no stack in the log", async () => {
    const before = server.logs.join("").length;
    const deep = `{"email":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const answer = await send("POST", "/api/auth/sign-in/email", {
      from: "127.0.7.1",
      body: deep,
      headers: { origin: server.url },
    });
    expect(answer.status).toBe(400);
    expect(server.logs.join("").slice(before)).not.toMatch(/\n\s+at /);
  });
});

describe("an admin's removal is the member's own erasure", () => {
  it("takes her chat messages, her confirmed subscription, her sessions and her open socket", async () => {
    const email = unique("removed");
    const password = "a-long-pass-phrase";
    await verifiedMember(email, password, "Rhea Removed", "127.0.8.1");
    const cookie = await signIn({ email, password }, "127.0.8.2");
    const text = `erase-me-${Date.now()}`;
    expect((await form("/chat/menopause-hormones", { intent: "send", content: text }, cookie)).status).toBeLessThan(
      400,
    );
    expect((await form("/profile", { intent: "newsletter-subscribe" }, cookie)).status).toBeLessThan(400);
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}/ws/chat`, { headers: { cookie, origin: server.url } });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });

    const adminCookie = await signIn(users.admin, "127.0.8.3");
    const session = JSON.parse((await send("GET", "/api/auth/get-session", { headers: { cookie } })).text) as {
      user: { id: string };
    };
    const removed = await api(
      "/admin/remove-user",
      { userId: session.user.id },
      { cookie: adminCookie, from: "127.0.8.3" },
    );
    expect(removed.status, removed.text).toBe(200);

    await expect.poll(() => socket.readyState, { timeout: 5000 }).toBe(WebSocket.CLOSED);
    expect((await send("GET", "/chat/menopause-hormones", { headers: { accept: "text/html" } })).text).not.toContain(
      text,
    );
    const subscribers = await send("GET", "/admin/newsletter/subscribers", {
      headers: { cookie: adminCookie, accept: "text/html" },
    });
    expect(subscribers.status).toBe(200);
    expect(subscribers.text).not.toContain(email);
    expect(JSON.parse((await send("GET", "/api/auth/get-session", { headers: { cookie } })).text)).toBeNull();
  });
});

describe("a session that ended is not served from the session cache", () => {
  // The health-data export answers from the session cache (getSessionUser): the strongest read a stolen
  // cookie has. Each case has the session cached (a thief's request) just before it ends.
  const exportWith = (cookie: string) => send("GET", "/account/export", { headers: { cookie } });

  it("ends at once when enrolling a second factor replaces it", async () => {
    const email = unique("rotated");
    const password = "a-long-pass-phrase";
    await verifiedMember(email, password, "Rosa Rotated", "127.0.9.1");
    const cookie = await signIn({ email, password }, "127.0.9.2");
    const enabled = await api("/two-factor/enable", { password }, { cookie, from: "127.0.9.2" });
    const secret = secretOfUri((JSON.parse(enabled.text) as { totpURI: string }).totpURI);
    expect((await exportWith(cookie)).status).toBe(200);
    const confirmed = await api("/two-factor/verify-totp", { code: totpCode(secret) }, { cookie, from: "127.0.9.2" });
    expect(confirmed.status, confirmed.text).toBe(200);
    // The verification opened a new session and ended this one.
    expect(JSON.parse((await send("GET", "/api/auth/get-session", { headers: { cookie } })).text)).toBeNull();
    expect((await exportWith(cookie)).status).not.toBe(200);
  });

  it("ends at once when an admin revokes that one session", async () => {
    const email = unique("revoked");
    const password = "a-long-pass-phrase";
    await verifiedMember(email, password, "Reva Revoked", "127.0.9.3");
    const cookie = await signIn({ email, password }, "127.0.9.4");
    const { session } = JSON.parse((await send("GET", "/api/auth/get-session", { headers: { cookie } })).text) as {
      session: { token: string };
    };
    expect((await exportWith(cookie)).status).toBe(200);
    const adminCookie = await signIn(users.admin, "127.0.9.5");
    const revoked = await api(
      "/admin/revoke-user-session",
      { sessionToken: session.token },
      { cookie: adminCookie, from: "127.0.9.5" },
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect((await exportWith(cookie)).status).not.toBe(200);
  });
});
