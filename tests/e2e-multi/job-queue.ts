import pg from "pg";

/**
 * Moves a queue's waiting jobs to now and wakes its workers, in one transaction, as pg-boss's own
 * `updateJob({ notify })` does for a job pulled forward: a test reaches a job's time without waiting for the
 * clock, or for the workers' backstop poll (a job that becomes due by time alone is found up to a minute
 * later, platform/jobs.ts). `where` narrows the jobs (its `$1` is `param`); returns how many moved.
 */
export async function runWaitingJobsNow(
  connectionString: string,
  queue: string,
  filter?: { where: string; param: string },
): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("begin");
    const moved = await client.query(
      `update pgboss.job set start_after = now() where name = $1 and state in ('created', 'retry')${
        filter ? ` and ${filter.where.replace("$1", "$2")}` : ""
      }`,
      filter ? [queue, filter.param] : [queue],
    );
    // pg-boss's channel for its default schema (its notifyChannelSql); the payload is the queue's name.
    await client.query("select pg_notify('pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24), $1)", [queue]);
    await client.query("commit");
    return moved.rowCount ?? 0;
  } finally {
    await client.end();
  }
}
