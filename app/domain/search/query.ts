import { z } from "zod";
import { storableText } from "#app/lib/text.ts";
import { SEARCH_TYPES, type SearchType } from "./documents.ts";

/** What a visitor may search for: trimmed, 2–100 characters. */
export const searchQuerySchema = z
  .string()
  .trim()
  .min(2, "Type at least 2 characters to search.")
  .max(100, "Search terms can be at most 100 characters.");

/**
 * Search text as every reader of it takes it: no NUL, white space trimmed and each run of it one space. Two
 * texts equal after this are one search (the page cache keys search pages by it).
 */
export function normalizeSearchText(given: string): string {
  return storableText(given).replace(/\s+/g, " ").trim();
}

export function parseSearchQuery(given: string | null): { query: string; error?: string } {
  const raw = given === null ? null : normalizeSearchText(given);
  if (raw === null || raw === "") return { query: "" };
  const result = searchQuerySchema.safeParse(raw);
  return result.success
    ? { query: result.data }
    : { query: raw.trim().slice(0, 100), error: result.error.issues[0]?.message };
}

/** The type a search is limited to (`?type=article` from the articles list's search box), if it is one. */
export function parseSearchType(given: string | null): SearchType | undefined {
  return given !== null && Object.hasOwn(SEARCH_TYPES, given) ? (given as SearchType) : undefined;
}

/**
 * Result pages of different searches the page cache keeps at once (the search route's policy; their memory
 * cost: docs/decisions/017-search-speed.md).
 */
export const SEARCH_PAGES_KEPT = 100;
