import { describe, expect, it } from "vitest";
import { passwordHasher, passwordHasherFor } from "./password-hash.server.ts";

describe("password hashing", () => {
  const full = passwordHasherFor("production");
  const cheap = passwordHasherFor("test");

  it("outside the test runner is better-auth's scrypt: `salt:key`, verified by the password alone", async () => {
    for (const nodeEnv of ["production", "development", undefined]) expect(passwordHasherFor(nodeEnv)).toBe(full);
    const hash = await full.hash("correct-horse-battery");
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await full.verify({ hash, password: "correct-horse-battery" })).toBe(true);
    expect(await full.verify({ hash, password: "correct-horse-batterz" })).toBe(false);
  });

  it("under the test runner writes marked hashes, which no other process accepts", async () => {
    expect(passwordHasher()).toBe(cheap);
    const hash = await cheap.hash("correct-horse-battery");
    expect(hash).toMatch(/^test\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await cheap.verify({ hash, password: "correct-horse-battery" })).toBe(true);
    expect(await cheap.verify({ hash, password: "correct-horse-batterz" })).toBe(false);
    // A production server reading a database a test wrote: the password does not open the account.
    expect(await full.verify({ hash, password: "correct-horse-battery" })).toBe(false);
    // The same key without the mark is not a full-cost hash of that password either.
    expect(await full.verify({ hash: hash.slice("test$".length), password: "correct-horse-battery" })).toBe(false);
  });

  it("under the test runner still reads full-cost hashes (a data folder a production server prepared)", async () => {
    const hash = await full.hash("e2e-password-123");
    expect(await cheap.verify({ hash, password: "e2e-password-123" })).toBe(true);
    expect(await cheap.verify({ hash, password: "e2e-password-124" })).toBe(false);
    expect(await cheap.verify({ hash: "test$nokey", password: "e2e-password-123" })).toBe(false);
  });
});
