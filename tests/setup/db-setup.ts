// The fault suites' database (vitest.config.ts, project "faults"); the integration tier uses shared-worker.ts.
import { afterAll, beforeAll } from "vitest";
import { database } from "#platform/db.ts";

// The file's in-memory database starts from the dump the global setup made (PGLITE_TEMPLATE), so this finds
// every migration applied and does nothing; without a template it migrates the empty database.
beforeAll(async () => {
  await database.migrate();
});

afterAll(async () => {
  await database.close();
});
