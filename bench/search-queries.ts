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
