import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeUserRole, LAST_ADMIN_MESSAGE } from "#app/domain/accounts/users.server.ts";
import { db as pgliteDb, schema } from "#platform/db.ts";
import { openDatabase, type Database, type DatabaseHandle } from "#platform/db/client.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";

/**
 * Two admins demote each other at the same moment. The one
 * domain function (changeUserRole) locks the admin rows in one transaction, so
 * exactly one demotion passes, the other is refused with the last-admin
 * message (not a deadlock error), and one admin remains: on the embedded
 * PGlite and on a real PostgreSQL server, where the two run on two connections.
 */
let counter = 0;

async function twoAdmins(db: Database) {
  await db.update(schema.user).set({ role: "user" }).where(eq(schema.user.role, "admin"));
  const ids = [0, 1].map(() => `concurrent-${process.pid}-${Date.now()}-${(counter += 1)}`);
  await db.insert(schema.user).values(ids.map((id) => ({ id, email: `${id}@example.com`, name: id, role: "admin" })));
  return ids as [string, string];
}

async function demoteEachOther(db: Database) {
  const [a, b] = await twoAdmins(db);
  const results = await Promise.all([changeUserRole(a, "user", db), changeUserRole(b, "user", db)]);
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  expect(results.find((result) => !result.ok)).toMatchObject({
    ok: false,
    reason: "last-admin",
    message: LAST_ADMIN_MESSAGE,
  });
  expect(await db.select().from(schema.user).where(eq(schema.user.role, "admin"))).toHaveLength(1);
}

describe("two demotions at once", () => {
  it("on PGlite: exactly one passes", async () => {
    for (let round = 0; round < 5; round += 1) await demoteEachOther(pgliteDb);
  });

  const skip = postgresSkipReason();
  describe.skipIf(skip !== null)(`on PostgreSQL${skip ? ` (skipped: ${skip})` : ""}`, () => {
    let postgres: PostgresServer;
    let handle: DatabaseHandle;
    beforeAll(async () => {
      postgres = await startPostgres();
      handle = openDatabase({ databaseUrl: postgres.url, pgliteDir: "memory://", poolSize: 4 });
      await handle.migrate();
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
      await postgres?.stop();
    }, 60_000);

    it("exactly one passes, on two connections, every time", async () => {
      for (let round = 0; round < 20; round += 1) await demoteEachOther(handle.db);
    });
  });
});
