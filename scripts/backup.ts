/**
 * npm run backup
 * One archive (tar.gz) of everything the site keeps: the embedded database, the uploads, the outbox and the
 * generated auth secret, written to BACKUP_DIR (default: outside DATA_DIR, so deleting the data keeps it).
 * With the site running on this data folder, the server makes it (asked over its control socket: the embedded
 * database allows one process, and the server snapshots it consistently while it serves, server/backup.ts);
 * with the site stopped, this process opens the database itself. On PostgreSQL the archive holds the rest and
 * the database is backed up with pg_dump. Retention (BACKUP_KEEP) and the copy to S3 (BACKUP_TO_S3) apply.
 */
// Files this process creates are private to its user (platform/private-files.ts), before any is written.
import { makeFilesPrivate } from "#platform/private-files.ts";
import { config } from "#platform/config.ts";
import { DataDirInUseError, lockDataDir } from "#platform/data-dir-lock.ts";
import { describeBackup, snapshotClosedDatabase, writeBackup } from "#server/backup.ts";
import { askRunningServer } from "#server/control-socket.ts";

makeFilesPrivate();

async function main() {
  if (config.DATABASE_URL) return describeBackup(await writeBackup(null, "manual"));
  let lock: { release(): void };
  try {
    lock = lockDataDir(config.DATA_DIR);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.log(`The site is running (PID ${error.pid}): asking it for a backup while it serves…`);
    const answer = await askRunningServer(config.DATA_DIR, { command: "backup" });
    if (!answer)
      throw new Error(
        `The site is running (PID ${error.pid}) on ${config.DATA_DIR} but its control socket does not answer: ` +
          "stop it and run npm run backup again.",
        { cause: error },
      );
    if (!answer.ok) throw new Error(`The running site could not make the backup: ${answer.error}`, { cause: error });
    return describeBackup(answer.backup);
  }
  try {
    return describeBackup(await writeBackup(await snapshotClosedDatabase(config.PGLITE_DIR), "manual"));
  } finally {
    lock.release();
  }
}

try {
  console.log(await main());
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
