import type { AddressInfo } from "node:net";
import { articleViewHtml } from "#tests/helpers/article-view.tsx";
import { eq } from "drizzle-orm";
import { APIError } from "better-auth/api";
import type { ServerBuild } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as adminNewArticle from "#app/routes/admin/article-new.tsx";
import * as articleDetail from "#app/routes/articles/detail.tsx";
import * as articleEdit from "#app/routes/articles/edit.tsx";
import * as affiliates from "#app/routes/affiliates/index.tsx";
import * as avatars from "#app/routes/avatars/initials.ts";
import * as chat from "#app/routes/chat.tsx";
import * as collaborate from "#app/routes/collaborate.tsx";
import * as contact from "#app/routes/contact.tsx";
import * as login from "#app/routes/auth/login.tsx";
import * as profile from "#app/routes/profile.tsx";
import * as productReview from "#app/routes/product-reviews/detail.tsx";
import * as search from "#app/routes/search.tsx";
import { SEND_RATE_LIMIT } from "#app/domain/chat/rules.ts";
import { safeRedirectPath } from "#app/domain/accounts/auth-calls.server.ts";
import { createApp } from "#server/app.ts";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { dangerousHtml, payloads, shortPayloads, type Payload } from "#tests/fixtures/xss-payloads.ts";

/**
 * The injection and XSS corpus pushed through every server entry point that
 * takes text from people: article content and fields (as an admin, through the
 * real actions), profile names, chat messages, the contact and proposal forms
 * and query parameters. The server must answer with a clear refusal (4xx with
 * a message) or store the text so that it renders inert (article HTML
 * sanitised; plain text kept as text for React to escape): never a 5xx, never
 * an exception. The browser half (tests/e2e/cross-site-scripting.spec.ts) renders what was stored.
 */

type Outcome = { status: number; location: string | null; data: unknown };

async function outcome(run: () => unknown): Promise<Outcome> {
  const result = await settle(run);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("Location"), data: null };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init?: { status?: number } | null };
    return { status: r.init?.status ?? 200, location: null, data: r.data };
  }
  if (result instanceof Error) throw result;
  return {
    status:
      result && typeof result === "object" && "status" in result && typeof result.status === "number"
        ? result.status
        : 200,
    location: null,
    data: result,
  };
}

/** A refusal names the problem; a success is 2xx/3xx. Nothing else is acceptable. */
function expectHandled(result: Outcome, label: string) {
  expect(result.status, label).toBeLessThan(500);
  if (result.status >= 400)
    expect(JSON.stringify(result.data), `${label}: refusal explains itself`).toMatch(/[a-z]{3,}/i);
}

function post<Params extends Record<string, string> = Record<string, string>>(
  url: string,
  fields: Record<string, string>,
  init: { cookie?: string; ip?: string; params?: Params } = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return routeArgs(url, {
    method: "POST",
    body,
    headers: init.cookie ? { cookie: init.cookie } : {},
    ip: init.ip,
    params: init.params,
  });
}

const get = <Params extends Record<string, string> = Record<string, string>>(
  url: string,
  init: { cookie?: string; params?: Params } = {},
) => routeArgs(url, { headers: init.cookie ? { cookie: init.cookie } : {}, params: init.params });

/** The HTML of every tag in a string (text between tags is inert). */
const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

function expectInertHtml(html: string, label: string) {
  for (const tag of tagsOf(html)) {
    for (const pattern of dangerousHtml) expect(tag, `${label}: ${pattern}`).not.toMatch(pattern);
  }
}

/** The article's text as its page shows it: the inside of the prose element (the page's icons are SVG). */
function proseOf(html: string): string {
  const open = '<div class="prose-wellness mt-10">';
  const start = html.indexOf(open);
  expect(start, "the page shows the article's text").toBeGreaterThan(-1);
  let depth = 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start + open.length;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return html.slice(start + open.length, match.index);
  }
  throw new Error("the prose element is not closed");
}

/**
 * How a plain-text field is stored: as given, trimmed, without NUL (which PostgreSQL cannot hold).
 * A form post carries line breaks as CRLF and lone surrogates as U+FFFD, as a browser sends them.
 */
const asStored = (value: string) =>
  value
    .toWellFormed()
    .replace(/\r\n|\r|\n/g, "\r\n")
    .replaceAll("\u0000", "")
    .trim();

/** A query string value / path segment, encoded as a browser would (lone surrogates become U+FFFD). */
const encode = (value: string) => encodeURIComponent(value.toWellFormed());

// Most tests here send every payload (more than a hundred, one over 100,000 characters) through the real
// actions and pages, one after another: about 20 s of work on a quiet core, more beside the rest of the gate.
vi.setConfig({ testTimeout: 120_000 });

let admin: TestUser;
let counter = 0;
const nextIp = () => `203.0.113.${(counter += 1) % 250}`;

beforeAll(async () => {
  admin = await createTestUser({ role: "admin", name: "Injection Admin" });
});

describe("the corpus", () => {
  it("has at least 100 payloads of every kind", () => {
    expect(payloads.length).toBeGreaterThanOrEqual(100);
    expect(new Set(payloads.map((payload) => payload.kind))).toEqual(
      new Set(["html", "attribute", "url", "script", "template", "sql", "long", "unicode"]),
    );
    expect(payloads.some((payload) => payload.value.length >= 100_000)).toBe(true);
    expect(new Set(payloads.map((payload) => payload.name)).size).toBe(payloads.length);
  });
});

describe("article content and fields, as an admin through the real actions", () => {
  const base = {
    category: "Sleep",
    author_name: "Injection Author",
    image_url: "/images/articles/better-sleep.webp",
    image_description: "A moon over hills",
    excerpt: "An excerpt.",
  };

  it("sanitises every payload in the content and keeps the stored HTML inert", async () => {
    for (const [index, payload] of payloads.entries()) {
      const title = `Content Payload ${index}`;
      const result = await outcome(() =>
        adminNewArticle.action(
          post(
            "/admin/articles/new",
            { ...base, title, content: `<p>Intro ${index}</p>${payload.value}` },
            { cookie: admin.cookie },
          ),
        ),
      );
      expectHandled(result, payload.name);
      if (result.status >= 400) {
        // Only the 200,000-character content limit may refuse here.
        expect(
          (result.data as { result: { error: Record<string, string[]> } }).result.error.content,
          payload.name,
        ).toBeDefined();
        continue;
      }
      const [row] = await db.select().from(schema.articles).where(eq(schema.articles.title, title));
      expect(row, payload.name).toBeDefined();
      expectInertHtml(row!.content, payload.name);
      const page = await outcome(() =>
        articleDetail.loader(get(`/articles/${row!.slug}`, { params: { slug: row!.slug } })),
      );
      expect(page.status, payload.name).toBe(200);
      expectInertHtml(proseOf(articleViewHtml(page.data)), `${payload.name} (rendered)`);
    }
  });

  it("stores every payload in the title, category, author, image description and excerpt as text, or refuses it", async () => {
    for (const payload of payloads) {
      const fields = {
        ...base,
        title: payload.value,
        category: payload.value,
        author_name: payload.value,
        image_description: payload.value,
        excerpt: payload.value,
        content: "<p>Body</p>",
      };
      const result = await outcome(() =>
        adminNewArticle.action(post("/admin/articles/new", fields, { cookie: admin.cookie })),
      );
      expectHandled(result, payload.name);
      if (result.status >= 400) {
        const errors = (result.data as { result: { error: Record<string, string[]> } }).result.error;
        expect(Object.keys(errors).length, payload.name).toBeGreaterThan(0);
        continue;
      }
      const [row] = await db
        .select()
        .from(schema.articles)
        .where(eq(schema.articles.title, asStored(payload.value)));
      expect(row, payload.name).toMatchObject({
        category: asStored(payload.value),
        excerpt: asStored(payload.value),
        imageDescription: asStored(payload.value),
      });
      // The address is made from the title: letters, digits and hyphens only, never empty.
      expect(row!.slug, payload.name).toMatch(/^[\p{Ll}\p{Lo}\p{N}-]*[\p{L}\p{N}][\p{Ll}\p{Lo}\p{N}-]*$/u);
    }
  });

  it("edits with every short payload as content are sanitised too", async () => {
    const created = await outcome(() =>
      adminNewArticle.action(
        post(
          "/admin/articles/new",
          { ...base, title: "Edited By Payloads", content: "<p>Start</p>" },
          { cookie: admin.cookie },
        ),
      ),
    );
    expect(created.status).toBe(302);
    const [row] = await db.select().from(schema.articles).where(eq(schema.articles.title, "Edited By Payloads"));
    for (const payload of shortPayloads) {
      const result = await outcome(() =>
        articleEdit.action(
          post(
            `/articles/${row!.slug}/edit`,
            { ...base, excerpt: payload.value, content: `<p>Edit</p>${payload.value}` },
            { cookie: admin.cookie, params: { slug: row!.slug } },
          ),
        ),
      );
      expectHandled(result, payload.name);
      const [after] = await db.select().from(schema.articles).where(eq(schema.articles.id, row!.id));
      expectInertHtml(after!.content, payload.name);
    }
  });
});

describe("names", () => {
  it("the profile form stores every payload as the full name, or refuses it", async () => {
    const person = await createTestUser();
    for (const payload of payloads) {
      const result = await outcome(() =>
        profile.action(post("/profile", { intent: "save", fullName: payload.value }, { cookie: person.cookie })),
      );
      expectHandled(result, payload.name);
      if (result.status < 400) {
        const [row] = await db
          .select({ name: schema.user.name })
          .from(schema.user)
          .where(eq(schema.user.id, person.id));
        expect(row!.name, payload.name).toBe(asStored(payload.value));
      }
    }
  });

  it("the auth API's update-user refuses or stores every payload as the name, never failing", async () => {
    const person = await createTestUser();
    for (const payload of payloads) {
      // better-auth answers a refusal from a before-hook (our profile rules) by throwing its APIError even
      // with asResponse (HTTP callers get the same status as a response); either way it must be a 4xx.
      const status = await auth.api
        .updateUser({
          body: { name: payload.value },
          headers: new Headers({ cookie: person.cookie }),
          asResponse: true,
        })
        .then(
          (response) => response.status,
          (error: unknown) => (error instanceof APIError ? error.statusCode : 500),
        );
      expect(status, payload.name).toBeLessThan(500);
    }
  });
});

describe("chat messages", () => {
  it("stores every payload as text (trimmed), or refuses it with a message", { timeout: 300_000 }, async () => {
    let sender = await createTestUser({ name: "Chat Injector" });
    for (const [index, payload] of payloads.entries()) {
      if (index > 0 && index % (SEND_RATE_LIMIT.limit - 1) === 0)
        sender = await createTestUser({ name: "Chat Injector" });
      const result = await outcome(() =>
        chat.action(
          post(
            "/chat/mental-wellness",
            { intent: "send", content: payload.value },
            { cookie: sender.cookie, params: { topicId: "mental-wellness" } },
          ),
        ),
      );
      expectHandled(result, payload.name);
      if (result.status < 400) {
        const message = (result.data as { message: { id: number; content: string } }).message;
        expect(message.content, payload.name).toBe(asStored(payload.value));
      }
    }
  });
});

describe("contact and proposal forms", () => {
  it("store every payload as text in every field, or refuse it with field errors", async () => {
    for (const payload of payloads) {
      const contactResult = await outcome(() =>
        contact.action(
          post(
            "/contact",
            { name: payload.value, email: "a@example.com", message: payload.value, website: "" },
            { ip: nextIp() },
          ),
        ),
      );
      expectHandled(contactResult, `contact: ${payload.name}`);
      const proposalResult = await outcome(() =>
        collaborate.action(
          post(
            "/collaborate",
            {
              name: payload.value,
              company: payload.value,
              email: "b@example.com",
              proposal: payload.value,
              website: "",
            },
            { ip: nextIp() },
          ),
        ),
      );
      expectHandled(proposalResult, `proposal: ${payload.name}`);
      const emailResult = await outcome(() =>
        contact.action(
          post("/contact", { name: "Jo", email: payload.value, message: "Hi", website: "" }, { ip: nextIp() }),
        ),
      );
      expect(emailResult.status, `email: ${payload.name}`).toBe(400);
    }
    const stored = await db.select().from(schema.contactMessages);
    expect(stored.length).toBeGreaterThan(50);
  });
});

describe("query parameters and path segments", () => {
  const everyPayload = [...payloads, { kind: "url", name: "empty", value: "" } as Payload];

  it("the HTTP layer refuses any address with NUL (%00) before a page or API sees it", async () => {
    const { server } = await createApp({ build: {} as ServerBuild });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const target of [
        "/articles/a%00b",
        "/search?q=%00",
        "/product-reviews/%00",
        "/api/auth/admin/get-user?id=%00",
        "/login?redirectTo=/%00//evil.example",
      ]) {
        const response = await fetch(`${base}${target}`);
        expect(response.status, target).toBe(400);
        expect(await response.text(), target).toBe("Bad Request");
      }
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("search (?q=), affiliates (?category=) and other readers answer every payload without failing", async () => {
    // Addresses with NUL never reach a loader (see above); every other payload does.
    for (const payload of everyPayload.filter((p) => !p.value.includes("\u0000"))) {
      const q = encode(payload.value);
      const found = await outcome(() => search.loader(get(`/search?q=${q}`)));
      expect(found.status, `search: ${payload.name}`).toBe(200);
      const listed = await outcome(() => affiliates.loader(get(`/affiliates?category=${q}`)));
      // An unknown tab is not a page of its own: it sends the reader to the page without it.
      if (listed.status !== 301) {
        expect(listed, `affiliates: ${payload.name}`).toMatchObject({ status: 200, data: { active: null } });
      }
      const room = await outcome(() => chat.loader(get(`/chat/${q}`, { params: { topicId: payload.value } })));
      expect(room.status, `chat room: ${payload.name}`).toBe(404);
      const review = await outcome(() =>
        productReview.loader(get(`/product-reviews/${q}`, { params: { slug: payload.value } })),
      );
      expect(review.status, `review: ${payload.name}`).toBe(404);
      const article = await outcome(() =>
        articleDetail.loader(get(`/articles/${q}`, { params: { slug: payload.value } })),
      );
      expect(article.status, `article: ${payload.name}`).toBe(404);
    }
  });

  it("the initials avatar escapes every payload used as its seed", async () => {
    for (const payload of everyPayload) {
      const response = (await avatars.loader(
        get(`/avatars/initials/x`, { params: { seed: payload.value } }),
      )) as Response;
      const svg = await response.text();
      expect(response.status).toBe(200);
      expect(svg, payload.name).not.toMatch(/<script|\son[a-z]+=|javascript:/i);
      expect(
        tagsOf(svg)
          .map((tag) => tag.replace(/\s.*$/s, "").replace(/[<>/]/g, ""))
          .sort(),
        payload.name,
      ).toEqual(["rect", "svg", "svg", "text", "text"]);
    }
  });

  it("login ?redirectTo= never leaves the site (open redirect), for the loader and the action", async () => {
    const person = await createTestUser();
    const isLocal = (location: string | null) =>
      location !== null &&
      location.startsWith("/") &&
      !location.startsWith("//") &&
      !location.startsWith("/\\") &&
      !/[\r\n\t]/.test(location);
    for (const payload of everyPayload) {
      expect(safeRedirectPath(payload.value, "/fallback"), payload.name).toSatisfy(isLocal);
      const page = await outcome(() =>
        login.loader(get(`/login?redirectTo=${encode(payload.value)}`, { cookie: person.cookie })),
      );
      expect(page.status, payload.name).toBe(302);
      expect(page.location, `${payload.name}: ${page.location}`).toSatisfy(isLocal);
      // The browser resolves the Location against the site: it must stay on it.
      expect(new URL(page.location!, "http://localhost:3000").origin, payload.name).toBe("http://localhost:3000");
    }
    for (const payload of [
      ...everyPayload.filter((p) => p.kind === "url"),
      { kind: "url", name: "ok", value: "/profile" } as Payload,
    ]) {
      const result = await outcome(() =>
        login.action(
          post(
            "/login",
            { email: person.email, password: person.password, redirectTo: payload.value },
            { ip: nextIp() },
          ),
        ),
      );
      expect(result.status, payload.name).toBe(302);
      expect(new URL(result.location!, "http://localhost:3000").origin, `${payload.name}: ${result.location}`).toBe(
        "http://localhost:3000",
      );
      expect(result.location, payload.name).toSatisfy(isLocal);
    }
  });
});
