// The fault suites' database (vitest.config.ts, project "faults"); the integration tier uses shared-worker.ts.
import { afterAll, beforeAll } from "vitest";
import { database } from "#platform/db.ts";
import { wireEvents } from "#server/events.ts";

// The file's in-memory database starts from the dump the global setup made (PGLITE_TEMPLATE), so this finds
// every migration applied and does nothing; without a template it migrates the empty database.
// The caches follow the events that change them, as the composition wires them at start (server/main.ts).
let unwireEvents: () => void = () => undefined;
beforeAll(async () => {
  await database.migrate();
  unwireEvents = wireEvents();
});

afterAll(async () => {
  unwireEvents();
  await database.close();
});
