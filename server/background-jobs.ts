import { retryDueInboxMail } from "#app/domain/inbox/inbox.server.ts";
import { sendDueDeliveries } from "#app/domain/newsletter/sending.server.ts";
import { deleteStalePendingSubscriptions } from "#app/domain/newsletter/subscriptions.server.ts";
import { config } from "./config.ts";
import { database } from "./db.ts";
import { housekeeping } from "./housekeeping.ts";
import { startJobs, setProcessJobs, type Jobs, type OnDemandJob, type RecurringJob } from "./jobs.ts";
import { logger } from "./logger.ts";

/**
 * Every piece of background work the site runs, on the one job mechanism (server/jobs.ts, pg-boss).
 *
 * To add a recurring job, add one line here: `{ name, cron, run }`. pg-boss sends one job per cron tick
 * across every instance and one worker runs it, so `run` needs no lock of its own, but it must be
 * idempotent (a run whose process died is run again). For example scheduled publishing:
 *   { name: "publish-due-articles", cron: "* * * * *", run: () => publishDueArticles() },
 */
export const recurringJobs: RecurringJob[] = [
  // Contact and proposal mails that could not be sent (app/domain/inbox): due rows, with backoff.
  { name: "inbox-mail-retry", cron: "* * * * *", run: () => logWork("inbox mail retry", retryDueInboxMail()) },
  // Newsletter deliveries that failed (backoff) or whose sender died mid-send (lease passed).
  { name: "newsletter-deliveries", cron: "* * * * *", run: ({ signal }) => logWork("newsletter deliveries", sendDueDeliveries({ signal })) },
  // Expired rate-limit windows, sessions, verification tokens; unconfirmed subscriptions a week past their link.
  {
    name: "housekeeping",
    cron: "*/15 * * * *",
    run: async () => {
      const removed = { ...(await housekeeping()), stalePendingSubscriptions: await deleteStalePendingSubscriptions() };
      logger.info({ removed }, "housekeeping done");
    },
  },
];

/** Jobs sent on demand with enqueueJob(name, data). */
export const onDemandJobs: OnDemandJob<never>[] = [
  // "Send to every subscriber" (app/routes/admin/newsletter-issue.tsx): the issue's deliveries, now.
  {
    name: "newsletter-send",
    expireInSeconds: 60 * 60,
    run: (data: { issueId: string }, { signal }) => logWork("newsletter send", sendDueDeliveries({ issueId: String(data.issueId), signal })),
  } satisfies OnDemandJob<{ issueId: string }> as unknown as OnDemandJob<never>,
];

async function logWork(what: string, work: Promise<number>) {
  const done = await work;
  if (done > 0) logger.info({ done }, `${what}: done`);
  return done;
}

/** Starts the workers (server/main.ts); the returned handle's stop() is part of graceful shutdown. */
export async function startBackgroundJobs(): Promise<Jobs> {
  const jobs = await startJobs({
    database,
    databaseUrl: config.DATABASE_URL,
    recurring: recurringJobs,
    onDemand: onDemandJobs,
    onError: (error, where) => logger.error({ err: error, where }, "background job error"),
  });
  setProcessJobs(jobs);
  return jobs;
}
