import crypto from "node:crypto";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocketServer, type WebSocket } from "ws";
import { openBenchSocket } from "#bench/ws-client.ts";

/** The chat benchmark's own WebSocket client (bench/ws-client.ts) against a real `ws` server and a raw one. */
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function wsServer() {
  const server = http.createServer();
  const wss = new WebSocketServer({ server, perMessageDeflate: false });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  cleanups.push(
    () => new Promise<void>((resolve) => server.close(() => resolve())),
    () => wss.close(),
  );
  return { wss, url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat?x=1` };
}

describe("the chat benchmark's WebSocket client", () => {
  it("opens with its headers, reads 7-, 16- and 64-bit frames, sends masked text, answers pings and closes cleanly", async () => {
    const { wss, url } = await wsServer();
    const accepted = new Promise<{ ws: WebSocket; request: http.IncomingMessage }>((resolve) =>
      wss.once("connection", (ws, request) => resolve({ ws, request })),
    );
    const received: string[] = [];
    const socket = await openBenchSocket(url, { Origin: "http://example.test", Cookie: "a=b" }, (text) =>
      received.push(text),
    );
    const { ws, request } = await accepted;
    expect(request.url).toBe("/ws/chat?x=1");
    expect(request.headers.origin).toBe("http://example.test");
    expect(request.headers.cookie).toBe("a=b");

    const texts = ["short", "é".repeat(200), "x".repeat(70_000)];
    for (const text of texts) ws.send(text);
    await expect.poll(() => received.length).toBe(3);
    expect(received).toEqual(texts);

    const fromClient = new Promise<string>((resolve) => ws.once("message", (data) => resolve(data.toString())));
    socket.send(`{"type":"send","content":"${"ü".repeat(100)}"}`);
    expect(await fromClient).toBe(`{"type":"send","content":"${"ü".repeat(100)}"}`);

    const pong = new Promise<string>((resolve) => ws.once("pong", (data) => resolve(data.toString())));
    ws.ping("are you there");
    expect(await pong).toBe("are you there");

    const closed = new Promise<number>((resolve) => ws.once("close", (code) => resolve(code)));
    await socket.close();
    expect(await closed).toBe(1000);
    expect(socket.closed).toBe(true);
  });

  it("reads frames split across TCP reads and messages fragmented over several frames", async () => {
    const server = net.createServer();
    // The handshake's head is written whole but for its last three bytes; those and every frame byte go one
    // per TCP write, with pauses, so that they arrive as separate reads.
    const connections: net.Socket[] = [];
    server.on("connection", (connection) => {
      connections.push(connection);
      // The handshake answer is written in steps; a failed write would fail the test through its unhandled rejection.
      connection.once("data", (request) => void answer(connection, request));
    });
    async function answer(connection: net.Socket, request: Buffer) {
      const key = /sec-websocket-key: (\S+)/i.exec(request.toString())![1]!;
      const accept = crypto.createHash("sha1").update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest("base64");
      const head = Buffer.from(
        `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
      );
      const frames = Buffer.concat([
        Buffer.from([0x81, 5, ...Buffer.from("hello")]),
        Buffer.from([0x01, 3, ...Buffer.from("wor")]), // first fragment (FIN clear)
        Buffer.from([0x80, 2, ...Buffer.from("ld")]), // continuation, FIN set
      ]);
      connection.write(head.subarray(0, head.length - 3));
      for (const byte of Buffer.concat([head.subarray(head.length - 3), frames])) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        connection.write(Buffer.from([byte]));
      }
    }
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const received: string[] = [];
    const port = (server.address() as AddressInfo).port;
    const socket = await openBenchSocket(`ws://127.0.0.1:${port}/`, {}, (text) => received.push(text));
    await expect.poll(() => received, { timeout: 5000 }).toEqual(["hello", "world"]);
    // This server never answers a close frame: it hangs up, and the client sees the connection end.
    for (const connection of connections) connection.destroy();
    await socket.close();
    expect(socket.closed).toBe(true);
  });

  it("rejects when the server refuses the upgrade", async () => {
    const server = http.createServer();
    server.on("upgrade", (_request, socket) =>
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n"),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws/chat`;
    await expect(openBenchSocket(url, {}, () => {})).rejects.toThrow(
      "the server did not open a WebSocket: HTTP/1.1 403 Forbidden",
    );
  });
});
