import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { MAX_MESSAGE_LENGTH, type ClientFrame, type FrameRefusalReason } from "./rules.ts";

/**
 * The checks of what a browser sends to the chat (zod): message text, room ids and the WebSocket's client
 * frames. Imported by the server (the hub, the chat commands); the chat page's own script needs only
 * ./rules.ts, so zod does not travel with it.
 */

/** A message is plain text, trimmed, 1 to 2000 characters. */
export const messageContentSchema = z
  .string({ error: "Message must be text." })
  .trim()
  .min(1, "Message cannot be empty.")
  .max(MAX_MESSAGE_LENGTH, `Message must be at most ${MAX_MESSAGE_LENGTH} characters.`);

/** Topic ids look like the room ids: lowercase words joined by hyphens. */
export const topicSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/, "Unknown chat room.");

const messageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** "After this id": 0 means from the start of an empty room. */
const afterId = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** Frames a browser may send. Anything else gets an error frame. */
export const clientFrameSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), topic: topicSchema, after: afterId.optional() }),
  z.object({ type: z.literal("unsubscribe"), topic: topicSchema }),
  z.object({
    type: z.literal("send"),
    topic: topicSchema,
    clientId: z.string().min(1).max(64),
    content: z.string().max(MAX_MESSAGE_LENGTH * 4),
    /** Post as "Anonymous N" (sensitive rooms only, checked by the command). */
    anonymous: z.boolean().optional(),
  }),
  z.object({ type: z.literal("backfill"), topic: topicSchema, after: afterId }),
  z.object({ type: z.literal("delete"), id: messageId }),
  z.object({
    type: z.literal("edit"),
    id: messageId,
    clientId: z.string().min(1).max(64),
    content: z.string().max(MAX_MESSAGE_LENGTH * 4),
  }),
]);

/** A refused frame, with the client's id for its answer when the frame carried a usable one. */
export type FrameRefusal = Refusal<FrameRefusalReason> & { clientId?: string };

/**
 * Parses one incoming frame. Returns the frame or why it is refused (the socket answers with an error
 * frame); never throws, so a bad frame affects nobody else.
 */
export function parseClientFrame(raw: string): { ok: true; frame: ClientFrame } | FrameRefusal {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return refuse("bad-frame", "Frames must be JSON.");
  }
  const type = (value as { type?: unknown } | null)?.type;
  const clientId = (value as { clientId?: unknown } | null)?.clientId;
  const echo = typeof clientId === "string" && clientId.length <= 64 ? { clientId } : {};
  if (typeof value !== "object" || value === null || Array.isArray(value) || typeof type !== "string") {
    return refuse("bad-frame", "Frames must be objects with a type.");
  }
  if (!clientFrameSchema.options.some((option) => option.shape.type.value === type)) {
    return { ...refuse("unknown-type", `Unknown frame type "${type.slice(0, 32)}".`), ...echo };
  }
  const parsed = clientFrameSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ...refuse("bad-frame", `Invalid ${type} frame: ${issue.path.join(".") || "frame"} ${issue.message}`),
      ...echo,
    };
  }
  return { ok: true, frame: parsed.data };
}
