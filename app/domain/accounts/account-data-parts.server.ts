import { asc, eq, or, sql, type AnyColumn } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { healthLogToCsv, type HealthLog } from "#app/domain/toolkit/health-log.ts";
import { schema } from "#platform/db.ts";
import { auditSubjectKey } from "#platform/audit-subject.ts";
import { syncedState, type Reader, type Transaction } from "./account-sync.server.ts";
import { collectPrivateSync } from "./vault.server.ts";

/**
 * The parts of a member's data (docs/decisions/008): each one downloads and erases itself. The download and
 * the deletion that use them are in account-data.server.ts.
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
  /**
   * The tables (SQL names) whose rows of hers this part downloads and erases, itself or through a cascading
   * foreign key. Every table with a user id or an email column is here or in ACCOUNT_DATA_EXEMPT, which
   * tests/integration/hostile-clients/erasure-coverage.test.ts compares with the schema.
   */
  tables: string[];
  collect(member: Member, database: Reader): Promise<unknown>;
  erase?(member: Member, tx: Transaction): Promise<number>;
};

const accountPart: AccountDataPart = {
  key: "account",
  tables: ["user", "session", "account", "passkey", "two_factor"],
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
  tables: ["user"],
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
  tables: ["chat_messages"],
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
 * entries are kept, as the record of what moderators did (ACCOUNT_DATA_KEPT says why).
 */
const moderationPart: AccountDataPart = {
  key: "moderation",
  tables: ["chat_moderators", "chat_posting_holds", "moderation_audit_log"],
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
      .where(
        or(
          eq(schema.moderationAuditLog.subjectUserId, member.id),
          // Entries about her anonymous messages keep a keyed hash of her id, not the id.
          sql`${schema.moderationAuditLog.details}->>'subjectKey' = ${auditSubjectKey(member.id)}`,
        ),
      )
      .orderBy(asc(schema.moderationAuditLog.id));
    return { moderator: moderator ?? null, postingHold: hold ?? null, auditLog };
  },
};

/** A form she sent while signed out or in: matched by the address she typed, case aside. */
type SentByEmail = typeof schema.contactMessages | typeof schema.proposals | typeof schema.errorReports;

/** A part of the messages she sent by email address (her words): downloaded with the fields named, deleted. */
function sentByEmailPart<Table extends SentByEmail>(
  key: string,
  sqlName: string,
  table: Table,
  fields: (table: Table) => Record<string, AnyPgColumn>,
): AccountDataPart {
  return {
    key,
    tables: [sqlName],
    async collect(member, database) {
      return database
        .select(fields(table))
        .from(table as SentByEmail)
        .where(sameEmail(table.email, member.email))
        .orderBy(asc(table.createdAt));
    },
    async erase(member, tx) {
      const removed = await tx
        .delete(table as SentByEmail)
        .where(sameEmail(table.email, member.email))
        .returning({ id: table.id });
      return removed.length;
    },
  };
}

const contactPart = sentByEmailPart("contactMessages", "contact_messages", schema.contactMessages, (t) => ({
  name: t.name,
  email: t.email,
  message: t.message,
  createdAt: t.createdAt,
}));

const proposalPart = sentByEmailPart("proposals", "proposals", schema.proposals, (t) => ({
  name: t.name,
  company: t.company,
  email: t.email,
  proposal: t.proposal,
  createdAt: t.createdAt,
}));

/** Error reports she sent with her address for a reply. */
const errorReportPart = sentByEmailPart("errorReports", "error_reports", schema.errorReports, (t) => ({
  page: t.pagePath,
  message: t.message,
  email: t.email,
  createdAt: t.createdAt,
  resolvedAt: t.resolvedAt,
}));

/** Her reports of chat messages (her words: the reason); removed with the user row (cascading key). */
const chatReportPart: AccountDataPart = {
  key: "chatMessageReports",
  tables: ["chat_message_reports"],
  async collect(member, database) {
    return database
      .select({
        messageId: schema.chatMessageReports.messageId,
        reason: schema.chatMessageReports.reason,
        createdAt: schema.chatMessageReports.createdAt,
        resolvedAt: schema.chatMessageReports.resolvedAt,
      })
      .from(schema.chatMessageReports)
      .where(eq(schema.chatMessageReports.reporterId, member.id))
      .orderBy(asc(schema.chatMessageReports.createdAt));
  },
};

/**
 * What moderators decided on her reports (upheld or not): part of her standing as a reporter; removed with
 * the user row (cascading key).
 */
const chatReportOutcomePart: AccountDataPart = {
  key: "chatReportOutcomes",
  tables: ["chat_report_outcomes"],
  async collect(member, database) {
    return database
      .select({
        messageId: schema.chatReportOutcomes.messageId,
        upheld: schema.chatReportOutcomes.upheld,
        decidedAt: schema.chatReportOutcomes.decidedAt,
      })
      .from(schema.chatReportOutcomes)
      .where(eq(schema.chatReportOutcomes.reporterId, member.id))
      .orderBy(asc(schema.chatReportOutcomes.decidedAt));
  },
};

/**
 * Review-due mails sent to her as a reviewer: the row is the "sent once" claim, so erasure keeps the row and
 * blanks her address.
 */
const reviewDueMailPart: AccountDataPart = {
  key: "reviewDueMails",
  tables: ["review_due_mails"],
  async collect(member, database) {
    return database
      .select({
        page: schema.reviewDueMails.pagePath,
        dueAt: schema.reviewDueMails.dueAt,
        sentAt: schema.reviewDueMails.claimedAt,
      })
      .from(schema.reviewDueMails)
      .where(sameEmail(schema.reviewDueMails.email, member.email))
      .orderBy(asc(schema.reviewDueMails.claimedAt));
  },
  async erase(member, tx) {
    const blanked = await tx
      .update(schema.reviewDueMails)
      .set({ email: "" })
      .where(sameEmail(schema.reviewDueMails.email, member.email))
      .returning({ page: schema.reviewDueMails.pagePath });
    return blanked.length;
  },
};

/** The tracker as JSON rows and as the CSV the tracker's own download uses (health-log.ts healthLogToCsv). */
const trackerPart: AccountDataPart = {
  key: "healthTracker",
  tables: ["tracker_entries"],
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
  tables: ["quiz_results"],
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
  tables: ["newsletter_subscribers", "newsletter_deliveries"],
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

/** Her private sync: ciphertext only, with how to open it on her device (sealed rows cascade with her). */
const privateSyncPart: AccountDataPart = {
  key: "privateSync",
  tables: ["sealed_vaults", "sealed_records"],
  collect: (member, database) => collectPrivateSync(member.id, database),
};

export const ACCOUNT_DATA_PARTS: AccountDataPart[] = [
  accountPart,
  profilePart,
  chatPart,
  chatReportPart,
  chatReportOutcomePart,
  moderationPart,
  contactPart,
  proposalPart,
  errorReportPart,
  reviewDueMailPart,
  trackerPart,
  quizPart,
  privateSyncPart,
  newsletterPart,
];

/**
 * Tables with a user id or an email column that hold nothing of hers to download or erase, and why. A new
 * such table must be added to a part above or here (the erasure-coverage test compares with the schema).
 */
const siteContent = (what: string) =>
  `${what}, the site's content; \`updated_by\` names the admin who saved one last and is cleared with her user row (on delete set null)`;
export const ACCOUNT_DATA_EXEMPT: Record<string, string> = {
  people:
    "the site's public person records (authors and reviewers with their credentials); `user_id` links a reviewer's account and is cleared with her user row (on delete set null)",
  article_signoffs:
    "the editorial record of who signed off which revision; `signed_by` is cleared with her user row (on delete set null), the reviewer's public person record stays",
  articles:
    "the site's content, not hers; `updated_by` names the admin who saved it last and is cleared with her user row (on delete set null)",
  article_revisions: "the site's content history; `saved_by` is cleared with her user row (on delete set null)",
  products: siteContent("the catalogue's products"),
  roundups: siteContent("the catalogue's roundups"),
  comparison_rows: siteContent("the comparison guide's rows"),
  comparison_tables: siteContent("the comparison guide's tables"),
  affiliate_listings: siteContent("the Affiliate Corner's listings"),
  interviews: siteContent("the site's interviews"),
  content_revisions:
    "the site's content history for every kind but articles (decision 048); `saved_by` is cleared with her user row (on delete set null)",
  content_signoffs:
    "the editorial record of who signed off which revision of any kind but articles; `signed_by` is cleared with her user row (on delete set null), the reviewer's public person record stays",
  newsletter_issues:
    "the site's newsletter issues; `created_by` names the admin who wrote one and is cleared with her user row (on delete set null)",
  site_settings: "the site's settings; `updated_by` names the admin who changed one and is cleared by eraseAccount",
  search_lay_phrases:
    "search's lay vocabulary, the site's content; `added_by` and `removed_by` name the admins who changed it and are cleared with her user row (on delete set null)",
};
