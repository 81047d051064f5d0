import { afterEach, describe, expect, it } from "vitest";
import { clusterEvents, type ClusterEvent, type DomainEvent } from "./cluster-events.ts";
import { effectsOf, onPublicationScheduled, publishEvent, SIDE_EFFECTS } from "./side-effects.ts";

/** What reached the bus while `run` ran, synchronously (the effects must precede the write's return). */
function busDuring(run: () => void): ClusterEvent[] {
  const heard: ClusterEvent[] = [];
  const stop = clusterEvents.subscribe((event) => heard.push(event));
  try {
    run();
  } finally {
    stop();
  }
  return heard;
}

/** The kinds heard, sorted (this table's own listener runs first, so its effects precede the "domain" event). */
const kinds = (events: ClusterEvent[]) => events.map((event) => event.type).sort();

describe("side effects follow from the one table", () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });

  it("has one line per domain event type, each a rule", () => {
    for (const rule of Object.values(SIDE_EFFECTS)) expect(typeof rule).toBe("function");
    expect(Object.keys(SIDE_EFFECTS).sort()).toContain("account.deleted");
  });

  it("a public article's save empties the page caches before publishEvent returns", () => {
    const heard = busDuring(() =>
      publishEvent({ type: "article.saved", slug: "a", wasPublic: false, isPublic: true, scheduledFor: null }),
    );
    expect(kinds(heard)).toEqual(["domain", "pages-invalidated"]);
  });

  it("a draft's save changes no public page and queues nothing", () => {
    const scheduled: Date[] = [];
    stops.push(onPublicationScheduled((at) => scheduled.push(at)));
    const heard = busDuring(() =>
      publishEvent({ type: "article.saved", slug: "a", wasPublic: false, isPublic: false, scheduledFor: null }),
    );
    expect(kinds(heard)).toEqual(["domain"]);
    expect(scheduled).toEqual([]);
  });

  it("a scheduled article's save announces its publication time", () => {
    const at = new Date("2030-01-01T09:00:00Z");
    const scheduled: Date[] = [];
    stops.push(onPublicationScheduled((time) => scheduled.push(time)));
    publishEvent({ type: "article.saved", slug: "a", wasPublic: false, isPublic: false, scheduledFor: at });
    expect(scheduled).toEqual([at]);
  });

  it("a sign-off announces a future publication time only", () => {
    const future = new Date(Date.now() + 60 * 60 * 1000);
    const past = new Date(Date.now() - 60 * 60 * 1000);
    const signedOff = (
      publishedAt: Date | null,
      status = "published",
    ): Extract<DomainEvent, { type: "article.signedOff" }> => ({
      type: "article.signedOff",
      slug: "a",
      status,
      publishedAt,
    });
    expect(effectsOf("article.signedOff", signedOff(future))).toEqual({ pages: true, publishAt: future });
    expect(effectsOf("article.signedOff", signedOff(past))).toEqual({ pages: true, publishAt: null });
    expect(effectsOf("article.signedOff", signedOff(future, "draft"))).toEqual({ pages: true, publishAt: null });
  });

  it("a role change drops the member's cached sessions on every instance", () => {
    const heard = busDuring(() => publishEvent({ type: "member.roleChanged", userId: "u1" }));
    expect(heard).toContainEqual({
      type: "sessions-dropped",
      instanceId: clusterEvents.instanceId,
      drop: { userId: "u1" },
    });
    expect(kinds(heard)).not.toContain("pages-invalidated");
  });

  it("a deleted account empties the page caches and drops her sessions", () => {
    const heard = busDuring(() => publishEvent({ type: "account.deleted", userId: "u2" }));
    expect(kinds(heard)).toEqual(["domain", "pages-invalidated", "sessions-dropped"]);
  });

  it("a catalogue migration step that wrote nothing leaves the pages cached", () => {
    expect(kinds(busDuring(() => publishEvent({ type: "catalogue.migrated", written: 0 })))).toEqual(["domain"]);
    expect(kinds(busDuring(() => publishEvent({ type: "catalogue.migrated", written: 2 })))).toContain(
      "pages-invalidated",
    );
  });
});
