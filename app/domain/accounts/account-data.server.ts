import { and, asc, eq, or, sql, type AnyColumn } from "drizzle-orm";
import { healthLogToCsv, type HealthLog } from "#app/domain/toolkit/health-log.ts";
import { verifyPassword } from "better-auth/crypto";
import { db, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { clusterEvents } from "#platform/cluster-events.ts";
import { invalidatePages } from "#platform/page-invalidation.ts";
import { dropSessions } from "#platform/session-cache.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { syncedState, type Reader, type Transaction } from "./account-sync.server.ts";
import { lockAdmins } from "./users.server.ts";

/**
 * A member's own data: what she downloads and what deleting her account removes (the tracker days and
 * quiz results she saves to her account are in account-sync.server.ts). Every function takes the signed-in
 * user's id from the session, never from a request body.
 */

export type Member = { id: string; email: string };

const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = lower(${email})`;

// ------------------------------------------------------------------------------------------------
// The parts of a member's data: each one exports and erases itself.
// ------------------------------------------------------------------------------------------------

/**
 * One part of a member's data. Adding a kind of personal data (e.g. newsletter consent) is adding one
 * object to ACCOUNT_DATA_PARTS: `collect` puts it into the download, `erase` removes it when she deletes
 * her account (rows tied to the user row by a cascading foreign key need no `erase`).
 */
export type AccountDataPart = {
  /** The key of this part in the downloaded JSON. */
  key: string;
  collect(member: Member, database: Reader): Promise<unknown>;
  erase?(member: Member, tx: Transaction): Promise<number>;
};

const accountPart: AccountDataPart = {
  key: "account",
  async collect(member, database) {
    const [user] = await database.select().from(schema.user).where(eq(schema.user.id, member.id));
    const logins = await database
      .select({ providerId: schema.account.providerId, createdAt: schema.account.createdAt })
      .from(schema.account)
      .where(eq(schema.account.userId, member.id));
    const sessions = await database
      .select({
        createdAt: schema.session.createdAt,
        expiresAt: schema.session.expiresAt,
        ipAddress: schema.session.ipAddress,
        userAgent: schema.session.userAgent,
      })
      .from(schema.session)
      .where(eq(schema.session.userId, member.id))
      .orderBy(asc(schema.session.createdAt));
    const passkeys = await database
      .select({ name: schema.passkey.name, deviceType: schema.passkey.deviceType, createdAt: schema.passkey.createdAt })
      .from(schema.passkey)
      .where(eq(schema.passkey.userId, member.id));
    return {
      id: user!.id,
      email: user!.email,
      emailVerified: user!.emailVerified,
      role: user!.role,
      createdAt: user!.createdAt,
      updatedAt: user!.updatedAt,
      twoFactorEnabled: user!.twoFactorEnabled === true,
      passkeys,
      signInMethods: logins.map((login) => ({
        method: login.providerId === "credential" ? "email and password" : login.providerId,
        createdAt: login.createdAt,
      })),
      sessions,
    };
  },
};

const profilePart: AccountDataPart = {
  key: "profile",
  async collect(member, database) {
    const [user] = await database
      .select({ fullName: schema.user.name, avatarUrl: schema.user.image })
      .from(schema.user)
      .where(eq(schema.user.id, member.id));
    return user;
  },
};

const chatPart: AccountDataPart = {
  key: "chatMessages",
  async collect(member, database) {
    return database
      .select({
        id: schema.chatMessages.id,
        topic: schema.chatMessages.topic,
        content: schema.chatMessages.content,
        createdAt: schema.chatMessages.createdAt,
        status: schema.chatMessages.status,
        anonymousNumber: schema.chatMessages.anonymousNumber,
      })
      .from(schema.chatMessages)
      .where(eq(schema.chatMessages.userId, member.id))
      .orderBy(asc(schema.chatMessages.id));
  },
  // Deleted with the account (privacy policy §6); deleteAccount tells the open rooms.
  async erase(member, tx) {
    const removed = await tx
      .delete(schema.chatMessages)
      .where(eq(schema.chatMessages.userId, member.id))
      .returning({ id: schema.chatMessages.id });
    return removed.length;
  },
};

/**
 * Moderation of her: whether she is a moderator, a posting hold, and every moderator's or admin's action
 * about her (the audit log). The role and the hold go with the account (cascading keys); the audit log's
 * entries are kept, as the record of what moderators did.
 */
const moderationPart: AccountDataPart = {
  key: "moderation",
  async collect(member, database) {
    const [moderator] = await database
      .select({ grantedAt: schema.chatModerators.grantedAt })
      .from(schema.chatModerators)
      .where(eq(schema.chatModerators.userId, member.id));
    const [hold] = await database
      .select({ until: schema.chatPostingHolds.until, reason: schema.chatPostingHolds.reason })
      .from(schema.chatPostingHolds)
      .where(eq(schema.chatPostingHolds.userId, member.id));
    const auditLog = await database
      .select({
        createdAt: schema.moderationAuditLog.createdAt,
        actorName: schema.moderationAuditLog.actorName,
        action: schema.moderationAuditLog.action,
        messageId: schema.moderationAuditLog.messageId,
        topic: schema.moderationAuditLog.topic,
        reason: schema.moderationAuditLog.reason,
      })
      .from(schema.moderationAuditLog)
      .where(eq(schema.moderationAuditLog.subjectUserId, member.id))
      .orderBy(asc(schema.moderationAuditLog.id));
    return { moderator: moderator ?? null, postingHold: hold ?? null, auditLog };
  },
};

const contactPart: AccountDataPart = {
  key: "contactMessages",
  async collect(member, database) {
    return database
      .select({
        name: schema.contactMessages.name,
        email: schema.contactMessages.email,
        message: schema.contactMessages.message,
        createdAt: schema.contactMessages.createdAt,
      })
      .from(schema.contactMessages)
      .where(sameEmail(schema.contactMessages.email, member.email))
      .orderBy(asc(schema.contactMessages.createdAt));
  },
  async erase(member, tx) {
    const removed = await tx
      .delete(schema.contactMessages)
      .where(sameEmail(schema.contactMessages.email, member.email))
      .returning({ id: schema.contactMessages.id });
    return removed.length;
  },
};

const proposalPart: AccountDataPart = {
  key: "proposals",
  async collect(member, database) {
    return database
      .select({
        name: schema.proposals.name,
        company: schema.proposals.company,
        email: schema.proposals.email,
        proposal: schema.proposals.proposal,
        createdAt: schema.proposals.createdAt,
      })
      .from(schema.proposals)
      .where(sameEmail(schema.proposals.email, member.email))
      .orderBy(asc(schema.proposals.createdAt));
  },
  async erase(member, tx) {
    const removed = await tx
      .delete(schema.proposals)
      .where(sameEmail(schema.proposals.email, member.email))
      .returning({ id: schema.proposals.id });
    return removed.length;
  },
};

/** The tracker as JSON rows and as the CSV the tracker's own download uses (health-log.ts healthLogToCsv). */
const trackerPart: AccountDataPart = {
  key: "healthTracker",
  async collect(member, database) {
    const { tracker } = await syncedState(member.id, database);
    const log: HealthLog = Object.fromEntries(
      Object.entries(tracker).map(([date, day]) => [
        date,
        { water: day.water, sleep: day.sleep, mood: day.mood, exercise: day.exercise },
      ]),
    );
    return {
      entries: Object.entries(tracker).map(([date, day]) => ({ date, ...day })),
      csv: healthLogToCsv(log),
    };
  },
};

const quizPart: AccountDataPart = {
  key: "quizResults",
  async collect(member, database) {
    const { quizzes } = await syncedState(member.id, database);
    return Object.entries(quizzes).map(([quizId, result]) => ({ quizId, ...result }));
  },
};

/**
 * Every part, in the order of the download. Newsletter consent (feature/newsletter) joins as one more
 * part here: { key: "newsletter", collect: …, erase: … }.
 */
/** Her newsletter subscription: the consent record (when, where, which text) and its state. */
const newsletterPart: AccountDataPart = {
  key: "newsletter",
  async collect(member, database) {
    const subscriber = schema.newsletterSubscribers;
    return database
      .select({
        email: subscriber.email,
        status: subscriber.status,
        consentAt: subscriber.consentAt,
        consentSource: subscriber.consentSource,
        consentText: subscriber.consentText,
        confirmedAt: subscriber.confirmedAt,
        unsubscribedAt: subscriber.unsubscribedAt,
        unsubscribeSource: subscriber.unsubscribeSource,
      })
      .from(subscriber)
      .where(or(eq(subscriber.userId, member.id), sameEmail(subscriber.email, member.email)));
  },
  async erase(member, tx) {
    // The delivery records of past issues name her address too.
    await tx.delete(schema.newsletterDeliveries).where(sameEmail(schema.newsletterDeliveries.email, member.email));
    const removed = await tx
      .delete(schema.newsletterSubscribers)
      .where(
        or(
          eq(schema.newsletterSubscribers.userId, member.id),
          sameEmail(schema.newsletterSubscribers.email, member.email),
        ),
      )
      .returning({ id: schema.newsletterSubscribers.id });
    return removed.length;
  },
};

export const ACCOUNT_DATA_PARTS: AccountDataPart[] = [
  accountPart,
  profilePart,
  chatPart,
  moderationPart,
  contactPart,
  proposalPart,
  trackerPart,
  quizPart,
  newsletterPart,
];

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
  | { ok: false; reason: "wrong-password" | "last-admin" | "not-found" | "rate-limited"; message: string };

async function passwordMatches(userId: string, password: string, database: Database): Promise<boolean> {
  const [credential] = await database
    .select({ hash: schema.account.password })
    .from(schema.account)
    .where(and(eq(schema.account.userId, userId), eq(schema.account.providerId, "credential")));
  if (!credential?.hash) return false;
  // better-auth's own hasher (the auth configuration keeps its default), without importing the auth instance,
  // whose admin removal runs this module's erasure.
  return verifyPassword({ hash: credential.hash, password });
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
  if (!attempt.ok) return { ok: false, reason: "rate-limited", message: DELETE_RATE_LIMITED_MESSAGE };
  if (!(await passwordMatches(userId, password, database))) {
    return { ok: false, reason: "wrong-password", message: DELETE_WRONG_PASSWORD_MESSAGE };
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
    if (!target) return { ok: false, reason: "not-found", message: "This account no longer exists." };
    if (target.role === "admin" && admins.every((admin) => admin.id === userId)) {
      return { ok: false, reason: "last-admin", message: DELETE_LAST_ADMIN_MESSAGE };
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
    await tx.delete(schema.user).where(eq(schema.user.id, userId));
    return { ok: true, removed };
  });
  if (!result.ok) return result;
  await announceDeletion(userId, chat);
  return result;
}

async function announceDeletion(userId: string, chat: { id: number; topic: string }[]) {
  // Her name and messages may sit in rendered pages (chat rooms) of any instance.
  invalidatePages();
  dropSessions({ userId });
  try {
    for (const message of chat) await clusterEvents.publish({ type: "deleted", topic: message.topic, id: message.id });
    await clusterEvents.publish({ type: "account-closed", userId });
  } catch (error) {
    // The rows are gone; sockets still fail their next session check (the user no longer exists).
    logger.error({ err: error, userId }, "account deletion: the chat could not be told");
  }
}
