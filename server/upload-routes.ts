import path from "node:path";
import busboy from "busboy";
import { fromNodeHeaders } from "better-auth/node";
import express, { type Request, type Response, type Router } from "express";
import { auth } from "#app/domain/accounts/auth.server.ts";
import {
  adminAccess,
  SECOND_FACTOR_SESSION_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from "#app/domain/accounts/second-factor.server.ts";
import { config } from "#platform/config.ts";
import { logger } from "#platform/logger.ts";
import {
  LocalStorage,
  ObjectExistsError,
  StorageUnavailableError,
  storage as defaultStorage,
  type ObjectStorage,
} from "#platform/storage.ts";
import {
  ALLOWED_MIME,
  MAX_UPLOAD_BYTES,
  ORIGINAL_CACHE_CONTROL,
  storeImage,
  UploadError,
  UPLOAD_MESSAGES,
  VARIANT_CACHE_CONTROL,
  type ImageManifest,
} from "#platform/uploads.ts";
import { isSameSiteRequest } from "./security.ts";

/**
 * The HTTP side of image uploads: POST /api/uploads (admins only) and GET /uploads/….
 * Checking, re-encoding and storing the image is platform/uploads.ts.
 */

/** Reads one multipart file (busboy, limits: 1 file, 10 MB) from the request. */
function readSingleFile(req: Request): Promise<{ buffer: Buffer; filename: string; mimeType: string }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: MAX_UPLOAD_BYTES, fields: 10, parts: 11 },
      });
    } catch {
      reject(new UploadError(400, UPLOAD_MESSAGES.noFile));
      return;
    }
    let file: { chunks: Buffer[]; filename: string; mimeType: string; truncated: boolean } | null = null;
    let tooMany = false;
    parser.on("file", (_field, stream, info) => {
      if (file) {
        tooMany = true;
        stream.resume();
        return;
      }
      const current = {
        chunks: [] as Buffer[],
        filename: info.filename ?? "",
        mimeType: info.mimeType ?? "",
        truncated: false,
      };
      file = current;
      stream.on("data", (chunk: Buffer) => current.chunks.push(chunk));
      stream.on("limit", () => {
        current.truncated = true;
      });
    });
    parser.on("filesLimit", () => {
      tooMany = true;
    });
    parser.on("error", () => reject(new UploadError(400, UPLOAD_MESSAGES.noFile)));
    parser.on("close", () => {
      const done = file as { chunks: Buffer[]; filename: string; mimeType: string; truncated: boolean } | null;
      if (tooMany) return reject(new UploadError(400, UPLOAD_MESSAGES.tooMany));
      if (!done || (done.chunks.length === 0 && !done.filename))
        return reject(new UploadError(400, UPLOAD_MESSAGES.noFile));
      if (done.truncated) return reject(new UploadError(413, UPLOAD_MESSAGES.tooLarge));
      resolve({ buffer: Buffer.concat(done.chunks), filename: done.filename, mimeType: done.mimeType });
    });
    req.pipe(parser);
  });
}

async function requireAdminRequest(req: Request): Promise<void> {
  // The app-wide rule again (sameOriginWrites), for this router mounted on its own: SITE_URL or the instance's own address.
  if (!isSameSiteRequest(req, new URL(config.SITE_URL).origin)) throw new UploadError(403, UPLOAD_MESSAGES.forbidden);
  const session = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!session) throw new UploadError(401, UPLOAD_MESSAGES.unauthenticated);
  // The one admin guard: role, and while the site requires it, a session opened with a second factor.
  const access = await adminAccess({ userId: session.user.id, sessionId: session.session.id });
  if (!access.ok && access.reason === "not-admin") throw new UploadError(403, UPLOAD_MESSAGES.forbidden);
  if (!access.ok)
    throw new UploadError(
      403,
      access.reason === "needs-second-factor" ? SECOND_FACTOR_REQUIRED_MESSAGE : SECOND_FACTOR_SESSION_MESSAGE,
    );
}

function sendError(res: Response, error: unknown) {
  // Already answered (a body over its limit is refused with 413 by server/body-limit.ts before this reads it).
  if (res.headersSent) return;
  if (error instanceof UploadError) {
    res.status(error.status).set("Cache-Control", "no-store").json({ error: error.message });
    return;
  }
  if (error instanceof StorageUnavailableError) {
    logger.error({ err: error }, "image upload failed: the object store is not answering");
    res.status(503).set("Cache-Control", "no-store").set("Retry-After", "30");
    res.json({
      error:
        "The image store is not answering right now. Your article is unchanged; please try the upload again in a minute.",
    });
    return;
  }
  logger.error({ err: error }, "image upload failed");
  res.status(500).set("Cache-Control", "no-store").json({ error: "The image could not be stored. Please try again." });
}

/**
 * POST /api/uploads (admins only, one multipart file) and GET /uploads/…
 * (originals cached for an hour, variants for a year, immutable).
 */
export function uploadRoutes(store: ObjectStorage = defaultStorage()): Router {
  const router = express.Router();

  router.post("/api/uploads", async (req, res) => {
    try {
      await requireAdminRequest(req);
      const declared = Number(req.headers["content-length"] ?? 0);
      if (declared > MAX_UPLOAD_BYTES + 64 * 1024) {
        res.set("Connection", "close");
        throw new UploadError(413, UPLOAD_MESSAGES.tooLarge);
      }
      const file = await readSingleFile(req);
      if (!ALLOWED_MIME.has(file.mimeType)) throw new UploadError(415, UPLOAD_MESSAGES.notImage);
      let manifest: ImageManifest | null = null;
      for (let attempt = 0; attempt < 3 && !manifest; attempt += 1) {
        try {
          manifest = await storeImage(file.buffer, file.filename, { store });
        } catch (error) {
          if (!(error instanceof ObjectExistsError)) throw error;
        }
      }
      if (!manifest) throw new Error("could not find a free storage key");
      res.status(201).set("Cache-Control", "no-store").json({
        url: manifest.url,
        key: manifest.key,
        width: manifest.width,
        height: manifest.height,
      });
    } catch (error) {
      // Drain what is left so the client reads our answer instead of a reset connection.
      req.resume();
      sendError(res, error);
    }
  });

  const headersFor = (key: string) => (key.startsWith("variants/") ? VARIANT_CACHE_CONTROL : ORIGINAL_CACHE_CONTROL);

  if (store instanceof LocalStorage) {
    for (const folder of ["public", "variants"]) {
      router.use(
        `/uploads/${folder}`,
        express.static(path.join(store.root, folder), {
          index: false,
          fallthrough: false,
          dotfiles: "deny",
          setHeaders: (res) => res.setHeader("Cache-Control", headersFor(`${folder}/`)),
        }),
      );
    }
  } else {
    router.get("/uploads/{*key}", async (req, res, next) => {
      const parts = (req.params as { key?: string[] }).key ?? [];
      const key = parts.join("/");
      if (!/^(public|variants)\/[A-Za-z0-9-]+\.(jpe?g|png|gif|webp|avif)$/.test(key)) return res.status(404).end();
      try {
        const object = await store.get(key);
        if (!object) return res.status(404).end();
        res.set("Content-Type", object.contentType).set("Cache-Control", headersFor(key)).send(object.body);
      } catch (error) {
        if (error instanceof StorageUnavailableError) {
          logger.error({ err: error }, "image read failed: the object store is not answering");
          return void res.status(503).set("Cache-Control", "no-store").set("Retry-After", "30").end();
        }
        next(error);
      }
    });
  }
  return router;
}
