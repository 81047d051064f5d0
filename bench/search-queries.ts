import { cpuPerRequest, measure } from "./load-tools.ts";
import { SEARCH_WORDS } from "./search-words.ts";

/**
 * `count` different two-word searches (the long tail: none asked before), made of the sixty searches'
 * single words paired in a fixed order, so every run asks the same ones.
 */
export function twoWordQueries(count: number): string[] {
  const words = [...new Set(SEARCH_WORDS.flatMap((search) => search.split(" ")))];
  const queries: string[] = [];
  for (let step = 1; queries.length < count && step < words.length; step += 1) {
    for (let index = 0; index < words.length && queries.length < count; index += 1) {
      queries.push(`${words[index]} ${words[(index + step) % words.length]}`);
    }
  }
  if (queries.length < count) throw new Error(`only ${queries.length} two-word searches from ${words.length} words`);
  return queries;
}

/**
 * The long tail in `npm run bench`: 2,000 different two-word searches none asked before, as readers get
 * them (each new to the page cache), `connections` for `seconds`; then the server's CPU per search over 400
 * others of the same list, each also asked for the first time, one after another.
 */
export async function searchLongTail(
  base: string,
  pid: number,
  connections: number,
  seconds: number,
  headers: Record<string, string>,
) {
  const paths = twoWordQueries(2400).map((query) => `/search?q=${encodeURIComponent(query)}`);
  const throughput = await measure(base + paths[0]!, connections, seconds, { headers, paths: paths.slice(0, 2000) });
  const cpu = await cpuPerRequest(
    pid,
    paths.slice(2000).map((url) => base + url),
    1,
    headers,
    false,
  );
  return { throughput, cpu };
}
