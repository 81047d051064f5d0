/**
 * Chat benchmark: `npm run bench:chat -- [--clients=1000] [--senders=100] [--rate=50] [--duration=20]`
 *
 * Starts the production server on a temporary embedded database, connects
 * `clients` WebSocket clients spread over the four rooms (the first `senders`
 * of them signed in), has the senders post `rate` messages per second in total
 * for `duration` seconds, then reports sends/s, deliveries/s, latency from send
 * to receipt (p50/p95/p99), lost and duplicated deliveries (both must be 0) and
 * the server's resident memory. Results also go to bench/results.json.
 * All clients come from 127.0.0.1, so the benchmark starts its server with the per-address socket cap
 * (CHAT_MAX_SOCKETS_PER_ADDRESS, default 20) raised to `clients`.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { WebSocket } from "ws";
import { chatRooms } from "#app/content/community/rooms.ts";
import { SEND_RATE_LIMIT, type ServerFrame } from "#app/domain/chat/rules.ts";
import { startServer } from "#tests/e2e/server.ts";

const { values } = parseArgs({
  options: {
    clients: { type: "string", default: "1000" },
    senders: { type: "string", default: "100" },
    rate: { type: "string", default: "50" },
    duration: { type: "string", default: "20" },
  },
});
const clients = Number(values.clients);
const senders = Math.min(Number(values.senders), clients);
const rate = Number(values.rate);
const durationS = Number(values.duration);
const perSenderPerSecond = rate / senders;
const allowedPerSecond = SEND_RATE_LIMIT.limit / (SEND_RATE_LIMIT.windowMs / 1000);
if (perSenderPerSecond > allowedPerSecond) {
  console.error(`Each sender would post ${perSenderPerSecond}/s, above the per-user limit of ${allowedPerSecond}/s: add senders or lower the rate.`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const rooms = chatRooms.map((room) => room.id);

function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
function percentile(sorted: Float64Array, p: number) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

type Client = { ws: WebSocket; room: string; received: Map<number, number> };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-bench-"));
console.log(`Preparing ${senders} signed-in senders…`);
const cookies = JSON.parse(
  execFileSync(process.execPath, ["bench/seed-chat-users.ts"], {
    cwd: root,
    // The senders sign up in one burst from one process: lift the per-address sign-up limit for the seed (as bench/load.ts does).
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, LOG_LEVEL: "warn", COUNT: String(senders), AUTH_RATE_LIMIT_SCALE: "10000" },
    encoding: "utf8",
  }),
) as string[];

// Every client of this benchmark connects from 127.0.0.1, which the server caps at CHAT_MAX_SOCKETS_PER_ADDRESS
// sockets (default 20): the benchmark's server allows all of them from that one address (and in total).
const server = await startServer({
  dataDir,
  env: { LOG_LEVEL: "warn", CHAT_MAX_SOCKETS_PER_ADDRESS: String(clients), CHAT_MAX_SOCKETS: String(Math.max(clients, 10_000)) },
});
const pid = server.child.pid!;
let peakRss = rssOf(pid);
const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 250);
const rssAtRest = rssOf(pid);
const wsUrl = `${server.url.replace("http", "ws")}/ws/chat`;

/** Send time of each message by its clientId, and the acknowledged id → [sentAt, room]. */
const sentAt = new Map<string, number>();
const acked = new Map<number, { sentAt: number; room: string }>();
const latencies: number[] = [];
let refused = 0;
let lastDeliveryAt = 0;
const refusals = new Map<string, number>();

function connect(index: number): Promise<Client> {
  const room = rooms[index % rooms.length];
  const cookie = index < senders ? cookies[index] : undefined;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, { headers: { Origin: server.url, ...(cookie ? { Cookie: cookie } : {}) }, perMessageDeflate: false });
    const client: Client = { ws, room, received: new Map() };
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString()) as ServerFrame;
      switch (frame.type) {
        case "ready":
          ws.send(JSON.stringify({ type: "subscribe", topic: room }));
          return;
        case "subscribed":
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
          if (sent !== undefined) acked.set(frame.id, { sentAt: sent, room });
          return;
        }
        case "error":
          refused += 1;
          refusals.set(frame.code, (refusals.get(frame.code) ?? 0) + 1);
          return;
      }
    });
    ws.once("error", reject);
  });
}

console.log(`Connecting ${clients} clients to ${server.url} …`);
const connectStarted = performance.now();
const all: Client[] = [];
for (let start = 0; start < clients; start += 50) {
  const batch = [];
  for (let index = start; index < Math.min(clients, start + 50); index += 1) batch.push(connect(index));
  all.push(...(await Promise.all(batch)));
}
const connectMs = performance.now() - connectStarted;
const rssConnected = rssOf(pid);
console.log(`Connected in ${(connectMs / 1000).toFixed(1)} s; sending ${rate} msg/s from ${senders} senders for ${durationS} s…`);

// Each sender posts on its own schedule, spread evenly over time.
const sendersList = all.slice(0, senders);
const intervalMs = 1000 / perSenderPerSecond;
let sends = 0;
const sendStarted = performance.now();
const timers = sendersList.map((client, index) => {
  let seq = 0;
  const offset = (index / senders) * intervalMs;
  const timer = { handle: undefined as NodeJS.Timeout | undefined, interval: undefined as NodeJS.Timeout | undefined };
  timer.handle = setTimeout(() => {
    const fire = () => {
      if (performance.now() - sendStarted >= durationS * 1000) return clearInterval(timer.interval);
      seq += 1;
      const clientId = `${index}-${seq}`;
      const now = performance.now();
      sentAt.set(clientId, now);
      sends += 1;
      client.ws.send(JSON.stringify({ type: "send", topic: client.room, clientId, content: `bench|${now}|${clientId}` }));
    };
    fire();
    timer.interval = setInterval(fire, intervalMs);
  }, offset);
  return timer;
});
await new Promise((resolve) => setTimeout(resolve, durationS * 1000 + intervalMs));
for (const timer of timers) {
  clearTimeout(timer.handle);
  clearInterval(timer.interval);
}

// Wait for every acknowledged message to reach every client of its room.
const membersOf = new Map(rooms.map((room) => [room, all.filter((client) => client.room === room)]));
function missing() {
  let lost = 0;
  for (const [id, { room }] of acked) for (const client of membersOf.get(room)!) if (!client.received.has(id)) lost += 1;
  return lost;
}
const drainDeadline = performance.now() + 15_000;
while ((acked.size + refused < sends || missing() > 0) && performance.now() < drainDeadline) {
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const deliveryWindowMs = Math.max(1, lastDeliveryAt - sendStarted);
clearInterval(rssTimer);
const rssEnd = rssOf(pid);

let expected = 0;
let delivered = 0;
let duplicates = 0;
for (const [, { room }] of acked) expected += membersOf.get(room)!.length;
for (const client of all) {
  for (const [id, count] of client.received) {
    if (!acked.has(id)) continue;
    delivered += 1;
    duplicates += count - 1;
  }
}
const lost = missing();
const sorted = Float64Array.from(latencies).sort();

const results = {
  clients,
  senders,
  targetRate: rate,
  durationS,
  connectSeconds: Number((connectMs / 1000).toFixed(2)),
  sends,
  acked: acked.size,
  refused: Object.fromEntries(refusals),
  unanswered: sends - acked.size - refused,
  sendsPerSecond: Number((acked.size / durationS).toFixed(1)),
  deliveries: delivered,
  deliveriesPerSecond: Number((delivered / (deliveryWindowMs / 1000)).toFixed(0)),
  latencyMs: {
    p50: Number(percentile(sorted, 50).toFixed(1)),
    p95: Number(percentile(sorted, 95).toFixed(1)),
    p99: Number(percentile(sorted, 99).toFixed(1)),
    max: Number((sorted[sorted.length - 1] ?? 0).toFixed(1)),
  },
  expectedDeliveries: expected,
  lost,
  duplicates,
  serverRss: { atRest: mb(rssAtRest), connected: mb(rssConnected), end: mb(rssEnd), peak: mb(peakRss) },
};

await Promise.all(all.map((client) => new Promise<void>((resolve) => {
  if (client.ws.readyState === WebSocket.CLOSED) return resolve();
  client.ws.once("close", () => resolve());
  client.ws.close();
})));
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

console.log(`
Chat benchmark (${clients} clients over ${rooms.length} rooms, ${senders} senders, ${rate} msg/s for ${durationS} s)
  sends/s            ${results.sendsPerSecond}   (${results.acked} acknowledged of ${sends} sent${refused ? `, ${refused} refused ${JSON.stringify(results.refused)}` : ""})
  deliveries/s       ${results.deliveriesPerSecond}   (${delivered} of ${expected} expected)
  latency p50/p95/p99 ${results.latencyMs.p50} / ${results.latencyMs.p95} / ${results.latencyMs.p99} ms (max ${results.latencyMs.max} ms)
  lost               ${lost}
  duplicates         ${duplicates}
  server RSS         after start-up ${results.serverRss.atRest}, ${clients} connected ${results.serverRss.connected}, end ${results.serverRss.end}, peak ${results.serverRss.peak}
`);
fs.writeFileSync(path.join(root, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);
process.exit(lost === 0 && duplicates === 0 && results.unanswered === 0 && refused === 0 ? 0 : 1);
