import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { MIGRATION_STEP_FAILED } from "#app/domain/catalogue/migration.server.ts";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

/**
 * The HTTP boundary, spoken to directly (raw sockets and fetch, no forms) against the
 * production server (`node server/main.ts` on the built app, its own embedded database).
 *
 * - bodies over their limit get 413 before they are read, with and without Content-Length, on a form
 *   route, an auth JSON route and uploads; nothing is stored and the process does not grow;
 * - a forged left-most X-Forwarded-For (through one trusting proxy hop, TRUST_PROXY=1) does not escape
 *   the contact form's 5/h or better-auth's sign-in 10/min: every attempt counts against the real address;
 * - tokens in reset / verify / setup URLs never reach the log;
 * - /metrics needs the bearer token;
 * - unknown query parameters do not enter (or evict from) the page cache;
 * - a failing step answers a neutral message, never the exception's text.
 */
const FAIL_INDEX = 2;
const METRICS_TOKEN = "hostile-metrics-token-0123456789";
const REAL_CLIENT = "203.0.113.7";

let server: RunningServer;
let admin: { email: string; password: string };
let adminCookie = "";

beforeAll(async () => {
  // The vitest environment keeps its database in memory: the server and the seeding script must not.
  const { dataDir, users } = seededDataDir("wellness-hostile-http-");
  admin = users.admin;
  server = await startServer({
    dataDir,
    env: {
      PGLITE_DIR: "",
      TRUST_PROXY: "1",
      AUTH_RATE_LIMIT_SCALE: "1",
      FORM_RATE_LIMIT_PER_HOUR: "5",
      METRICS_TOKEN,
      MIGRATION_FAIL_AT_SLUG: catalogueProducts[FAIL_INDEX]!.slug,
      LOG_LEVEL: "info",
    },
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(signIn.status).toBe(200);
  adminCookie = signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

type RawAnswer = { status: number; headers: string; body: string; sentBytes: number };

/**
 * Sends a POST of `size` bytes over a raw socket (Content-Length, or chunked without one) while reading
 * the answer, the way an attacker's client would: it keeps writing until the server stops it.
 */
function rawPost(options: {
  path: string;
  size: number;
  chunked: boolean;
  contentType: string;
  prefix?: string;
  headers?: Record<string, string>;
}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let answer = Buffer.alloc(0);
    let sentBytes = 0;
    const extra = Object.entries(options.headers ?? {})
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    const head =
      `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
      `Content-Type: ${options.contentType}\r\n${extra}` +
      (options.chunked ? "Transfer-Encoding: chunked\r\n" : `Content-Length: ${options.size}\r\n`) +
      "\r\n";
    const filler = Buffer.alloc(64 * 1024, "a");
    const frame = (data: Buffer) =>
      options.chunked
        ? Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from("\r\n")])
        : data;
    const finish = () => {
      const text = answer.toString("latin1");
      const split = text.indexOf("\r\n\r\n");
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, headers: text.slice(0, split), body: text.slice(split + 4), sentBytes });
    };
    socket.on("data", (chunk: Buffer) => (answer = Buffer.concat([answer, chunk])));
    socket.on("error", () => {});
    socket.on("close", finish);
    socket.setTimeout(20_000, () => socket.destroy());
    socket.write(head);
    let first = Buffer.from(options.prefix ?? "");
    const pump = () => {
      while (sentBytes < options.size && !socket.destroyed) {
        const data = first.length > 0 ? first : filler.subarray(0, Math.min(filler.length, options.size - sentBytes));
        first = Buffer.alloc(0);
        sentBytes += data.length;
        if (!socket.write(frame(data))) return void socket.once("drain", pump);
      }
      if (!socket.destroyed) socket.end(options.chunked ? "0\r\n\r\n" : "");
    };
    pump();
  });
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function adminPage(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`, { headers: { Cookie: adminCookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const FORM = "application/x-www-form-urlencoded";
const MB = 1024 * 1024;

describe("request bodies are capped before they are read", () => {
  it("a form route answers 413 (an HTML page) with and without Content-Length, and stores nothing", async () => {
    const marker = `oversize-${crypto.randomUUID()}`;
    const prefix = `name=${marker}&email=${marker}%40example.com&message=`;
    for (const chunked of [false, true]) {
      const answer = await rawPost({ path: "/contact", size: 2 * MB, chunked, contentType: FORM, prefix });
      expect(answer.status, `chunked=${chunked}`).toBe(413);
      expect(answer.headers).toMatch(/content-type: text\/html/i);
      expect(answer.body).toContain("This request is too large. The most this address accepts is 64 KB.");
    }
    // A form just under the limit is still read (and refused for its over-long message by the schema).
    const small = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { "Content-Type": FORM, Origin: server.url, "X-Forwarded-For": "198.51.100.1" },
      body: `${prefix}${"a".repeat(60 * 1024)}`,
    });
    expect(small.status).toBe(400);
    expect(await adminPage("/admin/inbox")).not.toContain(marker);
  });

  it("an auth JSON route answers 413 (JSON) with and without Content-Length, and creates no account", async () => {
    const email = `oversize-${crypto.randomUUID()}@example.com`;
    const prefix = `{"email":"${email}","password":"long-enough-password","name":"`;
    for (const chunked of [false, true]) {
      const answer = await rawPost({
        path: "/api/auth/sign-up/email",
        size: 1 * MB,
        chunked,
        contentType: "application/json",
        prefix,
      });
      expect(answer.status, `chunked=${chunked}`).toBe(413);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.body)).toEqual({
        error: "This request is too large. The most this address accepts is 64 KB.",
      });
    }
    expect(await adminPage("/admin")).not.toContain(email);
  });

  it("uploads answer 413 past 10 MB plus multipart overhead, with and without Content-Length, and store nothing", async () => {
    const uploads = path.join(server.dataDir, "uploads");
    const before = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0;
    const boundary = "----hostile";
    const prefix = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    for (const chunked of [false, true]) {
      const answer = await rawPost({
        path: "/api/uploads",
        size: 12 * MB,
        chunked,
        contentType: `multipart/form-data; boundary=${boundary}`,
        prefix,
        headers: { Cookie: adminCookie },
      });
      expect(answer.status, `chunked=${chunked}`).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({
        error: "The image is larger than 10 MB. Please choose a smaller file.",
      });
    }
    const after = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }).length : 0;
    expect(after).toBe(before);
  });

  it("a client that asks first (Expect: 100-continue) is told 413 and never invited to send", async () => {
    const answer = await new Promise<string>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1");
      let text = "";
      socket.on("data", (chunk: Buffer) => {
        text += chunk.toString("latin1");
        if (text.includes("\r\n\r\n")) socket.destroy();
      });
      socket.on("close", () => resolve(text));
      socket.on("error", () => {});
      socket.write(
        `POST /contact HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${server.url}\r\nContent-Type: ${FORM}\r\n` +
          `Content-Length: ${200 * MB}\r\nExpect: 100-continue\r\n\r\n`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).not.toContain("100 Continue");
  });

  it("a 60 MB post does not make the process grow (resident memory, measured from outside)", async () => {
    const pid = server.child.pid!;
    // Warm up the path once, then measure.
    await rawPost({ path: "/contact", size: 1 * MB, chunked: true, contentType: FORM });
    const before = rssMb(pid);
    for (const chunked of [false, true]) {
      const answer = await rawPost({ path: "/contact", size: 60 * MB, chunked, contentType: FORM });
      expect(answer.status).toBe(413);
      // The server stopped reading and dropped the connection: the client never got to send it all.
      expect(answer.sentBytes).toBeLessThan(60 * MB);
    }
    const growth = rssMb(pid) - before;
    // Reading the body would have cost well over 60 MB; a generous bound for allocator noise.
    expect(growth).toBeLessThan(25);
  });
});

describe("client addresses cannot be forged", () => {
  /** What a proxy hop in front of the app sends: the client's own X-Forwarded-For, then the address it saw. */
  const throughProxy = (forged: string) => ({ "X-Forwarded-For": `${forged}, ${REAL_CLIENT}` });

  it("a forged left-most X-Forwarded-For does not escape the contact form's limit (5 an hour)", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: {
          "Content-Type": FORM,
          Origin: server.url,
          ...throughProxy(`10.9.${attempt}.${attempt + 1}`),
          "x-wc-client-ip": `10.8.0.${attempt}`,
        },
        body: new URLSearchParams({
          name: "Forger",
          email: "forger@example.com",
          message: `attempt ${attempt}`,
        }).toString(),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it("nor better-auth's sign-in limit (10 a minute): its limiter sees the same address", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: server.url,
          ...throughProxy(`10.7.${attempt}.1`),
          "x-wc-client-ip": `10.6.0.${attempt}`,
        },
        body: JSON.stringify({ email: `nobody-${attempt}@example.com`, password: "wrong-password" }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});

describe("logs carry no tokens", () => {
  it("reset, verify and setup URLs are logged with their tokens redacted", async () => {
    const tokens = Array.from({ length: 5 }, () => crypto.randomBytes(18).toString("base64url"));
    const [reset, verify, setup, update, nested] = tokens as [string, string, string, string, string];
    const urls = [
      `/api/auth/reset-password/${reset}?callbackURL=%2Fupdate-password`,
      `/api/auth/verify-email?token=${verify}&callbackURL=%2Fauth%2Fverify`,
      `/setup-admin?token=${setup}`,
      `/update-password?token=${update}`,
      `/login?redirectTo=${encodeURIComponent(`/update-password?token=${nested}`)}`,
    ];
    for (const url of urls) await fetch(`${server.url}${url}`, { redirect: "manual" });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const log = server.logs.join("");
    for (const token of tokens) expect(log).not.toContain(token);
    // The requests are logged, with the secret parts replaced.
    expect(log).toContain("/api/auth/reset-password/[redacted]?callbackURL=%2Fupdate-password");
    expect(log).toContain("/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth%2Fverify");
    expect(log).toContain("/setup-admin?token=[redacted]");
    expect(log).toContain("/update-password?token=[redacted]");
    expect(log).toContain("/login?redirectTo=%2Fupdate-password%3Ftoken%3D[redacted]");
  });
});

describe("operations endpoints", () => {
  it("/metrics needs the bearer token", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer not-the-token-at-all" } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("process_resident_memory_bytes");
  });

  it("/healthz says whether it is up, the release and its schema level, and nothing more", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const body = (await response.json()) as Record<string, unknown>;
    // The version and schema level an operator's monitor compares after an upgrade (issue 57); no host, path,
    // setting or count of anything.
    expect(Object.keys(body).sort()).toEqual(["database", "schema", "status", "version"]);
    expect(Object.keys(body.schema as object).sort()).toEqual(["current", "expected", "level"]);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("the page cache", () => {
  it("unknown query parameters bypass it, so ?x=<random> neither fills it nor evicts real pages", async () => {
    const get = (pathname: string) => fetch(`${server.url}${pathname}`);
    await get("/about");
    expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");
    const flood = Array.from({ length: 520 }, () => `/robots.txt?x=${crypto.randomUUID()}`);
    for (let i = 0; i < flood.length; i += 20) {
      const answers = await Promise.all(flood.slice(i, i + 20).map(get));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.headers.get("x-page-cache")).toBeNull();
      }
    }
    expect((await get("/about")).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("no raw exception text reaches a page", () => {
  it("a failing migration step answers the neutral message; the exception stays in the log", async () => {
    const response = await fetch(`${server.url}/admin/data-migration/step`, {
      method: "POST",
      headers: { Cookie: adminCookie, Origin: server.url, "Content-Type": FORM },
      body: `index=${FAIL_INDEX}`,
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { ok: boolean; message: string };
    expect(body).toMatchObject({ ok: false, message: MIGRATION_STEP_FAILED });
    expect(JSON.stringify(body)).not.toMatch(/Injected failure|MIGRATION_FAIL_AT_SLUG/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.logs.join("")).toContain("Injected failure");
  });
});

describe("a body that is not a readable form", () => {
  // A broken multipart body (no closing boundary) or a content type no form sends: each form answers with its
  // own rules (400) like an empty submission, never an error page, and nothing changes.
  const broken = [
    {
      type: "multipart/form-data; boundary=xyz",
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nabc',
    },
    { type: "multipart/form-data", body: "no boundary at all" },
    { type: "application/json", body: '{"email":' },
  ];
  for (const path of ["/login", "/register", "/contact", "/profile"]) {
    it(`${path} answers 400, not 500`, async () => {
      for (const { type, body } of broken) {
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: {
            Origin: server.url,
            "Content-Type": type,
            ...(path === "/profile" ? { Cookie: adminCookie } : {}),
          },
          body,
          redirect: "manual",
        });
        expect(response.status, `${path} with ${type}`).toBe(400);
        expect(await response.text()).not.toMatch(/TypeError|Unexpected end|Failed to parse|boundary not found/i);
      }
    });
  }
});
