import { chatRooms } from "#app/content/community/rooms.ts";
import { slot } from "#platform/process-wide.ts";

/**
 * Live member counts of the chat rooms. The chat hub (server/chat/hub.ts) knows them (this
 * instance's sockets and the other instances' reports); it fills this port when it starts and
 * empties it when it closes. Without a hub (a unit test, a process serving no chat): zeros.
 */
export const presenceSource = slot<() => Record<string, number>>("chat-presence");

const noHub = () => Object.fromEntries(chatRooms.map((room) => [room.id, 0]));

export function roomMemberCounts(): Record<string, number> {
  return presenceSource.get(noHub)();
}
