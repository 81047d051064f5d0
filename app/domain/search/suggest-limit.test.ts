import { describe, expect, it } from "vitest";
import { allowSuggestion, SUGGEST_LIMIT } from "./suggest-limit.ts";

describe("suggestions rate limit", () => {
  it("allows an address its requests per window, refuses the next, and starts again in the next window", () => {
    const now = 1_000_000;
    const answers = Array.from({ length: SUGGEST_LIMIT.requests + 1 }, () => allowSuggestion("203.0.113.7", now));
    expect(answers.filter(Boolean)).toHaveLength(SUGGEST_LIMIT.requests);
    expect(answers.at(-1)).toBe(false);
    expect(allowSuggestion("203.0.113.8", now)).toBe(true);
    expect(allowSuggestion("203.0.113.7", now + SUGGEST_LIMIT.windowMs)).toBe(true);
  });
});
