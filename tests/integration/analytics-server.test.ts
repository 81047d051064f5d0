import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { issueLinkUrl } from "#app/domain/analytics/links.server.ts";
import { startServer, type RunningServer } from "#tests/e2e/server.ts";
import { writeCountryMmdb } from "#tests/helpers/mmdb.ts";
import { seededDataDir } from "#tests/helpers/data-dir.ts";

/**
 * Counting on the server, against the production server on its own embedded database (on disk): pages
 * answered from the page cache and rendered ones are counted, per visitor (TRUST_PROXY=1, so the client
 * address is X-Forwarded-For's, on both ways in); Do-Not-Track, Global Privacy Control, bots, health checks,
 * assets, API calls and errors are not; nothing sets a cookie; the last minute's counts are written at
 * shutdown; no address or user agent is found in any file of the data folder afterwards; the admin CSV
 * shows the counts, countries included (GEOIP_COUNTRY_DB: a tiny MaxMind-format database made here).
 */
const TEST_AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
let dataDir = "";
let geoDir = "";
let server: RunningServer | undefined;
let admin: { email: string; password: string };
let member: { email: string; password: string };

const visitors = [
  {
    address: "203.0.113.71",
    agent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 AnalyticsProbeOne",
  },
  {
    address: "198.51.100.72",
    agent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/141.0 Safari/537.36 AnalyticsProbeTwo",
  },
  {
    address: "192.0.2.73",
    agent: "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 AnalyticsProbeThree",
  },
];

beforeAll(async () => {
  geoDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-geoip-"));
  fs.writeFileSync(
    path.join(geoDir, "country.mmdb"),
    writeCountryMmdb([
      { cidr: "203.0.113.0/24", country: "NZ" },
      { cidr: "198.51.100.0/24", country: "FR" },
    ]),
  );
  let users;
  ({ dataDir, users } = seededDataDir("wellness-analytics-"));
  ({ admin, user: member } = users);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(geoDir, { recursive: true, force: true });
});

const start = () =>
  startServer({
    dataDir,
    env: {
      PGLITE_DIR: "",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "1",
      AUTH_SECRET: TEST_AUTH_SECRET,
      GEOIP_COUNTRY_DB: path.join(geoDir, "country.mmdb"),
    },
  });

/** Every file under `dir` (the embedded database's files included). */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

it("counts every page answered per visitor, leaves out what is not a reader's page view, stores nothing raw", async () => {
  server = await start();
  const base = server.url;
  const html = await (await fetch(`${base}/articles`)).text();
  const article = /href="(\/articles\/[a-z0-9-]+)"/.exec(html)![1]!;
  // That listing fetch had no user agent: not counted (a script, not a reader).

  const get = async (pathname: string, who: (typeof visitors)[number], headers: Record<string, string> = {}) => {
    const response = await fetch(base + pathname, {
      headers: { "User-Agent": who.agent, "X-Forwarded-For": who.address, ...headers },
    });
    expect(response.headers.get("set-cookie"), `${pathname} sets no cookie`).toBeNull();
    await response.arrayBuffer();
    return response;
  };
  const [one, two, three] = visitors as [
    (typeof visitors)[number],
    (typeof visitors)[number],
    (typeof visitors)[number],
  ];
  await get("/", one);
  await get(article, one);
  // The same page again: answered from the page cache, before Express; the same visitor.
  expect((await get(article, one)).headers.get("x-page-cache")).toBe("hit");
  await get("/", two, { Referer: "https://news.example.org/weekly" });
  await get(article, two, { Referer: `${base}/` });
  await get("/?utm_source=newsletter&utm_medium=email&utm_campaign=march", three);

  // A member counts like anyone (nothing ties a page view to her account), however her page is answered:
  // rendered whole for her, then the page kept for members (stored on her second visit, then a hit).
  const reader = { address: "192.0.2.74", agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0 AnalyticsProbeMember" };
  const memberSignIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    // Signed in from another address: the session row keeps that one, as sessions do.
    headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": "192.0.2.80" },
    body: JSON.stringify(member),
  });
  expect(memberSignIn.status).toBe(200);
  const session = {
    Cookie: memberSignIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; "),
  };
  expect((await get(article, reader, session)).headers.get("x-page-cache")).toBeNull();
  expect((await get(article, reader, session)).headers.get("x-page-cache")).toBe("member-miss");
  expect((await get(article, reader, session)).headers.get("x-page-cache")).toBe("member");

  // Not counted: Do-Not-Track, Global Privacy Control, a bot, a prefetch, errors, the site's machinery.
  const quiet = { address: "203.0.113.99", agent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/141.0 AnalyticsProbeQuiet" };
  await get(article, quiet, { DNT: "1" });
  await get(article, quiet, { "Sec-GPC": "1" });
  await get(article, quiet, { "Sec-Purpose": "prefetch" });
  await get(article, {
    address: "203.0.113.98",
    agent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
  });
  expect((await get("/no-such-page", quiet)).status).toBe(404);
  await get("/healthz", quiet);
  await get("/api/auth/get-session", quiet);
  await get("/robots.txt", quiet);
  await get("/sitemap.xml", quiet);

  // A quiz started (the quiz page's beacon): validated, same-origin only.
  const beacon = (body: string, origin = base, extra: Record<string, string> = {}) =>
    fetch(`${base}/analytics/event`, {
      method: "POST",
      headers: {
        "Content-Type": "text/plain;charset=UTF-8",
        Origin: origin,
        "User-Agent": one.agent,
        "X-Forwarded-For": one.address,
        ...extra,
      },
      body,
    });
  expect((await beacon(JSON.stringify({ event: "quiz-start", quiz: "wellness-snapshot" }))).status).toBe(204);
  expect((await beacon(JSON.stringify({ event: "quiz-start", quiz: "no-such-quiz" }))).status).toBe(400);
  expect((await beacon(JSON.stringify({ event: "quiz-start", quiz: "wellness-snapshot", who: "me" }))).status).toBe(
    400,
  );
  expect((await beacon("not json")).status).toBe(400);
  expect(
    (await beacon(JSON.stringify({ event: "quiz-start", quiz: "wellness-snapshot" }), "https://evil.example")).status,
  ).toBe(403);
  expect(
    (await beacon(JSON.stringify({ event: "quiz-complete", quiz: "wellness-snapshot" }), base, { DNT: "1" })).status,
  ).toBe(204);

  // A newsletter link: signed, same site only, counted, then redirected.
  const issueId = "0b6c1f7e-3d2a-4a5b-9c8d-1e2f3a4b5c6d";
  const link = new URL(issueLinkUrl(base, issueId, article)!);
  const followed = await fetch(link, { redirect: "manual", headers: { "User-Agent": two.agent } });
  expect(followed.status).toBe(302);
  expect(followed.headers.get("location")).toBe(article);
  const forged = new URL(link);
  forged.searchParams.set("to", "//evil.example/");
  for (const attempt of [
    forged.href,
    `${base}/r/${issueId}?to=${encodeURIComponent("https://evil.example/")}`,
    `${base}/r/${issueId}?to=${encodeURIComponent(article)}&s=AAAAAAAAAAAAAAAAAAAAAA`,
  ]) {
    const answer = await fetch(attempt, { redirect: "manual" });
    expect(answer.status, attempt).toBe(404);
    expect(answer.headers.get("location")).toBeNull();
  }

  // Shutdown writes what the last minute counted.
  await server.stop();
  server = undefined;

  // No file of the data folder (the database's files included) holds an address or a user agent.
  const raw = [...visitors.map((visitor) => visitor.address), "203.0.113.99", "192.0.2.74", "AnalyticsProbe"];
  for (const file of filesUnder(dataDir)) {
    const bytes = fs.readFileSync(file);
    for (const needle of raw)
      expect(bytes.includes(Buffer.from(needle)), `${needle} in ${path.relative(dataDir, file)}`).toBe(false);
  }

  // The admin's CSV of today.
  server = await start();
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  expect((await fetch(`${server.url}/admin/analytics.csv?range=day`, { redirect: "manual" })).status).toBe(302);
  const csvOfToday = async () =>
    (await fetch(`${server!.url}/admin/analytics.csv?range=day`, { headers: { Cookie: cookie } })).text();
  // A campaign name the admins have not entered is a visitor's words: it shows only as "other".
  expect((await csvOfToday()).split("\r\n")).toContain("campaigns,newsletter / email / other,1");
  const named = await fetch(`${server.url}/admin/analytics`, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "campaigns", campaigns: "march" }),
  });
  expect(named.status).toBeLessThan(400);
  const csv = await csvOfToday();
  const today = new Date().toISOString().slice(0, 10);
  const lines = csv.split("\r\n");
  for (const expected of [
    `visitors,${today},4`,
    `page views,${today},9`,
    "top pages,/,3",
    `top pages,${article},6`,
    "entry pages,/,3",
    // One client from a site nobody knows: counted, named only once enough clients came from it.
    "referrers,other sites,1",
    "campaigns,newsletter / email / march,1",
    "devices,mobile,3",
    "devices,desktop,5",
    "devices,tablet,1",
    // The third visitor's address is in no network of the database: no country.
    "countries,NZ,3",
    "countries,FR,2",
    "quiz starts,wellness-snapshot,1",
    "quiz completions,wellness-snapshot,0",
    `newsletter link clicks,(deleted issue) ${article},1`,
  ]) {
    expect(lines, expected).toContain(expected);
  }
  expect(lines.filter((line) => line.startsWith("countries,"))).toHaveLength(2);
}, 300_000);
