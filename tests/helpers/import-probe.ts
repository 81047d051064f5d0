/**
 * Imports every module of ours that Node loads (server/, platform/ and the app's modules the processes import)
 * in this fresh process, watching for work done on import: an environment read, a process listener, a timer
 * or an interval, a handle left open, a umask change, a subscription to the site's events. Prints what it
 * saw as JSON ({ modules, effects }) on stdout; server/no-work-on-import.test.ts runs it.
 *
 * `node tests/helpers/import-probe.ts [root]`: root defaults to this checkout (another checkout's files can be
 * probed with the same probe).
 */
import fs from "node:fs";
import path from "node:path";
import { syncBuiltinESMExports } from "node:module";
import { pathToFileURL } from "node:url";
import perfHooks from "node:perf_hooks";
import timers from "node:timers";

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, "../.."));
const probeFile = import.meta.filename;
Error.stackTraceLimit = 60;

/**
 * Entry points run when imported, by design: the composition root (server/main.ts, server/dev.ts), the
 * command-line tools, and the module-format hook every process is started with (`--import`).
 */
const ENTRIES = [/^server\/main\.ts$/, /^server\/dev\.ts$/, /^server\/cli\//, /^server\/module-format\.ts$/];

function ownModules(): string[] {
  const files = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".d.ts"))
        files.add(relative);
    }
  };
  walk("server");
  walk("platform");
  return [...files].filter((file) => !ENTRIES.some((entry) => entry.test(file))).sort();
}

/** The app's modules Node loads itself (scripts/native-modules.ts), the entry points' own left out. */
async function appModules(): Promise<string[]> {
  const { nativeModules } = (await import(pathToFileURL(path.join(root, "scripts/native-modules.ts")).href)) as {
    nativeModules: (root: string) => Set<string>;
  };
  return [...nativeModules(root)]
    .map((file) => path.relative(root, file))
    .filter((file) => file.startsWith("app/"))
    .sort();
}

/**
 * The frames of ours that caused something, one per file, the nearest first, up to three ("platform/config.ts:229
 * < platform/logger.ts:35"), or null when only Node or a dependency is on the stack.
 */
function ourFrame(stack: string | undefined): string | null {
  const frames: string[] = [];
  for (const line of (stack ?? "").split("\n").slice(1)) {
    const match = /(?:file:\/\/)?(\/[^\s()]+?):(\d+):\d+\)?$/.exec(line.trim());
    if (!match) continue;
    const file = match[1]!;
    if (file === probeFile || !file.startsWith(`${root}/`) || file.includes("/node_modules/")) continue;
    const relative = path.relative(root, file);
    if (!frames.at(-1)?.startsWith(`${relative}:`)) frames.push(`${relative}:${match[2]}`);
  }
  return frames.length > 0 ? frames.slice(0, 3).join(" < ") : null;
}

type Effect = { kind: string; what: string; at: string | null };
const effects: Effect[] = [];
let watching = true;
const note = (kind: string, what: string, at: string | null) => {
  if (watching) effects.push({ kind, what, at });
};

// The environment: any read or listing of process.env from our code.
const realEnv = process.env;
process.env = new Proxy(realEnv, {
  get(target, key, receiver) {
    if (typeof key === "string") {
      const at = ourFrame(new Error().stack);
      if (at) note("environment read", key, at);
    }
    return Reflect.get(target, key, receiver) as unknown;
  },
  has(target, key) {
    const at = typeof key === "string" ? ourFrame(new Error().stack) : null;
    if (at) note("environment read", String(key), at);
    return Reflect.has(target, key);
  },
  ownKeys(target) {
    const at = ourFrame(new Error().stack);
    if (at) note("environment read", "(all names)", at);
    return Reflect.ownKeys(target);
  },
});

// Timers and intervals started by our code (also through node:timers).
type Started = { kind: string; timer: unknown; at: string | null };
const unwatchedSetTimeout = timers.setTimeout;
const started: Started[] = [];
for (const kind of ["setTimeout", "setInterval", "setImmediate"] as const) {
  const original = timers[kind] as (...args: unknown[]) => unknown;
  const watched = (...args: unknown[]) => {
    const timer = original(...args);
    const at = ourFrame(new Error().stack);
    if (at && watching) started.push({ kind, timer, at });
    return timer;
  };
  globalThis[kind] = watched as never;
  timers[kind] = watched as never;
}
// The event loop's delay monitor (prom-client's default metrics): a timer inside Node, not listed as a handle.
const monitorEventLoopDelay = perfHooks.monitorEventLoopDelay;
perfHooks.monitorEventLoopDelay = ((...args: Parameters<typeof monitorEventLoopDelay>) => {
  const histogram = monitorEventLoopDelay(...args);
  const enable = histogram.enable.bind(histogram);
  histogram.enable = () => {
    note("event loop monitor", "monitorEventLoopDelay().enable()", ourFrame(new Error().stack));
    return enable();
  };
  return histogram;
}) as typeof monitorEventLoopDelay;
syncBuiltinESMExports();

// The standard streams: Node opens one at its first use (a pipe under a test runner), dependencies use them
// on import (debug's colours), so the probe opens them first; a use by our code on import is noted.
void process.stdout.writable;
void process.stderr.writable;
for (const name of ["stdout", "stderr", "stdin"] as const) {
  const descriptor = Object.getOwnPropertyDescriptor(process, name)!;
  Object.defineProperty(process, name, {
    configurable: true,
    enumerable: descriptor.enumerable,
    get() {
      const at = ourFrame(new Error().stack);
      if (at) note("standard stream", `process.${name}`, at);
      return descriptor.get!.call(process) as unknown;
    },
  });
}

// The umask: who changed it (compared before and after as well, below).
const umaskOf = process.umask.bind(process) as (mask?: number) => number;
process.umask = ((mask?: number) => {
  if (mask !== undefined) note("umask", `set to ${mask.toString(8)}`, ourFrame(new Error().stack));
  return umaskOf(mask);
}) as typeof process.umask;

const umask = () => /^Umask:\s*(\d+)/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1] ?? "?";
const listenerCounts = () =>
  Object.fromEntries(process.eventNames().map((name) => [String(name), process.listenerCount(name)]));
const resourceCounts = () => {
  const counts: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) counts[kind] = (counts[kind] ?? 0) + 1;
  return counts;
};

const modules = [...ownModules(), ...(await appModules())];

// Subscriptions: the bus's subscribers and the "pages changed" listeners, counted through their own modules
// (imported first; importing them subscribes nothing).
const events = (await import(pathToFileURL(path.join(root, "platform/cluster-events.ts")).href)) as {
  clusterEvents: { subscribe: (subscriber: { name?: string }) => () => void };
};
const subscribe = events.clusterEvents.subscribe.bind(events.clusterEvents);
events.clusterEvents.subscribe = (subscriber) => {
  note("subscription", `bus subscriber ${subscriber.name ?? "(unnamed)"}`, ourFrame(new Error().stack));
  return subscribe(subscriber);
};
const invalidation = (await import(pathToFileURL(path.join(root, "platform/page-invalidation.ts")).href)) as {
  pagesChangedListeners?: () => number;
};

const umaskBefore = umask();
const listenersBefore = listenerCounts();
const resourcesBefore = resourceCounts();
const failed: { module: string; error: string }[] = [];

for (const module of modules) {
  try {
    await import(pathToFileURL(path.join(root, module)).href);
  } catch (error) {
    failed.push({
      module,
      error: String((error as Error).stack ?? error)
        .split("\n")
        .slice(0, 3)
        .join(" "),
    });
  }
}
// What an import started on its way (a promise's continuation, a stream opening) has happened by now.
await new Promise((resolve) => unwatchedSetTimeout(resolve, 200));
watching = false;

if (umask() !== umaskBefore && !effects.some((effect) => effect.kind === "umask"))
  effects.push({ kind: "umask", what: `${umaskBefore} -> ${umask()}`, at: null });
const listenersAfter = listenerCounts();
for (const [name, count] of Object.entries(listenersAfter))
  if (count > (listenersBefore[name] ?? 0))
    effects.push({ kind: "process listener", what: `${name} +${count - (listenersBefore[name] ?? 0)}`, at: null });
for (const { kind, at } of started) effects.push({ kind, what: kind, at });
const resourcesAfter = resourceCounts();
for (const [kind, count] of Object.entries(resourcesAfter))
  if (!["Timeout", "Immediate", "TTYWrap"].includes(kind) && count > (resourcesBefore[kind] ?? 0))
    effects.push({ kind: "handle", what: `${kind} +${count - (resourcesBefore[kind] ?? 0)}`, at: null });
const pagesListeners = invalidation.pagesChangedListeners?.() ?? 0;
if (pagesListeners > 0) effects.push({ kind: "subscription", what: `pages changed +${pagesListeners}`, at: null });

process.stdout.write(`${JSON.stringify({ modules, failed, effects }, null, 1)}\n`);
process.exit(0);
