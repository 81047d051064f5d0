import { describe, expect, it } from "vitest";
import { parseClientFrame } from "#app/domain/chat/frames.ts";
import { refuse } from "#app/lib/refusal.ts";
import { refusalFrame } from "./wire.ts";

describe("refusalFrame: a refusal as the chat client reads it", () => {
  it("names each reason by the wire code the browser branches on", () => {
    const codes = {
      "unknown-room": "unknown_room",
      "invalid-message": "invalid_message",
      "not-sensitive-room": "forbidden",
      "posting-hold": "posting_hold",
      "slow-mode": "slow_mode",
      "rate-limited": "rate_limited",
      "not-allowed": "forbidden",
      "not-found": "not_found",
    } as const;
    for (const [reason, code] of Object.entries(codes))
      expect(refusalFrame(refuse(reason as keyof typeof codes, "words"))).toEqual({
        type: "error",
        code,
        message: "words",
      });
  });

  it("carries the client's id and the wait in milliseconds (the client times its retry with it)", () => {
    const slow = refuse("slow-mode", "This room is in slow mode. You can post again in 30 seconds.", {
      retryAfterSeconds: 30,
    });
    expect(refusalFrame(slow, "c1")).toEqual({
      type: "error",
      code: "slow_mode",
      clientId: "c1",
      message: "This room is in slow mode. You can post again in 30 seconds.",
      retryAfterMs: 30_000,
    });
  });

  it("answers a refused frame with the id it carried", () => {
    const parsed = parseClientFrame('{"type":"explode","clientId":"z"}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(refusalFrame(parsed)).toEqual({
      type: "error",
      code: "unknown_type",
      clientId: "z",
      message: 'Unknown frame type "explode".',
    });
    const unreadable = parseClientFrame("nope");
    if (unreadable.ok) return;
    expect(refusalFrame(unreadable)).toEqual({ type: "error", code: "bad_frame", message: "Frames must be JSON." });
  });
});
