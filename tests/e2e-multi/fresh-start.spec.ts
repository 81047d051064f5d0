import { expect, test } from "@playwright/test";
import pg from "pg";
import type { RunningServer } from "#tests/e2e/server.ts";
import { startOwnInstance, stopOwnInstance } from "./own-instance.ts";

/**
 * Two instances started at the same moment on an empty PostgreSQL database (a deployment that brings
 * up every replica at once): migrations and the built-in content run under an advisory lock, so both
 * come up, and the tables are there once.
 */
const servers: RunningServer[] = [];
let databaseName = "";

test.afterAll(async () => {
  await Promise.all(servers.map((server) => stopOwnInstance(server)));
  if (databaseName) {
    const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${process.env.MULTI_POSTGRES_PORT}/postgres` });
    await admin.connect();
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
});

test("two instances started together on a fresh database both come up", async () => {
  test.setTimeout(120_000);
  databaseName = `fresh_${Date.now()}`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${process.env.MULTI_POSTGRES_PORT}/postgres` });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const url = `postgres://postgres@127.0.0.1:${process.env.MULTI_POSTGRES_PORT}/${databaseName}`;

  const started = await Promise.allSettled([startOwnInstance({ DATABASE_URL: url }), startOwnInstance({ DATABASE_URL: url })]);
  for (const result of started) if (result.status === "fulfilled") servers.push(result.value);
  const failures = started.flatMap((result) => (result.status === "rejected" ? [String(result.reason).slice(0, 2_000)] : []));
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
