import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { database, db, schema } from "#platform/db.ts";
import { SCHEDULE_TICKS_QUEUE, startJobs, type Jobs } from "#platform/jobs.ts";
import { minuteSweeps, recurringJobs, onDemandJobs, runSweeps } from "#server/background-jobs.ts";
import { housekeeping } from "#server/housekeeping.ts";
import { postgresSkipReason, startPostgres, type PostgresServer } from "#tests/helpers/postgres.ts";
import { createTestUser } from "#tests/helpers/users.ts";

/**
 * The one job mechanism (platform/jobs.ts, pg-boss): on the embedded PGlite the tests' database is, and
 * on a PostgreSQL server with two instances taking jobs from one queue.
 */
describe("jobs on the embedded database (PGlite)", () => {
  let jobs: Jobs;
  const ran: string[] = [];
  let release: (() => void) | null = null;
  let sawAbort = false;

  beforeAll(async () => {
    jobs = await startJobs({
      database,
      pollingIntervalSeconds: 0.5,
      recurring: recurringJobs(),
      onDemand: [
        ...onDemandJobs,
        { name: "test-record", run: async (data: { id: string }) => void ran.push(data.id) },
        {
          name: "test-long",
          run: async (_data: object, { signal }: { signal: AbortSignal }) => {
            await new Promise<void>((resolve) => {
              release = resolve;
              signal.addEventListener("abort", () => {
                sawAbort = true;
                resolve();
              });
            });
          },
        },
      ] as never[],
    });
  });
  afterAll(async () => {
    await jobs?.stop(2_000);
  });

  it("runs each job once", async () => {
    for (let i = 0; i < 20; i += 1) await jobs.enqueue("test-record", { id: `job-${i}` });
    await expect.poll(() => ran.length, { timeout: 15_000, interval: 200 }).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(new Set(ran).size).toBe(20);
    expect(ran).toHaveLength(20);
  });

  it("registers every recurring job as a schedule (one line each in server/background-jobs.ts)", async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual(
      recurringJobs()
        .map((job) => job.name)
        .sort(),
    );
    expect(schedules.find((schedule) => schedule.name === "due-work")?.cron).toBe("* * * * *");
    // The three sweeps due every minute share that one schedule (one job a minute at rest, not three).
    expect(schedules.filter((schedule) => schedule.cron === "* * * * *")).toHaveLength(1);
    expect(minuteSweeps.map((sweep) => sweep.name)).toEqual([
      "publish due articles",
      "inbox mail retry",
      "newsletter deliveries",
    ]);
  });

  it("a sweep that fails does not stop the minute's other sweeps, and fails the run", async () => {
    const ran: string[] = [];
    const sweep = (name: string, fail = false) => ({
      name,
      run: async () => {
        ran.push(name);
        if (fail) throw new Error(`${name} broke`);
      },
    });
    const run = runSweeps([sweep("first"), sweep("second", true), sweep("third")], new AbortController().signal);
    await expect(run).rejects.toThrow("1 of the minute's sweeps failed");
    expect(ran).toEqual(["first", "second", "third"]);
    // A stopping process runs no further sweep.
    const stopping = new AbortController();
    stopping.abort();
    ran.length = 0;
    await runSweeps([sweep("first")], stopping.signal);
    expect(ran).toEqual([]);
  });

  it("a tick of the minute's job sends a failed inbox mail", async () => {
    const [row] = await db
      .insert(schema.contactMessages)
      .values({
        name: "Ann",
        email: "ann@example.com",
        message: "Hello",
        mailStatus: "failed",
        mailAttempts: 1,
        mailNextAttemptAt: new Date(Date.now() - 1000),
      })
      .returning();
    // What the cron pass does each minute: one job on the recurring job's queue.
    await jobs.boss.send("due-work", {});
    await expect
      .poll(
        async () =>
          (await db.select().from(schema.contactMessages).where(eq(schema.contactMessages.id, row!.id)))[0]?.mailStatus,
        { timeout: 15_000 },
      )
      .toBe("sent");
  });

  it("graceful stop aborts a running job's signal and waits for it", async () => {
    await jobs.enqueue("test-long", {});
    await expect.poll(() => release !== null, { timeout: 15_000 }).toBe(true);
    await jobs.stop(5_000);
    expect(sawAbort).toBe(true);
  });
});

describe("a job due now", () => {
  it("is taken by this process's worker at once, not at its next poll", async () => {
    const ran: string[] = [];
    const jobs = await startJobs({
      database,
      pollingIntervalSeconds: 30,
      onDemand: [{ name: "test-prompt", run: async (data: { id: string }) => void ran.push(data.id) }] as never[],
    });
    try {
      // Let the worker's first fetch (at start) pass, so only a wake-up can take the job before 30 s.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const queued = Date.now();
      await jobs.enqueue("test-prompt", { id: "now" });
      await expect.poll(() => ran, { timeout: 5_000, interval: 50 }).toEqual(["now"]);
      expect(Date.now() - queued).toBeLessThan(5_000);
    } finally {
      await jobs.stop(2_000);
    }
  });
});

describe("a schedule's tick", () => {
  it("is forwarded to its job's queue as soon as the schedule pass queues it, not at the forwarder's next poll", async () => {
    const ran: string[] = [];
    const jobs = await startJobs({
      database,
      onDemand: [{ name: "test-tick", run: async (data: { id: string }) => void ran.push(data.id) }] as never[],
    });
    try {
      expect((await jobs.boss.getQueue(SCHEDULE_TICKS_QUEUE))?.notify).toBe(true);
      // Let the forwarder's first fetch (at start) pass, so only a wake-up can forward the tick before its
      // 45-second backstop. The payload is the one pg-boss's schedule pass queues for a due occurrence.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const queued = Date.now();
      await jobs.boss.send(SCHEDULE_TICKS_QUEUE, { name: "test-tick", data: { id: "tick" }, options: {} });
      await expect.poll(() => ran, { timeout: 10_000, interval: 50 }).toEqual(["tick"]);
      expect(Date.now() - queued).toBeLessThan(10_000);
    } finally {
      await jobs.stop(2_000);
    }
  });
});

describe("the housekeeping job", () => {
  it("deletes expired sessions, verification tokens and rate-limit windows, and keeps live ones", async () => {
    const user = await createTestUser();
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    const marker = crypto.randomUUID();
    await db.insert(schema.session).values([
      { id: `old-${marker}`, token: `old-${marker}`, userId: user.id, expiresAt: past },
      { id: `live-${marker}`, token: `live-${marker}`, userId: user.id, expiresAt: future },
    ]);
    await db.insert(schema.verification).values([
      { id: `old-${marker}`, identifier: "x", value: "y", expiresAt: past },
      { id: `live-${marker}`, identifier: "x", value: "y", expiresAt: future },
    ]);
    await db.insert(schema.rateLimits).values([
      { key: `old-${marker}`, count: 1, resetAt: past },
      { key: `live-${marker}`, count: 1, resetAt: future },
    ]);
    const removed = await housekeeping(db);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.verifications).toBeGreaterThanOrEqual(1);
    expect(removed.rateLimits).toBeGreaterThanOrEqual(1);
    expect(
      (await db.select().from(schema.session).where(eq(schema.session.userId, user.id))).map((row) => row.id),
    ).toContain(`live-${marker}`);
    expect(
      (await db.select().from(schema.session).where(eq(schema.session.userId, user.id))).map((row) => row.id),
    ).not.toContain(`old-${marker}`);
    expect(
      await db
        .select()
        .from(schema.verification)
        .where(eq(schema.verification.id, `old-${marker}`)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(schema.verification)
        .where(eq(schema.verification.id, `live-${marker}`)),
    ).toHaveLength(1);
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, `old-${marker}`)),
    ).toHaveLength(0);
    expect(
      await db
        .select()
        .from(schema.rateLimits)
        .where(eq(schema.rateLimits.key, `live-${marker}`)),
    ).toHaveLength(1);
  });
});

const skip = postgresSkipReason();
if (skip) console.warn(`[jobs on PostgreSQL] skipped: ${skip}`);

describe.skipIf(skip !== null)(`jobs on PostgreSQL, two instances${skip ? ` (skipped: ${skip})` : ""}`, () => {
  let postgres: PostgresServer;
  const instances: Jobs[] = [];
  const taken: { id: number; by: string }[] = [];

  beforeAll(async () => {
    postgres = await startPostgres();
    for (const name of ["a", "b"]) {
      instances.push(
        await startJobs({
          database: { kind: "postgres" },
          databaseUrl: postgres.url,
          // Without a notification a worker would wait up to this long: the jobs below are taken sooner
          // because sending one wakes every instance's worker (NOTIFY).
          pollingIntervalSeconds: 45,
          onDemand: [
            {
              name: "test-record",
              run: async (data: { id: number }) => {
                taken.push({ id: data.id, by: name });
                await new Promise((resolve) => setTimeout(resolve, 5));
              },
            },
          ] as never[],
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const jobs of instances) await jobs.stop(2_000);
    await postgres?.stop();
  });

  // The sends come faster than their jobs run, so a backlog is left when the last notification has woken
  // the workers: it is taken at once because a worker whose batch came back full fetches again (without
  // that, ten jobs per instance per backstop poll, 60 s here). The sends' own time is not counted.
  it(
    "each job is taken once across both instances, a backlog without waiting for a poll",
    { timeout: 90_000 },
    async () => {
      for (let id = 0; id < 200; id += 1) await instances[id % 2]!.enqueue("test-record", { id });
      await expect.poll(() => taken.length, { timeout: 30_000, interval: 250 }).toBeGreaterThanOrEqual(200);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(taken).toHaveLength(200);
      expect(new Set(taken.map((job) => job.id)).size).toBe(200);
      expect(new Set(taken.map((job) => job.by))).toEqual(new Set(["a", "b"]));
    },
  );

  it("a job sent by an instance that runs no worker wakes the others' workers at once", async () => {
    const sender = await startJobs({ database: { kind: "postgres" }, databaseUrl: postgres.url, workers: false });
    try {
      // The workers' first fetches (at start, after the test above) are behind them: only a wake-up
      // takes the job before their next poll, 45 s away.
      const before = taken.length;
      const sent = Date.now();
      await sender.enqueue("test-record", { id: 1_000 });
      await expect.poll(() => taken.length, { timeout: 10_000, interval: 100 }).toBe(before + 1);
      expect(Date.now() - sent).toBeLessThan(10_000);
    } finally {
      await sender.stop(2_000);
    }
  });
});
