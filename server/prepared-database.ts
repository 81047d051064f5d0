import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Whether an embedded database is already prepared by this very version of the site, so that a start can skip
 * the prepare step (server/cli/prepare-database.ts: the migrations, then the built-in content), which costs a
 * Node process of its own, about three CPU-seconds and as many seconds of the start on a 2-core machine.
 *
 * The prepare step's result follows from its inputs alone: the migrations, the built-in content and the code
 * that shapes it, the dependencies' versions, and the settings the built-in content reads. Every one of its
 * steps only adds what is missing, so running it again on a database it prepared changes nothing. After it
 * succeeds it writes a fingerprint of those inputs into the database's own folder; a start whose inputs have
 * the same fingerprint skips it. Anything else (no fingerprint, another one, an unreadable file) runs it, as
 * every start did before.
 *
 * The fingerprint lives inside the database's folder, so it goes wherever the database goes: a restore or a
 * copy of the folder brings the fingerprint of the version that prepared that database, and a database moved
 * in without one is prepared again.
 */

/** What the fingerprint covers: the site's code (domain, content, platform, server), the migrations, the lockfile. */
const CODE_INPUTS = ["app", "platform", "server", "drizzle", "package-lock.json"];

/**
 * The settings the built-in content reads (the catalogue's affiliate links carry AFFILIATE_TAG). A seed step
 * that reads another setting adds it here; server/prepared-database.test.ts checks the seed steps' own files.
 */
export const SEED_SETTINGS = ["AFFILIATE_TAG"] as const;

/** The file in the database's folder that holds the fingerprint of the version that prepared it. */
export const PREPARED_FILE = "wellness-prepared";

const siteRoot = path.resolve(import.meta.dirname, "..");

function hashTree(hash: ReturnType<typeof createHash>, root: string, relative: string) {
  const full = path.join(root, relative);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return;
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(full).sort()) hashTree(hash, root, path.join(relative, entry));
    return;
  }
  if (!stat.isFile()) return;
  const bytes = fs.readFileSync(full);
  hash.update(`${relative}\0${bytes.length}\0`);
  hash.update(bytes);
}

/** The fingerprint of the prepare step's inputs (about 40 ms: 4 MB of files hashed); `root`: the site's folder. */
export function prepareFingerprint(
  settings: Partial<Record<(typeof SEED_SETTINGS)[number], string>>,
  root = siteRoot,
): string {
  const hash = createHash("sha256");
  for (const input of CODE_INPUTS) hashTree(hash, root, input);
  for (const name of SEED_SETTINGS) hash.update(`${name}=${settings[name] ?? ""}\0`);
  return hash.digest("hex");
}

/** Whether the database in `pgliteDir` was prepared by a version with this fingerprint. */
export function isPreparedBy(pgliteDir: string, fingerprint: string): boolean {
  try {
    return fs.readFileSync(path.join(pgliteDir, PREPARED_FILE), "utf8").trim() === fingerprint;
  } catch {
    return false;
  }
}

/** Records that the database in `pgliteDir` is prepared (written whole, then renamed into place). */
export function markPreparedBy(pgliteDir: string, fingerprint: string): void {
  const target = path.join(pgliteDir, PREPARED_FILE);
  const partial = `${target}.${process.pid}.partial`;
  fs.writeFileSync(partial, `${fingerprint}\n`, { mode: 0o600 });
  fs.renameSync(partial, target);
}

/** The exit code of server/cli/prepare-database.ts when the disk is full (ENOSPC's number on Linux). */
export const DISK_FULL_EXIT_CODE = 28;

/**
 * The error, or one of its causes, says the disk is full: Node's ENOSPC, or the embedded database's own file
 * system error for it (Emscripten's ErrnoError with errno 51, its ENOSPC).
 */
export function isDiskFullError(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, errno, name } = current as { code?: unknown; errno?: unknown; name?: unknown };
    if (
      code === "ENOSPC" ||
      (name === "ErrnoError" && errno === 51) ||
      /No space left on device/i.test(String(current))
    )
      return true;
  }
  return false;
}
