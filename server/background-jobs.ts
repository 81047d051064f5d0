import { retryDueInboxMail } from "#app/domain/inbox/inbox.server.ts";
import { sendDueDeliveries } from "#app/domain/newsletter/sending.server.ts";
import { deleteStalePendingSubscriptions } from "#app/domain/newsletter/subscriptions.server.ts";
import { config } from "#platform/config.ts";
import { database } from "#platform/db.ts";
import { housekeeping } from "./housekeeping.ts";
import {
  startJobs,
  setProcessJobs,
  type Jobs,
  type JobsOptions,
  type JobName,
  type JobPayloads,
  type OnDemandJob,
  type RecurringJob,
} from "#platform/jobs.ts";
import { logger } from "#platform/logger.ts";
import { mailJob } from "#platform/mail-queue.ts";
import { clusterEvents, type ClusterEvents, type Subscriber } from "#platform/cluster-events.ts";
import { backupNow } from "./backup-now.ts";
import { publishScheduledContent } from "./scheduled-publishing.ts";
import { runLinkCheck } from "#app/domain/governance/link-checks.server.ts";
import { sendReviewDueMails } from "#app/domain/governance/review-due-mail.server.ts";

/** What the minute's job does, in order (the time-critical publication first). Each is idempotent. */
export const minuteSweeps: { name: string; run: (signal: AbortSignal) => Promise<unknown> }[] = [
  // Scheduled articles and products whose time has come (a safety net: each also has its own job at its time).
  { name: "publish due articles", run: () => publishScheduledContent() },
  // Contact and proposal mails that could not be sent (app/domain/inbox): due rows, with backoff.
  { name: "inbox mail retry", run: () => logWork("inbox mail retry", retryDueInboxMail()) },
  // Newsletter deliveries that failed (backoff) or whose sender died mid-send (lease passed).
  { name: "newsletter deliveries", run: (signal) => logWork("newsletter deliveries", sendDueDeliveries({ signal })) },
];

/** Runs each sweep in turn; one that fails is logged and the rest still run, then the run fails. */
export async function runSweeps(sweeps: typeof minuteSweeps, signal: AbortSignal) {
  const failed: unknown[] = [];
  for (const sweep of sweeps) {
    if (signal.aborted) return;
    try {
      await sweep.run(signal);
    } catch (error) {
      logger.error({ err: error, sweep: sweep.name }, "a minute sweep failed");
      failed.push(error);
    }
  }
  if (failed.length > 0) throw new AggregateError(failed, `${failed.length} of the minute's sweeps failed`);
}

/**
 * Every piece of background work the site runs, on the one job mechanism (platform/jobs.ts, pg-boss).
 *
 * To add a recurring job, add one line here: `{ name, cron, run }` (work due every minute is a sweep in
 * `minuteSweeps` above instead). pg-boss sends one job per cron tick across every instance and one worker
 * runs it, so `run` needs no lock of its own, but it must be idempotent (a run whose process died is run
 * again). A function: the backup's line reads the settings.
 */
export function recurringJobs(): RecurringJob[] {
  return [
    // The minute's due work, one job for the three sweeps that run every minute: one insert, fetch and
    // completion a minute instead of three (most of what an idle server does). Each sweep runs even when one
    // before it fails; a failure is logged with its sweep's name and fails the run.
    { name: "due-work", cron: "* * * * *", run: ({ signal }) => runSweeps(minuteSweeps, signal) },
    // Expired rate-limit windows, sessions, verification tokens; unconfirmed subscriptions a week past their link.
    {
      name: "housekeeping",
      cron: "*/15 * * * *",
      run: async () => {
        const removed = {
          ...(await housekeeping()),
          stalePendingSubscriptions: await deleteStalePendingSubscriptions(),
        };
        logger.info({ removed }, "housekeeping done");
      },
    },
    // Every source and affiliate link, politely (robots.txt, one request per host every few seconds); a link
    // failing twice in a row puts its page in the review queue.
    {
      name: "link-check",
      cron: "0 4 * * 1",
      expireInSeconds: 3 * 60 * 60,
      run: async ({ signal }) => runLinkCheck({ signal }),
    },
    // Pages past their review date mail their reviewer, once per due date across instances.
    { name: "review-due-mails", cron: "0 7 * * *", run: () => logWork("review-due mails", sendReviewDueMails()) },
    // The site backs itself up (BACKUP_SCHEDULE, "off" for never): one archive per tick, the oldest beyond
    // BACKUP_KEEP removed (server/backup.ts).
    ...(config.BACKUP_SCHEDULE === "off"
      ? []
      : [
          {
            name: "backup",
            cron: config.BACKUP_SCHEDULE,
            expireInSeconds: 60 * 60,
            run: async () => void (await backupNow("scheduled")),
          } satisfies RecurringJob,
        ]),
  ];
}

const PUBLISH_AT_JOB = "publish-scheduled-article" satisfies JobName;

/** One registry entry: its name is a job of JobPayloads and its run takes that job's data. */
type RegisteredJob = { [K in JobName]: OnDemandJob<JobPayloads[K]> & { name: K } }[JobName];

/** Jobs sent on demand with enqueueJob(name, data). */
export const onDemandJobs: RegisteredJob[] = [
  // Every queued mail (sign-up and reset links, newsletter confirmations): tried until it goes, with backoff.
  mailJob,
  // A scheduled article's or product's own time (queued when it is saved, see startBackgroundJobs): it goes
  // live then, and its pages leave the page cache.
  { name: PUBLISH_AT_JOB, run: () => publishScheduledContent() },
  // "Send to every subscriber" (app/routes/admin/newsletter-issue.tsx): the issue's deliveries, now.
  {
    name: "newsletter-send",
    expireInSeconds: 60 * 60,
    run: (data, { signal }) => logWork("newsletter send", sendDueDeliveries({ issueId: String(data.issueId), signal })),
  },
];

async function logWork(what: string, work: Promise<number>) {
  const done = await work;
  if (done > 0) logger.info({ done }, `${what}: done`);
  return done;
}

/**
 * An article or a product goes live at a future time (a scheduled save, a sign-off that releases a scheduled
 * article, a product scheduled from its admin page):
 * `queue` is called with that time. Only events published on this instance ("origin"): the job is queued
 * once, by the instance that made the change. Without started jobs (a test, a script) nothing is queued, and
 * visibility never depends on it: every public query asks `published_at <= now()` itself.
 */
export function publicationTimes(
  queue: (at: Date) => void,
  now: () => Date = () => new Date(),
): Subscriber<"article.saved" | "article.signedOff" | "catalogue.changed"> {
  return {
    name: "scheduled publication jobs",
    applicableEvents: ["article.saved", "article.signedOff", "catalogue.changed"],
    scope: "origin",
    handle(event) {
      const iso =
        event.type === "article.saved" || event.type === "catalogue.changed"
          ? (event.scheduledFor ?? null)
          : event.status === "published"
            ? event.publishedAt
            : null;
      const at = iso === null ? null : new Date(iso);
      if (at && at > now()) queue(at);
    },
  };
}

/**
 * Starts the workers (server/main.ts); the returned handle's stop() is part of graceful shutdown. Then
 * publishes what fell due while no instance ran (a restart that spanned a publish time), and from now on
 * queues a job at each scheduled article's time, so it goes live within a polling interval of it.
 */
export async function startBackgroundJobs(
  options: Pick<JobsOptions, "backstopSeconds"> = {},
  events: ClusterEvents = clusterEvents,
): Promise<Jobs> {
  const jobs = await startJobs({
    ...options,
    database,
    databaseUrl: config.DATABASE_URL,
    recurring: recurringJobs(),
    onDemand: onDemandJobs,
    onError: (error, where) => logger.error({ err: error, where }, "background job error"),
  });
  setProcessJobs(jobs, { workers: true });
  const stopListening = events.subscribe(
    publicationTimes((at) => {
      const startAfterSeconds = Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));
      // One job per publish time across instances (a second save of the same time queues nothing new).
      jobs
        .enqueue(PUBLISH_AT_JOB, {}, { singletonKey: at.toISOString(), startAfterSeconds })
        .catch((error: unknown) =>
          logger.error({ err: error }, "could not queue a scheduled publication (the minute job still publishes it)"),
        );
    }),
  );
  await publishScheduledContent().catch((error: unknown) =>
    logger.error({ err: error }, "scheduled publishing at start failed"),
  );
  return {
    ...jobs,
    async stop(timeoutMs?: number) {
      stopListening();
      await jobs.stop(timeoutMs);
    },
  };
}
