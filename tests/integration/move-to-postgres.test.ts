import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS, startServer, type RunningServer } from "#tests/e2e/server.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";

/**
 * `npm run db:move-to-postgres -- <url>`: a populated embedded database (the built-in content, two members)
 * moved into an empty PostgreSQL database; the site then runs on PostgreSQL and a member signs in with
 * the password she had.
 */
const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const skip = postgresSkipReason();
let postgres: PostgresServer | undefined;
let server: RunningServer | undefined;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-move-"));

afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A bare environment for the scripts: this test's data folder, nothing from the test runner. */
function env(extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.homedir(),
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    ...extra,
  };
}

describe.skipIf(skip)("moving the embedded database to PostgreSQL", () => {
  it("copies every row, prints the counts, and members sign in afterwards", async () => {
    // A populated embedded database: migrations, the built-in content, a verified admin and member.
    await run(process.execPath, [...SERVER_NODE_OPTIONS, "server/cli/prepare-database.ts"], { cwd: root, env: env() });
    const seeded = await run(process.execPath, ["tests/e2e/seed-users.ts"], { cwd: root, env: env() });
    const users = JSON.parse(seeded.stdout) as Record<"user", { email: string; password: string }>;

    postgres = await startPostgres();
    const moved = await run(
      process.execPath,
      [...SERVER_NODE_OPTIONS, "server/cli/move-to-postgres.ts", postgres.url],
      { cwd: root, env: env() },
    );
    expect(moved.stdout).toMatch(/^user\s+\d+ → +\d+$/m);
    expect(moved.stdout).not.toContain("MISMATCH");
    expect(moved.stdout).toMatch(/Moved \d+ rows in \d+ tables/);

    // A second run refuses: the target is no longer empty.
    const again = await run(process.execPath, ["server/cli/move-to-postgres.ts", postgres.url], {
      cwd: root,
      env: env(),
    }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1 });
    expect((again as { stderr: string }).stderr).toContain("not empty");

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from articles");
    await client.end();
    expect(rows[0]!.n).toBeGreaterThan(0);

    // The site on PostgreSQL, same DATA_DIR (its auth secret): the member signs in with her password.
    server = await startServer({ dataDir, env: { DATABASE_URL: postgres.url } });
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: users.user.email, password: users.user.password }),
    });
    expect(signIn.status).toBe(200);
    const wrong = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify({ email: users.user.email, password: "not-her-password" }),
    });
    expect(wrong.status).toBe(401);
  }, 240_000);
});
