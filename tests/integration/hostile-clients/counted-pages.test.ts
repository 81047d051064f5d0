import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "#tests/helpers/app-server.ts";
import { signInCookie } from "#tests/helpers/sign-in.ts";

/**
 * The visit statistics count only pages that exist. Unknown people, categories and slugs answer 404; the
 * spec's page for an unknown chat room keeps its "Chat" title but answers 404, is not indexed and offers no
 * way to post; other spellings of a page are redirected to it. So nothing a visitor writes into a path or a
 * query string reaches the admin's lists unless it names a real page.
 */
let server: AppServer;
let adminCookie = "";
const READER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  Accept: "text/html",
};
const MARK = "zqvisitorwrote";

beforeAll(async () => {
  // Counting is on (ANALYTICS=on, the default).
  server = await startAppServer();
  adminCookie = await signInCookie(server.url, server.users.admin);
}, 400_000);

afterAll(async () => {
  await server?.stop();
});

const visit = (path: string) => fetch(`${server.url}${path}`, { headers: READER, redirect: "manual" });

const UNKNOWN = [
  `/people/${MARK}`,
  `/articles/category/${MARK}`,
  `/articles/${MARK}`,
  `/product-reviews/${MARK}`,
  `/product-roundups/${MARK}`,
  `/affiliates/${MARK}`,
  `/wellness-quiz/${MARK}`,
  `/chat/${MARK}`,
  `/${MARK}`,
];

describe("pages that do not exist", () => {
  it("answer 404 on every dynamic route", async () => {
    for (const path of UNKNOWN) expect((await visit(path)).status, path).toBe(404);
    // The spec's answer to an unknown interview: a redirect to /404, which is not found.
    const interview = await visit(`/expert-interviews/${MARK}`);
    expect(interview.status).toBe(302);
    expect((await visit(interview.headers.get("location")!)).status).toBe(404);
  });

  it("an unknown chat room keeps its 'Chat' title, is not indexed and offers no way to post", async () => {
    const page = await visit(`/chat/${MARK}`);
    const html = await page.text();
    expect(html).toMatch(/<title>Chat \|/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('name="content"');
    expect(html).not.toContain("Send message");
    // Signed in, too.
    const member = await fetch(`${server.url}/chat/${MARK}`, { headers: { ...READER, Cookie: adminCookie } });
    expect(member.status).toBe(404);
    expect(await member.text()).not.toContain("Send message");
  });
});

describe("the admin's lists", () => {
  it("hold real pages only, under their one spelling", async () => {
    for (const path of UNKNOWN) await visit(path);
    for (const spelling of ["/Articles", "/articles/", "/%61rticles", "/articles//", `/ARTICLES?${MARK}=1`]) {
      const answer = await visit(spelling);
      expect(answer.status, spelling).toBe(301);
      expect(answer.headers.get("location"), spelling).toMatch(/^\/articles(\?|$)/);
    }
    expect((await visit("/articles")).status).toBe(200);

    const csv = await (await fetch(`${server.url}/admin/analytics.csv`, { headers: { Cookie: adminCookie } })).text();
    expect(csv).toContain("/articles");
    expect(csv).not.toContain(MARK);
    expect(csv).not.toMatch(/\/Articles|%61rticles|\/articles\/\/|\/articles\/(,|$)/m);
  });
});
