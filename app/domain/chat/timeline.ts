import type { ChatMessage } from "./rules.ts";

/**
 * The list of messages a room shows: ordered by id (oldest first), each id
 * once. Live messages, acknowledgements, backfills and older pages all merge
 * through here, so arrival order and repeats never change what is shown.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  let changed = false;
  for (const message of incoming) {
    const known = byId.get(message.id);
    // A message its sender saw as waiting comes again once a moderator approves it: the newer state wins.
    // Her own anonymous message arrives from the room without her id, and in her acknowledgement with it.
    // An edit comes as the same id with a later `editedAt`: the edited text replaces the old one.
    if (
      !known ||
      known.status !== message.status ||
      (known.userId === null && message.userId !== null) ||
      (message.editedAt !== undefined && (known.editedAt === undefined || message.editedAt > known.editedAt))
    ) {
      // Her own view (her id on her anonymous message) is kept when the room's copy of an edit arrives.
      byId.set(
        message.id,
        known && known.userId !== null && message.userId === null ? { ...message, userId: known.userId } : message,
      );
      changed = true;
    }
  }
  if (!changed) return current as ChatMessage[];
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** Marks its sender's own message as hidden after reports (the room no longer shows it to others). */
export function markUnderReview(current: readonly ChatMessage[], id: number): ChatMessage[] {
  return current.map((message) => (message.id === id ? { ...message, status: "hidden" as const } : message));
}

export function removeMessage(current: readonly ChatMessage[], id: number): ChatMessage[] {
  return current.some((message) => message.id === id)
    ? current.filter((message) => message.id !== id)
    : (current as ChatMessage[]);
}

/** The newest id shown, the point a reconnecting client backfills from. */
export function lastMessageId(messages: readonly ChatMessage[]): number | undefined {
  return messages.length > 0 ? messages[messages.length - 1].id : undefined;
}

/** Initials for the avatar fallback ('User' when no name is known). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "U";
  return (words[0][0] + (words.length > 1 ? words[words.length - 1][0] : "")).toUpperCase();
}
