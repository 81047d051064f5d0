import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createVault, recordId, sealRecord } from "#app/domain/accounts/vault-crypto.ts";
import { VAULT_QUOTA } from "#app/domain/accounts/vault-limits.ts";
import { VAULT_RATE_LIMIT, VAULT_READ_RATE_LIMIT } from "#app/domain/accounts/vault.server.ts";
import * as vaultRoute from "#app/routes/account/vault.ts";
import * as exportRoute from "#app/routes/account/export.ts";
import * as syncRoute from "#app/routes/account/sync.ts";
import { exportAccountData } from "#app/domain/accounts/account-data.server.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * Issue 63, class 4: private sync costs what it carries. A write answers what changed since the device's
 * cursor, never the whole vault; a byte quota she is told of refuses a save past it in plain words (her
 * device keeps it); reads, writes and downloads are limited to real use; the download is streamed.
 */
const ORIGIN = "http://localhost:3000";

async function call(run: () => unknown) {
  const response = (await settle(run)) as Response;
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> & { message?: string } };
}
const post = (cookie: string, body: unknown) =>
  call(() =>
    vaultRoute.action(
      routeArgs("/account/vault", {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/json", cookie },
        body: JSON.stringify(body),
      }),
    ),
  );
const get = (cookie: string, query = "") =>
  call(() => vaultRoute.loader(routeArgs(`/account/vault${query}`, { headers: { cookie } })));

async function vaultWithRecords(n: number) {
  const member = await createTestUser();
  const vault = await createVault("a long passphrase", 600_000);
  expect((await post(member.cookie, { action: "setup", ...vault.header, accessHash: vault.accessHash })).status).toBe(
    200,
  );
  const id = await recordId(vault.keys, "filler");
  const blob = await sealRecord(vault.keys, id, {});
  if (n > 0)
    await db.insert(schema.sealedRecords).values(
      Array.from({ length: n }, (_, i) => ({
        userId: member.id,
        recordId: `${String(i).padStart(8, "0")}${"B".repeat(35)}`,
        blob,
        size: Math.floor((blob.length * 3) / 4),
        savedAt: new Date(),
        updatedAt: new Date(Date.now() - 60_000),
      })),
    );
  return { member, vault };
}

describe("private sync costs what it carries", () => {
  it("an empty write answers no records; a write with a cursor answers only what changed since", async () => {
    const { member, vault } = await vaultWithRecords(300);
    const empty = await post(member.cookie, { action: "put", access: vault.keys.accessToken, records: [] });
    expect(empty.status).toBe(200);
    expect(empty.body.records).toEqual([]);
    expect(empty.text.length).toBeLessThan(2_000);
    expect(empty.body.usage).toMatchObject({ records: 300, quotaBytes: VAULT_QUOTA.bytes });
    const cursor = empty.body.cursor as string;
    expect(cursor).toBeTruthy();

    const id = await recordId(vault.keys, "day:2026-12-01");
    const blob = await sealRecord(vault.keys, id, { kind: "day" });
    const saved = await post(member.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      since: cursor,
      records: [{ id, blob, savedAt: new Date().toISOString() }],
    });
    expect(saved.status).toBe(200);
    // The one record just written, not the 300 it did not change.
    expect((saved.body.records as { id: string }[]).map((record) => record.id)).toContain(id);
    expect((saved.body.records as unknown[]).length).toBe(1);
    const delta = await get(member.cookie, `?since=${encodeURIComponent(saved.body.cursor as string)}`);
    expect((delta.body.records as unknown[]).length).toBeLessThanOrEqual(1);
    expect((await get(member.cookie, "?since=%00")).status).toBe(400);
  });

  it("a byte quota she is told of: a save past it is refused in plain words and nothing stored is lost", async () => {
    const { member, vault } = await vaultWithRecords(0);
    // Fill her vault up to just under its bytes with large (8 KB-sized) rows.
    const big = "x".repeat(10_000);
    const rows = Math.floor(VAULT_QUOTA.bytes / 7_500);
    await db.insert(schema.sealedRecords).values(
      Array.from({ length: rows }, (_, i) => ({
        userId: member.id,
        recordId: `${String(i).padStart(8, "0")}${"C".repeat(35)}`,
        blob: big,
        size: 7_500,
        savedAt: new Date(),
      })),
    );
    const id = await recordId(vault.keys, "cycle:2026-12-02");
    const blob = await sealRecord(vault.keys, id, { notes: "n".repeat(3_000) });
    const answer = await post(member.cookie, {
      action: "put",
      access: vault.keys.accessToken,
      records: [{ id, blob, savedAt: new Date().toISOString() }],
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/is full: it holds at most 8 MB.*stays on this device/);
    const stored = await db.select().from(schema.sealedRecords).where(eq(schema.sealedRecords.userId, member.id));
    expect(stored).toHaveLength(rows);
  });

  it("reads, writes and downloads are limited to real use", async () => {
    expect(VAULT_RATE_LIMIT.limit).toBeLessThanOrEqual(120);
    const { member } = await vaultWithRecords(1);
    let limited = 0;
    for (let n = 0; n < VAULT_READ_RATE_LIMIT.limit + 2; n += 1)
      if ((await get(member.cookie)).status === 429) limited += 1;
    expect(limited).toBeGreaterThan(0);
    // The old plain-text sync's read shares that allowance.
    const oldSync = await settle(() =>
      syncRoute.loader(routeArgs("/account/sync", { headers: { cookie: member.cookie } })),
    );
    expect((oldSync as Response).status).toBe(429);
    const download = () =>
      settle(() =>
        exportRoute.loader(routeArgs("/account/export", { headers: { cookie: member.cookie } })),
      ) as Promise<Response>;
    const first = await download();
    expect(first.status).toBe(200);
    // Streamed, and byte for byte the document.
    expect(first.body).toBeInstanceOf(ReadableStream);
    const text = await first.text();
    const document = await exportAccountData({ id: member.id, email: member.email }, "The Wellness Circle");
    const parsed = JSON.parse(text);
    expect(Object.keys(parsed)).toEqual(Object.keys(document));
    expect(parsed.privateSync.records).toHaveLength(1);
    let refused = 0;
    for (let n = 0; n < 12; n += 1) if ((await download()).status === 429) refused += 1;
    expect(refused).toBeGreaterThan(0);
  });
});
