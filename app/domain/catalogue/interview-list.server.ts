import { and, asc, count, eq, ilike, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * The admin's list of interviews (/admin/interviews): a search over who is speaking and what about, filters
 * (state, illustrative or real, held at the review gate) and pages. The query string is read here, checked:
 * anything unknown falls back to "all" rather than failing the page.
 */
const { interviews } = schema;

export const INTERVIEW_PAGE_SIZE = 20;

export const interviewListQuery = z.object({
  q: z.string().trim().max(100).catch(""),
  state: z.enum(["all", "draft", "published", "retired"]).catch("all"),
  speaker: z.enum(["all", "illustrative", "real"]).catch("all"),
  gate: z.enum(["all", "held"]).catch("all"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type InterviewListQuery = z.infer<typeof interviewListQuery>;

export function readInterviewListQuery(url: URL): InterviewListQuery {
  const value = (name: string) => url.searchParams.get(name) ?? undefined;
  return interviewListQuery.parse({
    q: value("q"),
    state: value("state"),
    speaker: value("speaker"),
    gate: value("gate"),
    page: value("page"),
  });
}

/** Escapes a search's wildcard characters, so "50%" is looked for as written. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listInterviews(query: InterviewListQuery, db: Database = defaultDb) {
  const where: SQL[] = [];
  if (query.q) {
    const pattern = likeText(query.q);
    where.push(
      or(
        ilike(interviews.name, pattern),
        ilike(interviews.title, pattern),
        ilike(interviews.topic, pattern),
        ilike(interviews.slug, pattern),
      )!,
    );
  }
  if (query.state !== "all") where.push(eq(interviews.status, query.state));
  if (query.speaker !== "all") where.push(eq(interviews.illustrative, query.speaker === "illustrative"));
  if (query.gate === "held") where.push(isNotNull(interviews.reviewHold));
  const condition = where.length ? and(...where) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(interviews).where(condition),
    db
      .select({
        slug: interviews.slug,
        name: interviews.name,
        title: interviews.title,
        status: interviews.status,
        illustrative: interviews.illustrative,
        consentRecordedAt: interviews.consentRecordedAt,
        reviewHold: interviews.reviewHold,
      })
      .from(interviews)
      .where(condition)
      .orderBy(sql`${interviews.updatedAt} desc`, asc(interviews.name))
      .limit(INTERVIEW_PAGE_SIZE)
      .offset((query.page - 1) * INTERVIEW_PAGE_SIZE),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, pages: Math.max(1, Math.ceil(n / INTERVIEW_PAGE_SIZE)) };
}

/** An interview's revision number and why the review gate holds it off the site (or null). */
export async function interviewEditorialState(slug: string, db: Database = defaultDb) {
  const [row] = await db
    .select({ version: interviews.version, hold: interviews.reviewHold })
    .from(interviews)
    .where(eq(interviews.slug, slug));
  return row ?? { version: 0, hold: null };
}
