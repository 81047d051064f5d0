import type { ChatMessage } from "./rules.ts";

/**
 * What the chat says after a committed write or a change of its live state (`publishEvent`,
 * platform/cluster-events.ts). The hub on every instance delivers the live ones to its sockets
 * (server/chat/hub.ts); the page and session caches follow the others (server/events.ts).
 */
declare module "#platform/cluster-events.ts" {
  interface SiteEvents {
    /** A message every reader of its room may see (new, approved, restored or edited): delivered live. */
    "chat.messagePosted": { message: ChatMessage };
    /** A message left its room (deleted by its sender or a moderator, or with its sender's account). */
    "chat.messageDeleted": { topic: string; id: number };
    /** A message hidden pending review: it leaves every room; its sender's sockets are told it is under review. */
    "chat.messageHidden": { topic: string; id: number; senderId: string | null };
    /** How many people an instance has per room (the live member counts). */
    "chat.presence": { instanceId: string; counts: Record<string, number> };
    /** A moderator restored, approved, removed or hid a chat message (room pages show the messages). */
    "chat.messageModerated": { id: number; action: "restored" | "removed" | "hidden" };
    /** A member deleted or edited her own chat message (visitors' room pages show it). */
    "chat.messageChanged": { id: number; change: "deleted" | "edited" };
    /** A member became or stopped being a chat moderator (her session carries the flag). */
    "chat.moderatorChanged": { userId: string };
    /** An admin or moderator changed a room's rules or the moderation settings. */
    "chat.rulesChanged": Record<never, never>;
  }
}
