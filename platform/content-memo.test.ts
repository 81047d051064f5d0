import { describe, expect, it } from "vitest";
import { invalidatePages } from "./page-invalidation.ts";
import { ContentMemo } from "./content-memo.ts";

function setup(options: { maxEntries?: number; ttlMs?: number } = {}) {
  let now = 1_000;
  const memo = new ContentMemo<string | null>({
    maxEntries: options.maxEntries ?? 10,
    ttlMs: options.ttlMs,
    now: () => now,
  });
  let loads = 0;
  const load = (value: string | null) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { memo, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe("ContentMemo", () => {
  it("keeps a value until the pages-changed signal (a change on any instance, or a resync)", async () => {
    const { memo, load, loads } = setup();
    expect(await memo.get("a", load("one"))).toBe("one");
    expect(await memo.get("a", load("two"))).toBe("one");
    expect(loads()).toBe(1);
    invalidatePages();
    expect(await memo.get("a", load("two"))).toBe("two");
    expect(loads()).toBe(2);
  });

  it("keeps a value for ttlMs at most, like a cached page", async () => {
    const { memo, load, advance } = setup({ ttlMs: 60_000 });
    await memo.get("a", load("one"));
    advance(60_000);
    expect(await memo.get("a", load("two"))).toBe("one");
    advance(1);
    expect(await memo.get("a", load("two"))).toBe("two");
  });

  it("does not keep a miss, a failure, or what a load read before a change", async () => {
    const { memo, load, loads } = setup();
    const keep = (value: string | null) => value !== null;
    expect(await memo.get("gone", load(null), keep)).toBeNull();
    expect(await memo.get("gone", load("back"), keep)).toBe("back");
    await expect(memo.get("bad", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await memo.get("bad", load("fine"))).toBe("fine");
    let finish!: (value: string) => void;
    const slow = memo.get("b", () => new Promise<string>((resolve) => (finish = resolve)));
    // Requests for one key while it loads share the load.
    const same = memo.get("b", load("other"));
    invalidatePages();
    finish("old");
    expect(await slow).toBe("old");
    expect(await same).toBe("old");
    expect(await memo.get("b", load("new"))).toBe("new");
    expect(loads()).toBe(4);
  });

  it("holds maxEntries, dropping the least recently used", async () => {
    const { memo, load } = setup({ maxEntries: 2 });
    await memo.get("a", load("a"));
    await memo.get("b", load("b"));
    await memo.get("a", load("a2"));
    await memo.get("c", load("c"));
    expect(memo.size).toBe(2);
    expect(await memo.get("a", load("a3"))).toBe("a");
    expect(await memo.get("b", load("b2"))).toBe("b2");
  });
});
