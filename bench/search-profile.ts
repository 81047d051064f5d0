/**
 * node bench/search-profile.ts [dir] [extra Node options] — after a build (`npm run build`): the production
 * server, started with the site's flags (tests/e2e/server.ts, as bin/site-node starts it) and
 * `--cpu-prof --cpu-prof-interval=250` writing its V8 CPU profile into `dir` (default
 * /tmp/wellness-search-profile) when it stops, under the long tail of `npm run bench:search`: 200 new
 * searches of warm-up one after another, then 2,000 different two-word searches none asked before
 * (bench/search-queries.ts) under 20 connections for DURATION seconds (default 15). Prints the throughput,
 * the server's CPU ms per search and its PSS after. Environment: NOPROF=1 (no profile, to compare Node
 * options), TRACEGC=1 (with `--trace-gc` among the options: scavenges and full collections during the run).
 * Decision 049 says what a profile showed and how it was read.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { SERVER_NODE_OPTIONS, startServer } from "#tests/e2e/server.ts";
import { processCpuMs } from "./load-tools.ts";
import { megabytes, pssTree } from "./memory.ts";
import { twoWordQueries } from "./search-queries.ts";

const out = path.resolve(process.argv[2] ?? path.join(os.tmpdir(), "wellness-search-profile"));
const extra = (process.argv[3] ?? "").split(" ").filter(Boolean);
const profile = !process.env.NOPROF;
if (profile) fs.mkdirSync(out, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-search-profile-"));
const server = await startServer({
  dataDir,
  env: { LOG_LEVEL: "warn", TRUST_PROXY: "1" },
  nodeOptions: [
    ...SERVER_NODE_OPTIONS,
    ...extra,
    ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${out}`, "--cpu-prof-interval=250"] : []),
  ],
});
const paths = twoWordQueries(2400).map((q) => `/search?q=${encodeURIComponent(q)}`);
try {
  for (const pathname of paths.slice(2000, 2200)) await (await fetch(server.url + pathname)).arrayBuffer();
  const pid = server.child.pid!;
  const cpuBefore = processCpuMs(pid);
  const logsBefore = server.logs.join("").length;
  let counter = 0;
  const run = await autocannon({
    url: server.url,
    connections: 20,
    duration: Number(process.env.DURATION ?? 15),
    requests: [
      {
        method: "GET",
        setupRequest: (request) => {
          counter += 1;
          const address = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
          return {
            ...request,
            path: paths[counter % 2000]!,
            headers: { ...request.headers, "x-forwarded-for": address },
          };
        },
      },
    ],
  });
  const perSearch = (processCpuMs(pid) - cpuBefore) / run.requests.total;
  console.log(
    `${Math.round(run.requests.average)} req/s, ${run.requests.total} searches (${run.non2xx} not 2xx), server CPU ${perSearch.toFixed(2)} ms per search, PSS after ${megabytes(pssTree(pid).total)} MB`,
  );
  if (process.env.TRACEGC) {
    const lines = server.logs.join("").slice(logsBefore).split("\n");
    const collections = (kind: RegExp) => {
      const picked = lines.filter((line) => kind.test(line));
      const ms = picked.reduce(
        (sum, line) => sum + Number(/MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(line)?.[1] ?? 0),
        0,
      );
      return `${picked.length}, ${(ms / run.requests.total).toFixed(2)} ms per search`;
    };
    console.log(
      `scavenges ${collections(/Scavenge|Minor Mark/)}; full collections ${collections(/Mark-Compact|Mark-sweep/)}`,
    );
  }
} finally {
  // SIGINT: the server stops as it does for a signal, and Node writes the profile on the way out.
  await server.stop("SIGINT");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (profile) console.log(`profiles (the server's and the database's) in ${out}`);
