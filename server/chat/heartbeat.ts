import type { WebSocket } from "ws";
import { sendHeartbeat } from "./wire.ts";

/**
 * Keeps sockets alive and drops dead ones. Each heartbeat interval is cut into ticks and each socket is
 * visited on one of them, so every socket still gets its ping and heartbeat once per interval while a
 * crowd of sockets never costs one long pause of the event loop (decision 005 has the measurements).
 */
export const HEARTBEAT_SLICES = 30;

export type Beating = { ws: WebSocket; alive: boolean };

export type Heartbeat<Member extends Beating> = {
  add(member: Member): void;
  remove(member: Member): void;
  stop(): void;
};

export function startHeartbeat<Member extends Beating>(intervalMs: number): Heartbeat<Member> {
  /** The sockets of each tick, filled in turn as sockets connect. */
  const slices = Array.from({ length: HEARTBEAT_SLICES }, () => new Set<Member>());
  const sliceOf = new Map<Member, number>();
  let nextSlice = 0;
  let tick = 0;

  // A socket that did not answer the last ping (nor sent anything) is dropped; the others get a ping and a
  // heartbeat frame.
  const timer = setInterval(() => {
    const slice = slices[tick]!;
    tick = (tick + 1) % HEARTBEAT_SLICES;
    for (const member of slice) {
      if (!member.alive) {
        member.ws.terminate();
        continue;
      }
      member.alive = false;
      sendHeartbeat(member.ws);
    }
  }, intervalMs / HEARTBEAT_SLICES);
  timer.unref();

  return {
    add(member) {
      sliceOf.set(member, nextSlice);
      slices[nextSlice]!.add(member);
      nextSlice = (nextSlice + 1) % HEARTBEAT_SLICES;
    },
    remove(member) {
      const slice = sliceOf.get(member);
      if (slice === undefined) return;
      sliceOf.delete(member);
      slices[slice]!.delete(member);
    },
    stop: () => clearInterval(timer),
  };
}
