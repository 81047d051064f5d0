import crypto from "node:crypto";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { chatRooms } from "#app/content/community/rooms.ts";
import { adminAccess } from "#app/domain/accounts/second-factor.server.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { authSecret } from "#platform/auth-secret.ts";
import { once } from "#platform/stand-in.ts";
import type { Subscriber } from "#platform/cluster-events.ts";
import { config } from "#platform/config.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { recordAction, type AuditActor } from "./audit.server.ts";
import { MAX_SLOW_MODE_SECONDS, MODERATOR_PERMISSIONS, TRUSTED_AFTER_MESSAGES } from "./moderation.ts";

/**
 * Who moderates and the rules moderators set: the site's moderation settings, the Moderator role, each
 * room's rules, a sender's standing, and the anonymous number of a member in a room on a day.
 */
const { chatModerators, chatRoomSettings, chatPostingHolds, chatMessages, siteSettings, user } = schema;

export const HOLD_FIRST_SETTING = "chat.holdFirstMessages";
export const REPORTS_TO_HIDE_SETTING = "chat.reportsToHide";

export type ModerationSettings = { holdFirstMessages: number; reportsToHide: number };

/** The admin's settings, else the environment's (CHAT_HOLD_FIRST_MESSAGES, CHAT_REPORTS_TO_HIDE). */
export async function moderationSettings(database: Database = defaultDb): Promise<ModerationSettings> {
  const rows = await database
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(sql`${siteSettings.key} in (${HOLD_FIRST_SETTING}, ${REPORTS_TO_HIDE_SETTING})`);
  const stored = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
  };
  return {
    holdFirstMessages: stored(HOLD_FIRST_SETTING) ?? config.CHAT_HOLD_FIRST_MESSAGES,
    reportsToHide: stored(REPORTS_TO_HIDE_SETTING) ?? config.CHAT_REPORTS_TO_HIDE,
  };
}

export async function saveModerationSettings(
  actor: { id: string; name: string },
  values: ModerationSettings,
  database: Database = defaultDb,
): Promise<void> {
  await database.transaction(async (tx) => {
    for (const [key, value] of [
      [HOLD_FIRST_SETTING, values.holdFirstMessages],
      [REPORTS_TO_HIDE_SETTING, values.reportsToHide],
    ] as const) {
      await tx
        .insert(siteSettings)
        .values({ key, value, updatedAt: new Date(), updatedBy: actor.id })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date(), updatedBy: actor.id } });
    }
    await recordAction({ actor, action: "settings.change", reason: "", details: { ...values } }, tx);
  });
  void publishEvent({ type: "chat.rulesChanged" });
}

export type ModeratorAccess =
  | { ok: true; actor: { id: string; name: string }; admin: boolean }
  | { ok: false; reason: "not-moderator" | "needs-second-factor" | "needs-verified-session" };

/**
 * The one moderator check: an admin (in a session that meets the admin rule) or a member an admin made
 * moderator. `permission` names the action from MODERATOR_PERMISSIONS; a moderator holds all of them.
 */
export async function moderatorAccess(
  input: { userId: string; sessionId: string; permission: (typeof MODERATOR_PERMISSIONS)[number] },
  database: Database = defaultDb,
): Promise<ModeratorAccess> {
  const [row] = await database
    .select({ name: user.name, role: user.role, moderator: chatModerators.userId, banned: user.banned })
    .from(user)
    .leftJoin(chatModerators, eq(chatModerators.userId, user.id))
    .where(eq(user.id, input.userId));
  if (!row || row.banned) return { ok: false, reason: "not-moderator" };
  const actor = { id: input.userId, name: row.name?.trim() || "Member" };
  if (row.role === "admin") {
    const access = await adminAccess({ userId: input.userId, sessionId: input.sessionId }, database);
    if (access.ok) return { ok: true, actor, admin: true };
    if (!row.moderator) return { ok: false, reason: access.reason === "not-admin" ? "not-moderator" : access.reason };
  }
  if (row.moderator && MODERATOR_PERMISSIONS.includes(input.permission)) return { ok: true, actor, admin: false };
  return { ok: false, reason: "not-moderator" };
}

export async function isModerator(userId: string, database: Database = defaultDb): Promise<boolean> {
  const [row] = await database
    .select({ id: chatModerators.userId })
    .from(chatModerators)
    .where(eq(chatModerators.userId, userId));
  return Boolean(row);
}

export async function moderatorIds(database: Database = defaultDb): Promise<Set<string>> {
  const rows = await database.select({ id: chatModerators.userId }).from(chatModerators);
  return new Set(rows.map((row) => row.id));
}

/** An admin grants or removes the Moderator role; her sessions are dropped so every page and socket sees it. */
export async function setModerator(
  actor: { id: string; name: string },
  targetId: string,
  moderator: boolean,
  database: Database = defaultDb,
): Promise<{ ok: true; changed: boolean } | Refusal<"not-found">> {
  const [target] = await database.select({ id: user.id }).from(user).where(eq(user.id, targetId));
  if (!target) return refuse("not-found", "User not found.");
  const changed = await database.transaction(async (tx) => {
    const rows = moderator
      ? await tx
          .insert(chatModerators)
          .values({ userId: targetId, grantedBy: actor.id })
          .onConflictDoNothing()
          .returning({ id: chatModerators.userId })
      : await tx
          .delete(chatModerators)
          .where(eq(chatModerators.userId, targetId))
          .returning({ id: chatModerators.userId });
    if (rows.length === 0) return false;
    await recordAction(
      { actor, action: moderator ? "moderator.grant" : "moderator.revoke", subjectUserId: targetId },
      tx,
    );
    return true;
  });
  if (changed) void publishEvent({ type: "chat.moderatorChanged", userId: targetId });
  return { ok: true, changed };
}

export type RoomRules = { slowModeSeconds: number; sensitive: boolean };

function contentRoom(topic: string) {
  return chatRooms.find((room) => room.id === topic);
}

export async function roomRules(topic: string, database: Database = defaultDb): Promise<RoomRules> {
  const [row] = await database.select().from(chatRoomSettings).where(eq(chatRoomSettings.topic, topic));
  return {
    slowModeSeconds: row?.slowModeSeconds ?? 0,
    sensitive: row?.sensitive ?? contentRoom(topic)?.sensitive ?? false,
  };
}

export async function allRoomRules(database: Database = defaultDb): Promise<Record<string, RoomRules>> {
  const rows = await database.select().from(chatRoomSettings);
  return Object.fromEntries(
    chatRooms.map((room) => {
      const row = rows.find((candidate) => candidate.topic === room.id);
      return [room.id, { slowModeSeconds: row?.slowModeSeconds ?? 0, sensitive: row?.sensitive ?? room.sensitive }];
    }),
  );
}

export async function setRoomRules(
  actor: AuditActor & { id: string },
  topic: string,
  rules: RoomRules,
  reason: string,
  database: Database = defaultDb,
): Promise<{ ok: true } | Refusal<"unknown-room" | "invalid">> {
  if (!contentRoom(topic)) return refuse("unknown-room", "Unknown chat room.");
  if (!Number.isSafeInteger(rules.slowModeSeconds) || rules.slowModeSeconds < 0)
    return refuse("invalid", "Slow mode must be a whole number of seconds, 0 or more.");
  if (rules.slowModeSeconds > MAX_SLOW_MODE_SECONDS)
    return refuse("invalid", `Slow mode can be at most ${MAX_SLOW_MODE_SECONDS / 60} minutes.`);
  await database.transaction(async (tx) => {
    const values = { slowModeSeconds: rules.slowModeSeconds, sensitive: rules.sensitive, updatedAt: new Date() };
    await tx
      .insert(chatRoomSettings)
      .values({ topic, ...values })
      .onConflictDoUpdate({ target: chatRoomSettings.topic, set: values });
    await recordAction({ actor, action: "room.rules", topic, reason, details: { ...rules } }, tx);
  });
  void publishEvent({ type: "chat.rulesChanged" });
  return { ok: true };
}

/** What a send is checked against: every room's rules and the moderation settings. */
export type SendingRules = { rooms: Record<string, RoomRules>; settings: ModerationSettings };

/**
 * The rules as a send needs them, read once per process and database and kept until they change: a change
 * (setRoomRules, saveModerationSettings) publishes "chat.rulesChanged", which reaches every instance and
 * empties this (`sendingRulesSubscriber`); so does a bus "resync" (an instance that may have missed the
 * event reads them again). A read in flight when they change is not kept. Admin pages read the
 * database directly (roomRules, allRoomRules, moderationSettings).
 */
let sendingRules = new WeakMap<Database, Promise<SendingRules>>();
/** Empties the rules kept for sending when they change on any instance, or after a bus resync (server/events.ts). */
export const sendingRulesSubscriber: Subscriber<"chat.rulesChanged" | "bus.resync"> = {
  name: "chat sending rules",
  applicableEvents: ["chat.rulesChanged", "bus.resync"],
  handle: () => void (sendingRules = new WeakMap()),
};

export function rulesForSending(database: Database = defaultDb): Promise<SendingRules> {
  const cached = sendingRules.get(database);
  if (cached) return cached;
  const cache = sendingRules;
  const read = Promise.all([allRoomRules(database), moderationSettings(database)]).then(([rooms, settings]) => ({
    rooms,
    settings,
  }));
  cache.set(database, read);
  read.catch(() => cache.delete(database));
  return read;
}

export type Standing = {
  /** Posting on hold until, with why (null: she may post). */
  hold: { until: Date; reason: string } | null;
  /** A moderator or admin: never held as new, never slowed, links allowed. */
  moderates: boolean;
  /** Messages of hers others can read, counted up to what the rules need. */
  approved: number;
};

/** What the rules need to know of a sender before she posts: one round trip. */
export async function senderStanding(userId: string, database: Database = defaultDb): Promise<Standing> {
  const needed = Math.max(TRUSTED_AFTER_MESSAGES, config.CHAT_HOLD_FIRST_MESSAGES, 100);
  const [row] = await database
    .select({
      role: user.role,
      moderator: chatModerators.userId,
      holdUntil: chatPostingHolds.until,
      holdReason: chatPostingHolds.reason,
      approved: sql<number>`(select count(*) from (select 1 from ${chatMessages}
        where ${chatMessages.userId} = ${userId} and ${chatMessages.status} = 'visible' limit ${needed}) as m)`,
    })
    .from(user)
    .leftJoin(chatModerators, eq(chatModerators.userId, user.id))
    .leftJoin(chatPostingHolds, and(eq(chatPostingHolds.userId, user.id), gt(chatPostingHolds.until, sql`now()`)))
    .where(eq(user.id, userId));
  if (!row) return { hold: null, moderates: false, approved: 0 };
  return {
    hold: row.holdUntil ? { until: new Date(row.holdUntil), reason: row.holdReason ?? "" } : null,
    moderates: row.role === "admin" || row.moderator !== null,
    approved: Number(row.approved),
  };
}

/** Members whose posting is on hold now. */
export async function activeHolds(database: Database = defaultDb) {
  return database
    .select({
      userId: chatPostingHolds.userId,
      name: user.name,
      until: chatPostingHolds.until,
      reason: chatPostingHolds.reason,
    })
    .from(chatPostingHolds)
    .innerJoin(user, eq(user.id, chatPostingHolds.userId))
    .where(gt(chatPostingHolds.until, sql`now()`));
}

export async function countModerators(database: Database = defaultDb): Promise<number> {
  const [row] = await database.select({ n: count() }).from(chatModerators);
  return Number(row?.n ?? 0);
}

/** The key the anonymous numbers are derived with: from the server's secret, for this purpose only. */
const anonymousKey = once(() => crypto.createHmac("sha256", authSecret()).update("chat-anonymous-number").digest());

/**
 * The number after "Anonymous" for a member in a room on a (UTC) day: the same all day in that room,
 * another in another room or tomorrow, and not reversible to her without the server's secret.
 */
export function anonymousNumber(userId: string, topic: string, day: Date = new Date()): number {
  const digest = crypto
    .createHmac("sha256", anonymousKey())
    .update(`${topic}\n${day.toISOString().slice(0, 10)}\n${userId}`)
    .digest();
  return 1000 + (digest.readUInt32BE(0) % 9000);
}
