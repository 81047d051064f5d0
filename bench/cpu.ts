/**
 * npm run bench:cpu — the server's CPU time per request, requests one after another, without the rest of
 * `npm run bench`: an uncached article render (a parameter no page reads bypasses the cache), a member's
 * article, the cached article (plain and gzip), on a fresh temporary embedded database. CPU time of the
 * server process from /proc, so a busy machine changes it less than throughput.
 * Flags: `--rounds` (renders per figure, default 200), `--node-options="…"` (instead of the site's),
 * `--hits=<seconds>` (then the cached article under 20 connections, and a bare Node `http` server with the
 * same Node options on the same bytes, twice each: CPU µs per answer of each process and the ratio),
 * `--burst=<seconds>` (then 20 clients at once: uncached renders, members' pages and searches, and the
 * server's PSS at rest and after), `--cpu-prof=<dir>` (the server writes a V8 CPU profile of the whole run there), `--trace-gc` (GC lines on
 * the server's output, counted and printed), `--env=NAME=value,…`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SERVER_NODE_OPTIONS, startServer } from "#tests/e2e/server.ts";
import autocannon from "autocannon";
import { processCpuMs, startStaticServer } from "./load-tools.ts";
import { megabytes, pssTree } from "./memory.ts";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "200" },
    "node-options": { type: "string" },
    "cpu-prof": { type: "string" },
    "trace-gc": { type: "boolean", default: false },
    env: { type: "string", default: "" },
    only: { type: "string", default: "" },
    burst: { type: "string", default: "0" },
    hits: { type: "string", default: "0" },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const nodeOptions = [
  ...(values["node-options"] !== undefined ? values["node-options"].split(/\s+/).filter(Boolean) : SERVER_NODE_OPTIONS),
  ...(values["cpu-prof"] ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(values["cpu-prof"])}`] : []),
  ...(values["trace-gc"] ? ["--trace-gc"] : []),
];
const extraEnv = Object.fromEntries(
  values.env
    .split(",")
    .filter(Boolean)
    .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
);
const READER = {
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
};

/** Count and pause time (ms) of the young and the full collections in `--trace-gc` output. */
function gcSummary(text: string) {
  const summary = { scavenges: 0, scavengeMs: 0, markCompacts: 0, markCompactMs: 0 };
  for (const line of text.split("\n")) {
    const pause = Number(/MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \/ [\d.]+ ms/.exec(line)?.[1] ?? 0);
    if (/Scavenge|Minor Mark/.test(line)) {
      summary.scavenges += 1;
      summary.scavengeMs += pause;
    } else if (/Mark-Compact|Mark-sweep/.test(line)) {
      summary.markCompacts += 1;
      summary.markCompactMs += pause;
    }
  }
  summary.scavengeMs = Math.round(summary.scavengeMs);
  summary.markCompactMs = Math.round(summary.markCompactMs);
  return summary;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-cpu-"));
const server = await startServer({ dataDir, nodeOptions, env: { LOG_LEVEL: "warn", ...extraEnv } });
try {
  const base = server.url;
  // The first start creates the database; members are seeded while no server holds it.
  await server.stop();
  const seeded = JSON.parse(
    execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      encoding: "utf8",
    }),
  ) as Record<"user", { email: string; password: string }>;
  const again = await startServer({ dataDir, nodeOptions, port: server.port, env: { LOG_LEVEL: "warn", ...extraEnv } });
  try {
    const html = await (await fetch(`${base}/articles`)).text();
    const article = /href="(\/articles\/[a-z0-9-]+)"/.exec(html)?.[1];
    if (!article) throw new Error("no article link on /articles");
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify(seeded.user),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    const pid = again.child.pid!;
    const perRequest = async (urls: string[], count: number, headers: Record<string, string>) => {
      for (const url of urls) await (await fetch(url, { headers })).arrayBuffer();
      const before = processCpuMs(pid);
      for (let index = 0; index < count; index += 1) {
        const answer = await fetch(urls[index % urls.length]!, { headers });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`${answer.url}: ${answer.status}`);
      }
      return Number(((processCpuMs(pid) - before) / count).toFixed(3));
    };
    // Fetch asks for gzip/br/deflate like a browser; "identity" is what wrk and autocannon ask for.
    const gzip = { ...READER, "Accept-Encoding": "gzip, deflate, br" };
    const plain = { ...READER, "Accept-Encoding": "identity" };
    const renderUrls = Array.from({ length: rounds }, (_, index) => `${base}${article}?nocache=cpu-${index}`);
    const probes: Record<string, () => Promise<number>> = {
      "uncached render, identity (ms CPU)": () => perRequest(renderUrls, rounds, plain),
      "uncached render, gzip (ms CPU)": () =>
        perRequest(
          renderUrls.map((url) => `${url}-gzip`),
          rounds,
          gzip,
        ),
      "member article, gzip (ms CPU)": () => perRequest([base + article], rounds * 5, { ...gzip, Cookie: cookie }),
      "cached article, identity (ms CPU)": () => perRequest([base + article], rounds * 10, plain),
      "cached article, gzip (ms CPU)": () => perRequest([base + article], rounds * 10, gzip),
    };
    // `--only=uncached,cached` keeps the probes whose name contains one of the words (a profile of one kind).
    const only = values.only.split(",").filter(Boolean);
    const result: Record<string, unknown> = {
      loadAverage: os.loadavg().map((value) => value.toFixed(2)),
      nodeOptions: nodeOptions.join(" "),
      article,
      bytes: (await (await fetch(base + article, { headers: plain })).arrayBuffer()).byteLength,
    };
    for (const [name, probe] of Object.entries(probes)) {
      if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
      const from = again.logs.length;
      result[name] = await probe();
      if (values["trace-gc"]) result[`${name}: GC`] = gcSummary(again.logs.slice(from).join(""));
    }
    const hitSeconds = Number(values.hits);
    if (hitSeconds > 0) {
      const identity = await fetch(base + article, { headers: plain });
      const bare = await startStaticServer(
        { "article.html": Buffer.from(await identity.arrayBuffer()) },
        { kind: "node", nodeOptions },
      );
      const underLoad = async (url: string, process: number) => {
        const before = processCpuMs(process);
        const run = await autocannon({ url, connections: 20, duration: hitSeconds, headers: READER });
        return {
          rps: Math.round(run.requests.average),
          p99: run.latency.p99,
          cpuUsPerAnswer: Math.round(((processCpuMs(process) - before) * 1000) / run.requests.total),
        };
      };
      try {
        const rounds = [];
        for (let round = 0; round < 2; round += 1) {
          const site = await underLoad(base + article, pid);
          const reference = await underLoad(`${bare.base}/article.html`, bare.pid);
          rounds.push({
            site,
            bare: reference,
            "bare CPU / site CPU": Number((reference.cpuUsPerAnswer / site.cpuUsPerAnswer).toFixed(2)),
            "site req/s / bare req/s": Number((site.rps / reference.rps).toFixed(2)),
          });
        }
        result["cached hits against a bare server"] = rounds;
      } finally {
        await bare.stop();
      }
    }
    const burstSeconds = Number(values.burst);
    if (burstSeconds > 0) {
      result["PSS at rest (MB)"] = megabytes(pssTree(pid).total);
      const urls = [
        ...Array.from({ length: 50 }, (_, index) => [`${base}${article}?nocache=burst-${index}`, {}] as const),
        [base + article, { Cookie: cookie }] as const,
        ...["sleep", "iron", "menopause", "stress", "yoga"].map((word) => [`${base}/search?q=${word}`, {}] as const),
      ];
      const until = Date.now() + burstSeconds * 1000;
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, pssTree(pid).total)), 1000);
      let sent = 0;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (Date.now() < until) {
            const [url, headers] = urls[sent++ % urls.length]!;
            await (await fetch(url, { headers: { ...READER, ...headers } })).arrayBuffer();
          }
        }),
      );
      clearInterval(sampler);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      result["burst requests"] = sent;
      result["PSS peak during burst (MB)"] = megabytes(peak);
      result["PSS after burst (MB)"] = megabytes(pssTree(pid).total);
    }
    console.log(JSON.stringify(result, null, 1));
  } finally {
    await again.stop();
  }
} finally {
  if (server.child.exitCode === null) await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
