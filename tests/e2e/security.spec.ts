import { expect, test } from "./fixtures.ts";
import { startServer } from "./server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

test.describe("requests from elsewhere", () => {
  test("a cross-site form post is refused, a same-site one is not", async ({ request }) => {
    const foreign = await request.post("/search", { form: { q: "x" }, headers: { Origin: "https://evil.example" } });
    expect(foreign.status()).toBe(403);
    expect(await foreign.text()).toBe("Cross-site requests are not allowed.");
    const noOriginCrossSite = await request.post("/search", {
      form: { q: "x" },
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(noOriginCrossSite.status()).toBe(403);
    const same = await request.post("/search", { form: { q: "x" }, headers: { Origin: process.env.APP_URL! } });
    expect(same.status()).not.toBe(403);
  });

  test("session cookies are HttpOnly and SameSite=Lax", async ({ request }) => {
    const response = await request.post("/api/auth/sign-in/email", {
      data: { email: process.env.E2E_USER_EMAIL, password: process.env.E2E_USER_PASSWORD },
      headers: { Origin: process.env.APP_URL! },
    });
    const cookies = response
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    const session = cookies.find((c) => c.startsWith("wc.session_token="));
    expect(session).toBeTruthy();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i);
  });
});

test.describe("with an https SITE_URL", () => {
  test("sends HSTS and marks session cookies Secure", async () => {
    const { dataDir, users } = seededDataDir("wellness-https-");
    const server = await startServer({ dataDir, env: { SITE_URL: "https://wellness.example" } });
    try {
      const page = await fetch(`${server.url}/about`);
      expect(page.headers.get("strict-transport-security")).toContain("max-age=31536000");
      expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "https://wellness.example" },
        body: JSON.stringify(users.user),
      });
      expect(signIn.status).toBe(200);
      const session = signIn.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(session).toMatch(/^__Secure-wc\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    } finally {
      await server.stop();
    }
  });
});

test.describe("error responses", () => {
  test("leak no stack traces or versions", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/assets/nope.js", "/does-not-exist"]) {
      const response = await request.get(path);
      const body = await response.text();
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(body).not.toMatch(/at [\w.]+ \(|node_modules|Error:|express|v\d+\.\d+\.\d+/i);
      expect(response.headers()["x-powered-by"]).toBeUndefined();
      expect(response.headers()["server"]).toBeUndefined();
    }
  });
});
