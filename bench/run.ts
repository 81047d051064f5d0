/**
 * npm run bench — builds first (the npm script does), then, on a fresh temporary embedded database, prints
 * every figure side by side with its target, met or not met (bench/results.json keeps them):
 *  1. Memory: PSS of the server and every process it started (bench/memory.ts) after its first start.
 *  2. HTTP, cached pages (home, article, review, chat room for visitors), each beside a bare Node `http`
 *     server started with the site's Node options serving the very same bytes, and the article beside
 *     nginx too (when installed): wrk when installed, else autocannon; --connections for --duration s;
 *     no compression. p50/p99 of each. The site's requests carry a browser's user agent, so each one is
 *     counted by the visit statistics (ANALYTICS=on, the default). Then the cached article once more with
 *     counting on, and with the server restarted with ANALYTICS=off, side by side.
 *  3. The server again with seeded members: in one sitting the cached article, the same article signed in
 *     (a member's cookie), site search cycling through 60 different queries, and through 2,000 different
 *     two-word queries none asked before (the long tail), each as a share of the cached article; the
 *     server's CPU time per uncached article render and per search (requests one after another, CPU time
 *     of the server process, so a busy machine changes it less than throughput).
 *  4. Memory after a burst of mixed traffic: cached pages, signed-in pages, search, hydrated pages and
 *     cache bypasses; and its peak during the burst. With PostgreSQL binaries installed, the Node
 *     process's PSS after the same (anonymous) burst on PostgreSQL (the database server is not the
 *     site's child, so not counted).
 *  5. Page weight (JS/CSS gzip) and Lighthouse (mobile preset, system Chromium, the median of
 *     --lighthouse-runs runs) of the home, article, review, quiz, chat, toolkit, login and an admin page
 *     (signed in as an admin seeded into the database).
 *  6. The chat: `bench/chat.ts` with its bare broadcast server, at --chat-clients (5,000), no ramp; its
 *     p99 as a ratio to the bare server's (--skip-chat leaves it out).
 *  7. Each page's first-load script bytes from the build (bench/script-bytes.ts), input-to-paint of each
 *     form at 4× CPU (bench/typing.ts), and the server's CPU at rest over --idle-seconds with, on
 *     PostgreSQL, the statements the database ran meanwhile (bench/idle.ts).
 * The machine's load average is printed: figures taken on a busy machine are lower, but each ratio is
 * measured in the same conditions.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SERVER_NODE_OPTIONS, startServer, type RunningServer } from "#tests/e2e/server.ts";
import { findPostgresBin, startPostgres } from "#tests/helpers/postgres.ts";
import { cpuPerRequest, measure, startStaticServer, type Throughput } from "./load-tools.ts";
import { SEARCH_WORDS } from "./search-words.ts";
import { searchLongTail } from "./search-queries.ts";
import { burst, megabytes, pssTree } from "./memory.ts";
import { measureIdle } from "./idle.ts";
import { lighthouseScores, pageWeights } from "./run-browser.ts";
import { routeScriptBytes } from "./script-bytes.ts";
import { cookieOf as signInCookie, seedUsers } from "./seeded-server.ts";
import { inputToPaint } from "./typing.ts";
import { load, printReport, type ChatResults } from "./run-report.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    "burst-duration": { type: "string", default: "20" },
    "skip-lighthouse": { type: "boolean", default: false },
    "skip-postgres": { type: "boolean", default: false },
    "lighthouse-runs": { type: "string", default: "3" },
    "skip-chat": { type: "boolean", default: false },
    "chat-clients": { type: "string", default: "5000" },
    "render-rounds": { type: "string", default: "40" },
    "idle-seconds": { type: "string", default: "60" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const burstSeconds = Number(values["burst-duration"]);
const lighthouseRuns = Math.max(1, Number(values["lighthouse-runs"]));
const renderRounds = Math.max(1, Number(values["render-rounds"]));
const idleSeconds = Math.max(5, Number(values["idle-seconds"]));

const root = path.resolve(import.meta.dirname, "..");
/** A reader's browser: a request without a user agent (or a bot's) is not counted by the visit statistics. */
const READER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: load(),
  duration,
  connections,
};

async function firstLink(base: string, listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(base + listPath)).text();
  const match = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix} on ${listPath}`);
  return match[1]!;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
let server: RunningServer | undefined;
try {
  // 1. Memory after the first start (empty data folder: migrations and seeding happen now).
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  await sleep(5000);
  const atRest = pssTree(server.child.pid!);
  let base = server.url;
  // 5. Quiet at rest: the server's CPU over a minute with no request (the job workers' polling shows here).
  results.idle = { embedded: await measureIdle(server.child.pid!, idleSeconds) };

  const pages = {
    home: "/",
    article: await firstLink(base, "/articles", "/articles"),
    review: await firstLink(base, "/product-reviews", "/product-reviews"),
    chat: "/chat/menopause-hormones",
  };
  const interactive = {
    quiz: "/wellness-quiz/wellness-snapshot",
    toolkit: "/wellness-toolkit",
    login: "/login",
    admin: "/admin/articles/new",
  };
  results.pages = { ...pages, ...interactive };

  // 2. Each cached page beside a bare Node server (the site's Node options) serving its very bytes
  // (identity, as the site sends them), and the article beside nginx too.
  const bytes: Record<string, Buffer> = {};
  for (const [name, pathname] of Object.entries(pages)) {
    await fetch(base + pathname);
    const answer = await fetch(base + pathname, { headers: { "Accept-Encoding": "identity" } });
    if (answer.headers.get("x-page-cache") !== "hit") throw new Error(`${pathname} is not served from the page cache`);
    bytes[`${name}.html`] = Buffer.from(await answer.arrayBuffer());
  }
  const bare = await startStaticServer(bytes, { kind: "node", nodeOptions: SERVER_NODE_OPTIONS });
  const http: Record<string, { site: Throughput; bare: Throughput; ratio: number; bytes: number }> = {};
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      const site = await measure(base + pathname, connections, duration, { headers: READER });
      const reference = await measure(`${bare.base}/${name}.html`, connections, duration, { headers: READER });
      http[name] = {
        site,
        bare: reference,
        ratio: Number((site.rps / reference.rps).toFixed(3)),
        bytes: bytes[`${name}.html`]!.length,
      };
    }
  } finally {
    await bare.stop();
  }
  let nginx: Throughput | null = null;
  const nginxServer = await startStaticServer({ "article.html": bytes["article.html"]! }, { kind: "nginx" });
  try {
    if (nginxServer.kind === "nginx") nginx = await measure(`${nginxServer.base}/article.html`, connections, duration);
  } finally {
    await nginxServer.stop();
  }
  results.http = {
    reference: "bare Node http server, the site's Node options",
    loadAverage: load(),
    pages: http,
    nginxArticle: nginx,
  };

  // 2b. The cached article with the visit statistics counting (ANALYTICS=on) and off, on the same data folder
  // and port: on, then the server restarted with ANALYTICS=off, then on again (a busy machine drifts; the
  // two "on" runs around the "off" one show by how much). Each run after a restart is warmed first.
  const restartWith = async (analytics: "on" | "off") => {
    await server!.stop();
    server = await startServer({ dataDir, port: server!.port, env: { LOG_LEVEL: "warn", ANALYTICS: analytics } });
    await fetch(base + pages.article);
    await fetch(base + pages.article, { headers: READER });
  };
  const countingOn = await measure(base + pages.article, connections, duration, { headers: READER });
  await restartWith("off");
  const countingOff = await measure(base + pages.article, connections, duration, { headers: READER });
  await restartWith("on");
  const countingOnAgain = await measure(base + pages.article, connections, duration, { headers: READER });
  const onMean = (countingOn.rps + countingOnAgain.rps) / 2;
  results.analytics = {
    page: pages.article,
    loadAverage: load(),
    countingOn,
    countingOff,
    countingOnAgain,
    onOffRatio: Number((onMean / countingOff.rps).toFixed(3)),
  };

  // 3. Members: seeded into the data folder while the server is stopped, then the server again.
  await server.stop();
  const seeded = seedUsers(dataDir);
  server = await startServer({ dataDir, env: { LOG_LEVEL: "warn" } });
  base = server.url;
  const restartedAtRest = pssTree(server.child.pid!);
  const cookieOf = (account: { email: string; password: string }) => signInCookie(base, account);
  const adminCookie = await cookieOf(seeded.admin);
  const memberCookie = await cookieOf(seeded.user);
  const member = { Cookie: memberCookie };
  const searches = SEARCH_WORDS.map((word) => `/search?q=${encodeURIComponent(word)}`);
  for (const url of [pages.article, pages.article]) await (await fetch(base + url)).arrayBuffer();
  const cachedArticle = await measure(base + pages.article, connections, duration, { headers: READER });
  const memberArticle = await measure(base + pages.article, connections, duration, {
    headers: { ...READER, ...member },
  });
  const search = await measure(base + searches[0]!, connections, duration, { headers: READER, paths: searches });
  const longTail = await searchLongTail(base, server.child.pid!, connections, duration, READER);
  // CPU time per request, one after another: a render of the article (a parameter no page reads
  // bypasses the cache), a member's article, a search as readers get it (a search with results is kept by
  // the page cache; cpuPerRequest asks each once first), a search rendered (cache bypassed), and the cached
  // article for scale.
  const pid = server.child.pid!;
  const renderUrls = Array.from({ length: 5 }, (_, index) => `${base}${pages.article}?nocache=bench-${index}`);
  const cpu = {
    uncachedArticle: await cpuPerRequest(pid, renderUrls, renderRounds),
    memberArticle: await cpuPerRequest(pid, [base + pages.article], renderRounds * 5, member),
    search: await cpuPerRequest(
      pid,
      searches.map((url) => base + url),
      Math.max(1, Math.round(renderRounds / 12)),
    ),
    searchRendered: await cpuPerRequest(
      pid,
      searches.map((url) => `${base}${url}&nocache=bench`),
      Math.max(1, Math.round(renderRounds / 12)),
    ),
    searchLongTail: longTail.cpu,
    cachedArticle: await cpuPerRequest(pid, [base + pages.article], renderRounds * 5),
  };
  const { throughput: searchLongTailRun } = longTail;
  results.members = { loadAverage: load(), cachedArticle, memberArticle, search, longTail: searchLongTailRun, cpu };
  // Written as soon as measured: a later step failing on a busy machine does not lose them.
  fs.writeFileSync(path.join(import.meta.dirname, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify({ http: results.http, members: results.members }, null, 1));

  // 4. Memory after a burst of mixed traffic, members' pages and searches included.
  const mixed = [
    ...Object.values(pages),
    "/about",
    "/articles",
    "/product-reviews",
    ...searches.slice(0, 10),
    ...Object.values(interactive).slice(0, 3),
    "/community",
    "/no-such-page",
  ];
  const {
    after: afterLoad,
    settled,
    ...burstResult
  } = await burst(base, mixed, burstSeconds, connections, pid, memberCookie);
  results.memory = {
    database: "embedded (PGlite)",
    atRestMB: megabytes(atRest.total),
    restartedAtRestMB: megabytes(restartedAtRest.total),
    afterLoadMB: megabytes(afterLoad.total),
    settledMB: megabytes(settled.total),
    peakDuringBurstMB: megabytes(burstResult.peak),
    processes: afterLoad.processes.map((p) => ({ ...p, pss: megabytes(p.pss) })),
    burst: { ...burstResult, peak: undefined },
  };

  // The Node process on PostgreSQL, after the same burst (anonymous: no members there).
  if (!values["skip-postgres"] && !process.env.DATABASE_URL && findPostgresBin()) {
    const postgres = await startPostgres();
    const pgServer = await startServer({ env: { LOG_LEVEL: "warn", DATABASE_URL: postgres.url } });
    try {
      await sleep(3000);
      const pgRest = pssTree(pgServer.child.pid!);
      (results.idle as Record<string, unknown>).postgres = await measureIdle(
        pgServer.child.pid!,
        idleSeconds,
        postgres.url,
      );
      const pgBurst = await burst(pgServer.url, mixed, burstSeconds, connections, pgServer.child.pid!);
      results.memoryPostgres = {
        atRestMB: megabytes(pgRest.total),
        afterLoadMB: megabytes(pgBurst.after.total),
        settledMB: megabytes(pgBurst.settled.total),
        peakDuringBurstMB: megabytes(pgBurst.peak),
      };
    } finally {
      await pgServer.stop();
      fs.rmSync(pgServer.dataDir, { recursive: true, force: true });
      await postgres.stop();
    }
  } else if (process.env.DATABASE_URL) {
    results.memoryPostgres = {
      atRestMB: megabytes(atRest.total),
      afterLoadMB: megabytes(afterLoad.total),
      settledMB: megabytes(settled.total),
      peakDuringBurstMB: megabytes(burstResult.peak),
    };
  }

  const all = { ...pages, ...interactive };
  const cookieFor = (name: string) => (name === "admin" ? adminCookie : undefined);

  const weight = await pageWeights(server.url, all, cookieFor);
  results.pageWeight = weight;
  // Script bytes of every page's first load, from the build; then typing into each form at 4× CPU.
  const scripts = await routeScriptBytes(root);
  results.scriptBytes = scripts;
  const typing = await inputToPaint(server.url, (as) => (as === "admin" ? adminCookie : memberCookie));
  results.inputToPaint = typing;

  const scores: Record<string, Record<string, number>> = {};
  if (!values["skip-lighthouse"]) {
    Object.assign(scores, await lighthouseScores(server.url, all, cookieFor, lighthouseRuns));
    results.lighthouse = { loadAverage: load(), scores };
  }

  // 6. The chat against a bare broadcast server, same clients, same run (bench/chat.ts); its own server.
  await server.stop();
  server = undefined;
  let chat: ChatResults | null = null;
  if (!values["skip-chat"]) {
    const chatResults = path.join(root, "bench/results-chat.json");
    fs.rmSync(chatResults, { force: true });
    // bench:chat exits 1 when a target is not met: its figures are read from its results either way.
    spawnSync(process.execPath, ["bench/chat.ts", `--clients=${values["chat-clients"]}`, "--ramp=", "--duration=15"], {
      cwd: root,
      stdio: "inherit",
    });
    if (fs.existsSync(chatResults)) {
      const saved = JSON.parse(fs.readFileSync(chatResults, "utf8")) as {
        main: { clients: number; latencyMs: { p99: number }; lost: number; duplicates: number };
        bare?: { latencyMs: { p99: number }; lost: number; duplicates: number };
      };
      chat = {
        clients: saved.main.clients,
        site: { p99: saved.main.latencyMs.p99, lost: saved.main.lost, duplicates: saved.main.duplicates },
        bare: saved.bare
          ? { p99: saved.bare.latencyMs.p99, lost: saved.bare.lost, duplicates: saved.bare.duplicates }
          : null,
        ratio: saved.bare ? Number((saved.main.latencyMs.p99 / saved.bare.latencyMs.p99).toFixed(2)) : null,
      };
    }
    results.chat = chat;
  }

  printReport({
    results,
    connections,
    duration,
    burstSeconds,
    lighthouseRuns,
    http,
    nginx,
    cachedArticle,
    memberArticle,
    search,
    searchLongTail: searchLongTailRun,
    cpu,
    countingOn,
    countingOff,
    countingOnAgain,
    onMean,
    weight,
    scores,
    chat,
    scripts,
    typing,
  });
  fs.writeFileSync(path.join(import.meta.dirname, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
  console.log("\nWritten to bench/results.json");
} finally {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
