import http from "node:http";
import https from "node:https";
import net from "node:net";

/**
 * A minimal round-robin HTTP load balancer for the many-instances tests: every
 * request and every WebSocket upgrade goes to the next instance in turn (no
 * sticky sessions), with the usual X-Forwarded-* headers and the Host header
 * kept. Answers carry `X-Balanced-To: <instance name>` so a test can see that
 * its requests really were spread.
 */
/**
 * How the balancer writes the upstream request's headers, after common nginx set-ups:
 * - `forwarded`: Host kept, X-Forwarded-For/-Proto/-Host (the default);
 * - `host-without-port`: `proxy_set_header Host $host` (nginx's $host has no port), X-Forwarded-For/-Proto;
 * - `no-forwarded-proto`: Host kept and X-Forwarded-For, but no X-Forwarded-Proto (behind TLS: the
 *   instance sees plain http);
 * - `upstream-host`: nginx's default, `Host` is the upstream block's name (`proxy_pass http://wellness_app`).
 */
export type HeaderMode = "forwarded" | "host-without-port" | "no-forwarded-proto" | "upstream-host";

export type Balancer = {
  url: string;
  setHeaderMode(mode: HeaderMode): void;
  /** The instances to spread requests over (set once they run: they need the balancer's URL as SITE_URL). */
  setTargets(targets: { name: string; url: string }[]): void;
  close(): Promise<void>;
};

export async function startBalancer(options: { tls?: { key: string; cert: string } } = {}): Promise<Balancer> {
  let targets: { name: string; url: string }[] = [];
  let mode: HeaderMode = "forwarded";
  const scheme = options.tls ? "https" : "http";
  let turn = 0;
  const next = () => {
    if (targets.length === 0) throw new Error("the balancer has no instances yet");
    const target = targets[turn % targets.length]!;
    turn += 1;
    return { name: target.name, url: new URL(target.url) };
  };
  // Like nginx's $proxy_add_x_forwarded_for: the client's own X-Forwarded-For (which it may have forged), then
  // the address this hop saw. The instances trust exactly this one hop (TRUST_PROXY=1).
  const forwarded = (req: http.IncomingMessage): Record<string, string> => {
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress ?? "127.0.0.1"]
      .filter(Boolean)
      .join(", ");
    const host = req.headers.host ?? "";
    switch (mode) {
      case "forwarded":
        return { "x-forwarded-for": forwardedFor, "x-forwarded-proto": scheme, "x-forwarded-host": host };
      case "host-without-port":
        return { host: host.replace(/:\d+$/, ""), "x-forwarded-for": forwardedFor, "x-forwarded-proto": scheme };
      case "no-forwarded-proto":
        return { "x-forwarded-for": forwardedFor };
      case "upstream-host":
        return { host: "wellness_app", "x-forwarded-for": forwardedFor };
    }
  };
  /** The client's headers without any X-Forwarded-* of its own (each mode writes its own). */
  const clientHeaders = (req: http.IncomingMessage) =>
    Object.fromEntries(
      Object.entries(req.headers).filter(([name]) => !name.startsWith("x-forwarded-") || name === "x-forwarded-for"),
    );

  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = next();
    const upstream = http.request(
      {
        host: target.url.hostname,
        port: target.url.port,
        method: req.method,
        path: req.url,
        headers: { ...clientHeaders(req), ...forwarded(req) },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, {
          ...answer.headers,
          "x-balanced-to": target.name,
        });
        answer.pipe(res);
      },
    );
    upstream.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("bad gateway");
    });
    req.pipe(upstream);
  };
  const server = options.tls ? https.createServer(options.tls, handler) : http.createServer(handler);

  const sockets = new Set<net.Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  server.on("upgrade", (req, socket: net.Socket, head: Buffer) => {
    const target = next();
    const upstream = net.connect(Number(target.url.port), target.url.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      const written = forwarded(req);
      for (let index = 0; index < req.rawHeaders.length; index += 2) {
        const name = req.rawHeaders[index]!.toLowerCase();
        if (name in written || (name.startsWith("x-forwarded-") && name !== "x-forwarded-for")) continue;
        lines.push(`${req.rawHeaders[index]}: ${req.rawHeaders[index + 1]}`);
      }
      for (const [name, value] of Object.entries(written)) lines.push(`${name}: ${value}`);
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
    url: `${scheme}://127.0.0.1:${address.port}`,
    setHeaderMode(next) {
      mode = next;
    },
    setTargets(list) {
      targets = [...list];
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
