import fs from "node:fs";
import path from "node:path";

/**
 * One process per data folder: the embedded database allows one, and a second server (or a backup taken
 * under a running one) would fail deep inside it or copy a database in mid-write. The owner writes its
 * PID to DATA_DIR/site.pid; anyone else stops at once with a sentence that says what to do. A file left by
 * a process that died is taken over.
 */
export const LOCK_FILE = "site.pid";

/** Set by the server for the child process it starts to prepare the database (it holds the lock for it). */
export const LOCK_HELD_BY_PARENT = "WELLNESS_DATA_DIR_LOCK_PARENT";

export class DataDirInUseError extends Error {
  readonly pid: number;
  constructor(pid: number, dataDir: string) {
    super(`The site is running (PID ${pid}) on ${dataDir}; stop it first.`);
    this.pid = pid;
    this.name = "DataDirInUseError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number(fs.readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data folder for this process, or throws DataDirInUseError naming the running owner. */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const parent = process.env[LOCK_HELD_BY_PARENT];
  if (parent && Number(parent) === process.ppid && readOwner(file) === process.ppid) return { release() {} };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      const release = () => {
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
      process.once("exit", release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readOwner(file);
    if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirInUseError(owner, dataDir);
    // Left by a process that is gone (or half written): take it over.
    fs.rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock file ${file}.`);
}

/** For command-line scripts: takes the lock or prints why not and exits with status 1. */
export function lockDataDirOrExit(dataDir: string): { release(): void } {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
