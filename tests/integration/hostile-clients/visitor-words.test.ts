import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";
import { signInCookie } from "#tests/helpers/sign-in.ts";

/**
 * Nothing a visitor puts in a path, a query string or a form's page field appears verbatim in the admins'
 * lists unless it names something real: a search that found nothing is listed once enough different
 * clients searched it (never an email, link or phone number); a campaign's name only when the admins named
 * it; a sign-up's page and an error report's page only when a real page is meant, else "other".
 */
let server: RunningServer;
let adminCookie = "";
const MARK = "zqvisitortyped";
const READER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36",
  Accept: "text/html",
};

beforeAll(async () => {
  const { dataDir, users } = seededDataDir("wellness-visitor-words-");
  server = await startServer({
    dataDir,
    env: { PGLITE_DIR: "", LOG_LEVEL: "warn", ANALYTICS: "on", TRUST_PROXY: "1", ANALYTICS_SEARCH_MIN_CLIENTS: "2" },
  });
  adminCookie = await signInCookie(server.url, users.admin, { "X-Forwarded-For": "192.0.2.200" });
}, 400_000);

afterAll(async () => {
  await server?.stop();
});

const from = (address: string, path: string) =>
  fetch(`${server.url}${path}`, { headers: { ...READER, "X-Forwarded-For": address }, redirect: "manual" });

const post = (address: string, path: string, fields: Record<string, string>, cookie = "") =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    headers: {
      ...READER,
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      "X-Forwarded-For": address,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });

const adminCsv = async () =>
  (await fetch(`${server.url}/admin/analytics.csv`, { headers: { Cookie: adminCookie } })).text();

describe("searches that found nothing", () => {
  it("are listed only once enough different clients searched them, and never an address, link or number", async () => {
    // One client, many times, even from many addresses of one IPv6 network: one client.
    for (let i = 1; i <= 6; i += 1) {
      expect((await from(`2001:db8:7:7::${i}`, `/search?q=${MARK}lonely`)).status).toBe(200);
    }
    for (const address of ["203.0.113.21", "198.51.100.22", "2001:db8:8:8::1"]) {
      await (await from(address, `/search?q=zqsharedterm`)).arrayBuffer();
      await (await from(address, `/search?q=${encodeURIComponent(`write ${MARK}@mail.example`)}`)).arrayBuffer();
      await (await from(address, `/search?q=${encodeURIComponent(`${MARK} www.${MARK}.com`)}`)).arrayBuffer();
      await (await from(address, `/search?q=${encodeURIComponent(`${MARK} call 555 123 4567`)}`)).arrayBuffer();
    }
    const csv = await adminCsv();
    expect(csv).toContain(`searches without results,zqsharedterm,3`);
    expect(csv).not.toContain(`${MARK}lonely`);
    expect(csv).not.toContain("mail.example");
    expect(csv).not.toContain(`www.${MARK}`);
    expect(csv).not.toContain("4567");
  });
});

describe("campaigns", () => {
  it("name only the admins' campaigns, sources and media from a closed list; the rest is 'other'", async () => {
    const made = `/about?utm_source=${MARK}&utm_medium=${MARK}m&utm_campaign=${MARK}c`;
    expect((await from("203.0.113.31", made)).status).toBe(200);
    let csv = await adminCsv();
    expect(csv).toContain("campaigns,other / other / other,1");
    expect(csv).not.toContain(MARK);

    const refused = await post(
      "192.0.2.200",
      "/admin/analytics",
      { intent: "campaigns", campaigns: "<b>x</b>" },
      adminCookie,
    );
    expect(refused.status).toBe(400);
    const saved = await post(
      "192.0.2.200",
      "/admin/analytics",
      { intent: "campaigns", campaigns: "Spring-Sleep\n" },
      adminCookie,
    );
    expect(saved.status).toBe(200);
    await from("203.0.113.32", "/about?utm_source=newsletter&utm_medium=email&utm_campaign=spring-sleep");
    csv = await adminCsv();
    expect(csv).toContain("campaigns,newsletter / email / spring-sleep,1");
    expect(csv).not.toContain(MARK);
  });
});

describe("pages named in forms", () => {
  it("a newsletter sign-up is counted under a real page or 'other'", async () => {
    const made = await post("203.0.113.41", "/newsletter", {
      email: "made-up-page@example.com",
      page: `/${MARK}/page`,
      form: "footer",
    });
    expect(made.status).toBe(200);
    const real = await post("203.0.113.42", "/newsletter", {
      email: "real-page@example.com",
      page: "/About/",
      form: "footer",
    });
    expect(real.status).toBe(200);
    const csv = await adminCsv();
    expect(csv).toContain("newsletter sign-ups by page,other,1");
    expect(csv).toContain("newsletter sign-ups by page,/about,1");
    expect(csv).not.toContain(MARK);
  });

  it("an error report keeps a real page's path, else 'other'", async () => {
    const message = "The dosage in the second paragraph looks wrong to me.";
    for (const [address, page] of [
      ["203.0.113.51", `/${MARK}`],
      ["203.0.113.52", "/articles//"],
    ] as const) {
      const answer = await post(address, "/report-error", { page, message });
      expect(answer.status, page).toBe(200);
    }
    const list = await (await fetch(`${server.url}/admin/error-reports`, { headers: { Cookie: adminCookie } })).text();
    expect(list).toContain('href="/articles"');
    expect(list).toContain("No page of this site named");
    expect(list).not.toContain(MARK);
  });
});
