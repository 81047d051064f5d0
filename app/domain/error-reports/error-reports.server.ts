import { desc, eq, isNull, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { consumeRateLimit } from "#platform/rate-limit.ts";
import { clientKey } from "#platform/client-key.ts";
import { rateLimitMessage } from "#app/domain/inbox/forms.ts";
import { realPageOr } from "#app/domain/seo/real-pages.server.ts";
import { refuse, retryAfterSecondsOf, type Refusal } from "#app/lib/refusal.ts";
import { riskInText, type RiskKind } from "#app/domain/safety/risk.ts";
import { ERROR_REPORTS_PER_HOUR, type ErrorReportInput } from "./error-reports.ts";

const { errorReports } = schema;

export const ERROR_REPORT_SPAM_MESSAGE =
  "Your report was not sent because a hidden anti-spam field was filled in. If you are a person, please reload the page and try again.";

export type ErrorReportOutcome = { ok: true; risk: RiskKind | null } | Refusal<"rate-limited" | "spam">;

/** Stores a reader's error report; the honeypot and a per-address hourly limit keep floods out. */
export async function submitErrorReport(
  input: ErrorReportInput,
  deps: { ip: string; honeypot: unknown; perHour?: number },
  db: Database = defaultDb,
): Promise<ErrorReportOutcome> {
  if (typeof deps.honeypot === "string" && deps.honeypot.trim() !== "")
    return refuse("spam", ERROR_REPORT_SPAM_MESSAGE);
  const limit = await consumeRateLimit(
    { key: `error-report:${clientKey(deps.ip)}`, limit: deps.perHour ?? ERROR_REPORTS_PER_HOUR, windowMs: 60 * 60_000 },
    db,
  );
  if (!limit.ok)
    return refuse("rate-limited", rateLimitMessage(limit.retryAfterMs), {
      retryAfterSeconds: retryAfterSecondsOf(limit.retryAfterMs),
    });
  // The admins' list names a real page (its canonical path) or "other", never a path a visitor made up.
  const pagePath = await realPageOr(input.page, db);
  const [row] = await db
    .insert(errorReports)
    .values({ pagePath, message: input.message, email: input.email })
    .returning({ id: errorReports.id });
  // A reader may write about herself here too: she is shown the help, and the admins' list flags it.
  return { ok: true, risk: reportRisk(row!.id, input.message) };
}

/** What a report's words signal, kept per report (its text never changes). */
const risks = new Map<string, RiskKind | null>();
const RISKS_KEPT = 5000;

export function reportRisk(id: string, message: string): RiskKind | null {
  const known = risks.get(id);
  if (known !== undefined) return known;
  const risk = riskInText(message);
  if (risks.size >= RISKS_KEPT) risks.delete(risks.keys().next().value!);
  risks.set(id, risk);
  return risk;
}

/** Open reports first, newest first; at most 200. */
export async function listErrorReports(db: Database = defaultDb) {
  return db
    .select()
    .from(errorReports)
    .orderBy(sql`${errorReports.resolvedAt} is not null`, desc(errorReports.createdAt))
    .limit(200);
}

export async function countOpenErrorReports(db: Database = defaultDb): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(errorReports)
    .where(isNull(errorReports.resolvedAt));
  return row?.count ?? 0;
}

export async function setErrorReportResolved(
  id: string,
  resolved: boolean,
  db: Database = defaultDb,
): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const rows = await db
    .update(errorReports)
    .set({ resolvedAt: resolved ? new Date() : null })
    .where(eq(errorReports.id, id))
    .returning({ id: errorReports.id });
  return rows.length > 0;
}
