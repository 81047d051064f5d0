import type { Duplex } from "node:stream";
import { WebSocket } from "ws";
import type { FrameRefusal } from "#app/domain/chat/frames.ts";
import type { ChatErrorCode, ChatRefusalReason, FrameRefusalReason, ServerFrame } from "#app/domain/chat/rules.ts";
import type { Refusal } from "#app/lib/refusal.ts";

/**
 * What goes over one chat socket: frames written straight to the TCP socket when `ws` has nothing
 * queued, else through `ws.send`, and the slow-reader rule.
 */

/** Frames beyond this are cut off by the ws library (connection closed with 1009). */
export const HARD_MAX_PAYLOAD = 64 * 1024;
/** A client that cannot keep up is dropped; it reconnects and backfills. */
export const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

/** A server's WebSocket text frame of `payload` (RFC 6455 §5.2: final, unmasked, uncompressed). */
export function frameText(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81; // FIN, opcode 1 (text)
  if (length < 126) frame[1] = length;
  else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, header);
  return frame;
}

/** A ping frame without payload, then the heartbeat text frame: what each socket gets per heartbeat. */
export const HEARTBEAT_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x00]),
  frameText(Buffer.from(JSON.stringify({ type: "heartbeat" } satisfies ServerFrame))),
]);

/**
 * The TCP socket under a `ws` connection, when a ready-made frame may be written to it directly: its
 * sender is idle (nothing queued: we never compress and never send Blobs, the only cases where `ws`
 * queues). A broadcast to a room then frames its message once instead of once per member (`ws.send`
 * builds a header and writes two buffers each time; decision 005 has the measurements). This reads two
 * private fields of `ws` 8.x; tests/integration/chat-socket.test.ts fails if an upgrade renames them, and
 * without them every member gets `ws.send` as before.
 */
export function idleSocketOf(ws: WebSocket): Duplex | null {
  const internals = ws as WebSocket & { _socket?: Duplex; _sender?: { _state?: number } };
  return internals._socket && internals._sender?._state === 0 ? internals._socket : null;
}

/** A frame encoded and framed once, to go to every member of a room. */
export type EncodedFrame = { payload: Buffer; framed: Buffer };

export function encodeFrame(frame: ServerFrame): EncodedFrame {
  const payload = Buffer.from(JSON.stringify(frame));
  return { payload, framed: frameText(payload) };
}

/**
 * Frames waiting for the end of this turn of the event loop, per socket, in the order they were sent. A
 * socket's frames of one turn go out in one write: under load, when many messages arrive in one turn,
 * each member costs one system call for all of them instead of one per message (decision 005).
 */
let outbox = new Map<WebSocket, EncodedFrame[]>();
let flushScheduled = false;

function flushOutbox() {
  flushScheduled = false;
  const batch = outbox;
  outbox = new Map();
  for (const [ws, frames] of batch) writeFrames(ws, frames);
}

function writeFrames(ws: WebSocket, frames: EncodedFrame[]) {
  if (ws.readyState !== WebSocket.OPEN) return;
  const socket = idleSocketOf(ws);
  if (socket)
    socket.write(frames.length === 1 ? frames[0]!.framed : Buffer.concat(frames.map((frame) => frame.framed)));
  else for (const frame of frames) ws.send(frame.payload, { binary: false });
}

/** Writes a socket's waiting frames now (before it is closed, so they are not lost). */
export function flushFrames(ws: WebSocket): void {
  const frames = outbox.get(ws);
  if (!frames) return;
  outbox.delete(ws);
  writeFrames(ws, frames);
}

/** One frame to one socket, at the end of this turn; a socket whose reader has fallen too far behind is dropped instead. */
export function sendFrame(ws: WebSocket, frame: ServerFrame | EncodedFrame): void {
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > MAX_BUFFERED_BYTES) {
    outbox.delete(ws);
    ws.terminate();
    return;
  }
  const encoded = "framed" in frame ? frame : encodeFrame(frame);
  const frames = outbox.get(ws);
  if (frames) frames.push(encoded);
  else outbox.set(ws, [encoded]);
  if (!flushScheduled) {
    flushScheduled = true;
    setImmediate(flushOutbox);
  }
}

/** A ping and a heartbeat frame, in one write when `ws` has nothing queued. */
export function sendHeartbeat(ws: WebSocket): void {
  const socket = ws.readyState === WebSocket.OPEN && ws.bufferedAmount <= MAX_BUFFERED_BYTES ? idleSocketOf(ws) : null;
  if (socket) socket.write(HEARTBEAT_BYTES);
  else {
    ws.ping();
    sendFrame(ws, { type: "heartbeat" });
  }
}

/** The wire's name of each refusal reason: the browser's chat client branches on these codes. */
const WIRE_CODES: Record<ChatRefusalReason | FrameRefusalReason, ChatErrorCode> = {
  "bad-frame": "bad_frame",
  "unknown-type": "unknown_type",
  "unknown-room": "unknown_room",
  "invalid-message": "invalid_message",
  "not-sensitive-room": "forbidden",
  "posting-hold": "posting_hold",
  "slow-mode": "slow_mode",
  "rate-limited": "rate_limited",
  "not-allowed": "forbidden",
  "not-found": "not_found",
};

/**
 * The error frame that answers a refused frame or command: its wire code, its words, and the wait in
 * milliseconds (the client times its retry with `retryAfterMs`).
 */
export function refusalFrame(
  refusal: Refusal<ChatRefusalReason> | FrameRefusal,
  clientId?: string,
): Extract<ServerFrame, { type: "error" }> {
  const id = clientId ?? ("clientId" in refusal ? refusal.clientId : undefined);
  return {
    type: "error",
    code: WIRE_CODES[refusal.reason],
    message: refusal.message,
    ...(id !== undefined ? { clientId: id } : {}),
    ...(refusal.retryAfterSeconds !== undefined ? { retryAfterMs: refusal.retryAfterSeconds * 1000 } : {}),
  };
}
