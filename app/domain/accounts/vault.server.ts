import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, notInArray, sql } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import type { Reader } from "./account-sync.server.ts";
import { VAULT_QUOTA, type SealedRecord, type VaultRequest } from "./vault-rules.ts";

/**
 * A member's private sync on the server: her vault header and sealed records. The server can check a
 * record's shape but cannot open it; it stores ciphertext, sizes and times, and the hash of the token that
 * proves a device unlocked the vault. Every function takes the user id from the session.
 */

export type VaultHeaderRow = {
  version: number;
  iterations: number;
  salt: string;
  wrappedByPassphrase: string;
  wrappedByRecovery: string;
  createdAt: string;
  updatedAt: string;
};
export type VaultState = {
  vault: VaultHeaderRow | null;
  /** All her records, or (with a cursor) only those changed since it. */
  records: SealedRecord[];
  /** Where the next read starts: the newest change among her records (null: none yet). */
  cursor: string | null;
  /** What she uses of her quota, which the panel shows her. */
  usage: { records: number; bytes: number; quotaRecords: number; quotaBytes: number };
  /** Rows of the old plain-text sync still on the server (sealed and deleted at her next unlock). */
  plain: { days: number; quizzes: number };
};

/** Why a private sync request is refused; the route answers 409, 404, 403 and 413 in this order. */
export type VaultRefusalReason = "already-set-up" | "not-set-up" | "wrong-access" | "over-quota";
export type VaultResult = { ok: true; state: VaultState } | Refusal<VaultRefusalReason>;

export async function plainRowCounts(userId: string, database: Reader = db) {
  const [days] = await database
    .select({ n: count() })
    .from(schema.trackerEntries)
    .where(eq(schema.trackerEntries.userId, userId));
  const [quizzes] = await database
    .select({ n: count() })
    .from(schema.quizResults)
    .where(eq(schema.quizResults.userId, userId));
  return { days: days?.n ?? 0, quizzes: quizzes?.n ?? 0 };
}

/**
 * Her vault header and records: every record, or with `since` only those changed after it (a cursor the
 * previous answer gave), so a device that is up to date reads what changed, not the whole vault. Writes
 * stamp `clock_timestamp()` under her vault's row lock, so a change committed after a cursor was read is
 * later than it; the cursor is cut to milliseconds, which at worst sends a record twice (merging is
 * idempotent), never skips one.
 * `changes: false` answers no record at all (a write's answer without a cursor).
 */
export async function vaultState(
  userId: string,
  database: Reader = db,
  options: { since?: Date; changes?: boolean } = {},
): Promise<VaultState> {
  const [vault] = await database.select().from(schema.sealedVaults).where(eq(schema.sealedVaults.userId, userId));
  const records =
    vault && options.changes !== false
      ? await database
          .select()
          .from(schema.sealedRecords)
          .where(
            and(
              eq(schema.sealedRecords.userId, userId),
              options.since ? gt(schema.sealedRecords.updatedAt, options.since) : undefined,
            ),
          )
          .orderBy(asc(schema.sealedRecords.recordId))
      : [];
  const [usage] = await database
    .select({
      records: count(),
      bytes: sql<number>`coalesce(sum(${schema.sealedRecords.size}), 0)::bigint`,
      cursor: sql<string | null>`max(${schema.sealedRecords.updatedAt})`,
    })
    .from(schema.sealedRecords)
    .where(eq(schema.sealedRecords.userId, userId));
  return {
    cursor: usage?.cursor ? new Date(usage.cursor).toISOString() : null,
    usage: {
      records: Number(usage?.records ?? 0),
      bytes: Number(usage?.bytes ?? 0),
      quotaRecords: VAULT_QUOTA.records,
      quotaBytes: VAULT_QUOTA.bytes,
    },
    vault: vault
      ? {
          version: vault.version,
          iterations: vault.iterations,
          salt: vault.salt,
          wrappedByPassphrase: vault.wrappedByPassphrase,
          wrappedByRecovery: vault.wrappedByRecovery,
          createdAt: vault.createdAt.toISOString(),
          updatedAt: vault.updatedAt.toISOString(),
        }
      : null,
    records: records.map((r) => ({ id: r.recordId, blob: r.blob, savedAt: r.savedAt.toISOString() })),
    plain: await plainRowCounts(userId, database),
  };
}

function sha256(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const WRONG_ACCESS = "This device has not unlocked your private data with its current key. Unlock it again.";

/** Applies one checked request (vault-rules.ts parseVaultRequest) for this member. */
export async function applyVaultRequest(
  userId: string,
  request: VaultRequest,
  database: Database = db,
): Promise<VaultResult> {
  return database.transaction(async (tx): Promise<VaultResult> => {
    const [vault] = await tx
      .select()
      .from(schema.sealedVaults)
      .where(eq(schema.sealedVaults.userId, userId))
      .for("update");
    switch (request.action) {
      case "setup": {
        if (vault) return refuse("already-set-up", "Private sync is already set up for your account.");
        const { action: _action, ...header } = request;
        const made = await tx
          .insert(schema.sealedVaults)
          .values({ userId, ...header })
          .onConflictDoNothing()
          .returning({ userId: schema.sealedVaults.userId });
        if (made.length === 0) return refuse("already-set-up", "Private sync is already set up for your account.");
        break;
      }
      case "rewrap": {
        if (!vault) return refuse("not-set-up", "Private sync is not set up for your account.");
        if (!sameHash(sha256(request.access), vault.accessHash)) return refuse("wrong-access", WRONG_ACCESS);
        await tx
          .update(schema.sealedVaults)
          .set({
            iterations: request.iterations,
            salt: request.salt,
            wrappedByPassphrase: request.wrappedByPassphrase,
            updatedAt: new Date(),
          })
          .where(eq(schema.sealedVaults.userId, userId));
        break;
      }
      case "put": {
        if (!vault) return refuse("not-set-up", "Private sync is not set up for your account.");
        if (!sameHash(sha256(request.access), vault.accessHash)) return refuse("wrong-access", WRONG_ACCESS);
        if (request.records.length > 0) {
          const ids = request.records.map((r) => r.id);
          const [existing] = await tx
            .select({ n: count(), bytes: sql<number>`coalesce(sum(${schema.sealedRecords.size}), 0)::bigint` })
            .from(schema.sealedRecords)
            .where(and(eq(schema.sealedRecords.userId, userId), notInArray(schema.sealedRecords.recordId, ids)));
          if ((existing?.n ?? 0) + ids.length > VAULT_QUOTA.records) {
            return refuse(
              "over-quota",
              `Your private sync holds at most ${VAULT_QUOTA.records} entries. Delete some to save more; what you saved stays on this device.`,
            );
          }
          const adding = request.records.reduce((sum, r) => sum + sealedBytes(r.blob), 0);
          if (Number(existing?.bytes ?? 0) + adding > VAULT_QUOTA.bytes) {
            return refuse(
              "over-quota",
              `Your private sync is full: it holds at most ${VAULT_QUOTA.bytes / 1024 / 1024} MB. Delete some entries (long notes take the most room) to save more; what you saved stays on this device.`,
            );
          }
          await tx
            .insert(schema.sealedRecords)
            .values(
              request.records.map((r) => ({
                userId,
                recordId: r.id,
                blob: r.blob,
                size: sealedBytes(r.blob),
                // The clock when written, under the vault's row lock: later writes get later times, so
                // a device's cursor never skips a change committed after it read.
                updatedAt: sql`clock_timestamp()`,
                savedAt: new Date(r.savedAt),
              })),
            )
            .onConflictDoUpdate({
              target: [schema.sealedRecords.userId, schema.sealedRecords.recordId],
              set: {
                blob: sql`excluded.blob`,
                size: sql`excluded.size`,
                savedAt: sql`excluded.saved_at`,
                updatedAt: sql`clock_timestamp()`,
              },
              setWhere: sql`${schema.sealedRecords.savedAt} < excluded.saved_at`,
            });
        }
        if (request.dropPlain) {
          await tx.delete(schema.trackerEntries).where(eq(schema.trackerEntries.userId, userId));
          await tx.delete(schema.quizResults).where(eq(schema.quizResults.userId, userId));
        }
        break;
      }
      case "reset": {
        await tx.delete(schema.sealedRecords).where(eq(schema.sealedRecords.userId, userId));
        await tx.delete(schema.sealedVaults).where(eq(schema.sealedVaults.userId, userId));
        break;
      }
    }
    // A write answers what changed since the device's cursor (none without one), never the whole vault.
    const since = request.action === "put" && request.since ? new Date(request.since) : undefined;
    const changes = request.action !== "put" || since !== undefined;
    return {
      ok: true,
      state: await vaultState(userId, tx, { since, changes: request.action === "put" ? changes : false }),
    };
  });
}

function sealedBytes(blob: string): number {
  return Math.floor((blob.length * 3) / 4);
}

/**
 * Private sync requests per member, sized to real use: a first upload of a full vault (8 MiB at ~45 KB a
 * request) is under 200 writes, sent in about two minutes; a device reads when a page with the tools
 * opens or comes back online. Reads of the whole vault are the dear ones, so they have their own budget.
 */
export const VAULT_RATE_LIMIT = { limit: 120, windowMs: 60_000 };
export const VAULT_READ_RATE_LIMIT = { limit: 30, windowMs: 60_000 };
export const VAULT_RATE_LIMITED_MESSAGE = "Too many requests. Please try again later.";

export async function consumeVaultAllowance(
  userId: string,
  kind: "write" | "read" = "write",
): Promise<{ ok: true } | Refusal<"rate-limited">> {
  const allowance = await consumeRateLimit(
    kind === "write"
      ? { key: `account-vault:${userId}`, ...VAULT_RATE_LIMIT }
      : { key: `account-vault-read:${userId}`, ...VAULT_READ_RATE_LIMIT },
  );
  if (allowance.ok) return { ok: true };
  return refuse("rate-limited", VAULT_RATE_LIMITED_MESSAGE, {
    retryAfterSeconds: retryAfterSecondsOf(allowance.retryAfterMs),
  });
}

/** Where "Download my data" points for opening the sealed part on her own device, with no network. */
export const OFFLINE_DECRYPT_PAGE = "/private-data-reader.html";

/**
 * Her private sync in the download: the vault header and every sealed record, exactly as stored, with the
 * format written out so she (or any tool) can open it with her passphrase or recovery key.
 */
export async function collectPrivateSync(userId: string, database: Reader = db) {
  const state = await vaultState(userId, database);
  if (!state.vault) return null;
  return {
    format: "wellness-circle-private-sync/1",
    howToOpen: [
      `Download the offline reader from ${OFFLINE_DECRYPT_PAGE} on this site (the link beside "Download my data"); it works with no network.`,
      "Open the saved reader from your disk, choose this file and type your passphrase or recovery key: it decrypts in the page and sends nothing.",
    ],
    formatDescription: {
      sealedValue:
        "base64 of: 1 byte version (1) | 12 bytes IV | AES-256-GCM ciphertext with its 16-byte tag. Additional data: 'wrap:passphrase', 'wrap:recovery' or 'record:' followed by the record id.",
      passphraseKey: `PBKDF2-SHA-256 over the passphrase (Unicode NFKC, UTF-8) with 'salt' (base64) and 'iterations' rounds, 256 bits; opens wrappedByPassphrase into the 32-byte data key.`,
      recoveryKey:
        "The recovery key is 20 bytes written in Crockford base32 (groups of four); HKDF-SHA-256 with a salt of 32 zero bytes and info 'wellness-vault/recovery-key' gives the key that opens wrappedByRecovery.",
      recordKey:
        "HKDF-SHA-256 over the data key, salt 32 zero bytes, info 'wellness-vault/records', gives the AES-256-GCM key of the records.",
      plaintext:
        "4-byte big-endian length, then that many bytes of UTF-8 JSON { kind: 'cycle' | 'day' | 'quiz', key, savedAt, value } (value null: deleted), then zero padding.",
    },
    vault: state.vault,
    records: state.records,
  };
}
