import { chatRooms } from "#app/content/community/rooms.ts";
import type { ServerFrame } from "#app/domain/chat/rules.ts";
import type { ClusterEvents } from "#platform/cluster-events.ts";
import { logger } from "#platform/logger.ts";

/**
 * Who listens to which room: this instance's members per room, the other instances' counts as they
 * report them on the bus, and the "members" frames each room gets when its count changes.
 *
 * A room's count is of people, not sockets: `personOf` names who a socket belongs to (a signed-in
 * member by her user id, so two tabs are one person; an anonymous visitor by the socket itself). Each
 * instance counts its own people; across instances the reported counts are added up.
 */
const PRESENCE_TICK_MS = 1_000;
const PRESENCE_BROADCAST_MS = 10_000;
const PRESENCE_EXPIRY_MS = 30_000;

export type Presence<Member> = {
  /** The members of a room on this instance. */
  members(topic: string): ReadonlySet<Member> | undefined;
  join(member: Member, topic: string): void;
  leave(member: Member, topic: string): void;
  /** Live member counts of the rooms, across instances when the bus is shared. */
  counts(): Record<string, number>;
  /** Another instance's report (a bus "chat.presence" event). */
  remoteReport(instanceId: string, counts: Record<string, number>): void;
  /** Stops the ticks and tells the other instances this one holds nobody any more. */
  stop(): Promise<void>;
};

export function startPresence<Member>(options: {
  bus: ClusterEvents;
  instanceId: string;
  broadcast(topic: string, frame: ServerFrame): void;
  /** Who a member is; members with the same person count once in a room. Default: each member apart. */
  personOf?(member: Member): unknown;
}): Presence<Member> {
  const { bus, instanceId } = options;
  const personOf = options.personOf ?? ((member: Member) => member);
  const rooms = new Map<string, Set<Member>>();
  /** Per room: the person each member joined as (kept, so a later change of session cannot unbalance it). */
  const joinedAs = new Map<string, Map<Member, unknown>>();
  /** Per room: each person's number of members in it. */
  const people = new Map<string, Map<unknown, number>>();
  const remote = new Map<string, { counts: Record<string, number>; at: number }>();
  const lastSentCounts = new Map<string, number>();
  let dirty = false;
  let lastBroadcast = 0;
  /** The last report said nobody is here: the next empty one is not sent. */
  let reportedEmpty = false;

  const localCounts = () => Object.fromEntries(chatRooms.map((room) => [room.id, people.get(room.id)?.size ?? 0]));

  function counts(): Record<string, number> {
    const all = localCounts();
    const now = Date.now();
    for (const [id, entry] of remote) {
      if (now - entry.at > PRESENCE_EXPIRY_MS) {
        remote.delete(id);
        continue;
      }
      for (const room of chatRooms) all[room.id] += entry.counts[room.id] ?? 0;
    }
    return all;
  }

  const timer = setInterval(() => {
    const now = Date.now();
    if (bus.shared && (dirty || now - lastBroadcast >= PRESENCE_BROADCAST_MS)) {
      const report = localCounts();
      const empty = Object.values(report).every((count) => count === 0);
      // An empty room list is said once: the others forget this instance on it (and after the expiry
      // anyway), so an instance nobody is chatting on stays quiet on the bus.
      if (!(empty && reportedEmpty)) {
        reportedEmpty = empty;
        lastBroadcast = now;
        bus
          .publish({ type: "chat.presence", instanceId, counts: report })
          .catch((error: unknown) => logger.warn({ err: error }, "chat presence publish failed"));
      }
    }
    if (!dirty) return;
    dirty = false;
    for (const [topic, members] of Object.entries(counts())) {
      if (lastSentCounts.get(topic) === members) continue;
      lastSentCounts.set(topic, members);
      options.broadcast(topic, { type: "members", topic, members });
    }
  }, PRESENCE_TICK_MS);
  timer.unref();

  return {
    members: (topic) => rooms.get(topic),
    join(member, topic) {
      let room = rooms.get(topic);
      if (!room) rooms.set(topic, (room = new Set()));
      if (room.has(member)) return;
      room.add(member);
      const person = personOf(member);
      let joined = joinedAs.get(topic);
      if (!joined) joinedAs.set(topic, (joined = new Map()));
      joined.set(member, person);
      let here = people.get(topic);
      if (!here) people.set(topic, (here = new Map()));
      here.set(person, (here.get(person) ?? 0) + 1);
      dirty = true;
    },
    leave(member, topic) {
      const room = rooms.get(topic);
      if (!room?.delete(member)) return;
      if (room.size === 0) rooms.delete(topic);
      const joined = joinedAs.get(topic)!;
      const person = joined.get(member);
      joined.delete(member);
      if (joined.size === 0) joinedAs.delete(topic);
      const here = people.get(topic)!;
      const left = (here.get(person) ?? 1) - 1;
      if (left > 0) here.set(person, left);
      else here.delete(person);
      if (here.size === 0) people.delete(topic);
      dirty = true;
    },
    counts,
    remoteReport(id, reported) {
      if (id === instanceId) return;
      if (Object.values(reported).every((count) => count === 0)) remote.delete(id);
      else remote.set(id, { counts: reported, at: Date.now() });
      dirty = true;
    },
    async stop() {
      clearInterval(timer);
      if (!bus.shared) return;
      const empty = Object.fromEntries(chatRooms.map((room) => [room.id, 0]));
      await bus.publish({ type: "chat.presence", instanceId, counts: empty }).catch(() => undefined);
    },
  };
}
