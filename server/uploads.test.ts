import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import express from "express";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestUser, type TestUser } from "#tests/helpers/users.ts";
import { LocalStorage } from "#platform/storage.ts";
import {
  deleteImage,
  inspectImage,
  MAX_UPLOAD_BYTES,
  readManifest,
  storeImage,
  UPLOAD_MESSAGES,
  UploadError,
} from "#platform/uploads.ts";
import { uploadRoutes } from "./upload-routes.ts";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-uploads-"));
const store = new LocalStorage(root);

async function png(width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: "#9e3558" } })
    .png()
    .toBuffer();
}
async function jpegWithExif() {
  return sharp({ create: { width: 2000, height: 1000, channels: 3, background: "#4f7a5a" } })
    .withMetadata({ exif: { IFD0: { Copyright: "Secret Camera Owner", Artist: "GPS somewhere" } } })
    .jpeg()
    .toBuffer();
}
async function gif() {
  return sharp({ create: { width: 300, height: 200, channels: 4, background: "#f2c14e" } })
    .gif()
    .toBuffer();
}
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
const script = Buffer.from("#!/bin/sh\necho pwned\n<script>alert(1)</script>");

async function expectUploadError(run: Promise<unknown>, status: number, message: string) {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UploadError);
  expect((error as UploadError).status).toBe(status);
  expect((error as UploadError).message).toBe(message);
}

describe("image checks (real sharp on generated images)", () => {
  it("accepts real JPEG, PNG and GIF files", async () => {
    expect((await inspectImage(await png(), "photo.png")).format).toBe("png");
    expect((await inspectImage(await jpegWithExif(), "photo.JPG")).format).toBe("jpeg");
    expect((await inspectImage(await jpegWithExif(), "photo.jpeg")).format).toBe("jpeg");
    expect((await inspectImage(await gif(), "anim.gif")).format).toBe("gif");
  });

  it("refuses a script named .png, an SVG, a wrong extension and a mismatched type", async () => {
    await expectUploadError(inspectImage(script, "innocent.png"), 415, UPLOAD_MESSAGES.notImage);
    await expectUploadError(inspectImage(svg, "drawing.svg"), 415, UPLOAD_MESSAGES.badExtension);
    await expectUploadError(inspectImage(svg, "drawing.png"), 415, UPLOAD_MESSAGES.notImage);
    await expectUploadError(inspectImage(await png(), "photo.webp"), 415, UPLOAD_MESSAGES.badExtension);
    await expectUploadError(inspectImage(await png(), "photo.jpg"), 415, UPLOAD_MESSAGES.mismatch);
    await expectUploadError(inspectImage(Buffer.alloc(0), "empty.png"), 400, UPLOAD_MESSAGES.noFile);
    await expectUploadError(inspectImage(Buffer.alloc(MAX_UPLOAD_BYTES + 1), "big.png"), 413, UPLOAD_MESSAGES.tooLarge);
  });

  it("stores the original without metadata under public/{random}-{timestamp}.{ext}, with WebP/AVIF variants", async () => {
    const manifest = await storeImage(await jpegWithExif(), "holiday.jpg", { store, now: 1_700_000_000_000 });
    expect(manifest.key).toMatch(/^public\/\d+-1700000000000\.jpg$/);
    expect(manifest.url).toBe(`/uploads/${manifest.key}`);
    expect([manifest.width, manifest.height]).toEqual([2000, 1000]);
    expect(manifest.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const original = await store.get(manifest.key);
    const meta = await sharp(original!.body).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(original!.body.includes(Buffer.from("Secret Camera Owner"))).toBe(false);
    for (const variant of manifest.variants) {
      const webp = await store.get(variant.webp.replace("/uploads/", ""));
      const avif = await store.get(variant.avif.replace("/uploads/", ""));
      expect((await sharp(webp!.body).metadata()).format).toBe("webp");
      expect((await sharp(webp!.body).metadata()).width).toBe(variant.width);
      expect((await sharp(avif!.body).metadata()).format).toBe("heif");
    }
    expect(await readManifest(manifest.key, store)).toEqual(manifest);

    await deleteImage(manifest.key, store);
    expect(await store.get(manifest.key)).toBeNull();
    expect(await store.get(manifest.variants[0]!.webp.replace("/uploads/", ""))).toBeNull();
    expect(await readManifest(manifest.key, store)).toBeNull();
  });

  it("never makes variants wider than the original", async () => {
    const manifest = await storeImage(await gif(), "small.gif", { store });
    expect(manifest.variants.map((v) => v.width)).toEqual([300]);
    expect(manifest.format).toBe("gif");
  });
});

describe("POST /api/uploads and GET /uploads/…", () => {
  let base = "";
  let server: ReturnType<express.Express["listen"]>;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    const app = express();
    app.use(uploadRoutes(store));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    admin = await createTestUser({ role: "admin" });
    user = await createTestUser();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function post(files: { body: Buffer; name: string; type?: string }[], cookie?: string, origin?: string) {
    const form = new FormData();
    for (const file of files)
      form.append("file", new Blob([new Uint8Array(file.body)], { type: file.type ?? "image/png" }), file.name);
    const headers: Record<string, string> = {};
    if (cookie) headers.cookie = cookie;
    if (origin) headers.origin = origin;
    const response = await fetch(`${base}/api/uploads`, { method: "POST", body: form, headers });
    return { status: response.status, body: (await response.json()) as { url?: string; error?: string } };
  }

  it("lets an admin upload one image and serves it with the right cache headers", async () => {
    const { status, body } = await post([{ body: await png(), name: "pic.png" }], admin.cookie);
    expect(status).toBe(201);
    expect(body.url).toMatch(/^\/uploads\/public\/\d+-\d+\.png$/);
    const original = await fetch(`${base}${body.url}`);
    expect(original.status).toBe(200);
    expect(original.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(original.headers.get("content-type")).toBe("image/png");
    const manifest = await readManifest(body.url!.replace("/uploads/", ""), store);
    const variant = await fetch(`${base}${manifest!.variants[0]!.avif}`);
    expect(variant.status).toBe(200);
    expect(variant.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(variant.headers.get("content-type")).toBe("image/avif");
    expect((await fetch(`${base}/uploads/meta/${body.url!.split("/").pop()!.replace(".png", ".json")}`)).status).toBe(
      404,
    );
  });

  it("accepts the site's origin and the instance's own address, and refuses other sites", async () => {
    expect((await post([{ body: await png(), name: "a.png" }], admin.cookie, "http://localhost:3000")).status).toBe(
      201,
    );
    expect((await post([{ body: await png(), name: "b.png" }], admin.cookie, base)).status).toBe(201);
    expect(await post([{ body: await png(), name: "c.png" }], admin.cookie, "https://evil.example")).toEqual({
      status: 403,
      body: { error: UPLOAD_MESSAGES.forbidden },
    });
  });

  it("refuses visitors and plain users", async () => {
    expect(await post([{ body: await png(), name: "pic.png" }])).toEqual({
      status: 401,
      body: { error: UPLOAD_MESSAGES.unauthenticated },
    });
    expect(await post([{ body: await png(), name: "pic.png" }], user.cookie)).toEqual({
      status: 403,
      body: { error: UPLOAD_MESSAGES.forbidden },
    });
  });

  it("refuses a fake PNG, an SVG, an oversized file, two files and no file, storing nothing", async () => {
    const before = fs.readdirSync(path.join(root, "public")).length;
    expect(await post([{ body: script, name: "fake.png" }], admin.cookie)).toEqual({
      status: 415,
      body: { error: UPLOAD_MESSAGES.notImage },
    });
    expect(await post([{ body: svg, name: "vector.svg", type: "image/svg+xml" }], admin.cookie)).toMatchObject({
      status: 415,
    });
    const big = Buffer.concat([await png(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(await post([{ body: big, name: "huge.png" }], admin.cookie)).toEqual({
      status: 413,
      body: { error: UPLOAD_MESSAGES.tooLarge },
    });
    const two = [
      { body: await png(), name: "a.png" },
      { body: await png(), name: "b.png" },
    ];
    expect(await post(two, admin.cookie)).toEqual({ status: 400, body: { error: UPLOAD_MESSAGES.tooMany } });
    const empty = await fetch(`${base}/api/uploads`, {
      method: "POST",
      body: new FormData(),
      headers: { cookie: admin.cookie },
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: UPLOAD_MESSAGES.noFile });
    expect(fs.readdirSync(path.join(root, "public")).length).toBe(before);
  });
});
