import { chatRooms } from "#app/content/community/rooms.ts";

type Counts = () => Record<string, number>;

/**
 * Live member counts of the chat rooms. The chat hub (server/chat/hub.ts) knows them (this
 * instance's sockets and the other instances' reports); it fills this port when it starts and
 * empties it when it closes. Without a hub (a unit test, a process serving no chat): zeros.
 */
let source: Counts | null = null;

export const presenceSource = {
  /** Set by the hub at start (again in tests); `null` empties it. */
  fill(counts: Counts | null): void {
    source = counts;
  },
};

const noHub = () => Object.fromEntries(chatRooms.map((room) => [room.id, 0]));

export function roomMemberCounts(): Record<string, number> {
  return (source ?? noHub)();
}
