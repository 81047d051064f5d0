import { describe, expect, it } from "vitest";
import { runMigration } from "./migration.ts";

describe("a data migration run", () => {
  it("makes every step in order and ends with the last one", async () => {
    const calls: number[] = [];
    const progress: number[] = [];
    const run = await runMigration(
      4,
      async (index) => {
        calls.push(index);
        return { ok: true, done: index + 1 };
      },
      (index) => progress.push(index),
    );
    expect(calls).toEqual([0, 1, 2, 3]);
    expect(progress).toEqual([0, 1, 2, 3]);
    expect(run).toEqual({ index: 3, result: { ok: true, done: 4 } });
  });

  it("stops at the first step that fails: no step after it is made", async () => {
    const calls: number[] = [];
    const progress: number[] = [];
    const run = await runMigration(
      5,
      async (index) => {
        calls.push(index);
        return index === 2 ? { ok: false, productName: "Third" } : { ok: true };
      },
      (index) => progress.push(index),
    );
    expect(calls).toEqual([0, 1, 2]);
    expect(progress).toEqual([0, 1]);
    expect(run).toEqual({ index: 2, result: { ok: false, productName: "Third" } });
  });

  it("has nothing to do for an empty catalogue", async () => {
    expect(await runMigration(0, async () => ({ ok: true }))).toBeNull();
  });
});
