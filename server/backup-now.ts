import { database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { type BackupReason, type BackupResult, describeBackup, snapshotOpenDatabase, writeBackup } from "./backup.ts";

/**
 * A backup made by the running server (the schedule, or `npm run backup` through the control socket): the
 * database from this process's own connection (server/backup.ts says how that stays consistent while serving).
 * One at a time: a second request while one runs gets the same archive.
 */
let running: Promise<BackupResult> | null = null;

export function backupNow(reason: BackupReason): Promise<BackupResult> {
  running ??= (async () => {
    const started = performance.now();
    try {
      const snapshot =
        database.kind === "pglite" && database.pglite ? await snapshotOpenDatabase(database.pglite) : null;
      const result = await writeBackup(snapshot, reason);
      logger.info(
        { reason, file: result.file, bytes: result.bytes, ms: Math.round(performance.now() - started) },
        describeBackup(result),
      );
      if (result.uploadError) logger.warn({ err: result.uploadError }, "backup: the copy to the S3 store failed");
      return result;
    } finally {
      running = null;
    }
  })();
  return running;
}
