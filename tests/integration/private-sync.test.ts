import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createVault,
  fromBase64,
  openRecord,
  recordId,
  rewrapWithPassphrase,
  sealRecord,
  toBase64,
  unwrapDataKey,
} from "#app/domain/accounts/vault-crypto.ts";
import { VAULT_QUOTA } from "#app/domain/accounts/vault-rules.ts";
import * as vaultRoute from "#app/routes/account/vault.ts";
import * as syncRoute from "#app/routes/account/sync.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * Private sync on the server: it keeps what a device sealed, lets only a device that unlocked the vault
 * write or re-wrap, refuses anything that is not a sealed value of a known size and version, keeps the
 * latest save of a record, and never holds a plain value. The plain-text sync takes no new data.
 */
const ORIGIN = "http://localhost:3000";
const FAST = 600_000; // the server refuses fewer rounds; the browser's real count

type Answer = { status: number; body: Record<string, unknown> & { message?: string } };

async function call(run: () => unknown): Promise<Answer> {
  const response = (await settle(run)) as Response;
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const post = (cookie: string | undefined, body: unknown, origin = ORIGIN) =>
  call(() =>
    vaultRoute.action(
      routeArgs("/account/vault", {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    ),
  );
const get = (cookie?: string) =>
  call(() => vaultRoute.loader(routeArgs("/account/vault", { headers: cookie ? { cookie } : {} })));

async function setUp(cookie: string, passphrase = "a long passphrase") {
  const vault = await createVault(passphrase, FAST);
  const answer = await post(cookie, { action: "setup", ...vault.header, accessHash: vault.accessHash });
  expect(answer.status).toBe(200);
  return vault;
}

describe("private sync", () => {
  it("keeps only sealed records; another device opens them with the passphrase; latest save wins", async () => {
    const ada = await createTestUser();
    const vault = await setUp(ada.cookie);
    const id = await recordId(vault.keys, "cycle:2026-11-01");
    const marker = `marker-${Date.now()}`;
    const first = { kind: "cycle", key: "2026-11-01", value: { flow: "heavy", notes: marker } };
    const put = await post(ada.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      records: [{ id, blob: await sealRecord(vault.keys, id, first), savedAt: "2026-11-01T10:00:00Z" }],
    });
    expect(put.status).toBe(200);
    const older = await post(ada.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      records: [{ id, blob: await sealRecord(vault.keys, id, { old: true }), savedAt: "2026-11-01T09:00:00Z" }],
    });
    expect(older.status).toBe(200);

    const rows = await db.select().from(schema.sealedRecords).where(eq(schema.sealedRecords.userId, ada.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(marker);
    expect(JSON.stringify(rows)).not.toContain('2026-11-01"');
    expect(rows[0]!.size).toBe(fromBase64(rows[0]!.blob).length);

    // A second device: it gets the header, opens the data key, reads the entry.
    const state = (await get(ada.cookie)).body as unknown as {
      vault: Parameters<typeof unwrapDataKey>[0];
      records: { id: string; blob: string }[];
    };
    const { keysFromDataKey } = await import("#app/domain/accounts/vault-crypto.ts");
    const keys = await keysFromDataKey(await unwrapDataKey(state.vault, { passphrase: "a long passphrase" }));
    expect(await openRecord(keys, state.records[0]!.id, state.records[0]!.blob)).toEqual(first);

    // Another member sees none of it.
    const bea = await createTestUser();
    expect((await get(bea.cookie)).body).toMatchObject({ vault: null, records: [] });
  });

  it("re-wraps under a new passphrase without touching records, only for a device that unlocked it", async () => {
    const ada = await createTestUser();
    const vault = await setUp(ada.cookie);
    const dataKey = await unwrapDataKey(vault.header, { passphrase: "a long passphrase" });
    const rewrapped = await rewrapWithPassphrase(dataKey, "another passphrase", FAST);
    const stranger = await createVault("whatever passphrase", FAST);
    expect((await post(ada.cookie, { action: "rewrap", access: stranger.keys.accessToken, ...rewrapped })).status).toBe(
      403,
    );
    expect((await post(ada.cookie, { action: "rewrap", access: vault.keys.accessToken, ...rewrapped })).status).toBe(
      200,
    );
    const header = (await get(ada.cookie)).body.vault as Parameters<typeof unwrapDataKey>[0];
    expect(await unwrapDataKey(header, { passphrase: "another passphrase" })).toEqual(dataKey);
    expect(await unwrapDataKey(header, { recoveryKey: vault.recoveryKey })).toEqual(dataKey);
    // A second setup does not replace the vault.
    expect(
      (await post(ada.cookie, { action: "setup", ...stranger.header, accessHash: stranger.accessHash })).status,
    ).toBe(409);
  });

  it("refuses what is not a sealed value, with a message; nothing is stored", async () => {
    const ada = await createTestUser();
    const vault = await setUp(ada.cookie);
    const id = await recordId(vault.keys, "day:2026-11-02");
    const good = await sealRecord(vault.keys, id, { water: 1 });
    const wrongVersion = fromBase64(good);
    wrongVersion[0] = 2;
    const savedAt = "2026-11-02T08:00:00Z";
    const bad: [string, unknown, RegExp][] = [
      [
        "plain JSON",
        { action: "put", access: vault.keys.accessToken, records: [{ id, blob: "eyJ3YXRlciI6MX0=", savedAt }] },
        /size/,
      ],
      [
        "not base64",
        { action: "put", access: vault.keys.accessToken, records: [{ id, blob: "%%%%", savedAt }] },
        /base64/,
      ],
      [
        "version 2",
        { action: "put", access: vault.keys.accessToken, records: [{ id, blob: toBase64(wrongVersion), savedAt }] },
        /version/,
      ],
      [
        "a date as id",
        { action: "put", access: vault.keys.accessToken, records: [{ id: "2026-11-02", blob: good, savedAt }] },
        /record id/,
      ],
      [
        "extra field",
        { action: "put", access: vault.keys.accessToken, records: [{ id, blob: good, savedAt, notes: "x" }] },
        /Unrecognized/i,
      ],
      ["a user id", { action: "put", userId: "someone", access: vault.keys.accessToken, records: [] }, /Unrecognized/i],
      [
        "too few rounds",
        {
          action: "rewrap",
          access: vault.keys.accessToken,
          iterations: 1000,
          salt: vault.header.salt,
          wrappedByPassphrase: vault.header.wrappedByPassphrase,
        },
        /600000/,
      ],
      ["unknown action", { action: "dump" }, /action/],
    ];
    for (const [label, body, message] of bad) {
      const answer = await post(ada.cookie, body);
      expect(answer.status, label).toBe(400);
      expect(answer.body.message, label).toMatch(message);
    }
    const wrongAccess = await post(ada.cookie, {
      action: "put",
      access: "A".repeat(43),
      records: [{ id, blob: good, savedAt }],
    });
    expect(wrongAccess.status).toBe(403);
    expect(await db.select().from(schema.sealedRecords).where(eq(schema.sealedRecords.userId, ada.id))).toEqual([]);
  });

  it("answers visitors 401 and refuses cross-site posts", async () => {
    const ada = await createTestUser();
    expect((await get()).status).toBe(401);
    expect((await post(undefined, { action: "reset", confirm: "DELETE MY PRIVATE DATA" })).status).toBe(401);
    const vault = await createVault("a long passphrase", FAST);
    const cross = await post(
      ada.cookie,
      { action: "setup", ...vault.header, accessHash: vault.accessHash },
      "https://evil.example",
    );
    expect(cross.status).toBe(403);
    expect((await get(ada.cookie)).body.vault).toBeNull();
  });

  it("holds a member to her quota", async () => {
    const ada = await createTestUser();
    const vault = await setUp(ada.cookie);
    const id = await recordId(vault.keys, "filler");
    const blob = await sealRecord(vault.keys, id, {});
    // Filling the table through the API would take hundreds of requests; the quota counts rows, however made.
    await db.insert(schema.sealedRecords).values(
      Array.from({ length: VAULT_QUOTA.records }, (_, i) => ({
        userId: ada.id,
        recordId: `${String(i).padStart(8, "0")}${"A".repeat(35)}`,
        blob: "x",
        size: 1,
        savedAt: new Date(),
      })),
    );
    const answer = await post(ada.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      records: [{ id, blob, savedAt: new Date().toISOString() }],
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/at most 8000 entries/);
  }, 120_000);

  it("the device that seals the old plain rows deletes them; plain sync takes nothing new", async () => {
    const ada = await createTestUser();
    await db.insert(schema.trackerEntries).values({
      userId: ada.id,
      date: "2026-01-01",
      water: 4,
      sleep: 7,
      mood: 3,
      exercise: 10,
      savedAt: new Date("2026-01-01T10:00:00Z"),
    });
    const plain = await call(() =>
      syncRoute.action(
        routeArgs("/account/sync", {
          method: "POST",
          headers: { Origin: ORIGIN, "Content-Type": "application/json", cookie: ada.cookie },
          body: JSON.stringify({ tracker: {} }),
        }),
      ),
    );
    expect(plain.status).toBe(410);
    const vault = await setUp(ada.cookie);
    expect((await get(ada.cookie)).body.plain).toEqual({ days: 1, quizzes: 0 });
    const id = await recordId(vault.keys, "day:2026-01-01");
    const sealed = await sealRecord(vault.keys, id, { water: 4 });
    const answer = await post(ada.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      dropPlain: true,
      records: [{ id, blob: sealed, savedAt: "2026-01-01T10:00:00Z" }],
    });
    expect(answer.body.plain).toEqual({ days: 0, quizzes: 0 });
    expect(await db.select().from(schema.trackerEntries).where(eq(schema.trackerEntries.userId, ada.id))).toEqual([]);
  });
});
