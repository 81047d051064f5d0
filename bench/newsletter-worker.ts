/**
 * One step of a newsletter send, run as its own process on the embedded database in DATA_DIR (the
 * kill-mid-send test, tests/integration/newsletter-crash.test.ts, and `npm run bench:newsletter`):
 *
 *   prepare N   migrate, add N confirmed subscribers, compose an issue and start sending it (delivery rows)
 *   send        send every due delivery into DATA_DIR/outbox, reporting progress to the parent (IPC)
 *               `--after-lease`: the clock reads past the delivery lease, as a restart some minutes later would
 *   count       print the deliveries by status and the outbox's mails per recipient, as JSON
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { config } from "#platform/config.ts";
import { database, db, schema } from "#platform/db.ts";
import { createIssue, startSending } from "#app/domain/newsletter/issues.server.ts";
import { DELIVERY_LEASE_MS, sendDueDeliveries } from "#app/domain/newsletter/sending.server.ts";

const [step = "", arg = ""] = process.argv.slice(2);
const outbox = path.join(config.DATA_DIR, "outbox");

if (step === "prepare") {
  const count = Number(arg);
  await database.migrate();
  await db.execute(sql`
    insert into newsletter_subscribers (email, status, unsubscribe_token, consent_at, consent_source, consent_text, confirmed_at)
    select 'reader-' || n || '@example.com', 'confirmed', md5('token-' || n) || md5('salt-' || n), now(), 'bench /', 'bench', now()
    from generate_series(1, ${count}) as n
  `);
  const issue = await createIssue(
    {
      subject: "The Wellness Circle, issue 1",
      intro: "Hello, readers.",
      body: "<p>What we read this month.</p>",
      articleSlugs: [],
    },
    null,
  );
  const recipients = await startSending(issue.id);
  process.stdout.write(JSON.stringify({ issueId: issue.id, recipients }));
} else if (step === "send") {
  const afterLease = process.argv.includes("--after-lease");
  const started = performance.now();
  const sent = await sendDueDeliveries({
    ...(afterLease ? { now: () => new Date(Date.now() + DELIVERY_LEASE_MS + 1_000) } : {}),
    onSent: (n) => {
      if (n % 50 === 0) process.send?.({ sent: n });
    },
  });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(JSON.stringify({ sent, seconds, rss: process.memoryUsage().rss }));
} else if (step === "count") {
  const rows = (await db.execute(
    sql`select status, count(*)::int as n, sum(attempts)::int as attempts from newsletter_deliveries group by status`,
  )) as unknown as {
    rows: { status: string; n: number; attempts: number }[];
  };
  const perRecipient = new Map<string, number>();
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith(".eml")) : [];
  for (const name of files) {
    const to = /^To: (.+)$/m.exec(fs.readFileSync(path.join(outbox, name), "utf8"))?.[1]?.trim() ?? name;
    perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  }
  const duplicates = [...perRecipient.values()].reduce((sum, n) => sum + n - 1, 0);
  const issues = await db.select({ status: schema.newsletterIssues.status }).from(schema.newsletterIssues);
  process.stdout.write(
    JSON.stringify({
      deliveries: Object.fromEntries(rows.rows.map((row) => [row.status, row.n])),
      attempts: rows.rows.reduce((sum, row) => sum + Number(row.attempts), 0),
      outboxFiles: files.length,
      recipients: perRecipient.size,
      duplicates,
      issueStatus: issues.map((issue) => issue.status),
    }),
  );
} else {
  process.stderr.write("usage: newsletter-worker.ts prepare N | send [--after-lease] | count\n");
  process.exitCode = 2;
}
await database.close();
