/**
 * Chat senders prepared directly in the database (bench/seed-chat-users.ts, and its test): COUNT verified
 * users and a session for each, inserted as rows, and the signed session cookie a browser would hold
 * (better-auth's own format: the session token, a dot and its HMAC-SHA256 under the auth secret). No
 * sign-up or sign-in endpoint is called, so the site's abuse limits are neither tripped nor raised.
 */
import crypto from "node:crypto";
import { auth } from "#app/domain/accounts/auth.server.ts";
import { db, schema } from "#platform/db.ts";

/** How long the benchmark's sessions last (a run takes minutes). */
const SESSION_HOURS = 12;

export async function prepareChatSenders(
  count: number,
  prefix = "bench",
): Promise<{ ids: string[]; cookies: string[] }> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_HOURS * 3600_000);
  const users = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    name: `Bench Sender ${index + 1}`,
    email: `${prefix}-${index}-${crypto.randomBytes(4).toString("hex")}@example.com`,
    emailVerified: true,
    role: "user",
    createdAt: now,
    updatedAt: now,
  }));
  const sessions = users.map((user) => ({
    id: crypto.randomUUID(),
    token: crypto.randomBytes(24).toString("base64url"),
    userId: user.id,
    expiresAt,
    createdAt: now,
    updatedAt: now,
    ipAddress: "127.0.0.1",
    userAgent: "bench/chat.ts",
  }));
  for (let start = 0; start < count; start += 500) {
    await db.insert(schema.user).values(users.slice(start, start + 500));
    await db.insert(schema.session).values(sessions.slice(start, start + 500));
  }
  const cookies = sessions.map((session) => {
    const signature = crypto.createHmac("sha256", context.secret).update(session.token).digest("base64");
    return `${cookieName}=${encodeURIComponent(`${session.token}.${signature}`)}`;
  });
  return { ids: users.map((user) => user.id), cookies };
}
