import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { systemStatus } from "#app/domain/operations/system-status.server.ts";
import { config } from "#platform/config.ts";

/** The admin's installation line (app/domain/operations): release, schema level, the newest backup and its age. */
const made: string[] = [];
afterAll(() => {
  for (const file of made) fs.rmSync(file, { force: true });
});

it("names the version, the schema level, and the newest archive in BACKUP_DIR with its age", async () => {
  const now = new Date("2026-12-06T12:00:00.000Z");
  fs.mkdirSync(config.BACKUP_DIR, { recursive: true });
  for (const name of [
    "wellness-2026-12-04T03-30-00-000Z-scheduled.tar.gz",
    "wellness-2026-12-06T09-00-00-000Z.tar.gz",
    "notes.txt",
  ]) {
    const file = path.join(config.BACKUP_DIR, name);
    fs.writeFileSync(file, "x");
    made.push(file);
  }
  const status = await systemStatus(now);
  const { version } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { version: string };
  expect(status.version).toBe(version);
  expect(status.schema.level).toBe(status.schema.expected);
  expect(status.lastBackup).toEqual({
    name: "wellness-2026-12-06T09-00-00-000Z.tar.gz",
    at: "2026-12-06T09:00:00.000Z",
    age: "3 hours",
    stale: false,
  });
  // Two days and more without a new one, while backups are scheduled: overdue.
  expect((await systemStatus(new Date("2026-12-09T12:00:00.000Z"))).lastBackup).toMatchObject({
    age: "3 days",
    stale: true,
  });
});
