/**
 * What `npm run bench` prints once everything is measured (bench/run.ts): the tables, then each target of
 * docs/benchmarks.md as met / NOT MET / not measured, also kept in the results as `targets`.
 */
import os from "node:os";
import { IDLE_CPU_TARGET_SHARE, type IdleMeasure } from "./idle.ts";
import type { cpuPerRequest, Throughput } from "./load-tools.ts";
import { kilobytes, OWN_SCRIPT_BUDGET_BYTES, SHARED_RUNTIME_BUDGET_BYTES, type RouteScripts } from "./script-bytes.ts";
import { INPUT_TO_PAINT_TARGET_MS, type TypingResult } from "./typing.ts";

/** The pages Lighthouse measures that load no script, and those that hydrate (bench/run.ts names both). */
const READING_PAGES = ["home", "article", "review"];
const HYDRATED_PAGES = ["quiz", "chat", "toolkit", "login", "admin"];
/** Issue 42: a hydrated page's blocking time within 1.5× a reading page's, its score within 5 points. */
const HYDRATED_TBT_FACTOR = 1.5;
const HYDRATED_SCORE_POINTS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The load average now, as the results record it beside each step. */
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

export type ChatResults = {
  clients: number;
  site: { p99: number; lost: number; duplicates: number };
  bare: { p99: number; lost: number; duplicates: number } | null;
  ratio: number | null;
};

type CpuPerRequest = Awaited<ReturnType<typeof cpuPerRequest>>;

/** The run's measures, as bench/run.ts gathered them. */
export type RunMeasures = {
  results: Record<string, unknown>;
  connections: number;
  duration: number;
  burstSeconds: number;
  lighthouseRuns: number;
  http: Record<string, { site: Throughput; bare: Throughput; ratio: number; bytes: number }>;
  nginx: Throughput | null;
  cachedArticle: Throughput;
  memberArticle: Throughput;
  search: Throughput;
  searchLongTail: Throughput;
  cpu: Record<
    "uncachedArticle" | "memberArticle" | "search" | "searchRendered" | "searchLongTail" | "cachedArticle",
    CpuPerRequest
  >;
  countingOn: Throughput;
  countingOff: Throughput;
  countingOnAgain: Throughput;
  onMean: number;
  weight: Record<string, { js: number; css: number; requests: number }>;
  scores: Record<string, Record<string, number>>;
  chat: ChatResults | null;
  scripts: RouteScripts[];
  typing: Record<string, TypingResult | { error: string }>;
};

/** Prints the tables and the targets; the targets also go into `results.targets`. */
export function printReport(measures: RunMeasures): void {
  const {
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
    searchLongTail,
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
  } = measures;
  console.log(
    `\nMachine: ${os.cpus().length} CPUs, load average at start ${results.loadAverageAtStart as string}, now ${load()}`,
  );
  console.log(
    `\nHTTP: cached pages vs a bare Node http server (the site's Node options) on the same bytes (${connections} connections, ${duration} s each, no compression, ${Object.values(http)[0]?.site.tool})`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(http).map(([name, row]) => [
        name,
        {
          bytes: row.bytes,
          "site req/s": row.site.rps,
          "site p50/p99 ms": `${row.site.p50} / ${row.site.p99}`,
          "bare req/s": row.bare.rps,
          "bare p50/p99 ms": `${row.bare.p50} / ${row.bare.p99}`,
          "site/bare": row.ratio.toFixed(2),
          "p99 ×bare": (row.site.p99 / row.bare.p99).toFixed(1),
          errors: row.site.errors + row.site.non2xx,
        },
      ]),
    ),
  );
  if (nginx)
    console.log(
      `  nginx on the article's bytes: ${nginx.rps} req/s, p99 ${nginx.p99} ms (cached article ${http.article!.site.rps} = ${((http.article!.site.rps / nginx.rps) * 100).toFixed(1)} %)`,
    );
  const share = (value: Throughput) => (value.rps / cachedArticle.rps).toFixed(4);
  /** A row measured under load (throughput and latency) or, without `load`, by CPU time alone. */
  const memberRow = (load: Throughput | null, shareOfCached: string, cpuMs: number) => ({
    "req/s": load ? load.rps : "-",
    "p50/p99 ms": load ? `${load.p50} / ${load.p99}` : "-",
    "share of cached": load ? shareOfCached : "-",
    "server CPU ms per request": cpuMs,
    errors: load ? load.errors + load.non2xx : 0,
  });
  console.log(
    `\nMembers and search, in one sitting (${connections} connections, ${duration} s each; load average ${(results.members as { loadAverage: string }).loadAverage})`,
  );
  console.table({
    "cached article (visitor)": memberRow(cachedArticle, "1", cpu.cachedArticle.cpuMsPerRequest),
    "article, signed in": memberRow(memberArticle, share(memberArticle), cpu.memberArticle.cpuMsPerRequest),
    "search, 60 queries (as readers get it: results pages kept by the page cache)": memberRow(
      search,
      share(search),
      cpu.search.cpuMsPerRequest,
    ),
    "search, 2,000 different two-word queries (each new: from the search page's shell)": memberRow(
      searchLongTail,
      share(searchLongTail),
      cpu.searchLongTail.cpuMsPerRequest,
    ),
    "search, whole render (a parameter no page reads)": memberRow(null, "", cpu.searchRendered.cpuMsPerRequest),
    "article, uncached render": memberRow(null, "", cpu.uncachedArticle.cpuMsPerRequest),
  });
  console.log(
    `\nThe cached article with the visit statistics counting and off (ANALYTICS), ${connections} connections, ${duration} s each`,
  );
  const runRow = (run: typeof countingOn) => ({
    "req/s": run.rps,
    "p50 ms": run.p50,
    "p99 ms": run.p99,
    errors: run.errors + run.non2xx,
  });
  console.table({
    "counting on": runRow(countingOn),
    "counting off (ANALYTICS=off)": runRow(countingOff),
    "counting on, again": runRow(countingOnAgain),
    "on (mean) / off": {
      "req/s": `${((onMean / countingOff.rps) * 100).toFixed(1)} %`,
      "p50 ms": "",
      "p99 ms": "",
      errors: "",
    },
  });
  const memory = results.memory as {
    atRestMB: number;
    restartedAtRestMB: number;
    afterLoadMB: number;
    settledMB: number;
    peakDuringBurstMB: number;
    processes: unknown[];
    burst: { requests: number; rps: number };
  };
  console.log(`\nMemory (PSS, the server and every process it started), embedded database`);
  console.log(
    `  after first start ${memory.atRestMB} MB; restarted with members ${memory.restartedAtRestMB} MB; after ${burstSeconds} s of mixed traffic with members' pages and search (${memory.burst.requests} requests, ${memory.burst.rps} req/s) ${memory.afterLoadMB} MB 3 s after it, ${memory.settledMB} MB 10 s after; peak during it ${memory.peakDuringBurstMB} MB`,
  );
  console.table(memory.processes);
  const pgMemory = results.memoryPostgres as
    { atRestMB: number; afterLoadMB: number; settledMB: number; peakDuringBurstMB: number } | undefined;
  if (pgMemory)
    console.log(
      `Memory on PostgreSQL (Node process): at rest ${pgMemory.atRestMB} MB, after the burst ${pgMemory.afterLoadMB} MB (3 s) and ${pgMemory.settledMB} MB (10 s), peak ${pgMemory.peakDuringBurstMB} MB`,
    );
  console.log("\nPage weight (bytes, gzip)");
  console.table(weight);
  if (Object.keys(scores).length) {
    console.log(
      `\nLighthouse (mobile, median of ${lighthouseRuns}; load average ${(results.lighthouse as { loadAverage: string }).loadAverage})`,
    );
    console.table(scores);
  }
  if (chat)
    console.log(
      `\nChat at ${chat.clients} clients: site p99 ${chat.site.p99} ms, bare broadcast server p99 ${chat.bare?.p99 ?? "-"} ms, ratio ${chat.ratio ?? "-"}`,
    );

  const targets: { target: string; measured: string; met: string }[] = [];
  const row = (target: string, measured: string, met: boolean | null) =>
    targets.push({ target, measured, met: met === null ? "not measured" : met ? "met" : "NOT MET" });
  const article = http.article!;
  row(
    "cached article ≥ 0.60 of a bare Node server (same bytes, same run)",
    `${article.site.rps} vs ${article.bare.rps} req/s = ${article.ratio.toFixed(2)}`,
    article.ratio >= 0.6,
  );
  row(
    "cached article p99 ≤ 5 × the bare server's",
    `${article.site.p99} vs ${article.bare.p99} ms = ${(article.site.p99 / article.bare.p99).toFixed(1)} ×`,
    article.site.p99 <= 5 * article.bare.p99,
  );
  for (const [name, page] of Object.entries(http)) {
    if (name !== "article")
      row(
        `${name}: cached page p99 ≤ 5 × the bare server's`,
        `${page.site.p99} vs ${page.bare.p99} ms`,
        page.site.p99 <= 5 * page.bare.p99,
      );
  }
  if (nginx)
    row(
      "cached article ≥ 20 % of nginx (same bytes)",
      `${article.site.rps} vs ${nginx.rps} req/s = ${((article.site.rps / nginx.rps) * 100).toFixed(1)} %`,
      article.site.rps / nginx.rps >= 0.2,
    );
  row(
    "signed-in article ≥ 1/10 of the cached article (same sitting)",
    `${memberArticle.rps} vs ${cachedArticle.rps} req/s = ${share(memberArticle)}`,
    memberArticle.rps * 10 >= cachedArticle.rps,
  );
  row(
    "uncached article render < 6 ms CPU (site's Node options)",
    `${cpu.uncachedArticle.cpuMsPerRequest} ms`,
    cpu.uncachedArticle.cpuMsPerRequest < 6,
  );
  row(
    "search < 2 ms CPU per query (60 queries, as readers get it: pages with results kept by the page cache)",
    `${cpu.search.cpuMsPerRequest} ms (${search.rps} req/s = ${share(search)} of cached); rendered: ${cpu.searchRendered.cpuMsPerRequest} ms`,
    cpu.search.cpuMsPerRequest < 2,
  );
  row(
    "search page ≥ 1/40 of the cached article's throughput (60 queries, same sitting)",
    `${share(search)} (${search.rps} vs ${cachedArticle.rps} req/s)`,
    search.rps * 40 >= cachedArticle.rps,
  );
  row(
    "search over 2,000 different two-word queries ≥ 1/40 of the cached article's throughput (same sitting)",
    `${share(searchLongTail)} (${searchLongTail.rps} vs ${cachedArticle.rps} req/s); ${cpu.searchLongTail.cpuMsPerRequest} ms CPU each`,
    searchLongTail.rps * 40 >= cachedArticle.rps,
  );
  row(
    "chat: site p99 ≤ 1.25 × a bare broadcast server's (same clients, same run)",
    chat?.ratio != null ? `${chat.site.p99} vs ${chat.bare!.p99} ms = ${chat.ratio}` : "skipped",
    chat?.ratio != null ? chat.ratio <= 1.25 : null,
  );
  row(
    "chat: 0 lost, 0 duplicated",
    chat ? `${chat.site.lost} lost, ${chat.site.duplicates} duplicated` : "skipped",
    chat ? chat.site.lost === 0 && chat.site.duplicates === 0 : null,
  );
  row(
    "memory at rest after a first start < 300 MB (PSS, all processes, embedded database)",
    `${memory.atRestMB} MB`,
    memory.atRestMB < 300,
  );
  row(
    "memory after a burst with members' pages and search < 350 MB (same count)",
    `${memory.afterLoadMB} MB (peak ${memory.peakDuringBurstMB} MB; 10 s after: ${memory.settledMB} MB)`,
    memory.afterLoadMB < 350,
  );
  row(
    "Node process < 200 MB on PostgreSQL (after the burst)",
    pgMemory ? `${pgMemory.afterLoadMB} MB (10 s after: ${pgMemory.settledMB} MB)` : "no PostgreSQL binaries",
    pgMemory ? pgMemory.afterLoadMB < 200 : null,
  );
  // Issue 42's measure of a hydrated page: beside the reading pages of the same run (the median of their
  // medians), as Lighthouse's simulated throttling moves every page's figures with the machine's load.
  const readingScores = READING_PAGES.map((name) => scores[name]).filter((score) => score !== undefined);
  const readingTbt = readingScores.length ? median(readingScores.map((score) => score.tbtMs!)) : null;
  const readingPerformance = readingScores.length ? median(readingScores.map((score) => score.performance!)) : null;
  for (const name of HYDRATED_PAGES) {
    const score = scores[name];
    row(
      `${name}: Lighthouse mobile performance ≥ 95 (median of ${lighthouseRuns})`,
      score ? String(score.performance) : "skipped",
      score ? score.performance >= 95 : null,
    );
    row(`${name}: TBT < 200 ms`, score ? `${score.tbtMs} ms` : "skipped", score ? score.tbtMs < 200 : null);
    row(
      `${name}: TBT ≤ ${HYDRATED_TBT_FACTOR} × the reading pages' (median of ${READING_PAGES.join(", ")})`,
      score && readingTbt !== null ? `${score.tbtMs} vs ${readingTbt} ms` : "skipped",
      score && readingTbt !== null ? score.tbtMs! <= HYDRATED_TBT_FACTOR * readingTbt : null,
    );
    row(
      `${name}: performance within ${HYDRATED_SCORE_POINTS} points of the reading pages'`,
      score && readingPerformance !== null ? `${score.performance} vs ${readingPerformance}` : "skipped",
      score && readingPerformance !== null ? score.performance! >= readingPerformance - HYDRATED_SCORE_POINTS : null,
    );
  }
  for (const name of READING_PAGES) {
    const score = scores[name];
    if (score) row(`${name}: Lighthouse mobile performance ≥ 95`, String(score.performance), score.performance >= 95);
  }
  const hydrated = scripts.filter((route) => route.hydrated !== "no");
  const reading = scripts.filter((route) => route.hydrated === "no");
  console.log(
    `\nFirst-load script of each page (KB, brotli as served; from the build): hydrated beside reading pages (${reading.length} reading pages load ${kilobytes(Math.max(0, ...reading.map((r) => r.brotli)))} KB when the runtime comes, e.g. for a toast; normally 0)`,
  );
  // Every hydrated page loads the same shared runtime first; what it loads beyond is its own (issue 62).
  const sharedBrotli = hydrated.length ? hydrated[0]!.brotli - hydrated[0]!.ownBrotli : 0;
  console.table(
    Object.fromEntries(
      hydrated.map((route) => [
        route.id,
        {
          "KB shared": kilobytes(route.brotli - route.ownBrotli),
          "KB own": kilobytes(route.ownBrotli),
          "KB brotli": kilobytes(route.brotli),
          "KB gzip": kilobytes(route.gzip),
        },
      ]),
    ),
  );
  row(
    `shared runtime (entry, React, React DOM, React Router, root, app shell) ≤ ${kilobytes(SHARED_RUNTIME_BUDGET_BYTES)} KB (brotli)`,
    `${kilobytes(sharedBrotli)} KB`,
    sharedBrotli <= SHARED_RUNTIME_BUDGET_BYTES,
  );
  for (const route of hydrated)
    row(
      `${route.id}: own first-load script beyond the shared runtime ≤ ${kilobytes(OWN_SCRIPT_BUDGET_BYTES)} KB (brotli; a reading page: 0)`,
      `${kilobytes(route.ownBrotli)} KB`,
      route.ownBrotli <= OWN_SCRIPT_BUDGET_BYTES,
    );
  console.log("\nInput-to-paint per form (Event Timing API, Chromium, 4× CPU throttling, one key at a time)");
  console.table(typing);
  for (const [name, result] of Object.entries(typing))
    row(
      `${name}: input-to-paint < ${INPUT_TO_PAINT_TARGET_MS} ms (worst key)`,
      "error" in result ? result.error : `${result.worstMs} ms (median ${result.medianMs})`,
      "error" in result ? null : result.worstMs < INPUT_TO_PAINT_TARGET_MS,
    );
  const idle = results.idle as { embedded: IdleMeasure; postgres?: IdleMeasure } | undefined;
  if (idle) {
    console.log("\nAt rest (no request): the server's CPU, and the database's statements on PostgreSQL");
    console.table(idle);
    for (const [database, measure] of Object.entries(idle))
      row(
        `${database}: idle CPU < 0.5 % of a core (server process, ${measure.seconds} s at rest)`,
        `${measure.cpuSeconds} s = ${(measure.cpuShare * 100).toFixed(2)} %${measure.statementsPerMinute === null ? "" : `; ${measure.statementsPerMinute} statements/min`}`,
        measure.cpuShare < IDLE_CPU_TARGET_SHARE,
      );
  }
  row("article page JavaScript = 0 (reading page)", `${weight.article?.js ?? 0} B`, (weight.article?.js ?? 0) === 0);
  results.targets = targets;
  console.log("\nTargets");
  console.table(targets);
}
