/**
 * The chat benchmark's bound: `node bench/bare-chat-server.ts <port>` speaks the site's chat protocol as
 * far as the benchmark uses it (ready, subscribe → subscribed, send → ack and a broadcast to the room) and
 * does nothing else: no database, no session check, no rate limit, no heartbeat. A broadcast is framed once
 * and its bytes written to each member's socket, as the site's hub does. bench/chat.ts runs it with the
 * site's Node options, beside the site, with the same clients: the site's p99 over this one's is what the
 * site's own work adds to what the machine allows.
 */
import http from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";

const port = Number(process.argv[2] ?? 0);

function frameText(payload: Buffer): Buffer {
  const length = payload.length;
  const header = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(header + length);
  frame[0] = 0x81;
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

function idleSocketOf(ws: WebSocket): Duplex | null {
  const internals = ws as WebSocket & { _socket?: Duplex; _sender?: { _state?: number } };
  return internals._socket && internals._sender?._state === 0 ? internals._socket : null;
}

const rooms = new Map<string, Set<WebSocket>>();
let nextId = 0;

function broadcast(topic: string, frame: unknown) {
  const room = rooms.get(topic);
  if (!room) return;
  const payload = Buffer.from(JSON.stringify(frame));
  const framed = frameText(payload);
  for (const member of room) {
    if (member.readyState !== WebSocket.OPEN) continue;
    const socket = idleSocketOf(member);
    if (socket) socket.write(framed);
    else member.send(payload, { binary: false });
  }
}

const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server, path: "/ws/chat", perMessageDeflate: false });
wss.on("connection", (ws) => {
  const topics = new Set<string>();
  ws.send(JSON.stringify({ type: "ready", user: null }));
  ws.on("message", (data) => {
    const frame = JSON.parse(String(data)) as { type: string; topic: string; clientId?: string; content?: string };
    if (frame.type === "subscribe") {
      let room = rooms.get(frame.topic);
      if (!room) rooms.set(frame.topic, (room = new Set()));
      room.add(ws);
      topics.add(frame.topic);
      ws.send(JSON.stringify({ type: "subscribed", topic: frame.topic, members: room.size }));
    } else if (frame.type === "send") {
      nextId += 1;
      const message = {
        id: nextId,
        topic: frame.topic,
        content: frame.content ?? "",
        userId: null,
        createdAt: new Date().toISOString(),
        sender: null,
      };
      ws.send(JSON.stringify({ type: "ack", clientId: frame.clientId, id: message.id, message }));
      broadcast(frame.topic, { type: "message", message });
    }
  });
  ws.on("close", () => {
    for (const topic of topics) rooms.get(topic)?.delete(ws);
  });
});
server.listen(port, "127.0.0.1", () => {
  const address = server.address();
  process.stdout.write(`${typeof address === "object" && address ? address.port : port}\n`);
});
process.on("SIGTERM", () => {
  for (const client of wss.clients) client.terminate();
  server.close(() => process.exit(0));
});
