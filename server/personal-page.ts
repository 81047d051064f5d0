import type http from "node:http";
import zlib from "node:zlib";
import { cachedSessionUser, type SessionUser } from "#app/domain/accounts/session.server.ts";
import { acceptsCoding, type PreparedPage } from "./cached-page.ts";

/**
 * A member's copy of a page kept for visitors, the way partial prerendering serves a static shell with
 * dynamic holes (docs/decisions/002). When a page is stored, its HTML is cut around its personal slots
 * (app/lib/personal-slots.ts) and each piece is compressed once; a member's request is then answered by
 * writing the pieces with her slots' markup between them. Nothing rendered for her is ever stored: the
 * cached entry holds the visitor's pieces only, and her slots are rendered per request.
 *
 * Only pages served without the client runtime qualify: a hydrated page carries the root's loader data
 * (the member herself) in a script, which a slot cannot replace.
 */
export type SlotMarkup = Record<string, string>;
/** The app's slot renderer (app/entry.server.tsx `renderPersonalSlots`): null for members it cannot fill. */
export type SlotRenderer = (user: SessionUser | null) => SlotMarkup | null;

export type PersonalShell = {
  /** The visitor's HTML around the slots: one more piece than slots. */
  pieces: Buffer[];
  /** The slot between piece i and i + 1. */
  slots: string[];
  /** Each piece as raw deflate: ending on a byte boundary (sync flush), the last one final. */
  deflated: Buffer[];
  /** The answer's headers (flat) without Content-Length: private, no ETag. */
  rawIdentity: string[];
  rawGzip: string[];
};

const MARKER = 'data-personal="';
/** React Router's serialised loader data: present on every page that ships the client runtime. */
const CLIENT_RUNTIME = "window.__reactRouterContext";

/**
 * The visitor's HTML cut around its personal slots, or null when it cannot be filled safely: no slot, a
 * slot whose content is not exactly the visitor's markup, or a page with the client runtime.
 */
export function cutAroundSlots(html: string, visitor: SlotMarkup): { pieces: string[]; slots: string[] } | null {
  if (html.includes(CLIENT_RUNTIME)) return null;
  const pieces: string[] = [];
  const slots: string[] = [];
  let from = 0;
  let at = html.indexOf(MARKER);
  while (at !== -1) {
    const nameEnd = html.indexOf('"', at + MARKER.length);
    const tagEnd = html.indexOf(">", nameEnd);
    if (nameEnd === -1 || tagEnd === -1) return null;
    const slot = html.slice(at + MARKER.length, nameEnd);
    const markup = visitor[slot];
    const contentStart = tagEnd + 1;
    if (markup === undefined || !html.startsWith(markup, contentStart)) return null;
    pieces.push(html.slice(from, contentStart));
    slots.push(slot);
    from = contentStart + markup.length;
    at = html.indexOf(MARKER, from);
  }
  if (slots.length === 0) return null;
  pieces.push(html.slice(from));
  return { pieces, slots };
}

/** Headers of a member's answer: the visitor's entry's, but private and without its ETag. */
function memberHeaders(headers: [string, string][]): [string, string][] {
  const kept = headers.filter(([name]) => name !== "cache-control" && name !== "etag");
  return [...kept, ["cache-control", "private, no-cache"]];
}

/** Prepares a stored page for members, or null when it has no personal slot to fill. */
export function preparePersonalShell(
  page: PreparedPage,
  visitor: SlotMarkup | null,
  /** 9 for pages read many times; less for pages read a few times each (a search's results). */
  level = 9,
): PersonalShell | null {
  if (!visitor) return null;
  const cut = cutAroundSlots(page.bodies.identity.toString("utf8"), visitor);
  if (!cut) return null;
  const pieces = cut.pieces.map((piece) => Buffer.from(piece, "utf8"));
  const last = pieces.length - 1;
  const deflated = pieces.map((piece, index) =>
    zlib.deflateRawSync(piece, { level, ...(index < last ? { finishFlush: zlib.constants.Z_SYNC_FLUSH } : {}) }),
  );
  const headers = memberHeaders(page.headers).flat();
  return {
    pieces,
    slots: cut.slots,
    deflated,
    rawIdentity: headers,
    rawGzip: [...headers, "content-encoding", "gzip"],
  };
}

/** Slot markup per member object: the session cache hands out the same object while it holds her session. */
const markupByUser = new WeakMap<SessionUser, SlotMarkup | null>();

/**
 * The member of a request that may be answered from a visitor's page, with her slots' markup: a session
 * the session cache holds (else null: the page is rendered, which also fills the cache), no flash toast.
 */
export function memberSlots(req: http.IncomingMessage, render: SlotRenderer): SlotMarkup | null {
  const cookie = req.headers.cookie;
  if (!cookie || /(?:^|;\s*)(?:__Secure-)?wc[._]toast=/.test(cookie)) return null;
  const user = cachedSessionUser(cookie);
  if (!user) return null;
  let markup = markupByUser.get(user);
  if (markup === undefined) {
    markup = render(user);
    markupByUser.set(user, markup);
  }
  return markup;
}

/** One stored (uncompressed) deflate block per 65,535 bytes: the slot's markup, never compressed. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < data.length || start === 0; start += 0xffff) {
    const chunk = data.subarray(start, start + 0xffff);
    const header = Buffer.alloc(5);
    header[0] = 0; // not final, stored; a sync flush left the stream on a byte boundary
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
    if (data.length === 0) break;
  }
  return blocks;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);

/** The member's page as one gzip member: the stored pieces' deflate with her slots as stored blocks. */
export function gzipFilled(shell: PersonalShell, fills: Buffer[]): Buffer {
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  for (let index = 0; index < shell.pieces.length; index += 1) {
    const piece = shell.pieces[index]!;
    parts.push(shell.deflated[index]!);
    crc = zlib.crc32(piece, crc);
    size += piece.length;
    const fill = fills[index];
    if (fill === undefined || index === shell.pieces.length - 1) continue;
    // A slot sits between two pieces, so after piece `index`: its blocks go before the next piece's.
    parts.push(...storedBlocks(fill));
    crc = zlib.crc32(fill, crc);
    size += fill.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

/**
 * Answers a member from a visitor's page with her slots filled in: gzip when accepted (brotli streams
 * cannot be spliced), else identity. Always 200 with the whole body (no ETag: the answer is hers).
 * `extra` are flat headers of this answer only. Returns the status sent.
 */
export function writePersonalPage(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  page: PreparedPage & { personal?: PersonalShell | null },
  markup: SlotMarkup,
  extra: string[],
): number {
  const shell = page.personal!;
  const fills = shell.slots.map((slot) => Buffer.from(markup[slot] ?? "", "utf8"));
  const head = req.method === "HEAD";
  if (acceptsCoding(req.headers["accept-encoding"], "gzip")) {
    const body = gzipFilled(shell, fills);
    res.writeHead(page.status, [...shell.rawGzip, "content-length", String(body.length), ...extra]);
    res.end(head ? undefined : body);
    return page.status;
  }
  let length = 0;
  for (const piece of shell.pieces) length += piece.length;
  for (const fill of fills) length += fill.length;
  res.writeHead(page.status, [...shell.rawIdentity, "content-length", String(length), ...extra]);
  if (head) {
    res.end();
    return page.status;
  }
  res.cork();
  for (let index = 0; index < shell.pieces.length; index += 1) {
    res.write(shell.pieces[index]);
    if (index < fills.length) res.write(fills[index]);
  }
  res.end();
  return page.status;
}
