import { describe, expect, it } from "vitest";
import { isUsableSlug, nextFreeSlug, slugify } from "./slug.ts";

describe("slug rule", () => {
  it.each([
    ["Hello World", "hello-world"],
    ["  Sleep   Better\tTonight ", "-sleep-better-tonight-"],
    ["Iron & Fatigue: Why?", "iron-fatigue-why"],
    ["Gut -- Health", "gut-health"],
    ["Top 10 Tips for 2026!", "top-10-tips-for-2026"],
    ["Women's Health", "womens-health"],
    ["Café Culture", "café-culture"],
    ["a_b", "ab"],
    ["Multi\n\nLine", "multi-line"],
    ["Already-hyphenated---title", "already-hyphenated-title"],
  ])("%j → %j", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("knows when a title slugifies to nothing", () => {
    expect(isUsableSlug(slugify("!!! ???"))).toBe(false);
    expect(isUsableSlug(slugify(" - "))).toBe(false);
    expect(isUsableSlug(slugify("🙂🙂"))).toBe(false);
    expect(isUsableSlug(slugify("A"))).toBe(true);
  });

  it("adds -2, -3… for taken slugs and never uses a route's reserved path", () => {
    expect(nextFreeSlug("sleep", [])).toBe("sleep");
    expect(nextFreeSlug("sleep", ["sleep"])).toBe("sleep-2");
    expect(nextFreeSlug("sleep", ["sleep", "sleep-2", "sleep-3"])).toBe("sleep-4");
    expect(nextFreeSlug("sleep", ["sleep", "sleep-3"])).toBe("sleep-2");
    expect(nextFreeSlug("add", [])).toBe("add-2");
  });
});
