import type { SearchPageParts } from "#app/entry.server.tsx";
import { hashNoncedScripts } from "./cached-page.ts";

/**
 * The search page as a prerendered shell (docs/decisions/029): the whole page React Router renders for
 * `/search`, kept per content version, with three holes the search fills in: the route's <title> and <meta>
 * tags, the header theme form's way back to the page, and what the route renders inside the layout's <main>. A search the page cache does not hold is
 * then the engine's work and a render of the results alone (app/entry.server.tsx `renderSearchPage`), not a
 * render of the whole application. Everything else on the page (head, header, footer, inline scripts) does
 * not depend on the query: the layout reads the path, never the query string.
 */

/** The search page's own parts, as app/entry.server.tsx renders them. */
export type { SearchPageParts };
export type SearchPageRenderer = (url: URL, request: Request, ip: string) => Promise<SearchPageParts | null>;
type Hole = "meta" | "back" | "main";

export type SearchShell = {
  /** The page around the holes: one more piece than holes. */
  pieces: string[];
  holes: Hole[];
  /** The CSP sources of the shell's inline scripts (its render's nonce is taken out, like a cached page's). */
  scriptHashes: string[];
  /** The shell render's headers (lower-case names) but Cache-Control, which each search sets. */
  headers: [string, string][];
  /** A rendered main's `useId` ids → the ids the whole page's render gives them (their place in its tree). */
  ids: Map<string, string>;
};

const MAIN_OPEN = '<main id="main" class="flex-1">';
const MAIN_CLOSE = "</main>";
/** The ids React's `useId` writes (`_R_…_`), as the values of the attributes that carry them. */
const ID_ATTRIBUTE = /\b(id|for|aria-describedby|aria-labelledby|aria-controls)="(_[A-Za-z0-9]*R_[A-Za-z0-9]+_)"/g;

function idsIn(html: string): string[] {
  return [...html.matchAll(ID_ATTRIBUTE)].map((match) => match[2]!);
}

/** `main` with its `useId` ids as the whole page's render spells them. */
export function withPageIds(main: string, ids: Map<string, string>): string {
  if (ids.size === 0) return main;
  return main.replace(ID_ATTRIBUTE, (whole, name: string, id: string) => {
    const mapped = ids.get(id);
    return mapped === undefined ? whole : `${name}="${mapped}"`;
  });
}

function allIndexes(text: string, part: string, from: number, to: number): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(part, from); at !== -1 && at < to; at = text.indexOf(part, at + part.length))
    found.push(at);
  return found;
}

/**
 * The shell cut from the whole page rendered for `/search` (`html`, with its render's `nonce`) and the
 * search page's own parts for the same request (`empty`), or null when they do not fit exactly: the meta
 * tags not found once before <main>, the way back not found there, or the page's <main> not holding exactly
 * the parts' main. Then the route answers every search, as before: a shell is used only when it
 * reproduces the page it was cut from byte for byte.
 */
export function cutSearchShell(
  html: string,
  nonce: string,
  headers: [string, string][],
  empty: SearchPageParts,
): SearchShell | null {
  const { html: page, hashes } = hashNoncedScripts(html, nonce);
  const mainAt = page.indexOf(MAIN_OPEN);
  const mainEnd = page.lastIndexOf(MAIN_CLOSE);
  if (mainAt === -1 || page.indexOf(MAIN_OPEN, mainAt + 1) !== -1 || mainEnd < mainAt) return null;
  const metas = allIndexes(page, empty.meta, 0, page.length);
  const backs = allIndexes(page, empty.back, 0, page.length);
  if (metas.length !== 1 || metas[0]! > mainAt || backs.length === 0) return null;
  const mainStart = mainAt + MAIN_OPEN.length;
  const inner = page.slice(mainStart, mainEnd);
  const own = idsIn(empty.main);
  const theirs = idsIn(inner);
  if (own.length !== theirs.length) return null;
  const ids = new Map<string, string>();
  for (const [index, id] of own.entries()) {
    const known = ids.get(id);
    if (known !== undefined && known !== theirs[index]) return null;
    ids.set(id, theirs[index]!);
  }
  if (withPageIds(empty.main, ids) !== inner) return null;
  const cuts: { at: number; length: number; hole: Hole }[] = [
    { at: metas[0]!, length: empty.meta.length, hole: "meta" as Hole },
    ...backs.map((at) => ({ at, length: empty.back.length, hole: "back" as Hole })),
    { at: mainStart, length: inner.length, hole: "main" as Hole },
  ].sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    if (cut.at < from) return null;
    pieces.push(page.slice(from, cut.at));
    from = cut.at + cut.length;
  }
  pieces.push(page.slice(from));
  return {
    pieces,
    holes: cuts.map((cut) => cut.hole),
    scriptHashes: hashes,
    headers: headers.filter(([name]) => !["cache-control", "content-length"].includes(name.toLowerCase())),
    ids,
  };
}

/** The whole search page for one search's parts. */
export function fillSearchShell(shell: SearchShell, parts: SearchPageParts): string {
  const main = withPageIds(parts.main, shell.ids);
  let html = shell.pieces[0]!;
  for (const [index, hole] of shell.holes.entries()) {
    html += (hole === "main" ? main : parts[hole]) + shell.pieces[index + 1]!;
  }
  return html;
}
