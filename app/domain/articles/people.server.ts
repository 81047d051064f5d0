import { and, asc, desc, eq, isNotNull, lte, or, sql } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { isPublic } from "./articles.server.ts";
import { nextFreeSlug } from "./slug.ts";
import { personSlug, type ArticleSource, type PersonInput } from "./credits-and-sources.ts";
import { reviewGateState } from "./review-gate.server.ts";

const { people, articles } = schema;

export type Person = typeof people.$inferSelect;

/** A person as a page credits them (name, role, credentials, their page). */
export type Credit = { name: string; credentials: string; role: string; path: string };

export function credit(person: Person): Credit {
  return { name: person.name, credentials: person.credentials, role: person.role, path: `/people/${person.slug}` };
}

export async function listPeople(db: Database = defaultDb): Promise<Person[]> {
  return db.select().from(people).orderBy(asc(people.name));
}

export async function getPersonBySlug(slug: string, db: Database = defaultDb): Promise<Person | null> {
  const [row] = await db.select().from(people).where(eq(people.slug, slug)).limit(1);
  return row ?? null;
}

/** A person's id is a UUID: anything else names nobody (and never reaches the database, which would refuse it). */
const PERSON_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getPersonById(id: string, db: Database = defaultDb): Promise<Person | null> {
  if (!PERSON_ID.test(id)) return null;
  const [row] = await db.select().from(people).where(eq(people.id, id)).limit(1);
  return row ?? null;
}

type PersonValues = Omit<PersonInput, "links" | "photo_url"> & {
  photoUrl: string | null;
  links: { label: string; url: string }[];
};

export async function createPerson(input: PersonValues, db: Database = defaultDb): Promise<Person> {
  const taken = await db.select({ slug: people.slug }).from(people);
  const slug = nextFreeSlug(
    personSlug(input.name),
    taken.map((row) => row.slug),
  );
  const [row] = await db
    .insert(people)
    .values({
      slug,
      name: input.name,
      role: input.role,
      credentials: input.credentials,
      bio: input.bio,
      photoUrl: input.photoUrl,
      links: input.links,
    })
    .returning();
  void publishEvent({ type: "people.changed" });
  return row!;
}

/** The slug stays (public links keep working) when a name is corrected. */
export async function updatePerson(id: string, input: PersonValues, db: Database = defaultDb): Promise<Person | null> {
  if (!PERSON_ID.test(id)) return null;
  const [row] = await db
    .update(people)
    .set({
      name: input.name,
      role: input.role,
      credentials: input.credentials,
      bio: input.bio,
      photoUrl: input.photoUrl,
      links: input.links,
      updatedAt: new Date(),
    })
    .where(eq(people.id, id))
    .returning();
  if (row) void publishEvent({ type: "people.changed" });
  return row ?? null;
}

/** Articles and product reviews they wrote or reviewed fall back to the editorial team (the foreign keys set null). */
export async function deletePerson(id: string, db: Database = defaultDb): Promise<boolean> {
  if (!PERSON_ID.test(id)) return false;
  const rows = await db.delete(people).where(eq(people.id, id)).returning({ id: people.id });
  if (rows.length) void publishEvent({ type: "people.changed" });
  return rows.length > 0;
}

/** The public articles a person wrote or reviewed, newest first. */
export async function articlesByPerson(id: string, db: Database = defaultDb) {
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      authorId: articles.authorId,
      reviewerId: articles.reviewerId,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(and(isPublic(), or(eq(articles.authorId, id), eq(articles.reviewerId, id))))
    .orderBy(desc(articles.publishedAt));
}

export type EditorialDetails = {
  authorId: string | null;
  reviewerId: string | null;
  keyTakeaways: string[];
  sources: ArticleSource[];
  lastReviewedAt: Date | null;
  nextReviewAt: Date | null;
};

export class UnknownPersonError extends Error {}

/** A form tried to set who reviewed an article, or when, while the review gate is on. */
export class ReviewClaimError extends Error {}
export const REVIEW_CLAIM_MESSAGE =
  "The review gate is on: the reviewer and the review date come only from a reviewer's sign-off of the current text. Ask a reviewer to sign it off.";

/** Saves an article's author, reviewer, key takeaways, sources and review dates. */
export async function saveEditorialDetails(
  articleId: string,
  details: EditorialDetails,
  db: Database = defaultDb,
): Promise<boolean> {
  for (const id of [details.authorId, details.reviewerId]) {
    if (id && !(await getPersonById(id, db)))
      throw new UnknownPersonError("That person no longer exists. Choose another.");
  }
  if ((await reviewGateState(db)).on) {
    const [current] = await db
      .select({ reviewerId: articles.reviewerId, lastReviewedAt: articles.lastReviewedAt })
      .from(articles)
      .where(eq(articles.id, articleId));
    const day = (value: Date | null | undefined) => (value ? new Date(value).toISOString().slice(0, 10) : null);
    if (
      current &&
      ((details.reviewerId ?? null) !== (current.reviewerId ?? null) ||
        day(details.lastReviewedAt) !== day(current.lastReviewedAt))
    )
      throw new ReviewClaimError(REVIEW_CLAIM_MESSAGE);
  }
  const rows = await db
    .update(articles)
    .set({
      authorId: details.authorId,
      reviewerId: details.reviewerId,
      keyTakeaways: details.keyTakeaways,
      sources: details.sources,
      lastReviewedAt: details.lastReviewedAt,
      nextReviewAt: details.nextReviewAt,
      // A content review is a modification a reader is told about (dateModified).
      updatedAt: sql`greatest(${articles.updatedAt}, coalesce(${details.lastReviewedAt}::timestamptz, ${articles.updatedAt}))`,
    })
    .where(eq(articles.id, articleId))
    .returning({ id: articles.id });
  if (rows.length) void publishEvent({ type: "people.changed" });
  return rows.length > 0;
}

/**
 * The admin's review queue: articles (drafts included) whose next review is due by `now`, or that
 * have never been given a review date, most overdue first.
 */
export async function reviewDueQueue(now: Date, db: Database = defaultDb) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      status: articles.status,
      lastReviewedAt: articles.lastReviewedAt,
      nextReviewAt: articles.nextReviewAt,
    })
    .from(articles)
    .where(or(sql`${articles.nextReviewAt} is null`, lte(articles.nextReviewAt, now)))
    .orderBy(sql`${articles.nextReviewAt} asc nulls first`, asc(articles.title));
}

/** Used by the reviewer's queue count on the tab. */
export async function countReviewsDue(now: Date, db: Database = defaultDb): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(articles)
    .where(
      or(sql`${articles.nextReviewAt} is null`, and(isNotNull(articles.nextReviewAt), lte(articles.nextReviewAt, now))),
    );
  return row?.count ?? 0;
}
