import { createRequire, syncBuiltinESMExports } from "node:module";
import path from "node:path";
import timers from "node:timers";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, expect, vi } from "vitest";
import { database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { wireEvents } from "#server/events.ts";

/**
 * The integration tier's files share a worker process (`isolate: false`): the dependencies under
 * node_modules are loaded once per worker, and after each file its own modules (everything under app/,
 * platform/, server/, tests/) are dropped, so the next file imports them afresh, with a new database handle,
 * caches, limiters and queues. What dropping modules cannot undo is checked here: a file that leaves an
 * environment variable, a global, a process listener, a timer, a socket, a server or a child process behind
 * fails, so no file can change what the next one sees.
 */

// Dependencies that change the process once when first loaded are loaded before the snapshot, whichever file
// happens to load them first: sharp sets VIPSHOME; tslib's CommonJS build, which the AWS SDK loads, writes its
// helpers onto globalThis.
await import("sharp");
createRequire(import.meta.resolve("@aws-sdk/client-s3"))("tslib");
// The logger is made at its first use (platform/logger.ts); pino's asynchronous destination then adds the
// process's one exit listener (on-exit-leak-free, loaded once per worker). Made here, before the snapshot.
void logger.level;

const WATCHED_EVENTS = [
  "exit",
  "beforeExit",
  "SIGINT",
  "SIGTERM",
  "SIGHUP",
  "uncaughtException",
  "unhandledRejection",
  "warning",
];
const SETTLE_MS = 2_000;

type Counts = Record<string, number>;
const countOf = (items: readonly string[]): Counts =>
  items.reduce<Counts>((counts, item) => ({ ...counts, [item]: (counts[item] ?? 0) + 1 }), {});
const listeners = (): Counts =>
  Object.fromEntries(WATCHED_EVENTS.map((event) => [event, process.listenerCount(event)]));
const grown = (before: Counts, after: Counts, skip: readonly string[] = []): string[] =>
  Object.keys(after)
    .filter((key) => !skip.includes(key) && after[key] > (before[key] ?? 0))
    .map((key) => `${key} +${after[key] - (before[key] ?? 0)}`);

// Every timeout and interval the code under test starts is noted (Vitest keeps its own timer functions from
// before this runs), so one still pending when its file ends can be named. Wrapped once per worker.
type Started = { timer: NodeJS.Timeout; kind: string; at: Error };
const TIMERS = Symbol.for("wellness.integration.timersStarted");
const worker = globalThis as { [TIMERS]?: Set<Started> };
if (!worker[TIMERS]) {
  const started = (worker[TIMERS] = new Set<Started>());
  for (const kind of ["setTimeout", "setInterval"] as const) {
    const original = timers[kind];
    const noted = ((...args: Parameters<typeof original>) => {
      const timer = (original as (...a: unknown[]) => NodeJS.Timeout)(...args);
      // The stack is formatted only if the timer is reported.
      started.add({ timer, kind, at: new Error() });
      return timer;
    }) as typeof original;
    globalThis[kind] = noted as never;
    timers[kind] = noted as never;
  }
  syncBuiltinESMExports();
}
const timersStarted = worker[TIMERS]!;
timersStarted.clear();
/** Node marks a timeout that ran or was cleared, and an interval that was cleared, as destroyed. */
const pendingTimers = () =>
  [...timersStarted].filter(({ timer }) => !(timer as unknown as { _destroyed: boolean })._destroyed);

const envAtStart = { ...process.env };
const globalsAtStart = new Set(Object.getOwnPropertyNames(globalThis));
const listenersAtStart = listeners();
const resourcesAtStart = countOf(process.getActiveResourcesInfo());

// The file's in-memory database starts from the dump the global setup made (PGLITE_TEMPLATE), so this finds
// every migration applied and does nothing; without a template it migrates the empty database.
// The caches follow the events that change them, as the composition wires them at start (server/main.ts).
let unwireEvents: () => void = () => undefined;
beforeAll(async () => {
  await database.migrate();
  unwireEvents = wireEvents();
});

// Setup files' hooks run after the file's own: by now the file has closed what it opened.
afterAll(async () => {
  unwireEvents();
  await database.close();
  vi.resetModules();
  const leftBehind: string[] = [];
  const envChanged = Object.keys({ ...envAtStart, ...process.env }).filter(
    (key) => envAtStart[key] !== process.env[key],
  );
  if (envChanged.length) leftBehind.push(`environment variables changed: ${envChanged.join(", ")}`);
  const newGlobals = Object.getOwnPropertyNames(globalThis).filter((key) => !globalsAtStart.has(key));
  if (newGlobals.length) leftBehind.push(`globals added: ${newGlobals.join(", ")}`);
  const moreListeners = grown(listenersAtStart, listeners());
  if (moreListeners.length) leftBehind.push(`process listeners added: ${moreListeners.join(", ")}`);

  // Sockets, servers, child processes and the file's timers: what a file closed is released over the next
  // turns of the event loop, and a timeout it set may still be running out, so only what is still there
  // after SETTLE_MS counts (an interval always is).
  const settleBy = Date.now() + SETTLE_MS;
  const stillOpen = () => [
    ...grown(resourcesAtStart, countOf(process.getActiveResourcesInfo()), ["Timeout", "Immediate"]),
    ...pendingTimers().map(({ kind, at }) => `${kind} started ${at.stack?.split("\n")[2]?.trim()}`),
  ];
  let moreResources = stillOpen();
  while (moreResources.length > 0 && Date.now() < settleBy) {
    await sleep(25);
    moreResources = stillOpen();
  }
  if (moreResources.length) leftBehind.push(`resources still open: ${moreResources.join(", ")}`);

  if (leftBehind.length > 0) {
    const file = path.relative(process.cwd(), expect.getState().testPath ?? "this file");
    throw new Error(`${file} left this behind for the next file in its worker:\n- ${leftBehind.join("\n- ")}`);
  }
});
