/**
 * Moderation rules any side may import: what a moderator may do (the one permission list), the words
 * members see when a message waits, and the limits of the community's own protection.
 */

/**
 * Everything a moderator may do, and nothing else of the admin area. Admins may do all of it too. Every
 * server check of a moderator's action names one of these; the authorization matrix walks the list.
 */
export const MODERATOR_PERMISSIONS = [
  /** Read the moderation queue (held, hidden and reported messages). */
  "queue.read",
  /** Approve a held message or restore a hidden one. */
  "message.approve",
  /** Remove a message from a room. */
  "message.remove",
  /** Close a message's reports, leaving it in the room. */
  "reports.dismiss",
  /** See who posted an anonymous message, for a stated reason (written to the audit log). */
  "author.reveal",
  /** Set a room's slow mode and whether it is sensitive. */
  "room.rules",
  /** Put a member's posting on hold, or lift a hold. */
  "member.posting-hold",
] as const;
export type ModeratorPermission = (typeof MODERATOR_PERMISSIONS)[number];

/** The admin area's pages a moderator may open: the queue only. */
export const MODERATOR_PAGES = ["/admin/reports"] as const;

/** Why a message waits, as the queue and its sender see it. */
export type HeldReason = "new-member" | "self-harm" | "overdose" | "sexual-violence" | "abuse" | "reports";
export type MessageStatus = "visible" | "held" | "hidden";

/** What a sender sees on her own message while it waits. */
export const WAITING_LABEL = "Waiting for a moderator";
export const UNDER_REVIEW_LABEL = "Hidden after reports: a moderator is reviewing it";
/** What she sees once she has appealed. */
export const APPEALED_LABEL = "You appealed: a moderator will look at it and restore it if the reports were wrong";

/** Messages a member must have had approved before her links show as links. */
export const TRUSTED_AFTER_MESSAGES = 10;

/** The window in which a member's hidden or removed messages cost her standing as a reporter. */
export const STANDING_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A member's note when she appeals the hiding of her message. */
export const MAX_APPEAL_LENGTH = 1000;

/** Slow mode choices a moderator can set, in seconds (0 = off). */
export const SLOW_MODE_CHOICES = [0, 10, 30, 60, 120, 300, 900] as const;
export const MAX_SLOW_MODE_SECONDS = 3600;

/** Reasons are short free text a moderator types; required for a reveal and a hold. */
export const MAX_REASON_LENGTH = 500;

export function anonymousName(number: number): string {
  return `Anonymous ${number}`;
}

export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

export function slowModeMessage(retryAfterMs: number): string {
  return `This room is in slow mode. You can post again in ${waitWords(retryAfterMs)}.`;
}

export function postingHoldMessage(hold: { until: Date; reason: string }, now = new Date()): string {
  const until = hold.until.toLocaleString("en-US", {
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone: "UTC",
  });
  return `Your posting is on hold until ${until} UTC (in ${waitWords(hold.until.getTime() - now.getTime())}): ${hold.reason}`;
}

/** URLs in a message, shown as links only when its sender was trusted. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi;

/** Splits text into plain parts and http(s) links, for rendering. */
export function splitLinks(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ text: text.slice(last, index) });
    parts.push({ text: match[0], href: match[0] });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
