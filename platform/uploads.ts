import crypto from "node:crypto";
import path from "node:path";
import type { default as Sharp, Metadata } from "sharp";
import { storage as defaultStorage, type ObjectStorage } from "./storage.ts";

/**
 * Image uploads for articles: storage, the upload checks and the image sizes.
 * The file's real type is read from its bytes by sharp (JPEG, PNG or GIF
 * only), 10 MB is enforced, metadata is stripped by re-encoding, the original
 * is stored at `public/{random}-{timestamp}.{ext}`, and WebP/AVIF variants at
 * a few widths plus a small JSON manifest (dimensions) are stored beside it.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_LABEL = "10 MB";
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
export const ORIGINAL_CACHE_CONTROL = "public, max-age=3600";
export const VARIANT_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** Refuse decompression bombs: at most 50 megapixels. */
const MAX_PIXELS = 50_000_000;

/**
 * sharp (libvips) is loaded by the first image checked, not at start: loading it costs a process about 20 MB of
 * memory (PSS: its libraries and libvips' own start-up), which a site that is only read never needs
 * (decision 009, "Third pass").
 */
let sharpLoaded: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (sharpLoaded ??= import("sharp"))).default;

export class UploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export const UPLOAD_MESSAGES = {
  noFile: "Please select an image file to upload.",
  tooMany: "Please upload one image at a time.",
  tooLarge: `The image is larger than ${MAX_UPLOAD_LABEL}. Please choose a smaller file.`,
  badExtension: "Only JPEG, JPG, PNG and GIF images can be uploaded.",
  notImage: "This file is not a valid JPEG, PNG or GIF image.",
  mismatch: "The file's contents do not match its extension.",
  tooManyPixels: "The image's dimensions are too large.",
  unauthenticated: "Please log in as an admin to upload images.",
  forbidden: "Only admins can upload images.",
} as const;

type ImageFormat = "jpeg" | "png" | "gif";
const EXTENSIONS: Record<string, ImageFormat> = { jpg: "jpeg", jpeg: "jpeg", png: "png", gif: "gif" };
export const ALLOWED_MIME = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/pjpeg",
  "application/octet-stream",
  "",
]);

export type ImageVariant = { width: number; height: number; webp: string; avif: string };
export type ImageManifest = {
  key: string;
  url: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
  variants: ImageVariant[];
};

export function publicUrl(key: string): string {
  return `/uploads/${key}`;
}

/** Checks the file by its bytes: a real JPEG/PNG/GIF whose extension agrees. */
export async function inspectImage(buffer: Buffer, filename: string) {
  if (buffer.length === 0) throw new UploadError(400, UPLOAD_MESSAGES.noFile);
  if (buffer.length > MAX_UPLOAD_BYTES) throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
  const ext = path.extname(filename).slice(1).toLowerCase();
  const claimed = EXTENSIONS[ext];
  if (!claimed) throw new UploadError(415, UPLOAD_MESSAGES.badExtension);
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new UploadError(415, UPLOAD_MESSAGES.notImage);
  }
  const format = metadata.format;
  if (format !== "jpeg" && format !== "png" && format !== "gif") throw new UploadError(415, UPLOAD_MESSAGES.notImage);
  if (format !== claimed) throw new UploadError(415, UPLOAD_MESSAGES.mismatch);
  if (!metadata.width || !metadata.height) throw new UploadError(415, UPLOAD_MESSAGES.notImage);
  // An animated GIF is decoded frame by frame: every frame counts towards the budget.
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (metadata.width * frameHeight * frames > MAX_PIXELS) throw new UploadError(413, UPLOAD_MESSAGES.tooManyPixels);
  return { format, ext, width: metadata.width, height: metadata.height };
}

/**
 * Stores a checked image and its variants. Returns the manifest (also stored
 * at `meta/{name}.json`) that pages use for srcset, width and height.
 */
export async function storeImage(
  buffer: Buffer,
  filename: string,
  options: { store?: ObjectStorage; now?: number } = {},
): Promise<ImageManifest> {
  const store = options.store ?? defaultStorage();
  const { format, ext } = await inspectImage(buffer, filename);
  const name = `${crypto.randomInt(1_000_000_000, 99_999_999_999)}-${options.now ?? Date.now()}`;
  const key = `public/${name}.${ext}`;

  const sharp = await loadSharp();
  // Re-encoding drops EXIF/XMP/ICC metadata (sharp keeps none unless asked); JPEGs are turned upright first.
  const source = () => sharp(buffer, { limitInputPixels: MAX_PIXELS, animated: format === "gif" });
  const encoded =
    format === "jpeg"
      ? source().rotate().jpeg({ quality: 88, mozjpeg: true })
      : format === "png"
        ? source().png({ compressionLevel: 9 })
        : source().gif();
  const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
  const width = info.width;
  const height = format === "gif" && info.pageHeight ? info.pageHeight : info.height;

  const still = () => sharp(buffer, { limitInputPixels: MAX_PIXELS }).rotate();
  const widths = [...new Set([...VARIANT_WIDTHS.filter((w) => w < width), Math.min(width, VARIANT_WIDTHS.at(-1)!)])];
  const variants: ImageVariant[] = [];
  const files: { key: string; body: Buffer; contentType: string; cacheControl: string }[] = [];
  for (const w of widths) {
    const h = Math.max(1, Math.round((height * w) / width));
    const webp = await still().resize({ width: w }).webp({ quality: 80 }).toBuffer();
    const avif = await still().resize({ width: w }).avif({ quality: 55, effort: 2 }).toBuffer();
    const webpKey = `variants/${name}-${w}.webp`;
    const avifKey = `variants/${name}-${w}.avif`;
    files.push({ key: webpKey, body: webp, contentType: "image/webp", cacheControl: VARIANT_CACHE_CONTROL });
    files.push({ key: avifKey, body: avif, contentType: "image/avif", cacheControl: VARIANT_CACHE_CONTROL });
    variants.push({ width: w, height: h, webp: publicUrl(webpKey), avif: publicUrl(avifKey) });
  }

  const manifest: ImageManifest = { key, url: publicUrl(key), format, width, height, bytes: original.length, variants };
  const contentType = `image/${format}`;
  await store.put(key, original, { contentType, cacheControl: ORIGINAL_CACHE_CONTROL });
  for (const file of files) await store.put(file.key, file.body, file);
  await store.put(`meta/${name}.json`, Buffer.from(JSON.stringify(manifest)), {
    contentType: "application/json",
    cacheControl: "no-store",
  });
  return manifest;
}

/** `public/{name}.{ext}` → `{name}`, or null for a key that is not an upload original. */
export function uploadName(key: string): string | null {
  return /^public\/([A-Za-z0-9-]+)\.(?:jpe?g|png|gif)$/.exec(key)?.[1] ?? null;
}

/** Reads an upload's manifest (null when missing or unreadable). */
export async function readManifest(
  key: string,
  store: ObjectStorage = defaultStorage(),
): Promise<ImageManifest | null> {
  const name = uploadName(key);
  if (!name) return null;
  const object = await store.get(`meta/${name}.json`);
  if (!object) return null;
  try {
    return JSON.parse(object.body.toString("utf8")) as ImageManifest;
  } catch {
    return null;
  }
}

/** Removes an upload, its variants and its manifest. */
export async function deleteImage(key: string, store: ObjectStorage = defaultStorage()): Promise<void> {
  const name = uploadName(key);
  if (!name) return;
  const manifest = await readManifest(key, store);
  const keys = [key, `meta/${name}.json`];
  for (const variant of manifest?.variants ?? []) {
    keys.push(variant.webp.replace(/^\/uploads\//, ""), variant.avif.replace(/^\/uploads\//, ""));
  }
  for (const k of keys) await store.delete(k);
}
