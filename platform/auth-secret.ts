import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config.ts";
import { once } from "./stand-in.ts";

/**
 * The secret signs session cookies (better-auth) and the flash-toast cookie. Several instances
 * must share AUTH_SECRET; a single embedded instance keeps a generated one in DATA_DIR.
 */
function resolveAuthSecret(): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "test") return "test-secret-that-is-long-enough-0123456789";
  const file = path.join(config.DATA_DIR, ".auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(config.DATA_DIR, { recursive: true });
    const secret = crypto.randomBytes(32).toString("base64url");
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

/** The secret, read (or made) at the first call. */
export const authSecret = once(resolveAuthSecret);
