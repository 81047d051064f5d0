import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { and, eq } from "drizzle-orm";
import { db, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { lockAdmins } from "./users.server.ts";
import { passwordHasher } from "./password-hash.server.ts";

/**
 * A member's own data: what she downloads and what deleting her account removes (the tracker days and
 * quiz results she saves to her account are in account-sync.server.ts). Every function takes the signed-in
 * user's id from the session, never from a request body.
 */

export {
  ACCOUNT_DATA_EXEMPT,
  ACCOUNT_DATA_PARTS,
  type AccountDataPart,
  type Member,
} from "./account-data-parts.server.ts";
import { ACCOUNT_DATA_PARTS, type Member } from "./account-data-parts.server.ts";

export const EXPORT_FORMAT = "wellness-circle-account-export/1";

/** The download: one JSON document, the tracker also as CSV text inside it. */
export async function exportAccountData(member: Member, siteName: string, now = new Date(), database: Database = db) {
  const document: Record<string, unknown> = { format: EXPORT_FORMAT, site: siteName, exportedAt: now.toISOString() };
  for (const part of ACCOUNT_DATA_PARTS) document[part.key] = await part.collect(member, database);
  return document;
}

// ------------------------------------------------------------------------------------------------
// Deleting the account.
// ------------------------------------------------------------------------------------------------

export const DELETE_WRONG_PASSWORD_MESSAGE = "That password is not right. Your account was not deleted.";
export const DELETE_LAST_ADMIN_MESSAGE =
  "You are the only admin. Make another member an admin before deleting your account.";
export const DELETE_RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/** Password attempts to delete one account per 15 minutes. */
export const DELETE_ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 };

export type DeleteResult =
  | { ok: true; removed: Record<string, number> }
  | Refusal<"wrong-password" | "last-admin" | "not-found" | "rate-limited">;

async function passwordMatches(userId: string, password: string, database: Database): Promise<boolean> {
  const [credential] = await database
    .select({ hash: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential")));
  if (!credential?.hash) return false;
  // The hasher the auth configuration uses, without importing the auth instance, whose admin removal runs
  // this module's erasure.
  return passwordHasher().verify({ hash: credential.hash, password });
}

/**
 * Deletes a member's account, confirmed by her password: the user row and, with it (foreign keys with
 * ON DELETE CASCADE), her sessions, sign-in methods, second factors and synced tracker and quiz data; her
 * chat messages; the contact messages and proposals sent with her address; pending tokens. The last admin
 * cannot delete herself: the admins are locked as for a demotion (users.server.ts lockAdmins). Afterwards
 * every instance empties its page cache, open rooms drop her messages and her chat sockets are closed.
 */
export async function deleteAccount(userId: string, password: string, database: Database = db): Promise<DeleteResult> {
  const attempt = await consumeRateLimit({ key: `account-delete:${userId}`, ...DELETE_ATTEMPTS }, database);
  if (!attempt.ok) return refuse("rate-limited", DELETE_RATE_LIMITED_MESSAGE);
  if (!(await passwordMatches(userId, password, database))) {
    return refuse("wrong-password", DELETE_WRONG_PASSWORD_MESSAGE);
  }
  return eraseAccount(userId, database);
}

/**
 * The one erasure of an account, for self-deletion and for an admin's removal alike: every part of her
 * data (ACCOUNT_DATA_PARTS: chat messages, newsletter subscription, inbox rows…), pending tokens, the user
 * row with her sessions and second factors; then every instance drops her messages from open rooms, closes
 * her sockets and empties its page cache. The last admin is never erased.
 */
export async function eraseAccount(userId: string, database: Database = db): Promise<DeleteResult> {
  let chat: { id: number; topic: string }[] = [];
  const result = await database.transaction(async (tx): Promise<DeleteResult> => {
    const admins = await lockAdmins(tx);
    const [target] = await tx
      .select({ id: schema.user.id, email: schema.user.email, role: schema.user.role })
      .from(schema.user)
      .where(eq(schema.user.id, userId))
      .for("update");
    if (!target) return refuse("not-found", "This account no longer exists.");
    if (target.role === "admin" && admins.every((admin) => admin.id === userId)) {
      return refuse("last-admin", DELETE_LAST_ADMIN_MESSAGE);
    }
    const member = { id: target.id, email: target.email };
    chat = await tx
      .select({ id: schema.chatMessages.id, topic: schema.chatMessages.topic })
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.userId, userId));
    const removed: Record<string, number> = {};
    for (const part of ACCOUNT_DATA_PARTS) if (part.erase) removed[part.key] = await part.erase(member, tx);
    // Password-reset and second-factor challenges carry the user id as their value.
    await tx.delete(schema.verification).where(eq(schema.verification.value, userId));
    // References to her as an admin that no foreign key clears.
    await tx.update(schema.siteSettings).set({ updatedBy: null }).where(eq(schema.siteSettings.updatedBy, userId));
    await tx.update(schema.session).set({ impersonatedBy: null }).where(eq(schema.session.impersonatedBy, userId));
    await tx.delete(schema.user).where(eq(schema.user.id, userId));
    return { ok: true, removed };
  });
  if (!result.ok) return result;
  await announceDeletion(userId, chat);
  return result;
}

async function announceDeletion(userId: string, chat: { id: number; topic: string }[]) {
  // Her messages leave every room; then her sessions, her open sockets and the pages that named her go
  // (rendered chat rooms, on any instance). A failed notice is logged by publishEvent: her sockets still fail
  // their next session check (the user no longer exists).
  for (const message of chat) await publishEvent({ type: "chat.messageDeleted", topic: message.topic, id: message.id });
  await publishEvent({ type: "account.deleted", userId });
}
