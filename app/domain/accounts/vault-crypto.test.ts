import { describe, expect, it } from "vitest";
import {
  createVault,
  formatRecoveryKey,
  fromBase64,
  keysFromDataKey,
  openRecord,
  pad,
  parseRecoveryKey,
  PBKDF2_ITERATIONS,
  recordId,
  rewrapWithPassphrase,
  SEALED_RECORD_SIZES,
  sealRecord,
  unwrapDataKey,
  VaultLockedError,
  WRAPPED_KEY_SIZE,
} from "./vault-crypto.ts";

// Fewer PBKDF2 rounds where the count does not matter, so the suite stays quick; one test uses the real count.
const FAST = 1_000;

describe("private sync cryptography", () => {
  it("derives the passphrase key with at least 600,000 PBKDF2 rounds by default", async () => {
    expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000);
    const vault = await createVault("correct horse battery");
    expect(vault.header.iterations).toBe(PBKDF2_ITERATIONS);
    const key = await unwrapDataKey(vault.header, { passphrase: "correct horse battery" });
    expect(key).toHaveLength(32);
  });

  it("opens with the passphrase or the recovery key, and refuses a wrong one", async () => {
    const vault = await createVault("correct horse battery", FAST);
    expect(vault.recoveryKey).toMatch(/^([0-9A-Z]{4}-){7}[0-9A-Z]{4}$/);
    const a = await unwrapDataKey(vault.header, { passphrase: "correct horse battery" });
    const b = await unwrapDataKey(vault.header, { recoveryKey: vault.recoveryKey.toLowerCase().replaceAll("-", " ") });
    expect(b).toEqual(a);
    await expect(unwrapDataKey(vault.header, { passphrase: "correct horse batterz" })).rejects.toBeInstanceOf(
      VaultLockedError,
    );
    const wrongRecovery = formatRecoveryKey(new Uint8Array(20));
    await expect(unwrapDataKey(vault.header, { recoveryKey: wrongRecovery })).rejects.toBeInstanceOf(VaultLockedError);
    await expect(unwrapDataKey(vault.header, { recoveryKey: "not a key" })).rejects.toBeInstanceOf(VaultLockedError);
  });

  it("re-wraps the same data key under a new passphrase; the old one stops working", async () => {
    const vault = await createVault("first passphrase", FAST);
    const dataKey = await unwrapDataKey(vault.header, { passphrase: "first passphrase" });
    const rewrapped = await rewrapWithPassphrase(dataKey, "second passphrase", FAST);
    const header = { ...vault.header, ...rewrapped };
    expect(await unwrapDataKey(header, { passphrase: "second passphrase" })).toEqual(dataKey);
    await expect(unwrapDataKey(header, { passphrase: "first passphrase" })).rejects.toBeInstanceOf(VaultLockedError);
    // The recovery key still opens it.
    expect(await unwrapDataKey(header, { recoveryKey: vault.recoveryKey })).toEqual(dataKey);
  });

  it("seals records with a version byte, pads them to fixed sizes and binds them to their id", async () => {
    const vault = await createVault("correct horse battery", FAST);
    const keys = vault.keys;
    const id = await recordId(keys, "cycle:2026-11-01");
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await recordId(keys, "cycle:2026-11-01")).toBe(id);
    expect(await recordId(keys, "cycle:2026-11-02")).not.toBe(id);

    const spotting = await sealRecord(keys, id, { flow: "spotting", symptoms: [], notes: "" });
    const heavy = await sealRecord(keys, id, {
      flow: "heavy",
      symptoms: ["cramps", "headache", "bloating", "fatigue", "acne", "night-sweats"],
      notes: "marker",
    });
    const sealed = fromBase64(heavy);
    expect(sealed[0]).toBe(1);
    expect(fromBase64(spotting).length).toBe(sealed.length);
    expect(SEALED_RECORD_SIZES).toContain(sealed.length);
    expect(heavy).not.toContain("marker");
    expect(await openRecord(keys, id, heavy)).toMatchObject({ flow: "heavy", notes: "marker" });

    const otherId = await recordId(keys, "cycle:2026-11-02");
    await expect(openRecord(keys, otherId, heavy)).rejects.toBeInstanceOf(VaultLockedError);
    const tampered = fromBase64(heavy);
    tampered[40] ^= 1;
    const { toBase64 } = await import("./vault-crypto.ts");
    await expect(openRecord(keys, id, toBase64(tampered))).rejects.toBeInstanceOf(VaultLockedError);
  });

  it("a long note takes the larger bucket; more than that is refused", () => {
    expect(pad({ notes: "x".repeat(900) })).toHaveLength(1024);
    expect(pad({ notes: "é".repeat(1000) })).toHaveLength(8192);
    expect(() => pad({ notes: "x".repeat(9000) })).toThrow(RangeError);
  });

  it("another device's keys from the same data key read the same records", async () => {
    const vault = await createVault("correct horse battery", FAST);
    const id = await recordId(vault.keys, "day:2026-11-01");
    const blob = await sealRecord(vault.keys, id, { water: 8 });
    const other = await keysFromDataKey(await unwrapDataKey(vault.header, { passphrase: "correct horse battery" }));
    expect(other.accessToken).toBe(vault.keys.accessToken);
    expect(await recordId(other, "day:2026-11-01")).toBe(id);
    expect(await openRecord(other, id, blob)).toEqual({ water: 8 });
    expect(fromBase64(vault.header.wrappedByPassphrase)).toHaveLength(WRAPPED_KEY_SIZE);
  });

  it("recovery keys round-trip through their written form", () => {
    const bytes = crypto.getRandomValues(new Uint8Array(20));
    expect(parseRecoveryKey(formatRecoveryKey(bytes))).toEqual(bytes);
  });
});
