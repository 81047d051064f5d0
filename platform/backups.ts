import fs from "node:fs";
import path from "node:path";
import { config } from "./config.ts";

/**
 * The backup archives in BACKUP_DIR (written by server/backup.ts: `wellness-<ISO time>[-scheduled|-upgrade].tar.gz`),
 * read by the backup retention and by the admin's system line (the last backup and its age).
 */
const ARCHIVE = /^wellness-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z(?:-[a-z]+)?\.tar\.gz$/;

export type BackupListing = { file: string; createdAt: Date; bytes: number };

/** The archives in `dir`, newest first. */
export function listBackups(dir: string = config.BACKUP_DIR): BackupListing[] {
  if (!fs.existsSync(dir)) return [];
  const found: BackupListing[] = [];
  for (const name of fs.readdirSync(dir)) {
    const match = ARCHIVE.exec(name);
    if (!match) continue;
    const [, date, hours, minutes, seconds, milliseconds] = match;
    const createdAt = new Date(`${date}T${hours}:${minutes}:${seconds}.${milliseconds}Z`);
    found.push({ file: path.join(dir, name), createdAt, bytes: fs.statSync(path.join(dir, name)).size });
  }
  return found.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
