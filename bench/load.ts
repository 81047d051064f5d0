/**
 * Load benchmark: `npm run bench:load -- [--duration=60] [--pages=6] [--logins=2]
 * [--senders=16] [--listeners=40] [--form-rate=4] [--sample=2]`
 *
 * Starts the production build on 127.0.0.1 with a temporary embedded database
 * (users seeded before start), then drives mixed traffic for `duration`
 * seconds from this process:
 *  - anonymous page views: `pages` loops over home, articles, an article,
 *    reviews, a review, a quiz and a chat room;
 *  - logins: `logins` loops of better-auth sign-in, a signed-in page view
 *    (/profile) and sign-out;
 *  - chat: `senders` signed-in WebSocket clients posting about one message
 *    every 1.2 s each (under the per-user limit) and `listeners` anonymous
 *    clients receiving, spread over the four rooms;
 *  - form posts: the contact form at `form-rate` posts a second.
 * Every answer is checked (status, acknowledgement, delivery to every member of
 * the room). It prints errors (must be 0), count, throughput and p50/p99
 * latency per kind, and the server's memory (RSS and V8 heap sampled every
 * `sample` seconds: start, end, peak and the slope over the second half), then
 * stops the server. Exit code 1 when any error happened. Results also go to
 * bench/load-results.json. Traffic goes to 127.0.0.1 only, and every loop is
 * bounded by the duration.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { WebSocket } from "ws";
import { chatRooms } from "#app/content/community/rooms.ts";
import { SEND_RATE_LIMIT, type ServerFrame } from "#app/domain/chat/rules.ts";
import { startServer, TEST_METRICS_TOKEN } from "#tests/e2e/server.ts";
import { createRecorder, summarizeMemory, memorySampler, summaryRow, type Kind, type Row } from "./load-recorder.ts";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "60" },
    pages: { type: "string", default: "6" },
    logins: { type: "string", default: "2" },
    senders: { type: "string", default: "16" },
    listeners: { type: "string", default: "40" },
    "form-rate": { type: "string", default: "4" },
    sample: { type: "string", default: "2" },
  },
});
const durationS = Number(values.duration);
const pageLoops = Number(values.pages);
const loginLoops = Number(values.logins);
const senders = Number(values.senders);
const listeners = Number(values.listeners);
const sampleS = Number(values.sample);
const FORM_LIMIT_PER_HOUR = 10_000;
// The contact limit counts per address and hour: stay below it however long the run.
const formRate = Math.min(Number(values["form-rate"]), (FORM_LIMIT_PER_HOUR * 0.9) / Math.max(durationS, 1));
for (const [name, value] of Object.entries({
  duration: durationS,
  pages: pageLoops,
  logins: loginLoops,
  senders,
  listeners,
  sample: sampleS,
  "form-rate": formRate,
})) {
  if (!Number.isFinite(value) || value < 0) {
    console.error(`--${name} must be a non-negative number`);
    process.exit(2);
  }
}
const CHAT_INTERVAL_MS = 1_200;
if (1000 / CHAT_INTERVAL_MS > SEND_RATE_LIMIT.limit / (SEND_RATE_LIMIT.windowMs / 1000))
  throw new Error("chat pacing above the per-user limit");

const root = path.resolve(import.meta.dirname, "..");
const rooms = chatRooms.map((room) => room.id);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------
// Server
// ---------------------------------------------------------------------------

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-load-"));
const seedEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  AUTH_RATE_LIMIT_SCALE: "10000",
};
console.log("Seeding users…");
const users = JSON.parse(
  execFileSync(process.execPath, ["tests/e2e/seed-users.ts"], { cwd: root, env: seedEnv, encoding: "utf8" }),
) as Record<"admin" | "user", { email: string; password: string }>;
const senderCookies = JSON.parse(
  execFileSync(process.execPath, ["bench/seed-chat-users.ts"], {
    cwd: root,
    env: { ...seedEnv, COUNT: String(senders) },
    encoding: "utf8",
  }),
) as string[];

const server = await startServer({
  dataDir,
  // All chat clients connect from 127.0.0.1: allow them all from that one address (default cap 20).
  env: {
    LOG_LEVEL: "warn",
    AUTH_RATE_LIMIT_SCALE: "10000",
    FORM_RATE_LIMIT_PER_HOUR: String(FORM_LIMIT_PER_HOUR),
    CHAT_MAX_SOCKETS_PER_ADDRESS: String(senders + listeners),
  },
});
const base = server.url;
const pid = server.child.pid!;
const wsUrl = `${base.replace("http", "ws")}/ws/chat`;
// A run that hangs still ends: the server is killed and the process exits.
const guard = setTimeout(
  () => {
    console.error("The load run did not finish in time.");
    server.child.kill("SIGKILL");
    process.exit(1);
  },
  (durationS + 120) * 1000,
);
guard.unref();

// ---------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------

const { kinds, kind, record, timed } = createRecorder(base);

const { memory, sampleMemory } = memorySampler(pid, base, TEST_METRICS_TOKEN);

// ---------------------------------------------------------------------------
// Traffic
// ---------------------------------------------------------------------------

async function firstLink(listPath: string, prefix: string): Promise<string> {
  const html = await (await fetch(base + listPath)).text();
  const match = new RegExp(`href="(${prefix}/[a-z0-9-]+)"`).exec(html);
  if (!match) throw new Error(`no link under ${prefix} on ${listPath}`);
  return match[1];
}
const pages: [string, string][] = [
  ["home", "/"],
  ["articles", "/articles"],
  ["article", await firstLink("/articles", "/articles")],
  ["reviews", "/product-reviews"],
  ["review", await firstLink("/product-reviews", "/product-reviews")],
  ["quiz", "/wellness-quiz/wellness-snapshot"],
  ["chat room", `/chat/${rooms[0]}`],
];
const pageHeaders = { "accept-encoding": "gzip, br", accept: "text/html" };

let running = true;

async function pageLoop(offset: number) {
  for (let index = offset; running; index += 1) {
    const [name, urlPath] = pages[index % pages.length];
    await timed(`page ${name}`, base + urlPath, { headers: pageHeaders }, 200);
  }
}

async function loginLoop(offset: number) {
  const accounts = [users.user, users.admin];
  for (let index = offset; running; index += 1) {
    const account = accounts[index % accounts.length];
    const response = await timed(
      "login",
      `${base}/api/auth/sign-in/email`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base },
        body: JSON.stringify({ email: account.email, password: account.password }),
      },
      200,
    );
    const cookie = response?.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    if (!cookie) continue;
    await timed("signed-in page", `${base}/profile`, { headers: { ...pageHeaders, Cookie: cookie } }, 200);
    await timed(
      "logout",
      `${base}/api/auth/sign-out`,
      { method: "POST", headers: { Origin: base, Cookie: cookie } },
      200,
    );
  }
}

async function formLoop() {
  if (formRate <= 0) return;
  const interval = 1000 / formRate;
  const started = performance.now();
  const inFlight: Promise<unknown>[] = [];
  for (let n = 0; running; n += 1) {
    const body = new URLSearchParams({
      name: `Load Tester ${n}`,
      email: `load-${n}@example.com`,
      message: `Load test message ${n}: how do I sleep better?`,
    });
    inFlight.push(
      timed(
        "contact form",
        `${base}/contact`,
        { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base }, body },
        200,
      ),
    );
    await sleep(Math.max(0, started + (n + 1) * interval - performance.now()));
  }
  await Promise.all(inFlight);
}

type ChatClient = { ws: WebSocket; room: string; received: Set<number>; closedUnexpectedly: boolean };
const chatClients: ChatClient[] = [];
const pendingSends = new Map<string, { sentAt: number; room: string }>();
const ackedMessages = new Map<number, { sentAt: number; room: string }>();
const deliveryLatencies: number[] = [];
let closing = false;

function connectChat(room: string, cookie?: string): Promise<ChatClient> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, {
      headers: { Origin: base, ...(cookie ? { Cookie: cookie } : {}) },
      perMessageDeflate: false,
    });
    const client: ChatClient = { ws, room, received: new Set(), closedUnexpectedly: false };
    ws.on("message", (data) => {
      const frame = JSON.parse(String(data)) as ServerFrame;
      switch (frame.type) {
        case "ready":
          ws.send(JSON.stringify({ type: "subscribe", topic: room }));
          return;
        case "subscribed":
          return resolve(client);
        case "message": {
          client.received.add(frame.message.id);
          const sentAt = Number(frame.message.content.split("|")[1]);
          if (!cookie && Number.isFinite(sentAt)) deliveryLatencies.push(performance.now() - sentAt);
          return;
        }
        case "ack": {
          const pending = pendingSends.get(frame.clientId);
          if (!pending) return;
          pendingSends.delete(frame.clientId);
          ackedMessages.set(frame.id, pending);
          record("chat send→ack", performance.now() - pending.sentAt);
          return;
        }
        case "error": {
          const pending = frame.clientId ? pendingSends.get(frame.clientId) : undefined;
          if (frame.clientId) pendingSends.delete(frame.clientId);
          record(
            "chat send→ack",
            pending ? performance.now() - pending.sentAt : 0,
            `chat error frame ${frame.code}: ${frame.message}`,
          );
          return;
        }
      }
    });
    ws.on("close", () => {
      if (!closing) client.closedUnexpectedly = true;
    });
    ws.once("error", reject);
  });
}

async function chatSender(client: ChatClient, index: number) {
  await sleep((index / Math.max(senders, 1)) * CHAT_INTERVAL_MS);
  for (let n = 1; running && client.ws.readyState === WebSocket.OPEN; n += 1) {
    const clientId = `${index}-${n}`;
    const sentAt = performance.now();
    pendingSends.set(clientId, { sentAt, room: client.room });
    client.ws.send(
      JSON.stringify({ type: "send", topic: client.room, clientId, content: `load|${sentAt}|${clientId}` }),
    );
    await sleep(CHAT_INTERVAL_MS);
  }
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

console.log(`Connecting ${senders} chat senders and ${listeners} listeners…`);
for (let index = 0; index < senders; index += 1)
  chatClients.push(await connectChat(rooms[index % rooms.length], senderCookies[index]));
for (let index = 0; index < listeners; index += 1) chatClients.push(await connectChat(rooms[index % rooms.length]));
// Warm-up: every page once, outside the measurements.
for (const [, urlPath] of pages) await (await fetch(base + urlPath)).arrayBuffer();

console.log(
  `Driving ${durationS} s of mixed traffic at ${base}: ${pageLoops} page-view loops, ${loginLoops} login loops, ` +
    `${senders} chat senders + ${listeners} listeners, ${formRate.toFixed(2)} contact posts/s…`,
);
const started = performance.now();
await sampleMemory(started);
const sampler = setInterval(() => void sampleMemory(started).catch(() => undefined), sampleS * 1000);
const loops = [
  ...Array.from({ length: pageLoops }, (_, index) => pageLoop(index)),
  ...Array.from({ length: loginLoops }, (_, index) => loginLoop(index)),
  ...chatClients.slice(0, senders).map((client, index) => chatSender(client, index)),
  formLoop(),
];
await sleep(durationS * 1000);
running = false;
await Promise.all(loops);
const elapsedS = (performance.now() - started) / 1000;
clearInterval(sampler);
await sampleMemory(started);

// Wait (bounded) for the last chat answers and deliveries.
function lostDeliveries() {
  let lost = 0;
  for (const [id, { room }] of ackedMessages)
    for (const client of chatClients) if (client.room === room && !client.received.has(id)) lost += 1;
  return lost;
}
const drainUntil = performance.now() + 10_000;
while ((pendingSends.size > 0 || lostDeliveries() > 0) && performance.now() < drainUntil) await sleep(100);
for (const [clientId] of pendingSends) record("chat send→ack", 0, `chat message ${clientId} never acknowledged`);
const lost = lostDeliveries();
const delivery = kind("chat delivery");
delivery.count = deliveryLatencies.length;
delivery.latencies = deliveryLatencies;
if (lost > 0) {
  delivery.errors += lost;
  delivery.samples.push(`${lost} deliveries of acknowledged messages never arrived`);
}
const dropped = chatClients.filter((client) => client.closedUnexpectedly).length;
if (dropped > 0) {
  delivery.errors += dropped;
  delivery.samples.push(`${dropped} chat sockets closed by the server`);
}

closing = true;
await Promise.all(
  chatClients.map(
    (client) =>
      new Promise<void>((resolve) => {
        if (client.ws.readyState === WebSocket.CLOSED) return resolve();
        client.ws.once("close", () => resolve());
        client.ws.close();
      }),
  ),
);
await server.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

const rows: Row[] = [];
const row = (name: string, entries: Kind[]) => summaryRow(name, entries, elapsedS);
const pageKinds = [...kinds.entries()].filter(([name]) => name.startsWith("page "));
for (const [name, entry] of pageKinds) rows.push(row(name, [entry]));
rows.push(
  row(
    "page views (all)",
    pageKinds.map(([, entry]) => entry),
  ),
);
for (const name of ["login", "signed-in page", "logout", "contact form", "chat send→ack", "chat delivery"])
  rows.push(row(name, [kind(name)]));
const httpKinds = [...kinds.entries()].filter(([name]) => !name.startsWith("chat")).map(([, entry]) => entry);
const totalErrors = [...kinds.values()].reduce((sum, entry) => sum + entry.errors, 0);
const httpTotal = row("all HTTP requests", httpKinds);

const memorySummary = summarizeMemory(memory, durationS);

const pad = (value: string | number, width: number) => String(value).padStart(width);
const lines = [
  "",
  `Load benchmark: ${elapsedS.toFixed(1)} s of mixed traffic against ${base} (embedded database, ${os.cpus().length} CPUs shared with the load generator)`,
  "",
  `${"kind".padEnd(22)}${pad("count", 8)}${pad("errors", 8)}${pad("per s", 9)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}${pad("max ms", 9)}`,
  ...[...rows, httpTotal].map(
    (r) =>
      `${r.kind.padEnd(22)}${pad(r.count, 8)}${pad(r.errors, 8)}${pad(r.perSecond, 9)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.max, 9)}`,
  ),
  "",
  `errors: ${totalErrors}${totalErrors ? ` — ${[...kinds.entries()].flatMap(([name, entry]) => entry.samples.map((sample) => `${name}: ${sample}`)).join("; ")}` : ""}`,
  `chat: ${ackedMessages.size} messages acknowledged, ${lost} deliveries lost, ${dropped} sockets dropped`,
  `server RSS: start ${memorySummary.rssStartMb} MB, end ${memorySummary.rssEndMb} MB, peak ${memorySummary.rssPeakMb} MB, ` +
    `slope over the second half ${memorySummary.rssSlopeSecondHalfMbPerMin >= 0 ? "+" : ""}${memorySummary.rssSlopeSecondHalfMbPerMin} MB/min (${memory.length} samples every ${sampleS} s)`,
  `V8 heap used: start ${memorySummary.heapStartMb} MB, end ${memorySummary.heapEndMb} MB, ` +
    `slope over the second half ${memorySummary.heapSlopeSecondHalfMbPerMin >= 0 ? "+" : ""}${memorySummary.heapSlopeSecondHalfMbPerMin} MB/min`,
  "",
];
console.log(lines.join("\n"));
fs.writeFileSync(
  path.join(root, "bench/load-results.json"),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, durationS, elapsedS, settings: { pageLoops, loginLoops, senders, listeners, formRate }, rows: [...rows, httpTotal], errors: totalErrors, memory: memorySummary, memorySamples: memory }, null, 2)}\n`,
);
process.exit(totalErrors === 0 ? 0 : 1);
