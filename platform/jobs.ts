import { PgBoss, fromPglite, type Job, type JobWithMetadata } from "pg-boss";
import { config } from "./config.ts";
import { database } from "./db.ts";
import type { DatabaseHandle } from "./db/client.ts";
import { logger } from "./logger.ts";
import type { Mail } from "./mail.ts";

/**
 * Background work on one mechanism: pg-boss (docs/decisions/010-background-jobs.md).
 *
 * The same library and the same tables (schema `pgboss`) serve both databases:
 * on PostgreSQL through its own small pool (jobs are claimed with
 * `FOR UPDATE SKIP LOCKED`, schedules sent once across instances under an
 * advisory lock); on the embedded PGlite through pg-boss's own PGlite adapter
 * (`backend: "pglite"`), on the process's one PGlite instance.
 *
 * Two kinds of job:
 * - recurring: `{ name, cron, run }`, one line in server/background-jobs.ts; pg-boss sends one job per
 *   cron tick across every instance and one worker runs it;
 * - on demand: `{ name, run }` with data, sent with `enqueueJob(name, data)` (e.g. an issue to send).
 *
 * A job's `run` gets an AbortSignal that fires when the process stops (graceful shutdown) or the job's
 * claim is lost; long jobs check it between units of work and leave the rest for the next run. Work a
 * job does must be idempotent: a job whose process died is retried after its expiry.
 */
export type JobContext = {
  signal: AbortSignal;
  /** Tries before this one (0 on the first) and the queue's limit: `retryCount === retryLimit` is the last try. */
  retryCount?: number;
  retryLimit?: number;
};
export type RecurringJob = {
  /** Queue name: lowercase words and dashes. */
  name: string;
  /** Five-field cron in UTC (minute granularity), e.g. `"* * * * *"` every minute. */
  cron: string;
  run: (context: JobContext) => Promise<unknown>;
  /** Longest a run may take before pg-boss counts it failed and runs it again (default 10 min). */
  expireInSeconds?: number;
};
/**
 * Every on-demand job the site sends, by name, with the data it carries: `enqueueJob` and the registry
 * (server/background-jobs.ts) are checked against it, so a job sent with the wrong data does not compile.
 */
export type JobPayloads = {
  /** One queued mail (platform/mail-queue.ts). */
  mail: { mail: Mail };
  /** A scheduled article's own time has come (the minute job is the safety net). */
  "publish-scheduled-article": Record<string, never>;
  /** "Send to every subscriber": the issue's deliveries, now. */
  "newsletter-send": { issueId: string };
};
export type JobName = keyof JobPayloads;

export type OnDemandJob<Data extends object = Record<string, unknown>> = {
  name: string;
  // Method syntax: a job for one payload still fits a list of jobs for several (each worker gets its own queue's data).
  run(data: Data, context: JobContext): Promise<unknown>;
  expireInSeconds?: number;
  /** Tries after the first failure, with exponential backoff (default 5). */
  retryLimit?: number;
  /** Seconds before the first retry (doubling with each, default 30) and the longest wait between two. */
  retryDelaySeconds?: number;
  retryDelayMaxSeconds?: number;
  /** Seconds a completed job's row (and its data) is kept (pg-boss's default: a week). */
  deleteAfterSeconds?: number;
};

export type JobsOptions = {
  database: Pick<DatabaseHandle, "kind" | "pglite">;
  /** PostgreSQL only: the connection string (pg-boss keeps its own pool of `poolSize` connections). */
  databaseUrl?: string;
  poolSize?: number;
  recurring?: RecurringJob[];
  onDemand?: OnDemandJob<object>[];
  /**
   * How often an idle worker looks for a new job when NOTIFY cannot wake it (seconds, ≥ 0.5). With
   * NOTIFY (the default on both databases) a worker looks only every `backstopSeconds`.
   */
  pollingIntervalSeconds?: number;
  /** With NOTIFY: how often an idle worker still looks (a lost notification, a retry whose delay passed). */
  backstopSeconds?: { recurring: number; onDemand: number };
  onError?: (error: unknown, where: string) => void;
};

export type Jobs = {
  boss: PgBoss;
  /** Sends an on-demand job; `singletonKey` keeps one queued job per key (e.g. one send per issue). */
  enqueue(
    name: string,
    data: object,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Stops every worker: running jobs get up to `timeoutMs`, then their signal is aborted; then closes. */
  stop(timeoutMs?: number): Promise<void>;
};

const DEFAULT_EXPIRE_SECONDS = 10 * 60;

/** pg-boss's own queue of due schedule ticks (its timekeeper's `SEND_IT`, created by `boss.start()`). */
export const SCHEDULE_TICKS_QUEUE = "__pgboss__send-it";

/**
 * Lets the schedule pass wake the worker that forwards its ticks (NOTIFY in the inserting transaction, as our
 * own queues do) instead of that worker finding them at its next poll, up to 45 s later.
 */
async function notifyScheduleTicks(boss: PgBoss): Promise<void> {
  const ticks = await boss.getQueue(SCHEDULE_TICKS_QUEUE);
  if (!ticks) throw new Error(`pg-boss has no queue ${SCHEDULE_TICKS_QUEUE}: its schedule ticks were renamed`);
  if (!ticks.notify) await boss.updateQueue(SCHEDULE_TICKS_QUEUE, { notify: true });
}

/**
 * Opens pg-boss on the database (creating or migrating its schema), creates a queue for every job,
 * registers the recurring schedules and starts one worker per queue. `workers: false` only sends
 * (the admin's "send" in a process that runs no workers, e.g. tests of the sending rules).
 */
export async function startJobs(options: JobsOptions & { workers?: boolean }): Promise<Jobs> {
  const onError = options.onError ?? ((error: unknown) => console.warn("job mechanism:", error));
  const common = {
    // The schedule pass runs on every instance; pg-boss sends each tick once (advisory lock + cron time row).
    schedule: options.workers !== false,
    supervise: options.workers !== false,
    // Every 45 s, pg-boss's slowest: a tick is due for 60 s, so each minute's tick is still found (decision 023,
    // "Amended 2026-12-02": fewer passes, though at rest the minute's job itself costs more than they do).
    cronMonitorIntervalSeconds: 45,
    // The schedule pass queues each due tick on pg-boss's own queue (SCHEDULE_TICKS_QUEUE), whose worker
    // forwards it to the job's queue. That queue notifies (set below), so the worker is woken by the pass
    // itself and a minute's job starts within about 45 s of its time; this is only the worker's backstop.
    cronWorkerIntervalSeconds: 45,
    // A job sent to a queue wakes its workers on every instance at once (NOTIFY in the sending
    // transaction; in-process on PGlite), so idle workers need not poll every 2 s: the process is quiet
    // at rest. Each job is still taken once: a woken worker claims with the same SKIP LOCKED fetch.
    useListenNotify: true,
    // pg-boss's own housekeeping (expired jobs, queue statistics, its background migrations) every 5 min
    // rather than every minute: jobs expire after 10 min or more, so nothing waits on it.
    superviseIntervalSeconds: 300,
    monitorIntervalSeconds: 300,
    bamIntervalSeconds: 300,
    // pg-boss's flow pass (it unblocks jobs that wait on other jobs, which the site never sends) read the
    // queues and claimed a row every 5 s: 36 of the 83 statements a minute at rest on PostgreSQL.
    flowIntervalSeconds: 300,
    // pg-boss's instance registry (a row per process with its vitals, for pg-boss's own dashboards) sampled
    // the event loop every 20 ms to fill it: 50 wake-ups a second of an idle server. Nothing here reads it.
    registerInstance: false,
    // Completed and failed jobs are kept a week for inspection, then deleted by pg-boss's maintenance.
    migrate: true,
  };
  const boss =
    options.database.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(options.database.pglite!), backend: "pglite" })
      : new PgBoss({
          ...common,
          connectionString: options.databaseUrl!,
          max: options.poolSize ?? 2,
          application_name: "wellness-jobs",
        });
  boss.on("error", (error) => onError(error, "pg-boss"));
  // pg-boss's warnings (its LISTEN could not start, so workers only poll; slow statements; clock skew; a
  // queue's backlog…) go to the log: without a listener they were dropped unseen.
  boss.on("warning", (warning) => logger.warn({ data: warning.data }, `job mechanism: ${warning.message}`));
  await boss.start();
  if (common.schedule) await notifyScheduleTicks(boss);

  const recurring = options.recurring ?? [];
  const onDemand = options.onDemand ?? [];
  const polling = options.pollingIntervalSeconds ?? 2;
  // Recurring queues only get jobs from the schedule pass, which notifies; on-demand queues also get
  // retries and delayed jobs (a publication time), which become due without a notification.
  const backstop = options.backstopSeconds ?? { recurring: 300, onDemand: 60 };
  const pollingFor = (kind: "recurring" | "onDemand") => ({
    pollingIntervalSeconds: polling,
    notifyPollingIntervalSeconds: Math.max(polling, backstop[kind]),
  });
  const onDemandWorkers = new Map<string, string>();
  for (const job of recurring) {
    await boss.createQueue(job.name, {
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      retryLimit: 0,
      notify: true,
      // One run queued and one running at most: a tick that finds the last one still waiting is dropped.
      policy: "stately",
    });
  }
  for (const job of onDemand) {
    await boss.createQueue(job.name, {
      expireInSeconds: job.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      notify: true,
      ...(job.retryDelayMaxSeconds ? { retryDelayMax: job.retryDelayMaxSeconds } : {}),
      ...(job.deleteAfterSeconds !== undefined ? { deleteAfterSeconds: job.deleteAfterSeconds } : {}),
    });
  }
  // Queues created before NOTIFY was used keep their settings when created again: switched on here.
  for (const queue of await boss.getQueues()) {
    const ours = [...recurring, ...onDemand].some((job) => job.name === queue.name);
    if (ours && !queue.notify) await boss.updateQueue(queue.name, { notify: true });
  }
  if (options.workers !== false) {
    for (const job of recurring) {
      await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
      await boss.work(job.name, pollingFor("recurring"), async (jobs: Job<object>[]) => {
        for (const one of jobs) await job.run({ signal: one.signal });
      });
    }
    // A recurring job removed from the list stops being scheduled.
    const names = new Set(recurring.map((job) => job.name));
    for (const schedule of await boss.getSchedules()) {
      if (!names.has(schedule.name)) await boss.unschedule(schedule.name);
    }
    for (const job of onDemand) {
      // pg-boss hands back the data the sender stored; enqueueJob checked it against JobPayloads.
      const workerId = await boss.work(
        job.name,
        // A full batch is fetched again at once: without it a backlog (sends that came faster than their
        // jobs ran) waited the backstop for each further ten once the sends' notifications stopped.
        { ...pollingFor("onDemand"), batchSize: 10, burstWhenBatchFull: true, includeMetadata: true },
        async (jobs: JobWithMetadata<object>[]) => {
          for (const one of jobs) {
            await job.run(one.data, {
              signal: one.signal,
              retryCount: one.retryCount,
              retryLimit: one.retryLimit,
            });
          }
        },
      );
      onDemandWorkers.set(job.name, workerId);
    }
  }

  let stopped = false;
  return {
    boss,
    async enqueue(name, data, sendOptions = {}) {
      const id = await boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
      // A job due now is fetched at once by this process's worker instead of at its next poll (a sign-up
      // mail should not wait seconds); other instances still find it by polling.
      const workerId = onDemandWorkers.get(name);
      if (id && workerId && !sendOptions.startAfterSeconds) boss.notifyWorker(workerId);
      return id;
    },
    async stop(timeoutMs = 10_000) {
      if (stopped) return;
      stopped = true;
      // graceful: running handlers may finish within the timeout, then their signal is aborted; `close` leaves the PGlite
      // instance alone (the process closes it) and ends pg-boss's own pool on PostgreSQL.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

// ---------------------------------------------------------------------------
// The process's one job mechanism (server/main.ts starts it; domain code enqueues through it)
// ---------------------------------------------------------------------------

let current: Jobs | null = null;
let starting: Promise<Jobs> | null = null;

let workersRunning = false;

/** Registers the process's running job mechanism (server/main.ts after startJobs). */
export function setProcessJobs(jobs: Jobs | null, options: { workers?: boolean } = {}) {
  current = jobs;
  starting = null;
  workersRunning = jobs !== null && options.workers === true;
}

/** True in a process whose job workers run (the server); false in a test or a command-line script. */
export function processRunsWorkers(): boolean {
  return workersRunning;
}

/** The process's job mechanism; in a process that started none (a test, a script), a send-only one. */
async function processJobs(): Promise<Jobs> {
  if (current) return current;
  starting ??= startJobs({
    database,
    databaseUrl: config.DATABASE_URL,
    workers: false,
    onError: (error) => logger.error({ err: error }, "job mechanism error"),
  }).then((jobs) => {
    current = jobs;
    return jobs;
  });
  return starting;
}

/**
 * Puts a job in the queue for any instance's worker (domain code uses this, e.g. "send this issue").
 * Creates the queue with pg-boss's defaults when no worker has created it yet.
 */
export async function enqueueJob<K extends JobName>(
  name: K,
  data: JobPayloads[K],
  options: { singletonKey?: string } = {},
): Promise<string | null> {
  const jobs = await processJobs();
  if (!(await jobs.boss.getQueue(name))) await jobs.boss.createQueue(name);
  return jobs.enqueue(name, data, options);
}

/** Stops the send-only job mechanism a test or script opened through enqueueJob. */
export async function stopProcessJobs() {
  const jobs = current ?? (starting ? await starting : null);
  setProcessJobs(null);
  await jobs?.stop();
}
