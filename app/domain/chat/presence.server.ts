/** Live member counts of the chat rooms, from this process's WebSocket registry (and other instances' reports). */
export { roomMemberCounts } from "#server/chat/hub.ts";
