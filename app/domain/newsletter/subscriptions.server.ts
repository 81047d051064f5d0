import { refuse, type Refusal } from "#app/lib/refusal.ts";
import crypto from "node:crypto";
import { and, asc, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import { renderMail } from "#app/lib/mail-templates.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import type { Mailer } from "#platform/mail.ts";
import { queueMail } from "#platform/mail-queue.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { clientKey } from "#platform/client-key.ts";
import {
  CONFIRM_PATH,
  CONFIRMATION_RESEND_MS,
  CONFIRMATION_TTL_MS,
  CONFIRMATIONS_PER_DAY,
  CONSENT_TEXT,
  messages,
  rateLimitMessage,
  SUBSCRIBE_LIMIT_PER_HOUR,
  subscribeEmailSchema,
  UNSUBSCRIBE_PATH,
  type SubscribeForm,
} from "./rules.ts";
import { siteName } from "#app/lib/site.ts";

const { newsletterSubscribers: subscribers } = schema;
export type Subscriber = typeof subscribers.$inferSelect;

/** What the subscription code needs from the outside; tests swap any of them. */
export type NewsletterDeps = { db?: Database; mailer?: Mailer; now?: () => Date; siteUrl?: string; siteName?: string };

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function newToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}
export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("base64url");
}
function hashKey(value: string) {
  return crypto.createHash("sha256").update(value).digest("base64url").slice(0, 32);
}

export function unsubscribeUrl(token: string, siteUrl = config.SITE_URL): string {
  return `${siteUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
export function confirmUrl(token: string, siteUrl = config.SITE_URL): string {
  return `${siteUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
}

export async function confirmationMail(options: { link: string; siteName: string; siteUrl: string }) {
  return renderMail({
    siteName: options.siteName,
    siteUrl: options.siteUrl,
    subject: `Confirm your ${options.siteName} newsletter subscription`,
    heading: "Confirm your subscription",
    preview: "One click to start receiving our newsletter.",
    blocks: [
      {
        kind: "paragraph",
        text: `Someone, hopefully you, asked to receive ${options.siteName}'s newsletter at this address. Please confirm that you want it:`,
      },
      { kind: "button", label: "Confirm my subscription", href: options.link, plain: options.link },
      { kind: "link-fallback", href: options.link },
      {
        kind: "note",
        text: "If you did not ask for this, ignore this email: you will not be subscribed and we will not write again. The link expires in 48 hours.",
      },
    ],
  });
}

// ---------------------------------------------------------------------------
// Subscribing (footer, article end, home, /newsletter)
// ---------------------------------------------------------------------------

export type SubscribeResult =
  /** The one neutral answer: whatever the address's state, the same words and status. */
  | { status: "accepted"; message: string; delivery: Promise<void> }
  | { status: "invalid"; httpStatus: 400; message: string }
  | { status: "refused"; httpStatus: 400 | 429; message: string };

/**
 * A visitor asks to subscribe. Honeypot → per-address rate limit (every attempt counts, valid or not)
 * → validation → the address's state, in one transaction:
 * - unknown: stored `pending` with the consent (when, which form on which page, the consent text), and a
 *   confirmation mail goes out;
 * - pending or unsubscribed: a new confirmation mail, at most one per 10 minutes and three a day;
 * - confirmed: nothing changes and no mail is sent.
 * Every case answers the same (and the mail is sent after the answer), so nobody learns who subscribed.
 */
export async function subscribe(
  input: { email: unknown; honeypot: unknown; form: SubscribeForm; page: string; ip: string },
  deps: NewsletterDeps = {},
): Promise<SubscribeResult> {
  const db = deps.db ?? defaultDb;
  if (typeof input.honeypot === "string" && input.honeypot.trim() !== "") {
    logger.info({ ip: input.ip, form: input.form }, "newsletter subscribe refused: honeypot filled in");
    return { status: "refused", httpStatus: 400, message: messages.honeypot };
  }
  const limit = await consumeRateLimit(
    { key: `newsletter:subscribe:${clientKey(input.ip)}`, limit: SUBSCRIBE_LIMIT_PER_HOUR, windowMs: HOUR_MS },
    db,
  );
  if (!limit.ok) {
    logger.info({ ip: input.ip }, "newsletter subscribe refused: rate limit");
    return { status: "refused", httpStatus: 429, message: rateLimitMessage(limit.retryAfterMs) };
  }
  const parsed = subscribeEmailSchema.safeParse(input.email);
  if (!parsed.success)
    return { status: "invalid", httpStatus: 400, message: parsed.error.issues[0]?.message ?? messages.invalidEmail };
  const email = parsed.data;
  const now = deps.now?.() ?? new Date();
  const consent = { consentAt: now, consentSource: `${input.form} ${input.page}`, consentText: CONSENT_TEXT };

  const token = newToken();
  const tokenFields = {
    confirmTokenHash: hashToken(token),
    confirmTokenExpiresAt: new Date(now.getTime() + CONFIRMATION_TTL_MS),
    confirmationSentAt: now,
  };
  const perDayKey = `newsletter:confirm:${hashKey(email)}`;
  const send = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(subscribers)
      .values({ email, status: "pending", unsubscribeToken: newToken(), ...consent, ...tokenFields, createdAt: now })
      .onConflictDoNothing({ target: subscribers.email })
      .returning({ id: subscribers.id });
    if (inserted.length > 0) {
      // The first mail counts towards the address's daily allowance too.
      await consumeRateLimit(
        { key: perDayKey, limit: CONFIRMATIONS_PER_DAY, windowMs: DAY_MS },
        tx as unknown as Database,
      );
      return true;
    }
    const [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for("update");
    if (!row || row.status === "confirmed") return false;
    if (row.confirmationSentAt && now.getTime() - row.confirmationSentAt.getTime() < CONFIRMATION_RESEND_MS)
      return false;
    const perDay = await consumeRateLimit(
      { key: perDayKey, limit: CONFIRMATIONS_PER_DAY, windowMs: DAY_MS },
      tx as unknown as Database,
    );
    if (!perDay.ok) return false;
    await tx
      .update(subscribers)
      .set({ status: "pending", ...consent, ...tokenFields })
      .where(eq(subscribers.id, row.id));
    return true;
  });
  const delivery = send ? sendConfirmation(email, token, deps) : Promise.resolve();
  return { status: "accepted", message: messages.checkInbox, delivery };
}

async function sendConfirmation(email: string, token: string, deps: NewsletterDeps): Promise<void> {
  const siteUrl = deps.siteUrl ?? config.SITE_URL;
  const link = confirmUrl(token, siteUrl);
  try {
    const mail = await confirmationMail({ link, siteName: deps.siteName ?? siteName(), siteUrl });
    // Queued (retried while the mail server is away) unless a caller brings its own mailer.
    if (deps.mailer) await deps.mailer.send({ to: email, ...mail, link });
    else await queueMail({ to: email, ...mail, link });
  } catch (error) {
    // The address stays pending; asking again (after the resend interval) sends a new link.
    logger.error({ err: error }, "newsletter confirmation mail failed");
  }
}

/** The confirmation link's POST: activates a pending subscription whose token is valid and unexpired. */
export async function confirmSubscription(
  token: string,
  deps: NewsletterDeps = {},
): Promise<{ ok: true; message: string } | Refusal<"invalid-link">> {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  if (!token || token.length > 200) return refuse("invalid-link", messages.confirmInvalid);
  const updated = await db
    .update(subscribers)
    .set({
      status: "confirmed",
      confirmedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      unsubscribedAt: null,
      unsubscribeSource: null,
    })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        eq(subscribers.status, "pending"),
        gt(subscribers.confirmTokenExpiresAt, now),
      ),
    )
    .returning({ id: subscribers.id });
  if (updated.length === 0) return refuse("invalid-link", messages.confirmInvalid);
  logger.info({ subscriber: updated[0]!.id }, "newsletter subscription confirmed");
  return { ok: true, message: messages.confirmed };
}

export type UnsubscribeSource = "link" | "one-click" | "profile" | "admin";

/**
 * The unsubscribe link (page button or RFC 8058 one-click POST): the token in the URL identifies the
 * subscription; no sign-in. A token already used answers the same as a fresh one.
 */
export async function unsubscribeByToken(
  token: string,
  source: "link" | "one-click",
  deps: NewsletterDeps = {},
): Promise<{ ok: true; message: string } | Refusal<"invalid-link">> {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  if (!token || token.length > 200) return refuse("invalid-link", messages.unsubscribeInvalid);
  const [row] = await db
    .select({ id: subscribers.id, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  if (!row) return refuse("invalid-link", messages.unsubscribeInvalid);
  if (row.status !== "unsubscribed") {
    await db
      .update(subscribers)
      .set({
        status: "unsubscribed",
        unsubscribedAt: now,
        unsubscribeSource: source,
        confirmTokenHash: null,
        confirmTokenExpiresAt: null,
      })
      .where(and(eq(subscribers.id, row.id), ne(subscribers.status, "unsubscribed")));
    logger.info({ subscriber: row.id, source }, "newsletter unsubscribed");
  }
  return { ok: true, message: messages.unsubscribed };
}

/** Whether the unsubscribe page's token is known (to show the button or the "not valid" message). */
export async function subscriptionForUnsubscribeToken(token: string, db: Database = defaultDb) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.unsubscribeToken, token));
  return row ?? null;
}

// ---------------------------------------------------------------------------
// Members (profile)
// ---------------------------------------------------------------------------

export async function memberSubscription(
  email: string,
  db: Database = defaultDb,
): Promise<"subscribed" | "not-subscribed"> {
  const [row] = await db
    .select({ status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.email, email.toLowerCase()));
  return row?.status === "confirmed" ? "subscribed" : "not-subscribed";
}

/**
 * A signed-in member subscribes from the profile. Their address is already verified (sign-in
 * requires it), and the click on the profile is the consent, so the subscription is active at once.
 */
export async function subscribeMember(member: { id: string; email: string }, deps: NewsletterDeps = {}) {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  const email = member.email.toLowerCase();
  const active = {
    status: "confirmed" as const,
    userId: member.id,
    confirmedAt: now,
    consentAt: now,
    consentSource: "profile /profile",
    consentText: CONSENT_TEXT,
    confirmTokenHash: null,
    confirmTokenExpiresAt: null,
    unsubscribedAt: null,
    unsubscribeSource: null,
  };
  await db
    .insert(subscribers)
    .values({ email, unsubscribeToken: newToken(), createdAt: now, ...active })
    .onConflictDoUpdate({ target: subscribers.email, set: active, setWhere: ne(subscribers.status, "confirmed") });
}

export async function unsubscribeMember(member: { email: string }, deps: NewsletterDeps = {}) {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  await db
    .update(subscribers)
    .set({
      status: "unsubscribed",
      unsubscribedAt: now,
      unsubscribeSource: "profile",
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
    })
    .where(and(eq(subscribers.email, member.email.toLowerCase()), ne(subscribers.status, "unsubscribed")));
}

// ---------------------------------------------------------------------------
// Admin: the subscribers view
// ---------------------------------------------------------------------------

export async function subscriberCounts(db: Database = defaultDb): Promise<Record<Subscriber["status"], number>> {
  const rows = await db
    .select({ status: subscribers.status, n: count() })
    .from(subscribers)
    .groupBy(subscribers.status);
  const counts = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

export const SUBSCRIBERS_PAGE_SIZE = 50;

export async function listSubscribers(options: { page?: number } = {}, db: Database = defaultDb) {
  const page = Math.max(1, Math.min(100_000, Math.floor(options.page ?? 1)));
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      status: subscribers.status,
      consentAt: subscribers.consentAt,
      consentSource: subscribers.consentSource,
      confirmedAt: subscribers.confirmedAt,
      unsubscribedAt: subscribers.unsubscribedAt,
    })
    .from(subscribers)
    .orderBy(desc(subscribers.createdAt), asc(subscribers.email))
    .limit(SUBSCRIBERS_PAGE_SIZE)
    .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE);
}

function csvField(value: string): string {
  // A cell that a spreadsheet would read as a formula is prefixed with a quote (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Every subscriber as CSV: email, status, consent (when, where, text), confirmed and left dates. */
export async function subscribersCsv(db: Database = defaultDb): Promise<string> {
  const rows = await db.select().from(subscribers).orderBy(asc(subscribers.createdAt));
  const header = ["email", "status", "consent_at", "consent_source", "consent_text", "confirmed_at", "unsubscribed_at"];
  const lines = rows.map((row) =>
    [
      row.email,
      row.status,
      row.consentAt.toISOString(),
      row.consentSource,
      row.consentText,
      row.confirmedAt?.toISOString() ?? "",
      row.unsubscribedAt?.toISOString() ?? "",
    ]
      .map(csvField)
      .join(","),
  );
  return [header.join(","), ...lines].join("\r\n") + "\r\n";
}

/** Deletes a subscriber (and their consent record). Their past deliveries keep the address for the counts. */
export async function removeSubscriber(id: string, db: Database = defaultDb): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const deleted = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return deleted.length > 0;
}

/** Housekeeping: pending subscriptions never confirmed, a week after their link expired, are deleted. */
export async function deleteStalePendingSubscriptions(db: Database = defaultDb, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - 7 * DAY_MS);
  const deleted = await db
    .delete(subscribers)
    .where(and(eq(subscribers.status, "pending"), sql`${subscribers.confirmTokenExpiresAt} < ${before}`))
    .returning({ id: subscribers.id });
  return deleted.length;
}
