import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, notInArray, sql } from "drizzle-orm";
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
  records: SealedRecord[];
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

export async function vaultState(userId: string, database: Reader = db): Promise<VaultState> {
  const [vault] = await database.select().from(schema.sealedVaults).where(eq(schema.sealedVaults.userId, userId));
  const records = vault
    ? await database
        .select()
        .from(schema.sealedRecords)
        .where(eq(schema.sealedRecords.userId, userId))
        .orderBy(asc(schema.sealedRecords.recordId))
    : [];
  return {
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
            .select({ n: count() })
            .from(schema.sealedRecords)
            .where(and(eq(schema.sealedRecords.userId, userId), notInArray(schema.sealedRecords.recordId, ids)));
          if ((existing?.n ?? 0) + ids.length > VAULT_QUOTA.records) {
            return refuse(
              "over-quota",
              `Your private sync holds at most ${VAULT_QUOTA.records} entries. Delete some to save more.`,
            );
          }
          await tx
            .insert(schema.sealedRecords)
            .values(
              request.records.map((r) => ({
                userId,
                recordId: r.id,
                blob: r.blob,
                size: Math.floor((r.blob.length * 3) / 4),
                savedAt: new Date(r.savedAt),
              })),
            )
            .onConflictDoUpdate({
              target: [schema.sealedRecords.userId, schema.sealedRecords.recordId],
              set: {
                blob: sql`excluded.blob`,
                size: sql`excluded.size`,
                savedAt: sql`excluded.saved_at`,
                updatedAt: sql`now()`,
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
    return { ok: true, state: await vaultState(userId, tx) };
  });
}

/** Private sync requests per member per minute: a first upload of years of entries takes many requests. */
export const VAULT_RATE_LIMIT = { limit: 300, windowMs: 60_000 };
export const VAULT_RATE_LIMITED_MESSAGE = "Too many requests. Please try again later.";

export async function consumeVaultAllowance(userId: string): Promise<{ ok: true } | Refusal<"rate-limited">> {
  const allowance = await consumeRateLimit({ key: `account-vault:${userId}`, ...VAULT_RATE_LIMIT });
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
