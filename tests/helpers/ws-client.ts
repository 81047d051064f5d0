import { WebSocket } from "ws";
import type { ServerFrame } from "#app/domain/chat/rules.ts";

/**
 * A test WebSocket client for the chat: collects every frame and lets a test
 * wait for the next frame matching a predicate.
 */
export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  sendRaw(data: string | Buffer): void;
  next<T extends ServerFrame["type"]>(
    type: T,
    match?: (frame: Extract<ServerFrame, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  close(): Promise<void>;
};

export async function connectChat(url: string, options: { origin: string; cookie?: string }): Promise<TestSocket> {
  const ws = new WebSocket(url, {
    headers: { Origin: options.origin, ...(options.cookie ? { Cookie: options.cookie } : {}) },
  });
  const frames: ServerFrame[] = [];
  const waiters: { test: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  const consumed = new Set<number>();
  ws.on("message", (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    const waiter = waiters.find((candidate) => candidate.test(frame));
    if (waiter) {
      waiters.splice(waiters.indexOf(waiter), 1);
      consumed.add(frames.length - 1);
      waiter.resolve(frame);
    }
  });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  const socket: TestSocket = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (data) => ws.send(data),
    next(type, match, timeoutMs = 5_000) {
      const test = (frame: ServerFrame) =>
        frame.type === type && (!match || match(frame as Extract<ServerFrame, { type: typeof type }>));
      // Frames that already arrived and were not consumed yet count too.
      for (let index = 0; index < frames.length; index += 1) {
        if (!consumed.has(index) && test(frames[index])) {
          consumed.add(index);
          return Promise.resolve(frames[index] as Extract<ServerFrame, { type: typeof type }>);
        }
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`timed out waiting for a ${type} frame; got ${JSON.stringify(frames.slice(-5))}`)),
          timeoutMs,
        );
        waiters.push({
          test,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame as Extract<ServerFrame, { type: typeof type }>);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once("close", () => resolve());
        ws.close();
      }),
  };
  return socket;
}
