import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { PGlite } from "@electric-sql/pglite";
import { config } from "#platform/config.ts";
import { listBackups } from "#platform/backups.ts";
import { SITE_VERSION } from "#platform/release.ts";

/**
 * Backups (docs/operations.md, "Backups"; docs/decisions/032-backups-while-the-site-serves.md): one archive,
 * `wellness-<time>.tar.gz` in BACKUP_DIR, with the embedded database, the uploads kept on disk, the outbox and
 * the generated auth secret. Made by `npm run backup` (the site stopped: this process opens the database; the
 * site running: the server makes it, asked over its control socket, server/control-socket.ts), by the schedule
 * (BACKUP_SCHEDULE, a background job in the server) and by `npm run upgrade` before it migrates.
 *
 * While the site serves, the database is snapshotted by the server's own PGlite: a CHECKPOINT, then its data
 * folder read under PGlite's query lock, so no statement runs while the files are read (a few hundred
 * milliseconds for a database of tens of MB; requests wait that long, none fails). The files are then the
 * state between two statements, which PostgreSQL's recovery opens like a database after a crash: committed
 * transactions in, an unfinished one rolled back.
 */

const execFileAsync = promisify(execFile);
const gzipAsync = promisify(gzip);

/** What an archive holds besides the database (database.tar.gz, a PGlite data-folder dump). */
export const BACKED_UP_FILES = ["uploads", "outbox", ".auth-secret"] as const;

export type BackupReason = "manual" | "scheduled" | "upgrade";

export type BackupResult = {
  file: string;
  bytes: number;
  contents: string[];
  createdAt: string;
  /** Archives removed by retention (BACKUP_KEEP). */
  removed: string[];
  /** The key the archive was copied to in the S3 store (BACKUP_TO_S3), if any. */
  uploaded: string | null;
  /** Why the copy to the S3 store failed (the archive on disk is whole), if it did. */
  uploadError: string | null;
};

/** The embedded database's files, from an open PGlite that may be serving: consistent, gzip-compressed. */
export async function snapshotOpenDatabase(pglite: PGlite): Promise<Buffer> {
  // Most of the write-ahead log goes into the tables first, so a restore has little to replay.
  await pglite.exec("CHECKPOINT");
  // dumpDataDir holds PGlite's query lock while it reads the files; compression happens after it is released.
  const tar = await pglite.dumpDataDir("none");
  return gzipAsync(Buffer.from(await tar.arrayBuffer()));
}

/** The embedded database's files, from a data folder no process has open (this one takes it). */
export async function snapshotClosedDatabase(pgliteDir: string): Promise<Buffer | null> {
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION"))) return null;
  const { PGlite } = await import("@electric-sql/pglite");
  const pg = new PGlite(pgliteDir);
  await pg.waitReady;
  try {
    return await snapshotOpenDatabase(pg);
  } finally {
    await pg.close();
  }
}

/** Writes one archive with `database` (null: none, e.g. on PostgreSQL) and the data folder's files; applies retention. */
export async function writeBackup(database: Buffer | null, reason: BackupReason): Promise<BackupResult> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-"));
  try {
    const contents: string[] = [];
    if (database) {
      fs.writeFileSync(path.join(staging, "database.tar.gz"), database);
      contents.push("database");
    }
    for (const name of BACKED_UP_FILES) {
      const from = path.join(config.DATA_DIR, name);
      if (!fs.existsSync(from)) continue;
      fs.cpSync(from, path.join(staging, name), { recursive: true, preserveTimestamps: true });
      contents.push(name);
    }
    const createdAt = new Date().toISOString();
    fs.writeFileSync(
      path.join(staging, "backup.json"),
      JSON.stringify({ createdAt, version: SITE_VERSION, reason, dataDir: config.DATA_DIR, contents }, null, 2),
    );
    fs.mkdirSync(config.BACKUP_DIR, { recursive: true, mode: 0o700 });
    const suffix = reason === "manual" ? "" : `-${reason}`;
    const file = path.join(config.BACKUP_DIR, `wellness-${createdAt.replace(/[:.]/g, "-")}${suffix}.tar.gz`);
    const partial = `${file}.partial`;
    // The archive holds the auth secret: readable by its owner only. Written under another name and renamed,
    // so a backup cut short (disk full, a kill) never looks like a whole one.
    const previous = process.umask(0o077);
    try {
      await execFileAsync("tar", ["-czf", partial, "-C", staging, "."]);
      fs.renameSync(partial, file);
    } catch (error) {
      fs.rmSync(partial, { force: true });
      throw error;
    } finally {
      process.umask(previous);
    }
    // The archive on disk is the backup; the copy to the store is extra: a store that is away or hangs is logged
    // and said (uploadError), never a reason to lose or wait on the local archive.
    let uploaded: string | null = null;
    let uploadError: string | null = null;
    if (config.BACKUP_TO_S3 === "on") {
      try {
        uploaded = await uploadToS3(file);
      } catch (error) {
        uploadError = (error as Error).message;
      }
    }
    const removed = await applyRetention(config.BACKUP_DIR, config.BACKUP_KEEP);
    return { file, bytes: fs.statSync(file).size, contents, createdAt, removed, uploaded, uploadError };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Keeps the newest `keep` archives in `dir` (and in the S3 store when backups go there too); returns what went. */
async function applyRetention(dir: string, keep: number): Promise<string[]> {
  const removed: string[] = [];
  for (const old of listBackups(dir).slice(keep)) {
    fs.rmSync(old.file, { force: true });
    if (config.BACKUP_TO_S3 === "on") await deleteFromS3(path.basename(old.file)).catch(() => undefined);
    removed.push(path.basename(old.file));
  }
  return removed;
}

/** An archive is larger than an image: a minute at least, or twenty times S3_TIMEOUT_MS, then the copy is given up. */
const s3BackupTimeoutMs = () => Math.max(60_000, config.S3_TIMEOUT_MS * 20);

async function s3Client() {
  const aws = await import("@aws-sdk/client-s3");
  const client = new aws.S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT, forcePathStyle: true } : {}),
    credentials: { accessKeyId: config.S3_ACCESS_KEY_ID!, secretAccessKey: config.S3_SECRET_ACCESS_KEY! },
  });
  return { aws, client };
}

/** Copies an archive to the S3 store under `backups/` (private: the uploads route serves only images). */
async function uploadToS3(file: string): Promise<string> {
  const { aws, client } = await s3Client();
  const key = `backups/${path.basename(file)}`;
  try {
    await client.send(
      new aws.PutObjectCommand({
        Bucket: config.S3_BUCKET,
        Key: key,
        Body: fs.readFileSync(file),
        ContentType: "application/gzip",
      }),
      { abortSignal: AbortSignal.timeout(s3BackupTimeoutMs()) },
    );
  } finally {
    client.destroy();
  }
  return key;
}

async function deleteFromS3(name: string): Promise<void> {
  const { aws, client } = await s3Client();
  try {
    await client.send(new aws.DeleteObjectCommand({ Bucket: config.S3_BUCKET, Key: `backups/${name}` }), {
      abortSignal: AbortSignal.timeout(config.S3_TIMEOUT_MS),
    });
  } finally {
    client.destroy();
  }
}

/** One line for a person: where the archive is, how big, what is in it. */
export function describeBackup(result: BackupResult): string {
  const megabytes = (result.bytes / 1024 / 1024).toFixed(1);
  const parts = [`Backup written to ${result.file} (${megabytes} MB): ${result.contents.join(", ") || "nothing"}.`];
  if (!result.contents.includes("database") && config.DATABASE_URL)
    parts.push('The database is on PostgreSQL: back it up with pg_dump --format=custom "$DATABASE_URL".');
  if (result.uploaded) parts.push(`Copied to the S3 store as ${result.uploaded}.`);
  if (result.uploadError)
    parts.push(`Not copied to the S3 store (${result.uploadError}): the archive on disk is whole.`);
  if (result.removed.length > 0)
    parts.push(`Removed by BACKUP_KEEP=${config.BACKUP_KEEP}: ${result.removed.join(", ")}.`);
  return parts.join(" ");
}
