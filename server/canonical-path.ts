import type { ServerBuild } from "react-router";

/**
 * The one spelling of a page's path. React Router matches a path however it is written: static segments in
 * any case (`/Articles`), escapes of plain characters (`/%61rticles`), repeated and trailing slashes
 * (`/articles//`). Each spelling would render the same page, be stored in the page cache as its own entry
 * and be counted as its own page. `canonicalPath` gives the spelling the route table writes: every segment
 * decoded and written again the one way (`encodeURIComponent`), static segments as the route table spells
 * them, no empty segment. Dynamic segments keep their case: the loader decides whether they name something.
 */
type Segment = { kind: "static"; text: string; caseSensitive: boolean } | { kind: "dynamic" };
type Pattern = Segment[];

type RouteEntry = { parentId?: string; path?: string; caseSensitive?: boolean };

/** Every route's whole pattern (its parents' paths and its own), splat routes left out. */
function patternsOf(routes: Record<string, RouteEntry | undefined>): Pattern[] {
  const patterns: Pattern[] = [];
  const segmentsOf = (route: RouteEntry): Segment[] | null => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const above = parent ? segmentsOf(parent) : [];
    if (above === null) return null;
    const own: Segment[] = [];
    for (const part of (route.path ?? "").split("/")) {
      if (part === "") continue;
      if (part === "*" || part.endsWith("?")) return null;
      own.push(
        part.startsWith(":")
          ? { kind: "dynamic" }
          : { kind: "static", text: part, caseSensitive: route.caseSensitive === true },
      );
    }
    return [...above, ...own];
  };
  const seen = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const pattern = segmentsOf(route);
    if (pattern === null) continue;
    const id = pattern.map((segment) => (segment.kind === "static" ? segment.text.toLowerCase() : ":")).join("/");
    if (seen.has(id)) continue;
    seen.add(id);
    patterns.push(pattern);
  }
  return patterns;
}

/** How well `pattern` matches `segments` (more static segments: better), or -1 when it does not. */
function score(pattern: Pattern, segments: string[]): number {
  if (pattern.length !== segments.length) return -1;
  let total = 0;
  for (let index = 0; index < pattern.length; index += 1) {
    const segment = pattern[index]!;
    if (segment.kind === "dynamic") {
      total += 1;
      continue;
    }
    const given = segments[index]!;
    const same = segment.caseSensitive ? given === segment.text : given.toLowerCase() === segment.text.toLowerCase();
    if (!same) return -1;
    total += 10;
  }
  return total;
}

export type PathCanonicalizer = (pathname: string) => string | null;

/**
 * A function from a request's pathname (as sent: escaped, without the query) to its canonical spelling, or
 * null when no route but the catch-all matches (the not-found page, never stored or counted) or the path
 * cannot be decoded. React Router's data requests (`/articles.data`, `/_root.data`) keep their suffix.
 */
export function createPathCanonicalizer(routes: Record<string, RouteEntry | undefined>): PathCanonicalizer {
  const patterns = patternsOf(routes);
  return (pathname) => {
    let path = pathname;
    let suffix = "";
    if (path.endsWith(".data")) {
      suffix = ".data";
      path = path === "/_root.data" ? "/" : path.slice(0, -suffix.length);
    }
    let segments: string[];
    try {
      segments = path
        .split("/")
        .filter((segment) => segment !== "")
        .map((segment) => decodeURIComponent(segment));
    } catch {
      return null;
    }
    let best: Pattern | null = null;
    let bestScore = -1;
    for (const pattern of patterns) {
      const value = score(pattern, segments);
      if (value > bestScore) [best, bestScore] = [pattern, value];
    }
    if (best === null) return null;
    const written = segments.map((segment, index) => {
      const part = best[index]!;
      return encodeURIComponent(part.kind === "static" ? part.text : segment);
    });
    const canonical = `/${written.join("/")}`;
    if (suffix === "") return canonical;
    return canonical === "/" ? "/_root.data" : `${canonical}${suffix}`;
  };
}

const byBuild = new WeakMap<object, PathCanonicalizer>();

/** Pathnames whose canonical spelling a server keeps, all forgotten at once when full. */
const CANONICAL_PATHS_KEPT = 1_000;
/** A longer pathname is worked out each time (no page's is near it): the kept ones stay under 0.5 MB. */
const LONGEST_KEPT = 256;

/**
 * `canonicalizer` with its answers kept by pathname: every request a page asks it, and most ask for a few
 * pathnames (the search page: its one). A path no route names (null) is not kept, so a scan of made-up paths
 * does not push out the site's pages.
 */
function remembered(canonicalizer: PathCanonicalizer): PathCanonicalizer {
  const kept = new Map<string, string>();
  return (pathname) => {
    const known = kept.get(pathname);
    if (known !== undefined) return known;
    const canonical = canonicalizer(pathname);
    if (canonical !== null && pathname.length <= LONGEST_KEPT) {
      if (kept.size >= CANONICAL_PATHS_KEPT) kept.clear();
      kept.set(pathname, canonical);
    }
    return canonical;
  };
}

/** The canonicalizer of a server build, made once per build. */
export function canonicalizerFor(build: ServerBuild): PathCanonicalizer {
  let canonicalizer = byBuild.get(build.routes);
  if (!canonicalizer) {
    canonicalizer = remembered(createPathCanonicalizer(build.routes));
    byBuild.set(build.routes, canonicalizer);
  }
  return canonicalizer;
}
