/**
 * The comparison server when nginx is not installed: `node bench/static-server.ts <folder> <port>` serves
 * the files of <folder> from memory (read once), with Content-Type and Content-Length, nothing else.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const [folder = ".", port = "0"] = process.argv.slice(2);
const files = new Map<string, Buffer>();
for (const name of fs.readdirSync(folder)) files.set(`/${name}`, fs.readFileSync(path.join(folder, name)));
const server = http.createServer((req, res) => {
  const body = files.get((req.url ?? "/").split("?")[0]!);
  if (!body) return void res.writeHead(404).end();
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), "127.0.0.1", () => process.send?.("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
