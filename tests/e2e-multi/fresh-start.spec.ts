import { expect, test } from "@playwright/test";
import pg from "pg";
import type { RunningServer } from "#tests/e2e/server.ts";
import { createFreshDatabase, startOwnInstance, stopOwnInstance } from "./own-instance.ts";

/**
 * Two instances started at the same moment on an empty PostgreSQL database (a deployment that brings
 * up every replica at once): migrations and the built-in content run under an advisory lock, so both
 * come up, and the tables are there once.
 */
const servers: RunningServer[] = [];
let fresh: Awaited<ReturnType<typeof createFreshDatabase>> | undefined;

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopOwnInstance(server)));
  await fresh?.drop();
});

test("two instances started together on a fresh database both come up", async () => {
  test.setTimeout(120_000);
  fresh = await createFreshDatabase("fresh");
  const url = fresh.url;

  const started = await Promise.allSettled([
    startOwnInstance({ DATABASE_URL: url }),
    startOwnInstance({ DATABASE_URL: url }),
  ]);
  for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
  const failures = started.flatMap((result) =>
    result.status === "rejected" ? [String(result.reason).slice(0, 2_000)] : [],
  );
  expect(failures).toEqual([]);

  for (const server of servers) {
    const article = await fetch(`${server.url}/articles`);
    expect(article.status).toBe(200);
  }
  const check = new pg.Client({ connectionString: url });
  await check.connect();
  const { rows } = await check.query<{ count: string }>("select count(*) from articles");
  await check.end();
  expect(Number(rows[0]!.count)).toBeGreaterThan(0);
});
