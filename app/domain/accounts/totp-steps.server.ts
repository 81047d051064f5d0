import crypto from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * Single-use TOTP codes: a code is accepted for its 30-second step (and one step either side, as the
 * twoFactor plugin allows); once a step's code has been accepted, no code of that step or an earlier one
 * is. The step is claimed atomically before the plugin checks the code, so two requests with one code
 * cannot both pass.
 */
export const TOTP_PERIOD_SECONDS = 30;
const WINDOW = 1;

export { TOTP_REUSED_MESSAGE } from "./second-factor.ts";

/** The HMAC key of a decrypted secret, as the twoFactor plugin reads it: "base32:…" decoded, else UTF-8 bytes. */
export function totpKey(secret: string): Buffer {
  if (!secret.startsWith("base32:")) return Buffer.from(secret, "utf8");
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of secret.slice(7).toUpperCase().replace(/=+$/, "")) {
    const index = alphabet.indexOf(char);
    if (index === -1) continue;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP with SHA-1 and 6 digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The step whose code this is, within the accepted window, or null for a wrong code. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | null {
  const key = totpKey(secret);
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current + WINDOW; step >= current - WINDOW; step -= 1) {
    const expected = hotp(key, step);
    if (expected.length === code.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(code)))
      return step;
  }
  return null;
}

/**
 * Claims `step` for the user: true when it is later than every step accepted before (and is now the
 * last one), false when a code of this step or a later one was already accepted.
 */
export async function claimTotpStep(userId: string, step: number, database: Database = defaultDb): Promise<boolean> {
  const claimed = await database
    .update(schema.twoFactor)
    .set({ lastAcceptedStep: step })
    .where(
      and(
        eq(schema.twoFactor.userId, userId),
        or(isNull(schema.twoFactor.lastAcceptedStep), lt(schema.twoFactor.lastAcceptedStep, step)),
      ),
    )
    .returning({ id: schema.twoFactor.id });
  return claimed.length > 0;
}

/** The stored (encrypted) TOTP secret of a user, or null. */
export async function encryptedTotpSecretOf(userId: string, database: Database = defaultDb): Promise<string | null> {
  const [row] = await database
    .select({ secret: schema.twoFactor.secret })
    .from(schema.twoFactor)
    .where(eq(schema.twoFactor.userId, userId));
  return row?.secret ?? null;
}
