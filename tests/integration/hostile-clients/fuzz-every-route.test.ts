import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import routes from "#app/routes.ts";
import { startAppServer, type AppServer } from "#tests/helpers/app-server.ts";
import { signInCookie } from "#tests/helpers/sign-in.ts";

/**
 * A fuzz pass over every route of the route table and every form they hold: control characters, overlong
 * values, wrong types and broken percent-encodings in the path, the query string and the body (form and
 * JSON), as a visitor, a member and an admin. Any 5xx fails; a refusal in plain words (4xx) or a redirect
 * is the expected answer. Kept under ~30 s: each route gets a few requests carrying every hostile value at
 * once, not one request per value.
 */
let server: AppServer;
let ORIGIN = "";
const cookies: Record<"visitor" | "member" | "admin", string> = { visitor: "", member: "", admin: "" };

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function flatten(entries: RouteEntry[], prefix = ""): string[] {
  const paths: string[] = [];
  for (const entry of entries) {
    const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+/g, "/");
    if (!entry.children?.length || entry.path) paths.push(path);
    if (entry.children) paths.push(...flatten(entry.children, path));
  }
  return [...new Set(paths)];
}

/** Hostile values, raw (the encoder below writes them into bodies and query strings). */
const HOSTILE = [
  "/a\rb",
  "\u0000",
  "x\r\nX-Injected: 1",
  "y".repeat(20_000),
  "-1",
  "1e309",
  "\u202E\uFFFF\u0085",
  "../../etc/passwd",
];
/** Percent sequences no decoder accepts (a lone surrogate among them), written raw into the query and the body. */
const BROKEN = ["%", "%E0%A4%A", "%C3%28", "%ED%A0%80", "%FF%FE", "%00"];
/** Field names the site's forms read. */
const FIELDS = [
  "intent",
  "id",
  "_action",
  "slug",
  "email",
  "password",
  "name",
  "title",
  "content",
  "back",
  "redirectTo",
  "reason",
  "theme",
  "topic",
  "userId",
  "hours",
  "before",
  "version",
  "q",
  "page",
  "kind",
  "category",
  "status",
  "summary",
  "excerpt",
  "body",
  "message",
  "url",
  "from",
  "to",
  "range",
  "token",
  "code",
  "quizId",
  "answers",
  "data",
  "cursor",
  "records",
  "publishedAt",
  "reviewerId",
  "personId",
  "credentials",
  "role",
  "anonymous",
  "slowMode",
  "text",
];

/**
 * A form body with every field the forms read, each holding a hostile value (the values rotate over the
 * fields, shifted by `shift`), followed by a broken percent sequence; under the 64 KB body limit, so the
 * route itself answers.
 */
function body(shift: number): string {
  return FIELDS.map((field, n) => {
    const value = HOSTILE[(n + shift) % HOSTILE.length]!;
    return `${field}=${encodeURIComponent(value).slice(0, 1_100)}${BROKEN[(n + shift) % BROKEN.length]}`;
  }).join("&");
}

const PARAM_VALUES = ["x%00y%0D%0A", "%E0%A4%A", `${"z".repeat(3000)}..%2F..%2Fetc`];

async function hit(method: string, path: string, who: keyof typeof cookies, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("Origin", ORIGIN);
  if (cookies[who]) headers.set("Cookie", cookies[who]);
  try {
    const response = await fetch(`${server.url}${path}`, { ...init, method, headers, redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    // A raw path the client itself refuses to send is not an answer of ours.
    if (error instanceof TypeError && /invalid|url/i.test(String(error.message))) return 400;
    throw error;
  }
}

beforeAll(async () => {
  server = await startAppServer();
  ORIGIN = server.url;
  cookies.admin = await signInCookie(server.url, server.users.admin);
  cookies.member = await signInCookie(server.url, server.users.user);
}, 400_000);

afterAll(async () => {
  await server?.stop();
});

describe("no input answers 5xx", () => {
  it("every route, every role, every hostile value: 4xx or 3xx or 2xx, never 5xx", async () => {
    // React Router says on the console that a route without an action was posted to (answered 405): that is
    // a refusal, not a failure. Anything else on the console is.
    const unexpected: string[] = [];
    vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(" ");
      if (!/did not provide an `action`/.test(text)) unexpected.push(text.slice(0, 300));
    });
    const paths = flatten(routes as RouteEntry[]).map((path) => (path === "/*" ? "/no-such-page" : path));
    expect(paths.length).toBeGreaterThan(60);
    const failures: string[] = [];
    const jobs: (() => Promise<void>)[] = [];
    for (const template of paths) {
      const targets = template.includes(":")
        ? PARAM_VALUES.map((value) => template.replace(/:[A-Za-z]+/g, value))
        : [template];
      // The visitor everywhere; the admin where an admin works (her pages, the article tools), a member elsewhere.
      // Signing out would end the pass's sessions: that route is tried as a visitor only.
      const staff = /^\/(?:admin|articles|awaiting-review|people)/.test(template);
      const roles =
        template === "/force-logout"
          ? (["visitor"] as const)
          : staff
            ? (["visitor", "admin"] as const)
            : (["visitor", "member"] as const);
      for (const who of roles) {
        for (const [index, target] of targets.entries()) {
          const check = (label: string, status: number) => {
            if (status >= 500) failures.push(`${label} ${target.slice(0, 80)} as ${who}: ${status}`);
          };
          jobs.push(async () => {
            check("GET", await hit("GET", `${target}?${body(index).slice(0, 6_000)}`, who));
            check(
              "POST(form)",
              await hit("POST", target, who, {
                headers: { "Content-Type": "application/x-www-form-urlencoded" },
                body: body(index + 1),
              }),
            );
          });
          if (index > 0) continue;
          jobs.push(async () => {
            const wrongTypes = Object.fromEntries(
              FIELDS.map((field, n) => [field, [{ $gt: 1 }, [1, [2]], null, true, 1e308, -0][n % 6]]),
            );
            check(
              "POST(json)",
              await hit("POST", target, who, {
                headers: { "Content-Type": "application/json" },
                body: JSON.stringify(wrongTypes),
              }),
            );
            check(
              "POST(multipart)",
              await hit("POST", target, who, {
                headers: { "Content-Type": "multipart/form-data; boundary=zz" },
                body: '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\n\u0000\r\n--zz',
              }),
            );
            if (who === "visitor")
              check(
                "POST(broken json)",
                await hit("POST", target, who, {
                  headers: { "Content-Type": "application/json" },
                  body: '{"a":\u0000',
                }),
              );
          });
        }
      }
    }
    // A few at a time: the server is one process in this test's own.
    const queue = [...jobs];
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let job = queue.shift(); job; job = queue.shift()) await job();
      }),
    );
    expect(failures).toEqual([]);
    expect(unexpected).toEqual([]);
    // The sessions lasted the whole pass, so every route was really tried signed in too.
    for (const who of ["member", "admin"] as const) {
      const session = await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: cookies[who] } });
      expect((await session.json())?.user?.email, who).toBeTruthy();
    }
  }, 120_000);

  it("POST /theme with a control character in `back` goes home, with no 500", async () => {
    vi.mocked(console.error).mockImplementation(() => {});
    for (const back of ["/a\rb", "/\u0000", "/a\nSet-Cookie: x=1", "/%0D%0A", "//evil.example", "/\\evil.example"]) {
      const response = await fetch(`${server.url}/theme`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: `theme=dark&back=${encodeURIComponent(back)}`,
      });
      expect(response.status, back).toBe(303);
      const location = response.headers.get("location") ?? "";
      // eslint-disable-next-line no-control-regex
      expect(location).not.toMatch(/[\u0000-\u001f]|^\/\/|^\/\\/);
    }
  });
});
