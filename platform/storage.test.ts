import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
// @ts-expect-error s3rver ships no type declarations
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "./config.ts";
import { createStorage, LocalStorage, ObjectExistsError, S3Storage, type ObjectStorage } from "./storage.ts";
import { deleteImage, readManifest, storeImage } from "./uploads.ts";

/** The same contract for every storage backend. */
function contract(name: string, make: () => ObjectStorage) {
  describe(`${name} storage`, () => {
    it("puts, gets and deletes objects, and never overwrites", async () => {
      const store = make();
      const key = `public/${Date.now()}-test.png`;
      expect(await store.get(key)).toBeNull();
      await store.put(key, Buffer.from("one"), { contentType: "image/png", cacheControl: "public, max-age=3600" });
      const got = await store.get(key);
      expect(got?.body.toString()).toBe("one");
      expect(got?.contentType).toBe("image/png");
      await expect(
        store.put(key, Buffer.from("two"), { contentType: "image/png", cacheControl: "x" }),
      ).rejects.toBeInstanceOf(ObjectExistsError);
      expect((await store.get(key))?.body.toString()).toBe("one");
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      await store.delete(key);
    });

    it("refuses keys that leave the storage area", async () => {
      const store = make();
      for (const key of ["../etc/passwd", "public/../../x", "/abs", "other/x.png", "public/.hidden"]) {
        await expect(store.get(key)).rejects.toThrow(/Invalid storage key/);
      }
    });

    it("stores an uploaded image with its variants and manifest, and removes them all", async () => {
      const store = make();
      const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#123456" } })
        .png()
        .toBuffer();
      const manifest = await storeImage(image, "photo.png", { store });
      expect(await readManifest(manifest.key, store)).toEqual(manifest);
      expect((await store.get(manifest.key))?.contentType).toBe("image/png");
      await deleteImage(manifest.key, store);
      expect(await store.get(manifest.key)).toBeNull();
    });
  });
}

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-local-"));
contract("local", () => new LocalStorage(localRoot));

const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-s3rver-"));
let s3Port = 0;
let s3server: { run(): Promise<{ port: number }>; close(): Promise<void> };

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: "articles" }],
  });
  s3Port = (await s3server.run()).port;
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
  fs.rmSync(localRoot, { recursive: true, force: true });
});

contract(
  "S3-compatible",
  () =>
    new S3Storage({
      bucket: "articles",
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${s3Port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    }),
);

describe("choosing a backend", () => {
  it("uses local disk by default and S3 when the S3_* settings are given", () => {
    expect(createStorage(parseConfig({ DATA_DIR: "/tmp/x" })).kind).toBe("local");
    const s3 = parseConfig({
      S3_BUCKET: "b",
      S3_ACCESS_KEY_ID: "k",
      S3_SECRET_ACCESS_KEY: "s",
      S3_ENDPOINT: "http://127.0.0.1:9",
    });
    expect(createStorage(s3).kind).toBe("s3");
  });
});
