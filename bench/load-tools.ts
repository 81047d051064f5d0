import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "#tests/e2e/server.ts";

/** Throughput of one URL: requests per second, latency percentiles (ms), failures. */
export type Throughput = { tool: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

const has = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`]).status === 0;
export const wrkInstalled = () => has("wrk");
const nginxBinary = () => ["nginx", "/usr/sbin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);

function wrkMs(value: string, unit: string) {
  const number = Number(value);
  return unit === "us" ? number / 1000 : unit === "s" ? number * 1000 : number;
}

/** What to ask for: extra request headers, and paths cycled through (one per request) instead of the URL's. */
export type MeasureOptions = { headers?: Record<string, string>; paths?: string[] };

/** A wrk script that cycles through `paths`, one per request, with `headers`. */
function wrkScript(options: MeasureOptions): string | null {
  if (!options.paths?.length && !options.headers) return null;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "wellness-wrk-")), "script.lua");
  const lua = (value: string) => JSON.stringify(value);
  const lines = [`local paths = { ${(options.paths ?? []).map(lua).join(", ")} }`, "local i = 0"];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    lines.push(`wrk.headers[${lua(name)}] = ${lua(value)}`);
  if (options.paths?.length) {
    lines.push("request = function()", "  i = i + 1", "  return wrk.format(nil, paths[(i % #paths) + 1])", "end");
  }
  fs.writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/**
 * `connections` keep-alive connections for `seconds` against `url`, without compression (no
 * Accept-Encoding): wrk when installed (two threads), else autocannon. `options.paths` are asked for in
 * turn (60 different searches), `options.headers` go with every request (a member's cookie).
 */
export async function measure(
  url: string,
  connections: number,
  seconds: number,
  options: MeasureOptions = {},
): Promise<Throughput> {
  if (wrkInstalled()) {
    const script = wrkScript(options);
    const out = execFileSync(
      "wrk",
      ["-t2", `-c${connections}`, `-d${seconds}s`, "--latency", ...(script ? ["-s", script] : []), url],
      { encoding: "utf8" },
    );
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
    const latency = (p: string) => {
      const match = new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(out);
      return match ? Number(wrkMs(match[1]!, match[2]!).toFixed(2)) : NaN;
    };
    const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
    return {
      tool: "wrk",
      rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
      p50: latency("50"),
      p99: latency("99"),
      errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
      non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
    };
  }
  let counter = 0;
  const paths = options.paths;
  const run = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: options.headers,
    ...(paths?.length
      ? {
          requests: [
            { method: "GET", setupRequest: (request) => ({ ...request, path: paths[counter++ % paths.length]! }) },
          ],
        }
      : {}),
  });
  return {
    tool: "autocannon",
    rps: Math.round(run.requests.average),
    p50: run.latency.p50,
    p99: run.latency.p99,
    errors: run.errors,
    non2xx: run.non2xx,
  };
}

/** `pid`: the server's process (nginx's master for nginx), for its CPU time. */
export type StaticServer = { kind: string; base: string; pid: number; stop(): Promise<void> };

/**
 * Serves `files` (name → bytes) from a temporary folder: nginx when installed and `kind` allows it (its
 * stock settings: worker_processes auto, sendfile), else bench/static-server.ts, a bare Node `http`
 * server started with `nodeOptions`. URLs are `${base}/${name}`.
 */
export async function startStaticServer(
  files: Record<string, Buffer>,
  options: { kind?: "nginx" | "node"; nodeOptions?: string[] } = {},
): Promise<StaticServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-static-"));
  const www = path.join(dir, "www");
  fs.mkdirSync(www);
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(www, name), body);
  // nginx's workers run as another user: they must be able to read the files.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(www, 0o755);
  const port = await freePort();
  const nginx = options.kind === "node" ? undefined : nginxBinary();
  let child: ChildProcess;
  let kind: string;
  if (nginx) {
    kind = "nginx";
    const conf = path.join(dir, "nginx.conf");
    fs.writeFileSync(
      conf,
      `worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000000;
  keepalive_timeout 65;
  default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server { listen 127.0.0.1:${port}; root ${www}; }
}
`,
    );
    child = spawn(nginx, ["-c", conf, "-p", dir], { stdio: ["ignore", "ignore", "pipe"] });
  } else {
    kind = "bare Node http server";
    const nodeOptions = options.nodeOptions ?? [];
    child = spawn(
      process.execPath,
      [...nodeOptions, path.join(import.meta.dirname, "static-server.ts"), www, String(port)],
      { stdio: ["ignore", "ignore", "pipe"] },
    );
  }
  const base = `http://127.0.0.1:${port}`;
  const first = Object.keys(files)[0]!;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited (${child.exitCode})`);
    const status = await fetch(`${base}/${first}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`${kind} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    kind,
    base,
    pid: child.pid!,
    async stop() {
      child.kill(kind === "nginx" ? "SIGQUIT" : "SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** User + system CPU time of a process so far, in ms (/proc/<pid>/stat; clock ticks of 10 ms). */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / 100;
}

/**
 * The server's CPU time per request over `urls` asked for one after another (`rounds` times each), after
 * one warm-up round (unless `warmUp` is false): what one render costs, whatever else the machine is doing (CPU time, not wall time).
 */
export async function cpuPerRequest(
  pid: number,
  urls: string[],
  rounds: number,
  headers: Record<string, string> = {},
  /** False for URLs that must each be asked for the first time (searches never asked before). */
  warmUp = true,
) {
  if (warmUp) for (const url of urls) await (await fetch(url, { headers })).arrayBuffer();
  const before = processCpuMs(pid);
  const started = performance.now();
  let count = 0;
  for (let round = 0; round < rounds; round += 1) {
    for (const url of urls) {
      const answer = await fetch(url, { headers });
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status}`);
      count += 1;
    }
  }
  const cpuMs = processCpuMs(pid) - before;
  return {
    requests: count,
    cpuMsPerRequest: Number((cpuMs / count).toFixed(2)),
    wallMsPerRequest: Number(((performance.now() - started) / count).toFixed(2)),
  };
}
