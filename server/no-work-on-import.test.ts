import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "vitest";

type Probe = {
  modules: string[];
  failed: { module: string; error: string }[];
  effects: { kind: string; what: string; at: string | null }[];
};

/**
 * Importing a module does nothing: no environment read, process listener, timer, open handle, umask change,
 * event loop monitor or subscription. The composition root (server/main.ts) starts each of them; a module
 * makes its values at their first use (platform/stand-in.ts). tests/helpers/import-probe.ts imports every
 * module of server/, platform/ and the app's that Node loads, in a fresh process, and says what happened.
 * The settings that switch work on (METRICS_TOKEN) are set, so work that only some sites start is seen too.
 */
test("importing every module Node loads does no work", async () => {
  const root = path.join(import.meta.dirname, "..");
  const { stdout } = await promisify(execFile)(process.execPath, ["tests/helpers/import-probe.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", METRICS_TOKEN: "metrics-token-for-the-probe-0123" },
    maxBuffer: 16 * 1024 * 1024,
  });
  const probe = JSON.parse(stdout) as Probe;
  expect(probe.modules.length).toBeGreaterThan(200);
  expect(probe.modules).toContain("platform/config.ts");
  expect(probe.modules).toContain("app/domain/accounts/auth.server.ts");
  expect(probe.failed).toEqual([]);
  // One line per kind of work and place: "environment read at platform/config.ts:221: NODE_ENV, HOST, …".
  const seen = new Map<string, Set<string>>();
  for (const { kind, what, at } of probe.effects) {
    const place = `${kind} at ${at ?? "(no frame of ours)"}`;
    seen.set(place, (seen.get(place) ?? new Set()).add(what));
  }
  expect([...seen].map(([place, whats]) => `${place}: ${[...whats].join(", ")}`)).toEqual([]);
}, 60_000);
