import { and, desc, eq, inArray, isNull, lte, ne } from "drizzle-orm";
import { z } from "zod";
import { escapeHtml } from "#app/lib/text.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { mailer as defaultMailer, type Mail, type Mailer } from "#platform/mail.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { clientKey } from "#platform/client-key.ts";
import { riskInText, type RiskKind } from "#app/domain/safety/risk.ts";
import { RISK_STAFF_LABELS, staffRiskNote } from "#app/content/crisis.ts";
import { HONEYPOT_MESSAGE, rateLimitMessage, type ContactInput, type ProposalInput } from "./forms.ts";

export type InboxKind = "contact" | "proposal";
export const inboxKinds = ["contact", "proposal"] as const;

/** What the inbox code needs from the outside; tests swap any of them. */
export type InboxDeps = {
  db?: Database;
  mailer?: Mailer;
  inboxEmail?: string;
  rateLimitPerHour?: number;
  now?: () => Date;
};

const HOUR_MS = 60 * 60 * 1000;
/** While one process delivers a mail, others leave the row alone this long. */
export const DELIVERY_LEASE_MS = 5 * 60 * 1000;
const FIRST_RETRY_MS = 30 * 1000;
const MAX_RETRY_MS = 6 * HOUR_MS;
const RETRY_BATCH = 20;

/** Delay before the next try after `attempts` failed tries: 30 s, 1 min, 2 min, … capped at 6 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));
}

function tableOf(kind: InboxKind) {
  return kind === "contact" ? schema.contactMessages : schema.proposals;
}

// ---------------------------------------------------------------------------
// Submitting a form
// ---------------------------------------------------------------------------

export type SubmitResult =
  | { status: "refused"; httpStatus: 400 | 429; formError: string }
  | { status: "stored"; id: string; delivery: Promise<void>; risk: RiskKind | null };

/** What each kind of form carries once its schema (forms.ts) has validated it. */
export type InboxInput<K extends InboxKind> = K extends "contact" ? ContactInput : ProposalInput;

/**
 * Handles one contact or proposal submission whose fields the form's schema
 * has validated (the route parses the form with it): the honeypot refuses
 * bots, a per-IP fixed-window limit stops floods, then the submission is
 * stored and only after that its mail is sent. The returned `delivery`
 * settles when that first try is over (it never rejects): a failed try leaves
 * the row for the retry loop.
 */
export async function submitInboxForm<K extends InboxKind>(
  kind: K,
  input: InboxInput<K>,
  { ip, honeypot, ...deps }: InboxDeps & { ip: string; honeypot?: unknown },
): Promise<SubmitResult> {
  const db = deps.db ?? defaultDb;

  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logger.info({ kind, ip }, "form refused: honeypot filled in");
    return { status: "refused", httpStatus: 400, formError: HONEYPOT_MESSAGE };
  }

  const limit = await consumeRateLimit(
    {
      key: `form:${kind}:${clientKey(ip)}`,
      limit: deps.rateLimitPerHour ?? config.FORM_RATE_LIMIT_PER_HOUR,
      windowMs: HOUR_MS,
    },
    db,
  );
  if (!limit.ok) {
    logger.info({ kind, ip }, "form refused: rate limit");
    return { status: "refused", httpStatus: 429, formError: rateLimitMessage(limit.retryAfterMs) };
  }

  const now = deps.now?.() ?? new Date();
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
  let row: InboxRow;
  if (kind === "contact") {
    const data = input as ContactInput;
    [row] = (await db
      .insert(schema.contactMessages)
      .values({ ...data, createdAt: now, mailNextAttemptAt: leaseUntil })
      .returning()) as InboxRow[];
  } else {
    const data = input as ProposalInput;
    [row] = (await db
      .insert(schema.proposals)
      .values({ ...data, createdAt: now, mailNextAttemptAt: leaseUntil })
      .returning()) as InboxRow[];
  }
  logger.info({ kind, id: row!.id }, "inbox submission stored");
  const delivery = deliver(kind, row!, deps);
  // The sender is shown the help for what her words signal; staff see it flagged (composeInboxMail).
  return {
    status: "stored",
    id: row!.id,
    delivery,
    risk: riskOf(kind, row!.id, kind === "contact" ? (row!.message ?? "") : ""),
  };
}

// ---------------------------------------------------------------------------
// Mail delivery and retries
// ---------------------------------------------------------------------------

type InboxRow = {
  id: string;
  name: string;
  email: string;
  company?: string;
  message?: string;
  proposal?: string;
  mailAttempts: number;
  createdAt: Date;
};

/** The mail that forwards a submission to the site's inbox address. */
export function composeInboxMail(kind: InboxKind, row: InboxRow, to: string): Mail {
  const body = (kind === "contact" ? row.message : row.proposal) ?? "";
  const risk = riskOf(kind, row.id, body);
  const plainSubject =
    kind === "contact"
      ? `New contact message from ${row.name}`
      : `New collaboration proposal from ${row.name} (${row.company})`;
  // A message that signals risk says so first, so it is read before the rest of the inbox.
  const subject = risk ? `Urgent: the sender ${RISK_STAFF_LABELS[risk]}: ${plainSubject}` : plainSubject;
  const facts: [string, string][] = [
    ["Name", row.name],
    ...(kind === "proposal" ? ([["Company", row.company ?? ""]] as [string, string][]) : []),
    ["Email", row.email],
    ["Received", row.createdAt.toISOString()],
  ];
  const heading = kind === "contact" ? "Message" : "Proposal";
  const adminLink = `${config.SITE_URL}/admin/inbox/${kind}/${row.id}`;
  const text = [
    subject,
    ...(risk ? ["", staffRiskNote(risk)] : []),
    "",
    ...facts.map(([label, value]) => `${label}: ${value}`),
    "",
    `${heading}:`,
    body,
    "",
    `Reply to this mail to answer ${row.name}, or open it in the admin inbox: ${adminLink}`,
  ].join("\n");
  const html = [
    `<h1 style="font-family:Georgia,serif;color:#9e3558">${escapeHtml(subject)}</h1>`,
    ...(risk ? [`<p><strong>${escapeHtml(staffRiskNote(risk))}</strong></p>`] : []),
    "<table>",
    ...facts.map(
      ([label, value]) =>
        `<tr><th align="left" style="padding-right:12px">${label}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<h2 style="font-family:Georgia,serif">${heading}</h2>`,
    `<p style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    `<p><a href="${escapeHtml(adminLink)}">Open in the admin inbox</a></p>`,
  ].join("\n");
  return { to, subject, text, html, replyTo: row.email };
}

/** One try at sending a submission's mail; records the outcome. Never throws. */
async function deliver(kind: InboxKind, row: InboxRow, deps: InboxDeps): Promise<void> {
  const db = deps.db ?? defaultDb;
  const table = tableOf(kind);
  const attempts = row.mailAttempts + 1;
  try {
    await (deps.mailer ?? defaultMailer).send(composeInboxMail(kind, row, deps.inboxEmail ?? config.INBOX_EMAIL));
    await db
      .update(table)
      .set({ mailStatus: "sent", mailAttempts: attempts, mailLastError: null })
      .where(eq(table.id, row.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const now = deps.now?.() ?? new Date();
    const next = new Date(now.getTime() + retryDelayMs(attempts));
    logger.warn({ kind, id: row.id, attempts, err: error, nextAttemptAt: next }, "inbox mail failed; will retry");
    try {
      await db
        .update(table)
        .set({
          mailStatus: "failed",
          mailAttempts: attempts,
          mailLastError: message.slice(0, 1000),
          mailNextAttemptAt: next,
        })
        .where(eq(table.id, row.id));
    } catch (updateError) {
      // The row keeps its lease time, so the retry loop picks it up once the lease ends.
      logger.error({ kind, id: row.id, err: updateError }, "could not record the failed inbox mail");
    }
  }
}

/**
 * Claims the submissions whose mail is due (not sent, next attempt time
 * passed) and tries each once more. Claiming moves the next attempt time past
 * a lease inside one UPDATE over rows locked with SKIP LOCKED, so several
 * instances running this loop never send the same mail twice at once.
 * Returns how many mails were tried.
 */
export async function retryDueInboxMail(deps: InboxDeps = {}): Promise<number> {
  const db = deps.db ?? defaultDb;
  const now = deps.now?.() ?? new Date();
  const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
  let tried = 0;
  for (const kind of inboxKinds) {
    const table = tableOf(kind);
    const due = db
      .select({ id: table.id })
      .from(table)
      .where(and(ne(table.mailStatus, "sent"), lte(table.mailNextAttemptAt, now)))
      .orderBy(table.mailNextAttemptAt)
      .limit(RETRY_BATCH)
      .for("update", { skipLocked: true });
    const claimed = (await db
      .update(table)
      .set({ mailNextAttemptAt: leaseUntil })
      .where(inArray(table.id, due))
      .returning()) as InboxRow[];
    for (const row of claimed) {
      await deliver(kind, row, deps);
      tried += 1;
    }
  }
  return tried;
}

// ---------------------------------------------------------------------------
// The admin inbox
// ---------------------------------------------------------------------------

export type InboxItem = {
  kind: InboxKind;
  id: string;
  name: string;
  email: string;
  company: string | null;
  body: string;
  createdAt: Date;
  readAt: Date | null;
  mailStatus: "pending" | "sent" | "failed";
  mailAttempts: number;
  mailLastError: string | null;
  mailNextAttemptAt: Date;
  /** The risk a contact message's words signal, flagged for staff. */
  risk: RiskKind | null;
};

export type InboxSummary = Omit<InboxItem, "body"> & { preview: string };

/** What a contact message's words signal (proposals are business mail), kept per submission: its text never changes. */
const risks = new Map<string, RiskKind | null>();
const RISKS_KEPT = 5000;

function riskOf(kind: InboxKind, id: string, body: string): RiskKind | null {
  if (kind !== "contact") return null;
  const known = risks.get(id);
  if (known !== undefined) return known;
  const risk = riskInText(body);
  if (risks.size >= RISKS_KEPT) risks.delete(risks.keys().next().value!);
  risks.set(id, risk);
  return risk;
}

const PREVIEW_LENGTH = 140;
/** The list shows at most this many of each kind, newest first. */
export const INBOX_LIST_LIMIT = 500;

function toItem(kind: InboxKind, row: Record<string, unknown>): InboxItem {
  const r = row as {
    id: string;
    name: string;
    email: string;
    company?: string;
    message?: string;
    proposal?: string;
    createdAt: Date;
    readAt: Date | null;
    mailStatus: string;
    mailAttempts: number;
    mailLastError: string | null;
    mailNextAttemptAt: Date;
  };
  return {
    kind,
    id: r.id,
    name: r.name,
    email: r.email,
    company: kind === "proposal" ? (r.company ?? "") : null,
    body: (kind === "contact" ? r.message : r.proposal) ?? "",
    createdAt: r.createdAt,
    readAt: r.readAt,
    mailStatus: r.mailStatus === "sent" || r.mailStatus === "failed" ? r.mailStatus : "pending",
    mailAttempts: r.mailAttempts,
    mailLastError: r.mailLastError,
    mailNextAttemptAt: r.mailNextAttemptAt,
    risk: riskOf(kind, r.id, (kind === "contact" ? r.message : "") ?? ""),
  };
}

/** Contact messages and proposals together, newest first. */
export async function listInbox(db: Database = defaultDb): Promise<{ items: InboxSummary[]; unread: number }> {
  const [contacts, proposals] = await Promise.all(
    inboxKinds.map((kind) => {
      const table = tableOf(kind);
      return db.select().from(table).orderBy(desc(table.createdAt)).limit(INBOX_LIST_LIMIT);
    }),
  );
  const items = [...contacts!.map((row) => toItem("contact", row)), ...proposals!.map((row) => toItem("proposal", row))]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(({ body, ...item }) => ({
      ...item,
      preview: body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH).trimEnd()}…` : body,
    }));
  return { items, unread: items.filter((item) => !item.readAt).length };
}

const idSchema = z.uuid();

export function parseInboxKey(kind: unknown, id: unknown): { kind: InboxKind; id: string } | null {
  if (kind !== "contact" && kind !== "proposal") return null;
  const parsed = idSchema.safeParse(id);
  return parsed.success ? { kind, id: parsed.data } : null;
}

export async function getInboxItem(kind: InboxKind, id: string, db: Database = defaultDb): Promise<InboxItem | null> {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row ? toItem(kind, row) : null;
}

/** Marks a submission read (now) or unread; false when it does not exist. */
export async function setInboxItemRead(
  kind: InboxKind,
  id: string,
  read: boolean,
  { db = defaultDb, now = () => new Date() }: Pick<InboxDeps, "db" | "now"> = {},
): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ readAt: read ? now() : null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Marks a submission read the first time it is opened (keeps the first read time). */
export async function markInboxItemOpened(kind: InboxKind, id: string, db: Database = defaultDb): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ readAt: new Date() })
    .where(and(eq(table.id, id), isNull(table.readAt)));
}

export async function deleteInboxItem(kind: InboxKind, id: string, db: Database = defaultDb): Promise<boolean> {
  const table = tableOf(kind);
  const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return rows.length > 0;
}
