import crypto from "node:crypto";
import type http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * What the anonymous page cache keeps of a page, and how it answers from it (decision 002).
 *
 * A page is prepared once, when it is stored: the render's nonce is taken out of the body and the inline
 * scripts that carried it are allowed by their SHA-256 hashes instead (a script injected into the page
 * never carried the nonce, so it gets no hash and stays blocked); the body is compressed once per
 * encoding (identity, gzip, brotli); every header of the answer — the route's, the security headers,
 * ETag, Vary — is computed. Serving it is then a table lookup and one write: no per-request rewriting.
 */
export type Encoding = "br" | "gzip" | "identity";
export const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

export type PreparedPage = {
  status: number;
  etag: string;
  /** The body once per encoding. */
  bodies: Record<Encoding, Buffer>;
  /** Every header of a full answer (lower-case names) but Content-Length and Content-Encoding. */
  headers: [string, string][];
  /** The same as flat [name, value, …] lists for `writeHead`, one per encoding (with length and encoding). */
  raw: Record<Encoding, string[]>;
  /** A 304's headers: the full answer's without Content-Type. */
  rawNotModified: string[];
  /** The answer's Content-Type (a page view is counted for HTML only, server/page-views.ts). */
  contentType?: string | null;
};

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources (`sha256-…`) of the inline scripts that carry `nonce` (the render's own), and the HTML
 * with that nonce taken out. Scripts without the nonce (none the site renders; anything injected) get no
 * hash, so the policy still refuses them. `encoding` is how `html` was read from the page's bytes: a script
 * is hashed as those bytes (the browser hashes the script's UTF-8).
 */
export function hashNoncedScripts(
  html: string,
  nonce: string,
  encoding: "utf8" | "latin1" = "utf8",
): { html: string; hashes: string[] } {
  if (!nonce) return { html, hashes: [] };
  const attribute = ` nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (!attributes.includes(attribute) || /\ssrc\s*=/i.test(attributes)) continue;
    hashes.add(
      `sha256-${crypto
        .createHash("sha256")
        .update(match[2] ?? "", encoding)
        .digest("base64")}`,
    );
  }
  return { html: html.split(attribute).join(""), hashes: [...hashes] };
}

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else identity. A coding
 * given `q=0` is refused; `*` stands for the codings not named.
 */
export function chooseEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const quality = codingQualities(header);
  if (accepted(quality, "br")) return "br";
  if (accepted(quality, "gzip")) return "gzip";
  return "identity";
}

/** Whether an `Accept-Encoding` header accepts `coding` (q > 0, named or through `*`). */
export function acceptsCoding(header: string | undefined, coding: "br" | "gzip"): boolean {
  return header ? accepted(codingQualities(header), coding) : false;
}

function accepted(quality: Map<string, number>, coding: string) {
  return (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
}

function codingQualities(header: string): Map<string, number> {
  const quality = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName = "", ...parameters] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(parameter);
      if (match) q = Number(match[1]);
    }
    quality.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(q) ? q : 0);
  }
  return quality;
}

/**
 * True when an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: a list of entity tags, compared
 * weakly, or `*`).
 */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const own = opaque(etag);
  for (const candidate of header.split(",")) {
    const tag = candidate.trim();
    if (tag === "*" || (tag && opaque(tag) === own)) return true;
  }
  return false;
}

/** Headers of the rendered response that the cache does not keep as they are (it sets its own). */
const REPLACED = new Set(["content-length", "content-encoding", "etag", "vary", "transfer-encoding", "connection"]);

/**
 * Prepares a rendered page for the cache. `securityHeaders(hashes)` gives the security headers of an
 * answer whose inline scripts are allowed by `hashes` (server/app.ts passes the site's own middleware).
 */
export async function preparePage(options: {
  status: number;
  headers: [string, string][];
  body: Buffer;
  nonce: string;
  securityHeaders: (scriptHashes: string[]) => [string, string][];
  /**
   * "best" (gzip 9, brotli 11) for pages read many times; "quick" (gzip 3 only, also answered to clients
   * that accept brotli) for pages read a few times each (a search's results), where each compression costs
   * more than the render it saves: brotli 5 took as long as rendering a search from its shell, for a body
   * 7 % smaller than gzip 6's; on a 39,853-byte results page gzip 6 took 0.70 ms for 7,900 bytes and
   * gzip 3 0.41 ms for 8,415.
   */
  compression?: "best" | "quick";
}): Promise<PreparedPage> {
  // A page rendered without a nonce is kept as it is: no decoding, no copy. One with a nonce is read as Latin-1,
  // every byte one character and given back as it was: the nonce and the script tags are ASCII. Read as UTF-8
  // it was decoded and encoded again, and one "…" in a page made the whole text two bytes a character.
  const { html, hashes } = options.nonce
    ? hashNoncedScripts(options.body.toString("latin1"), options.nonce, "latin1")
    : { html: null, hashes: [] };
  const identity = html === null ? options.body : Buffer.from(html, "latin1");
  const etag = `W/"${crypto.createHash("sha1").update(identity).digest("base64url")}"`;
  const best = options.compression !== "quick";
  const [gzipped, brotlied] = await Promise.all([
    gzip(identity, { level: best ? 9 : 3 }),
    !best
      ? null
      : brotli(identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            // A window the size of the page (not brotli's 4 MB): the same output, a fraction of the memory.
            [zlib.constants.BROTLI_PARAM_LGWIN]: Math.min(24, Math.max(10, Math.ceil(Math.log2(identity.length + 1)))),
          },
        }),
  ]);
  const merged = new Map<string, string>();
  for (const [name, value] of options.headers) {
    const lower = name.toLowerCase();
    if (!REPLACED.has(lower)) merged.set(lower, value);
  }
  for (const [name, value] of options.securityHeaders(hashes)) merged.set(name.toLowerCase(), value);
  merged.set("etag", etag);
  merged.set("vary", "Accept-Encoding");
  const headers = [...merged.entries()];
  const bodies: Record<Encoding, Buffer> = { identity, gzip: gzipped, br: brotlied ?? gzipped };
  const flat = (list: [string, string][]) => list.flat();
  const raw = {} as Record<Encoding, string[]>;
  for (const encoding of ENCODINGS) {
    const extra: [string, string][] = [["content-length", String(bodies[encoding].length)]];
    if (encoding !== "identity") extra.push(["content-encoding", encoding === "br" && !brotlied ? "gzip" : encoding]);
    raw[encoding] = flat([...headers, ...extra]);
  }
  return {
    status: options.status,
    etag,
    bodies,
    headers,
    raw,
    rawNotModified: flat(headers.filter(([name]) => name !== "content-type")),
    contentType: merged.get("content-type") ?? null,
  };
}

/**
 * Answers a request from a prepared page on a response nothing has written to yet: 304 when
 * `If-None-Match` names its ETag, else the body in the encoding the client accepts. `extra` are flat
 * [name, value, …] headers of this answer only (the request id, X-Page-Cache). Returns the status sent.
 */
export function writePage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: PreparedPage,
  extra: string[],
): number {
  if (etagMatches(req.headers["if-none-match"], page.etag)) {
    res.writeHead(304, [...page.rawNotModified, ...extra]);
    res.end();
    return 304;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  res.writeHead(page.status, [...page.raw[encoding], ...extra]);
  res.end(req.method === "HEAD" ? undefined : page.bodies[encoding]);
  return page.status;
}
