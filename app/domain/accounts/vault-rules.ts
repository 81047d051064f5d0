import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { z } from "zod";
import {
  PBKDF2_ITERATIONS,
  SALT_BYTES,
  SEALED_RECORD_SIZES,
  VAULT_FORMAT_VERSION,
  WRAPPED_KEY_SIZE,
} from "./vault-crypto.ts";
import { MAX_BLOB_CHARS_PER_REQUEST, MAX_RECORDS_PER_REQUEST } from "./vault-limits.ts";

/**
 * What /account/vault accepts: sealed values only, checked at the boundary without being able to read
 * them. A blob must be standard base64 of one of the fixed sealed sizes and start with the version byte;
 * a record id is an HMAC (43 base64url characters); a member holds at most `VAULT_QUOTA` records.
 * Pure: the route and the server module use it; the browser builds payloads of the same shape.
 */

export { VAULT_QUOTA, MAX_RECORDS_PER_REQUEST, MAX_BLOB_CHARS_PER_REQUEST } from "./vault-limits.ts";

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64URL_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function decodedLength(text: string): number {
  return (text.length / 4) * 3 - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
}

function firstByte(text: string): number {
  if (!BASE64.test(text.slice(0, 4))) return -1;
  return atob(text.slice(0, 4)).charCodeAt(0);
}

/** A base64 sealed value of one of `sizes` bytes, starting with the format's version byte. */
function sealed(sizes: readonly number[], what: string) {
  const maxChars = Math.ceil(Math.max(...sizes) / 3) * 4;
  return z
    .string()
    .max(maxChars, `${what} is larger than any sealed value.`)
    .regex(BASE64, `${what} is not base64.`)
    .refine(
      (text) => BASE64.test(text) && sizes.includes(decodedLength(text)),
      `${what} does not have the size of a sealed value.`,
    )
    .refine((text) => text.length >= 4 && firstByte(text) === VAULT_FORMAT_VERSION, {
      message: `${what} does not start with a known format version (${VAULT_FORMAT_VERSION}).`,
    });
}

const token = z.string().regex(BASE64URL_TOKEN, "The access token is malformed.");
const wrappedKey = sealed([WRAPPED_KEY_SIZE], "The wrapped key");
const salt = z
  .string()
  .regex(BASE64, "The salt is not base64.")
  .refine((text) => decodedLength(text) === SALT_BYTES, `The salt must be ${SALT_BYTES} bytes.`);
const iterations = z
  .int()
  .min(PBKDF2_ITERATIONS, `The passphrase key needs at least ${PBKDF2_ITERATIONS} rounds.`)
  .max(10_000_000);

export const sealedRecordSchema = z.strictObject({
  id: z.string().regex(BASE64URL_TOKEN, "A record id is 43 base64url characters."),
  blob: sealed(SEALED_RECORD_SIZES, "A record"),
  savedAt: z.iso.datetime({ offset: true }),
});

export const vaultRequestSchema = z.discriminatedUnion("action", [
  z.strictObject({
    action: z.literal("setup"),
    version: z.literal(VAULT_FORMAT_VERSION),
    iterations,
    salt,
    wrappedByPassphrase: wrappedKey,
    wrappedByRecovery: wrappedKey,
    accessHash: token,
  }),
  z.strictObject({
    action: z.literal("rewrap"),
    access: token,
    iterations,
    salt,
    wrappedByPassphrase: wrappedKey,
  }),
  z.strictObject({
    action: z.literal("put"),
    access: token,
    records: z
      .array(sealedRecordSchema)
      .max(MAX_RECORDS_PER_REQUEST, `At most ${MAX_RECORDS_PER_REQUEST} records per request.`),
    /** The plain-text rows of the old sync were sealed by this device: delete them. */
    dropPlain: z.boolean().optional(),
    /** The cursor this device last read: the answer carries only the records changed since. */
    since: z.iso.datetime({ offset: true }).optional(),
  }),
  z.strictObject({
    action: z.literal("reset"),
    confirm: z.literal("DELETE MY PRIVATE DATA"),
  }),
]);

export type VaultRequest = z.infer<typeof vaultRequestSchema>;
export type SealedRecord = z.infer<typeof sealedRecordSchema>;
export type VaultParse = { ok: true; value: VaultRequest } | Refusal<"invalid">;

/** Checks a request body; save times later than `now` become `now` (as the plain sync did). */
export function parseVaultRequest(raw: unknown, now: Date): VaultParse {
  const parsed = vaultRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".");
    return refuse("invalid", `${where ? `${where}: ` : ""}${issue?.message ?? "invalid"}`);
  }
  const value = parsed.data;
  if (value.action === "put") {
    const chars = value.records.reduce((sum, record) => sum + record.blob.length, 0);
    if (chars > MAX_BLOB_CHARS_PER_REQUEST) return refuse("invalid", "Too much data in one request.");
    const ids = new Set(value.records.map((record) => record.id));
    if (ids.size !== value.records.length) return refuse("invalid", "A record appears twice in one request.");
    value.records = value.records.map((record) => ({
      ...record,
      savedAt: (Date.parse(record.savedAt) > now.getTime() ? now : new Date(record.savedAt)).toISOString(),
    }));
  }
  return { ok: true, value };
}
