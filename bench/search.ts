/**
 * npm run bench:search — builds first (the npm script does), then, on a fresh temporary embedded database:
 *  1. Quality: every query of app/domain/search/query-set.ts through the search page, as a reader gets it
 *     (the result links in page order): hit@3, MRR and the queries that miss.
 *  2. Throughput in the same run, --connections for --duration s each: the cached article page; the search
 *     page with 60 different queries as readers get it; and the same 60 with a parameter no page reads, which
 *     bypasses the page cache whatever the page's headers (the engine and the render alone).
 *  3. Suggestions (/search/suggest) with 60 different prefixes, bypassing the cache: latency percentiles with
 *     one client typing, and throughput and p99 with --connections clients. Each request comes from another
 *     address (X-Forwarded-For, the server trusting one proxy), as many readers would: one address is
 *     rate-limited.
 *  4. Memory (PSS of the server's processes) at rest after start, and after the runs.
 * Prints a table and writes bench/search-results.json. The machine's load average is printed: a busy machine
 * gives lower figures, but the search/article ratio is measured in the same conditions.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startServer } from "#tests/e2e/server.ts";
import { qualityQueries, scoreQuality } from "#app/domain/search/query-set.ts";
import { megabytes, pssTree } from "./memory.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    "skip-throughput": { type: "boolean", default: false },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");

/** The result links of a search page, in page order. */
export function resultUrls(html: string): string[] {
  const marked = [...html.matchAll(/<a [^>]*data-search-result[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
  if (marked.length) return marked.map((url) => url.replaceAll("&amp;", "&"));
  // The search page before results carried a marker: its result links were the large titles.
  return [...html.matchAll(/<a [^>]*class="mt-1 block text-lg[^"]*"[^>]*>/g)].map(
    (m) => /href="([^"]+)"/.exec(m[0])?.[1] ?? "",
  );
}

/** `paths` in turn, each made unique by a parameter no page reads (so the page cache is bypassed) unless `cached`. */
async function rotate(base: string, paths: string[], seconds: number, clients: number, cached = false) {
  let counter = 0;
  const run = await autocannon({
    url: base,
    connections: clients,
    duration: seconds,
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          counter += 1;
          const pathname = paths[counter % paths.length]!;
          const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
          return {
            ...request,
            path: cached ? pathname : `${pathname}&bench=${counter}`,
            headers: { ...request.headers, "x-forwarded-for": address },
          };
        },
      },
    ],
  });
  return {
    rps: Math.round(run.requests.average),
    p50: run.latency.p50,
    p99: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
  };
}

async function plain(url: string, seconds: number, clients: number) {
  const run = await autocannon({ url, connections: clients, duration: seconds });
  return {
    rps: Math.round(run.requests.average),
    p50: run.latency.p50,
    p99: run.latency.p99,
    non2xx: run.non2xx,
    errors: run.errors,
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-search-"));
const server = await startServer({ dataDir, env: { LOG_LEVEL: "warn", TRUST_PROXY: "1" } });
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: os.cpus().length,
  loadAverageAtStart: load(),
};
try {
  await sleep(3000);
  const atRest = pssTree(server.child.pid!);
  const base = server.url;

  // 1. Quality.
  const answers = [];
  for (const query of qualityQueries) {
    const html = await (await fetch(`${base}/search?q=${encodeURIComponent(query.query)}`)).text();
    answers.push({ query, urls: resultUrls(html) });
  }
  const quality = scoreQuality(answers);
  results.quality = quality;

  // 2 and 3. Throughput, latency.
  const queries = qualityQueries.map((q) => q.query);
  const sixty = Array.from(
    { length: 60 },
    (_, i) => queries[i % queries.length]! + (i >= queries.length ? ` ${["guide", "women", "best"][i % 3]}` : ""),
  );
  const searchPaths = sixty.map((q) => `/search?q=${encodeURIComponent(q)}`);
  const prefixes = sixty.map((q) => q.slice(0, 3 + (q.length % 5)));
  const suggestPaths = prefixes.map((q) => `/search/suggest?q=${encodeURIComponent(q)}`);
  if (!values["skip-throughput"]) {
    const article = (/href="(\/articles\/[a-z0-9-]+)"/.exec(await (await fetch(`${base}/articles`)).text()) ?? [])[1]!;
    await fetch(base + article);
    const cached = await fetch(base + article);
    if (cached.headers.get("x-page-cache") !== "hit") throw new Error(`${article} is not served from the page cache`);
    const articleRun = await plain(base + article, duration, connections);
    const searchRun = await rotate(base, searchPaths, duration, connections, true);
    const searchUncached = await rotate(base, searchPaths, duration, connections);
    const suggestStatus = (await fetch(base + suggestPaths[0])).status;
    const suggestOne = suggestStatus === 200 ? await rotate(base, suggestPaths, duration, 1) : null;
    const suggestMany = suggestStatus === 200 ? await rotate(base, suggestPaths, duration, connections) : null;
    results.throughput = {
      connections,
      duration,
      loadAverage: load(),
      articleCached: articleRun,
      search: searchRun,
      searchUncached,
      ratio: `1/${Math.round(articleRun.rps / Math.max(1, searchRun.rps))}`,
      ratioCacheBypassed: `1/${Math.round(articleRun.rps / Math.max(1, searchUncached.rps))}`,
      suggestOneClient: suggestOne ?? `no suggestions endpoint (HTTP ${suggestStatus})`,
      suggestConcurrent: suggestMany,
    };
  }
  await sleep(2000);
  results.memory = { atRestMB: megabytes(atRest.total), afterMB: megabytes(pssTree(server.child.pid!).total) };
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const quality = results.quality as ReturnType<typeof scoreQuality>;
console.log(
  `\nSearch quality: ${quality.queries} queries, hit@3 ${(quality.hitAt3 * 100).toFixed(1)} %, MRR ${quality.mrr.toFixed(3)}`,
);
for (const miss of quality.misses) console.log(`  miss: "${miss.query}" → ${miss.top.join(", ") || "(nothing)"}`);
const second = quality.notFirst.filter((q) => q.rank !== null && q.rank <= 3);
if (second.length)
  console.log(`  in the first three but not first: ${second.map((q) => `"${q.query}" (${q.rank})`).join(", ")}`);
if (results.throughput) {
  const t = results.throughput as Record<string, unknown>;
  console.log(`\nThroughput (${connections} connections, ${duration} s each, load average ${String(t.loadAverage)}):`);
  console.table({
    "article (cached)": t.articleCached,
    "search page (60 queries)": t.search,
    "search page (60 queries, cache bypassed)": t.searchUncached,
    ...(typeof t.suggestOneClient === "object"
      ? { "suggest (1 client)": t.suggestOneClient, [`suggest (${connections} clients)`]: t.suggestConcurrent }
      : {}),
  });
  console.log(
    `search / article: ${String(t.ratio)} (cache bypassed: ${String(t.ratioCacheBypassed)})${typeof t.suggestOneClient === "string" ? `; suggestions: ${t.suggestOneClient}` : ""}`,
  );
}
console.log(`Memory (PSS, all processes): ${JSON.stringify(results.memory)}`);
fs.writeFileSync(path.join(import.meta.dirname, "search-results.json"), JSON.stringify(results, null, 2) + "\n");
