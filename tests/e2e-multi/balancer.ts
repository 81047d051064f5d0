import http from "node:http";
import net from "node:net";

/**
 * A minimal round-robin HTTP load balancer for the many-instances tests: every
 * request and every WebSocket upgrade goes to the next instance in turn (no
 * sticky sessions), with the usual X-Forwarded-* headers and the Host header
 * kept. Answers carry `X-Balanced-To: <instance name>` so a test can see that
 * its requests really were spread.
 */
export type Balancer = {
  url: string;
  /** The instances to spread requests over (set once they run: they need the balancer's URL as SITE_URL). */
  setTargets(targets: { name: string; url: string }[]): void;
  close(): Promise<void>;
};

export async function startBalancer(): Promise<Balancer> {
  let targets: { name: string; url: string }[] = [];
  let turn = 0;
  const next = () => {
    if (targets.length === 0) throw new Error("the balancer has no instances yet");
    const target = targets[turn % targets.length]!;
    turn += 1;
    return { name: target.name, url: new URL(target.url) };
  };
  // Like nginx's $proxy_add_x_forwarded_for: the client's own X-Forwarded-For (which it may have forged), then
  // the address this hop saw. The instances trust exactly this one hop (TRUST_PROXY=1).
  const forwarded = (req: http.IncomingMessage) => ({
    "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress ?? "127.0.0.1"].filter(Boolean).join(", "),
    "x-forwarded-proto": "http",
    "x-forwarded-host": req.headers.host ?? "",
  });

  const server = http.createServer((req, res) => {
    const target = next();
    const upstream = http.request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, ...forwarded(req) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, { ...answer.headers, "x-balanced-to": target.name });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    });
    req.pipe(upstream);
  });

  const sockets = new Set<net.Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("upgrade", (req, socket: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.url.port), target.url.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let index = 0; index < req.rawHeaders.length; index += 2) lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
      for (const [name, value] of Object.entries(forwarded(req))) lines.push(`${name}: ${value}`);
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    setTargets(list) {
      targets = [...list];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
