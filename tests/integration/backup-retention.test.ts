import fs from "node:fs";
import os from "node:os";
import path from "node:path";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listBackups } from "#platform/backups.ts";
import { config } from "#platform/config.ts";
import { writeBackup } from "#server/backup.ts";

/**
 * Retention (BACKUP_KEEP) and the copy to the S3 store (BACKUP_TO_S3=on, an S3-compatible server here): each new
 * archive is also in the bucket under backups/, and the oldest beyond the limit go from both places.
 */
const BUCKET = "wellness-backups-test";
const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-s3-"));
const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-backup-keep-"));
const mutable = config as { -readonly [K in keyof typeof config]: (typeof config)[K] };
const saved = { ...config };
let s3: { run(): Promise<unknown>; close(): Promise<void> };

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = (await s3.run()) as { port: number };
  Object.assign(mutable, {
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
    BACKUP_TO_S3: "on",
    BACKUP_KEEP: 2,
    BACKUP_DIR: backupDir,
  });
});
afterAll(async () => {
  Object.assign(mutable, saved);
  await s3.close();
  // s3rver defines a global of its own (awslambda) when it loads.
  delete (globalThis as { awslambda?: unknown }).awslambda;
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(backupDir, { recursive: true, force: true });
});

async function keysInBucket(): Promise<string[]> {
  const { ListObjectsV2Command, S3Client } = await import("@aws-sdk/client-s3");
  const client = new S3Client({
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  try {
    const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: "backups/" }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  } finally {
    client.destroy();
  }
}

it("keeps the newest BACKUP_KEEP archives, here and in the S3 store", async () => {
  const written: string[] = [];
  for (let round = 0; round < 3; round += 1) {
    const result = await writeBackup(Buffer.from(`database ${round}`), "scheduled");
    expect(result.uploaded).toBe(`backups/${path.basename(result.file)}`);
    written.push(path.basename(result.file));
    // Archive names are stamped to the millisecond.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const kept = written.slice(1).sort();
  expect(
    listBackups(backupDir)
      .map((backup) => path.basename(backup.file))
      .sort(),
  ).toEqual(kept);
  expect(await keysInBucket()).toEqual(kept.map((name) => `backups/${name}`));
  expect(fs.readdirSync(backupDir).filter((name) => name.endsWith(".partial"))).toEqual([]);
});

it("a store that is away costs the copy, not the backup: the archive is written and the failure is said", async () => {
  const working = config.S3_ENDPOINT;
  // A port nothing listens on: the connection is refused.
  Object.assign(mutable, { S3_ENDPOINT: "http://127.0.0.1:9" });
  try {
    const result = await writeBackup(Buffer.from("database"), "manual");
    expect(fs.existsSync(result.file)).toBe(true);
    expect(result.uploaded).toBeNull();
    expect(result.uploadError).toBeTruthy();
  } finally {
    Object.assign(mutable, { S3_ENDPOINT: working });
  }
});
