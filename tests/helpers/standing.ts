import { eq } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";

/**
 * Gives a test member a reporter's standing (app/domain/chat/standing.ts): an account `days` old with
 * `messages` visible messages of her own, as if she had been taking part for a while.
 */
export async function giveStanding(userId: string, options: { days?: number; messages?: number } = {}) {
  const days = options.days ?? 10;
  const messages = options.messages ?? 3;
  await db
    .update(schema.user)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(schema.user.id, userId));
  if (messages > 0)
    await db.insert(schema.chatMessages).values(
      Array.from({ length: messages }, (_, n) => ({
        userId,
        topic: "test-history",
        content: `taking part ${n}`,
        createdAt: new Date(Date.now() - (days - 1) * 86_400_000),
      })),
    );
}
