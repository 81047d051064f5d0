import { listBackups } from "#platform/backups.ts";
import { config } from "#platform/config.ts";
import { db } from "#platform/db.ts";
import { schemaLevelOf, SITE_VERSION } from "#platform/release.ts";

/** A backup older than this, with backups scheduled, is shown as overdue. */
const STALE_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

export type SystemStatus = {
  version: string;
  schema: { level: number; expected: number };
  lastBackup: { name: string; at: string; age: string; stale: boolean } | null;
  backupDir: string;
  scheduled: boolean;
  onPostgres: boolean;
};

/** The admin's line about the installation (app/domain/operations/CONTEXT.md). */
export async function systemStatus(now = new Date()): Promise<SystemStatus> {
  const schema = await schemaLevelOf(db);
  const newest = listBackups()[0];
  const scheduled = config.BACKUP_SCHEDULE !== "off";
  return {
    version: SITE_VERSION,
    schema: { level: schema.level, expected: schema.expected },
    lastBackup: newest
      ? {
          name: newest.file.split("/").pop()!,
          at: newest.createdAt.toISOString(),
          age: ageInWords(now.getTime() - newest.createdAt.getTime()),
          stale: scheduled && now.getTime() - newest.createdAt.getTime() > STALE_AFTER_MS,
        }
      : null,
    backupDir: config.BACKUP_DIR,
    scheduled,
    onPostgres: Boolean(config.DATABASE_URL),
  };
}

/** "3 hours", "2 days": the age of a backup as a person says it. */
export function ageInWords(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  const days = Math.round(hours / 24);
  return `${days} days`;
}
