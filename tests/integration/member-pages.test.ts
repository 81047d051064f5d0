import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer, type AppServer } from "#tests/helpers/app-server.ts";
import { createTestUser } from "#tests/helpers/users.ts";
import { rawRequest, servedFromCache } from "#tests/helpers/raw-http.ts";

/**
 * Members read a page the page cache keeps for "a member" (server/page-handler.ts, decision 040): rendered
 * without anyone's cookies and shown signed in, against the production app and build. Each reader gets her
 * own header and nobody else's data, the stored visitor's page never changes, a member's copy is exactly
 * what a whole render for her gives, and a session ended at sign-out is no longer answered from memory.
 */
let server: AppServer;
let userCookie = "";
let adminCookie = "";
let otherMemberCookie = "";
let article = "";
let seededUser = { email: "", password: "", name: "" };

const raw = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${server.url}${pathname}`, headers, method);

async function signIn(account: { email: string; password: string }) {
  const answer = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  expect(answer.status).toBe(200);
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Asks until the answer comes from the page cache as `kind` ("hit" for visitors, "member" for members). */
const served = (pathname: string, kind: "hit" | "member", headers: Record<string, string> = {}) =>
  servedFromCache(`${server.url}${pathname}`, kind, headers);

/** The header's account area: the link(s) it shows. */
function accountLinks(html: string) {
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  return {
    login: (header.match(/>Login<\/a>/g) ?? []).length,
    profile: (header.match(/>My Profile<\/a>/g) ?? []).length,
    dashboard: header.includes('href="/admin"'),
  };
}

const withoutNonce = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

beforeAll(async () => {
  server = await startAppServer();
  const { users } = server;
  // A second member, signed in without the server's sign-in endpoint.
  otherMemberCookie = (await createTestUser()).cookie;
  seededUser = users.user;
  userCookie = await signIn(users.user);
  adminCookie = await signIn(users.admin);
  const list = await (await fetch(`${server.url}/articles`)).text();
  article = /href="(\/articles\/[a-z0-9-]+)"/.exec(list)![1]!;
}, 180_000);

afterAll(async () => {
  await server?.stop();
});

describe("the page kept for members", () => {
  it("gives two members and a visitor each their own header, and leaves the stored page as it was", async () => {
    const before = await served(article, "hit", { "Accept-Encoding": "identity" });
    expect(accountLinks(before.body.toString())).toEqual({ login: 2, profile: 0, dashboard: false });

    for (const cookie of [userCookie, otherMemberCookie]) {
      const member = await served(article, "member", { Cookie: cookie, "Accept-Encoding": "identity" });
      expect(member.status).toBe(200);
      expect(accountLinks(member.body.toString())).toEqual({ login: 0, profile: 2, dashboard: false });
      expect(member.headers.get("cache-control")).toBe("private, no-cache");
      expect(member.headers.get("set-cookie")).toBeNull();
      expect(member.headers.get("content-security-policy")).toBe(before.headers.get("content-security-policy"));
      // Nothing of the member who asked first: the one page for every member.
      expect(member.body.toString()).not.toContain(seededUser.email);
    }
    const [first, second] = await Promise.all(
      [userCookie, otherMemberCookie].map((cookie) =>
        served(article, "member", { Cookie: cookie, "Accept-Encoding": "identity" }),
      ),
    );
    expect(first!.body.equals(second!.body)).toBe(true);

    // An admin's pages differ beyond the slots (Dashboard link, edit controls): rendered whole for her.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const admin = await raw(article, { Cookie: adminCookie, "Accept-Encoding": "identity" });
      expect(admin.headers.get("x-page-cache")).toBeNull();
      expect(accountLinks(admin.body.toString())).toEqual({ login: 0, profile: 2, dashboard: true });
      expect(admin.body.toString()).toContain("Edit Article");
    }

    const after = await served(article, "hit", { "Accept-Encoding": "identity" });
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(after.body.equals(before.body)).toBe(true);
  });

  it("is exactly the page a whole render gives her, in identity and in gzip", async () => {
    const filled = await served(article, "member", { Cookie: userCookie, "Accept-Encoding": "identity" });
    // A parameter no page reads bypasses the cache: the page rendered through the whole chain for her.
    const whole = await raw(`${article}?nocache=test`, { Cookie: userCookie, "Accept-Encoding": "identity" });
    expect(whole.headers.get("x-page-cache")).toBeNull();
    // The theme switch sends her back to the page's own URL, which for the whole render has the parameter.
    const wholeHtml = withoutNonce(whole.body.toString()).replaceAll(
      `value="${article}?nocache=test"`,
      `value="${article}"`,
    );
    expect(filled.body.toString()).toBe(wholeHtml);

    const gzipped = await served(article, "member", { Cookie: userCookie, "Accept-Encoding": "gzip" });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(Number(gzipped.headers.get("content-length"))).toBe(gzipped.body.length);
    expect(zlib.gunzipSync(gzipped.body).equals(filled.body)).toBe(true);
  });

  it("is rendered for no one and kept when a member asks first; a visitor's page is another", async () => {
    const page = "/product-reviews";
    // Her session in the session cache (any page she asked for), then a page no visitor asked for yet.
    await raw("/about", { Cookie: userCookie });
    const first = await raw(page, { Cookie: userCookie, "Accept-Encoding": "identity" });
    expect(first.headers.get("x-page-cache")).toBe("member-miss");
    expect(accountLinks(first.body.toString())).toEqual({ login: 0, profile: 2, dashboard: false });
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const visitor = await raw(page, { "Accept-Encoding": "identity" });
    expect(visitor.headers.get("x-page-cache")).toBe("miss");
    expect(accountLinks(visitor.body.toString())).toEqual({ login: 2, profile: 0, dashboard: false });
    // A hydrated page carries the root's data: kept for visitors, rendered whole for her.
    await raw("/login", { Cookie: userCookie });
    const hydrated = await raw("/wellness-toolkit", { Cookie: userCookie, "Accept-Encoding": "identity" });
    expect(hydrated.status).toBe(200);
    expect(hydrated.headers.get("x-page-cache")).toBeNull();
    expect(accountLinks(hydrated.body.toString())).toEqual({ login: 0, profile: 2, dashboard: false });
    await raw("/wellness-toolkit");
    expect((await raw("/wellness-toolkit")).headers.get("x-page-cache")).toBe("hit");
    const again = await raw("/wellness-toolkit", { Cookie: userCookie });
    expect(again.headers.get("x-page-cache")).toBeNull();
  });

  it("a member's data request (a client navigation) carries her own root data, never the shared render's", async () => {
    await raw("/about", { Cookie: userCookie });
    for (let i = 0; i < 2; i += 1) {
      const data = await raw("/wellness-toolkit/doctor-summary.data", { Cookie: userCookie });
      expect(data.status).toBe(200);
      expect(data.headers.get("x-page-cache")).toBeNull();
      expect(data.headers.get("cache-control")).toBe("private, no-cache");
      // Her own name travels in the root's data (the header's account menu), as on the page rendered for her.
      expect(data.body.toString()).toContain(seededUser.name);
    }
  });

  it("a search a visitor asked first is kept for members when a member asks it next", async () => {
    const search = "/search?q=sleep%20stress";
    // Its first ask, by anyone: rendered for her and not kept (decision 048).
    const first = await raw(search, { "Accept-Encoding": "identity" });
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(first.headers.get("cache-control")).toMatch(/\bpublic\b/);
    // Asked again: kept.
    const visitor = await raw(search, { "Accept-Encoding": "identity" });
    expect(visitor.headers.get("x-page-cache")).toBe("miss");
    expect(visitor.body.toString()).toBe(withoutNonce(first.body.toString()));
    expect(accountLinks(visitor.body.toString())).toEqual({ login: 2, profile: 0, dashboard: false });
    await raw("/about", { Cookie: userCookie });
    const member = await raw(search, { Cookie: userCookie, "Accept-Encoding": "identity" });
    expect(member.headers.get("x-page-cache")).toBe("member-miss");
    expect(accountLinks(member.body.toString())).toEqual({ login: 0, profile: 2, dashboard: false });
    expect(member.headers.get("cache-control")).toBe("private, no-cache");
    const gzipped = await served(search, "member", { Cookie: otherMemberCookie, "Accept-Encoding": "gzip" });
    expect(gzipped.headers.get("x-page-cache")).toBe("member");
    expect(zlib.gunzipSync(gzipped.body).equals(member.body)).toBe(true);
    // The visitor's page stays as it was.
    const again = await raw(search, { "Accept-Encoding": "identity" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.body.equals(visitor.body)).toBe(true);
  });

  it("never answers a member's data request with the data of no one (the chat's revalidation after her action)", async () => {
    const session = await (
      await fetch(`${server.url}/api/auth/get-session`, { headers: { Cookie: userCookie } })
    ).json();
    const userId: string = session.user.id;
    // Her session in the session cache: she is "a member" for the pages.
    await raw("/about", { Cookie: userCookie });
    // Asked twice: the second is not the first kept for "a member" (the chat room's viewer would be null).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await raw("/chat/menopause-hormones.data", { Cookie: userCookie, "Accept-Encoding": "identity" });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-page-cache")).toBeNull();
      expect(answer.headers.get("cache-control")).toBe("private, no-cache");
      expect(answer.body.toString()).toContain(userId);
    }
  });

  it("is not served for a pending flash toast, nor for a session that has ended", async () => {
    await served(article, "member", { Cookie: otherMemberCookie });
    const toast = await raw(article, { Cookie: `${otherMemberCookie}; wc_toast=x` });
    expect(toast.headers.get("x-page-cache")).toBeNull();

    // A session of its own: signing it out must not end the other tests' one.
    const signedIn = await signIn(seededUser);
    await served(article, "member", { Cookie: signedIn });
    const signOut = await fetch(`${server.url}/api/auth/sign-out`, {
      method: "POST",
      headers: { Cookie: signedIn, Origin: server.url, "Content-Type": "application/json" },
      body: "{}",
    });
    expect(signOut.status).toBe(200);
    const afterSignOut = await raw(article, { Cookie: signedIn });
    expect(afterSignOut.headers.get("x-page-cache")).toBeNull();
    expect(afterSignOut.body.toString()).not.toContain(">My Profile</a>");
  });
});
