/**
 * Chat benchmark: `npm run bench:chat -- [--clients=5000] [--senders=100] [--rate=50] [--duration=20]
 *   [--ramp=1000,2000,3000,4000,5000,6000,8000,10000] [--ramp-duration=10]`
 *
 * Starts the production server on a temporary embedded database, connects
 * `clients` WebSocket clients spread over the four rooms (the first `senders`
 * of them signed in), has the senders post `rate` messages per second in total
 * for `duration` seconds, then reports sends/s, deliveries/s, latency from send
 * to receipt (p50/p95/p99), lost and duplicated deliveries (both must be 0) and
 * the server's memory (PSS of its process tree). Then a ramp: the same measure at each client count of
 * --ramp (--ramp-duration s each) until p99 reaches 100 ms or a message is lost, and it prints the
 * largest count that kept p99 under 100 ms (--ramp= skips it). Right after the main measure, the same
 * clients against a bare broadcast server (bench/bare-chat-server.ts: no database work, the same Node
 * options), and the site's p99 as a ratio to its p99: the machine's limit measured in the same run.
 * Finally the targets, met or not. Results also go to bench/results-chat.json.
 * The senders are created directly in the database (bench/seed-chat-users.ts), not through sign-up, so
 * the site's abuse limits stay as they are. All clients come from 127.0.0.1, so the benchmark starts its
 * own server with the documented socket caps (CHAT_MAX_SOCKETS_PER_ADDRESS, CHAT_MAX_SOCKETS) raised to
 * the largest client count it uses.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chatRooms } from "#app/content/community/rooms.ts";
import { SEND_RATE_LIMIT, type ServerFrame } from "#app/domain/chat/rules.ts";
import { freePort, SERVER_NODE_OPTIONS, startServer, type RunningServer } from "#tests/e2e/server.ts";
import { megabytes, pssTree } from "./memory.ts";
import { openBenchSocket, type BenchSocket } from "./ws-client.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "5000" },
    senders: { type: "string", default: "100" },
    rate: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
    ramp: { type: "string", default: "1000,2000,3000,4000,5000,6000,8000,10000" },
    "ramp-duration": { type: "string", default: "10" },
    /** The server's Node options instead of the site's own (SERVER_NODE_OPTIONS), for comparisons: "" for none. */
    "node-options": { type: "string" },
  },
});
const clients = Number(values.clients);
const senders = Math.min(Number(values.senders), clients);
const rate = Number(values.rate);
const durationS = Number(values.duration);
const ramp = values.ramp
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n >= senders);
const rampDurationS = Number(values["ramp-duration"]);
const perSenderPerSecond = rate / senders;
const allowedPerSecond = SEND_RATE_LIMIT.limit / (SEND_RATE_LIMIT.windowMs / 1000);
if (perSenderPerSecond > allowedPerSecond) {
  console.error(
    `Each sender would post ${perSenderPerSecond}/s, above the per-user limit of ${allowedPerSecond}/s: add senders or lower the rate.`,
  );
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const rooms = chatRooms.map((room) => room.id);
const mb = (bytes: number) => `${megabytes(bytes)} MB`;
function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

type Client = { ws: BenchSocket; room: string; received: Map<number, number> };
type RunResult = Awaited<ReturnType<typeof runOnce>>;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
console.log(`Preparing ${senders} signed-in senders directly in the database…`);
const cookies = JSON.parse(
  execFileSync(process.execPath, ["bench/seed-chat-users.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", COUNT: String(senders) },
    encoding: "utf8",
  }),
) as string[];

// Every client of this benchmark connects from 127.0.0.1: the benchmark's own server allows them all
// from that one address (and in total), through the documented settings.
const largest = Math.max(clients, ...ramp);
const server: RunningServer = await startServer({
  dataDir,
  nodeOptions: values["node-options"] === undefined ? undefined : values["node-options"].split(/\s+/).filter(Boolean),
  env: {
    LOG_LEVEL: "warn",
    CHAT_MAX_SOCKETS_PER_ADDRESS: String(largest),
    CHAT_MAX_SOCKETS: String(Math.max(largest, 10_000)),
  },
});
const memoryAtRest = pssTree(server.child.pid!).total;

/** Where the clients connect: the site, or the bare broadcast server (bench/bare-chat-server.ts). */
type Target = { wsUrl: string; origin: string; pid: number };
const site: Target = {
  wsUrl: `${server.url.replace("http", "ws")}/ws/chat`,
  origin: server.url,
  pid: server.child.pid!,
};

/** The bare broadcast server with the site's Node options (or --node-options), on a port of its own. */
async function startBareServer(): Promise<{ target: Target; stop(): Promise<void> }> {
  const nodeOptions =
    values["node-options"] === undefined ? SERVER_NODE_OPTIONS : values["node-options"].split(/\s+/).filter(Boolean);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeOptions, path.join(import.meta.dirname, "bare-chat-server.ts"), String(port)],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the bare chat server exited (${code})`)));
    child.stdout!.once("data", () => resolve());
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    target: { wsUrl: `ws://127.0.0.1:${port}/ws/chat`, origin: `http://127.0.0.1:${port}`, pid: child.pid! },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Connects `count` clients (the first `senders` signed in), sends `rate` msg/s for `seconds`, measures. */
async function runOnce(count: number, seconds: number, target: Target = site) {
  const { wsUrl, pid } = target;
  const sentAt = new Map<string, number>();
  const acked = new Map<number, { sentAt: number; room: string }>();
  const latencies: number[] = [];
  /** Send to its acknowledgement at the sender: the server's queue and the database write, before delivery. */
  const ackLatencies: number[] = [];
  let refused = 0;
  let lastDeliveryAt = 0;
  const refusals = new Map<string, number>();
  let peak = pssTree(pid).total;
  const memoryTimer = setInterval(() => (peak = Math.max(peak, pssTree(pid).total)), 1000);

  function connect(index: number): Promise<Client> {
    const room = rooms[index % rooms.length]!;
    const cookie = index < senders ? cookies[index] : undefined;
    return new Promise((resolve, reject) => {
      const client = { room, received: new Map() } as Client;
      const onText = (text: string, ws: BenchSocket) => {
        const frame = JSON.parse(text) as ServerFrame;
        switch (frame.type) {
          case "ready":
            ws.send(JSON.stringify({ type: "subscribe", topic: room }));
            return;
          case "subscribed":
            client.ws = ws;
            return resolve(client);
          case "message": {
            const now = performance.now();
            lastDeliveryAt = now;
            const id = frame.message.id;
            client.received.set(id, (client.received.get(id) ?? 0) + 1);
            const sent = Number(frame.message.content.split("|")[1]);
            if (Number.isFinite(sent)) latencies.push(now - sent);
            return;
          }
          case "ack": {
            const sent = sentAt.get(frame.clientId);
            if (sent !== undefined) {
              acked.set(frame.id, { sentAt: sent, room });
              ackLatencies.push(performance.now() - sent);
            }
            return;
          }
          case "error":
            refused += 1;
            refusals.set(frame.code, (refusals.get(frame.code) ?? 0) + 1);
            return;
        }
      };
      openBenchSocket(wsUrl, { Origin: target.origin, ...(cookie ? { Cookie: cookie } : {}) }, onText).catch(reject);
    });
  }

  console.log(`Connecting ${count} clients to ${target.origin} …`);
  const connectStarted = performance.now();
  const all: Client[] = [];
  for (let start = 0; start < count; start += 50) {
    const batch = [];
    for (let index = start; index < Math.min(count, start + 50); index += 1) batch.push(connect(index));
    all.push(...(await Promise.all(batch)));
  }
  const connectMs = performance.now() - connectStarted;
  const memoryConnected = pssTree(pid).total;
  console.log(
    `Connected in ${(connectMs / 1000).toFixed(1)} s; sending ${rate} msg/s from ${senders} senders for ${seconds} s…`,
  );

  // Each sender posts on its own schedule, spread evenly over time; a run's messages carry its own tag.
  const tag = `${count}-${Date.now()}`;
  const sendersList = all.slice(0, senders);
  const intervalMs = 1000 / perSenderPerSecond;
  let sends = 0;
  const sendStarted = performance.now();
  const timers = sendersList.map((client, index) => {
    let seq = 0;
    const offset = (index / senders) * intervalMs;
    const timer = {
      handle: undefined as NodeJS.Timeout | undefined,
      interval: undefined as NodeJS.Timeout | undefined,
    };
    timer.handle = setTimeout(() => {
      const fire = () => {
        if (performance.now() - sendStarted >= seconds * 1000) return clearInterval(timer.interval);
        seq += 1;
        const clientId = `${tag}-${index}-${seq}`;
        const now = performance.now();
        sentAt.set(clientId, now);
        sends += 1;
        client.ws.send(
          JSON.stringify({ type: "send", topic: client.room, clientId, content: `bench|${now}|${clientId}` }),
        );
      };
      fire();
      timer.interval = setInterval(fire, intervalMs);
    }, offset);
    return timer;
  });
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + intervalMs));
  for (const timer of timers) {
    clearTimeout(timer.handle);
    clearInterval(timer.interval);
  }

  // Wait for every acknowledged message to reach every client of its room.
  const membersOf = new Map(rooms.map((room) => [room, all.filter((client) => client.room === room)]));
  const missing = () => {
    let lost = 0;
    for (const [id, { room }] of acked)
      for (const client of membersOf.get(room)!) if (!client.received.has(id)) lost += 1;
    return lost;
  };
  const drainDeadline = performance.now() + 15_000;
  while ((acked.size + refused < sends || missing() > 0) && performance.now() < drainDeadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const deliveryWindowMs = Math.max(1, lastDeliveryAt - sendStarted);
  clearInterval(memoryTimer);
  const memoryEnd = pssTree(pid).total;

  let expected = 0;
  let delivered = 0;
  let duplicates = 0;
  for (const [, { room }] of acked) expected += membersOf.get(room)!.length;
  for (const client of all) {
    for (const [id, times] of client.received) {
      if (!acked.has(id)) continue;
      delivered += 1;
      duplicates += times - 1;
    }
  }
  const lost = missing();
  const sorted = Float64Array.from(latencies).sort();
  const sortedAcks = Float64Array.from(ackLatencies).sort();
  await Promise.all(all.map((client) => client.ws.close()));
  return {
    clients: count,
    senders,
    targetRate: rate,
    durationS: seconds,
    connectSeconds: Number((connectMs / 1000).toFixed(2)),
    sends,
    acked: acked.size,
    refused: Object.fromEntries(refusals),
    refusedCount: refused,
    unanswered: sends - acked.size - refused,
    sendsPerSecond: Number((acked.size / seconds).toFixed(1)),
    deliveries: delivered,
    deliveriesPerSecond: Number((delivered / (deliveryWindowMs / 1000)).toFixed(0)),
    latencyMs: {
      p50: Number(percentile(sorted, 50).toFixed(1)),
      p95: Number(percentile(sorted, 95).toFixed(1)),
      p99: Number(percentile(sorted, 99).toFixed(1)),
      max: Number((sorted[sorted.length - 1] ?? 0).toFixed(1)),
    },
    ackLatencyMs: {
      p50: Number(percentile(sortedAcks, 50).toFixed(1)),
      p99: Number(percentile(sortedAcks, 99).toFixed(1)),
    },
    expectedDeliveries: expected,
    lost,
    duplicates,
    serverPss: { connected: mb(memoryConnected), end: mb(memoryEnd), peak: mb(peak) },
  };
}

const ok = (run: RunResult) => run.lost === 0 && run.duplicates === 0 && run.unanswered === 0 && run.refusedCount === 0;
let main: RunResult;
let bare: RunResult | undefined;
const rampResults: RunResult[] = [];
try {
  main = await runOnce(clients, durationS);
  // The same clients against a server that does no database work, right after, on the same machine.
  const bareServer = await startBareServer();
  try {
    bare = await runOnce(clients, durationS, bareServer.target);
  } finally {
    await bareServer.stop();
  }
  console.log(`
Chat benchmark (${clients} clients over ${rooms.length} rooms, ${senders} senders, ${rate} msg/s for ${durationS} s; load average ${os.loadavg()[0]!.toFixed(2)})
  sends/s            ${main.sendsPerSecond}   (${main.acked} acknowledged of ${main.sends} sent${main.refusedCount ? `, ${main.refusedCount} refused ${JSON.stringify(main.refused)}` : ""})
  deliveries/s       ${main.deliveriesPerSecond}   (${main.deliveries} of ${main.expectedDeliveries} expected)
  latency p50/p95/p99 ${main.latencyMs.p50} / ${main.latencyMs.p95} / ${main.latencyMs.p99} ms (max ${main.latencyMs.max} ms), send to delivery
  ack p50/p99        ${main.ackLatencyMs.p50} / ${main.ackLatencyMs.p99} ms, send to the sender's acknowledgement (stored)
  lost               ${main.lost}
  duplicates         ${main.duplicates}
  server PSS         after start-up ${mb(memoryAtRest)}, ${clients} connected ${main.serverPss.connected}, end ${main.serverPss.end}, peak ${main.serverPss.peak}
  bare server        p50/p95/p99 ${bare.latencyMs.p50} / ${bare.latencyMs.p95} / ${bare.latencyMs.p99} ms (max ${bare.latencyMs.max} ms), lost ${bare.lost}, duplicates ${bare.duplicates}; same clients, no database work
  site p99 / bare    ${(main.latencyMs.p99 / bare.latencyMs.p99).toFixed(2)}
`);
  // The ramp: the largest client count whose p99 stays under 100 ms with nothing lost.
  for (const count of ramp) {
    const run = await runOnce(count, rampDurationS);
    rampResults.push(run);
    console.log(
      `  ramp ${count} clients: p99 ${run.latencyMs.p99} ms, lost ${run.lost}, duplicates ${run.duplicates}, PSS peak ${run.serverPss.peak}`,
    );
    if (run.latencyMs.p99 >= 100 || !ok(run)) break;
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
const passing = rampResults.filter((run) => run.latencyMs.p99 < 100 && ok(run));
const largestUnder100 = passing.length ? Math.max(...passing.map((run) => run.clients)) : 0;
if (ramp.length)
  console.log(
    `\nLargest client count with p99 < 100 ms (ramp of ${rampDurationS} s steps): ${largestUnder100 || "none"}${passing.length === rampResults.length && rampResults.length ? " (the ramp's last step; more may hold)" : ""}`,
  );

const ratio = bare && bare.latencyMs.p99 > 0 ? main.latencyMs.p99 / bare.latencyMs.p99 : null;
const targets = [
  {
    target: `${clients} clients, ${rate} msg/s: site p99 ≤ 1.25 × a bare broadcast server's (same clients, same run)`,
    measured:
      ratio === null ? "no bare run" : `${main.latencyMs.p99} vs ${bare!.latencyMs.p99} ms = ${ratio.toFixed(2)}`,
    met: ratio !== null && ratio <= 1.25 ? "met" : "NOT MET",
  },
  {
    target: `${clients} clients, ${rate} msg/s: p99 < 50 ms (absolute; the machine's limit, see the bare server)`,
    measured: `${main.latencyMs.p99} ms`,
    met: main.latencyMs.p99 < 50 ? "met" : "NOT MET",
  },
  { target: "0 lost", measured: String(main.lost), met: main.lost === 0 ? "met" : "NOT MET" },
  { target: "0 duplicated", measured: String(main.duplicates), met: main.duplicates === 0 ? "met" : "NOT MET" },
  {
    target: "every send answered (acknowledged, none refused)",
    measured: `${main.acked}/${main.sends}`,
    met: main.unanswered === 0 && main.refusedCount === 0 ? "met" : "NOT MET",
  },
  { target: "clients at 5,000 or more", measured: String(clients), met: clients >= 5000 ? "met" : "NOT MET" },
];
console.log("\nTargets");
console.table(targets);
fs.writeFileSync(
  path.join(root, "bench/results-chat.json"),
  `${JSON.stringify({ date: new Date().toISOString(), memoryAtRest: mb(memoryAtRest), main, bare, ratio, ramp: rampResults, largestUnder100, targets }, null, 2)}\n`,
);
process.exit(ok(main) ? 0 : 1);
