import fs from "node:fs/promises";
import path from "node:path";
import type * as AwsS3 from "@aws-sdk/client-s3";
import { config, type Config } from "./config.ts";

/**
 * Where uploaded files live (the "files" part of the architecture).
 * Keys look like `public/<time>-<random>.jpg`; every object is served under
 * `/uploads/{key}`. Objects are never overwritten.
 */
export type StoredObject = { body: Buffer; contentType: string; cacheControl: string | null };
export type PutOptions = { contentType: string; cacheControl: string };

export interface ObjectStorage {
  readonly kind: "local" | "s3";
  /** Stores a new object; fails with ObjectExistsError when the key is taken. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object (no error when it is already gone). */
  delete(key: string): Promise<void>;
}

export class ObjectExistsError extends Error {
  constructor(key: string) {
    super(`An object already exists at ${key}`);
  }
}

const KEY = /^(?:public|variants|meta)\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Refuses keys that could leave the storage area (`..`, absolute paths, odd characters). */
export function assertValidKey(key: string): void {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  json: "application/json",
};

export function contentTypeFor(key: string): string {
  return CONTENT_TYPES[key.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream";
}

/** Local disk under a folder (default DATA_DIR/uploads). Metadata is derived from the key. */
export class LocalStorage implements ObjectStorage {
  readonly kind = "local" as const;
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private file(key: string): string {
    assertValidKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, body: Buffer, _options: PutOptions): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.writeFile(file, body, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const body = await fs.readFile(this.file(key));
      return { body, contentType: contentTypeFor(key), cacheControl: null };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}

export type S3Options = {
  /** Longest one call (with the SDK's retries) may take before it fails with StorageUnavailableError. */
  timeoutMs?: number;
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The object store did not answer in time, or could not be reached: the caller answers 503. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The image store is not answering.", { cause });
    this.name = "StorageUnavailableError";
  }
}

const UNREACHABLE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EPIPE",
]);

/** A store that hangs or is away, as opposed to one that answered with an error. */
function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "AbortError" || error.name === "TimeoutError" || error.name === "RequestTimeout") return true;
  const code = (error as NodeJS.ErrnoException).code;
  if (code && UNREACHABLE.has(code)) return true;
  return error.cause !== undefined && error.cause !== error && isUnavailable(error.cause);
}

const DEFAULT_S3_TIMEOUT_MS = 5_000;

/**
 * The AWS SDK, loaded on first use: memory that a site storing its files on local disk never needs (docs/decisions/009-memory.md).
 */
let sdk: Promise<typeof AwsS3> | undefined;
const loadSdk = () => (sdk ??= import("@aws-sdk/client-s3"));

/**
 * Any S3-compatible object store (AWS S3, MinIO, R2…). Objects keep their
 * Content-Type and Cache-Control; `If-None-Match: *` makes puts refuse to
 * overwrite where the store supports conditional writes.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = "s3" as const;
  readonly bucket: string;
  readonly #options: S3Options;
  #client: AwsS3.S3Client | undefined;

  constructor(options: S3Options) {
    this.bucket = options.bucket;
    this.#options = options;
  }

  /** The SDK and this store's client (created once). */
  private async s3() {
    const aws = await loadSdk();
    this.#client ??= new aws.S3Client({
      region: this.#options.region,
      endpoint: this.#options.endpoint,
      forcePathStyle: Boolean(this.#options.endpoint),
      credentials: { accessKeyId: this.#options.accessKeyId, secretAccessKey: this.#options.secretAccessKey },
      // Without these a store that accepts the connection and never answers holds the request for minutes.
      requestHandler: { connectionTimeout: this.timeoutMs, requestTimeout: this.timeoutMs },
    });
    return { aws, client: this.#client };
  }

  get timeoutMs() {
    return this.#options.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  }

  /** Sends one command under a deadline covering the SDK's own retries; a hang or an unreachable store becomes StorageUnavailableError. */
  private async call<T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await send(AbortSignal.timeout(this.timeoutMs));
    } catch (error) {
      throw isUnavailable(error) ? new StorageUnavailableError(error) : error;
    }
  }

  async put(key: string, body: Buffer, options: PutOptions): Promise<void> {
    assertValidKey(key);
    if (await this.get(key)) throw new ObjectExistsError(key);
    const { aws, client } = await this.s3();
    try {
      await this.call((abortSignal) =>
        client.send(
          new aws.PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: body,
            ContentType: options.contentType,
            CacheControl: options.cacheControl,
            IfNoneMatch: "*",
          }),
          { abortSignal },
        ),
      );
    } catch (error) {
      if (error instanceof aws.S3ServiceException && error.$metadata.httpStatusCode === 412)
        throw new ObjectExistsError(key);
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    assertValidKey(key);
    const { aws, client } = await this.s3();
    try {
      const bytes = await this.call(async (abortSignal) => {
        const answer = await client.send(new aws.GetObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal });
        const body = await answer.Body?.transformToByteArray();
        return body ? { body, answer } : null;
      });
      if (!bytes) return null;
      return {
        body: Buffer.from(bytes.body),
        contentType: bytes.answer.ContentType ?? contentTypeFor(key),
        cacheControl: bytes.answer.CacheControl ?? null,
      };
    } catch (error) {
      if (error instanceof aws.NoSuchKey) return null;
      if (error instanceof aws.S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    const { aws, client } = await this.s3();
    await this.call((abortSignal) =>
      client.send(new aws.DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }),
    );
  }
}

/** The storage the configuration asks for: S3 when S3_BUCKET (and its keys) are set, else local disk. */
export function createStorage(cfg: Config = config): ObjectStorage {
  if (cfg.S3_BUCKET && cfg.S3_ACCESS_KEY_ID && cfg.S3_SECRET_ACCESS_KEY) {
    return new S3Storage({
      bucket: cfg.S3_BUCKET,
      region: cfg.S3_REGION,
      endpoint: cfg.S3_ENDPOINT,
      accessKeyId: cfg.S3_ACCESS_KEY_ID,
      secretAccessKey: cfg.S3_SECRET_ACCESS_KEY,
      timeoutMs: cfg.S3_TIMEOUT_MS,
    });
  }
  return new LocalStorage(path.join(cfg.DATA_DIR, "uploads"));
}

let current: ObjectStorage | null = null;

/** The process's storage (created on first use). */
export function storage(): ObjectStorage {
  current ??= createStorage();
  return current;
}
