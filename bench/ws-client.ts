import crypto from "node:crypto";
import net from "node:net";

/**
 * The chat benchmark's WebSocket client (RFC 6455, text frames, no extensions): as little work per
 * received frame as the protocol allows, so that 5,000 of them in the benchmark's one thread measure the
 * server, not themselves.
 *
 * Why not `ws` here (the site and its tests use it): each `ws` client runs a stream pipeline per socket
 * (a Writable receiver, its callbacks and events) for every frame. With thousands of clients the
 * benchmark's own thread was busy most of the time, so a delivery waited in the benchmark before it was
 * timed. Reads go through `net`'s `onread` into one shared buffer rather than 'data' events: no Readable
 * stream per socket either. Decision 009 has the measurements behind both choices.
 *
 * What it does: the opening handshake (checks 101 and Sec-WebSocket-Accept), text frames out (masked, as
 * a client must), text frames in (7-, 16- and 64-bit lengths, split across TCP reads, fragmented
 * messages), answers pings, and the closing handshake.
 */
export type BenchSocket = {
  send(text: string): void;
  /** Sends a close frame and resolves when the server has closed the connection (or after 5 s). */
  close(): Promise<void>;
  readonly closed: boolean;
};

const EMPTY = Buffer.alloc(0);
/** Where every socket's reads land (a read is handled before the next one starts). */
const readBuffer = Buffer.allocUnsafe(256 * 1024);
const ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/** A masked client frame (FIN set) of `opcode` carrying `payload`. */
export function clientFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + 4 + length);
  frame[0] = 0x80 | opcode;
  if (length < 126) frame[1] = 0x80 | length;
  else if (length < 65_536) {
    frame[1] = 0x80 | 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 0x80 | 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  crypto.randomFillSync(frame, headerLength, 4);
  const maskAt = headerLength;
  const dataAt = headerLength + 4;
  for (let index = 0; index < length; index += 1)
    frame[dataAt + index] = payload[index]! ^ frame[maskAt + (index & 3)]!;
  return frame;
}

/**
 * Opens a WebSocket to `url` (ws://host:port/path) with extra request `headers` (Origin, Cookie) and calls
 * `onText` with each text message and the socket (the server's first message may come before the promise
 * resolves). Rejects if the server does not switch protocols.
 */
export function openBenchSocket(
  url: string,
  headers: Record<string, string>,
  onText: (text: string, socket: BenchSocket) => void,
): Promise<BenchSocket> {
  const target = new URL(url);
  const key = crypto.randomBytes(16).toString("base64");
  const expectedAccept = crypto
    .createHash("sha1")
    .update(key + ACCEPT_GUID)
    .digest("base64");
  // Reads land in one buffer shared by every socket (`onread`: no stream, no 'data' event per read); what
  // is left of a frame split across reads is copied out before the next read reuses it.
  const socket = net.connect({
    port: Number(target.port),
    host: target.hostname,
    onread: { buffer: readBuffer, callback: onRead },
  });
  socket.setNoDelay(true);

  let pending: Buffer = EMPTY;
  const opened = Promise.withResolvers<BenchSocket>();
  let open = false;
  let closed = false;
  let closeSent = false;
  let fragments: Buffer[] = [];
  const closedPromise = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.once("close", () => (closed = true));

  const handle: BenchSocket = {
    send(text) {
      if (!closed && !closeSent) socket.write(clientFrame(0x1, Buffer.from(text)));
    },
    async close() {
      if (closed) return;
      if (!closeSent) {
        closeSent = true;
        const code = Buffer.allocUnsafe(2);
        code.writeUInt16BE(1000);
        socket.write(clientFrame(0x8, code));
      }
      const timer = setTimeout(() => socket.destroy(), 5000);
      await closedPromise;
      clearTimeout(timer);
    },
    get closed() {
      return closed;
    },
  };

  /** Reads every whole frame in `pending`; keeps the rest for the next read. */
  function readFrames() {
    let offset = 0;
    for (;;) {
      if (pending.length - offset < 2) break;
      const first = pending[offset]!;
      const second = pending[offset + 1]!;
      if (second & 0x80) throw new Error("the server sent a masked frame");
      let length = second & 0x7f;
      let headerLength = 2;
      if (length === 126) {
        if (pending.length - offset < 4) break;
        length = pending.readUInt16BE(offset + 2);
        headerLength = 4;
      } else if (length === 127) {
        if (pending.length - offset < 10) break;
        length = Number(pending.readBigUInt64BE(offset + 2));
        headerLength = 10;
      }
      if (pending.length - offset < headerLength + length) break;
      const payload = pending.subarray(offset + headerLength, offset + headerLength + length);
      offset += headerLength + length;
      const opcode = first & 0x0f;
      const fin = (first & 0x80) !== 0;
      if (opcode === 0x1 || opcode === 0x2 || opcode === 0x0) {
        if (fin && fragments.length === 0) onText(payload.toString("utf8"), handle);
        else {
          fragments.push(Buffer.from(payload));
          if (fin) {
            onText(Buffer.concat(fragments).toString("utf8"), handle);
            fragments = [];
          }
        }
      } else if (opcode === 0x9) {
        if (!closeSent) socket.write(clientFrame(0xa, Buffer.from(payload)));
      } else if (opcode === 0x8) {
        if (!closeSent) {
          closeSent = true;
          socket.write(clientFrame(0x8, Buffer.from(payload.subarray(0, 2))));
        }
        socket.end();
      }
    }
    pending = offset === pending.length ? EMPTY : Buffer.from(pending.subarray(offset));
  }

  /** One read of `length` bytes into the shared buffer; true keeps the socket reading. */
  function onRead(length: number, buffer: Uint8Array): boolean {
    const chunk = Buffer.from(buffer.buffer, buffer.byteOffset, length);
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    if (!open) {
      const end = pending.indexOf("\r\n\r\n");
      if (end < 0) {
        pending = Buffer.from(pending);
        return true;
      }
      const head = pending.toString("latin1", 0, end);
      const statusLine = head.slice(0, head.indexOf("\r\n"));
      const accept = /^sec-websocket-accept:\s*(\S+)/im.exec(head)?.[1];
      if (!/^HTTP\/1\.1 101 /.test(statusLine) || accept !== expectedAccept) {
        socket.destroy();
        pending = EMPTY;
        opened.reject(new Error(`the server did not open a WebSocket: ${statusLine}`));
        return false;
      }
      open = true;
      pending = pending.subarray(end + 4);
      socket.removeListener("error", opened.reject);
      socket.on("error", () => socket.destroy());
      opened.resolve(handle);
    }
    readFrames();
    return true;
  }

  socket.once("error", opened.reject);
  socket.once("close", () => {
    if (!open) opened.reject(new Error("the server closed the connection before the WebSocket opened"));
  });
  const lines = [
    `GET ${target.pathname}${target.search} HTTP/1.1`,
    `Host: ${target.host}`,
    "Upgrade: websocket",
    "Connection: Upgrade",
    `Sec-WebSocket-Key: ${key}`,
    "Sec-WebSocket-Version: 13",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  return opened.promise;
}
