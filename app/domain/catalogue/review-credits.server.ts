import { asc, eq, or } from "drizzle-orm";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { editorialTeam, nextReviewAfter } from "#app/domain/articles/credits-and-sources.ts";
import { formatArticleDate } from "#app/domain/articles/format.ts";
import { credit, getPersonById, UnknownPersonError, type Credit } from "#app/domain/articles/people.server.ts";
import { CATALOGUE_REVIEWED_ON } from "./messages.ts";
import { productReviewHistory } from "#app/domain/articles/history.ts";
import { productPageHistory } from "./product-governance.server.ts";

/**
 * Who stands behind a product review and when it was checked. Reviews are catalogue content, so their
 * details are a row keyed by the review's slug; without one (or without dates in it) a review is credited
 * to the editorial team and dated by the catalogue's own review, due again one interval later.
 */
const { reviewEditorial, products } = schema;

export type ReviewCreditsRow = typeof reviewEditorial.$inferSelect;

export type ReviewCreditDetails = {
  authorId: string | null;
  reviewerId: string | null;
  lastReviewedAt: Date | null;
  nextReviewAt: Date | null;
};

const CATALOGUE_DATE = new Date(`${CATALOGUE_REVIEWED_ON}T00:00:00.000Z`);
const monthYear = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });

export async function getReviewCreditsRow(slug: string, db: Database = defaultDb): Promise<ReviewCreditsRow | null> {
  const [row] = await db.select().from(reviewEditorial).where(eq(reviewEditorial.productSlug, slug)).limit(1);
  return row ?? null;
}

/** Saves a review's credits and dates (one row per review, replaced whole). */
export async function saveReviewCredits(
  slug: string,
  details: ReviewCreditDetails,
  db: Database = defaultDb,
): Promise<void> {
  for (const id of [details.authorId, details.reviewerId]) {
    if (id && !(await getPersonById(id, db)))
      throw new UnknownPersonError("That person no longer exists. Choose another.");
  }
  const values = { ...details, updatedAt: new Date() };
  await db
    .insert(reviewEditorial)
    .values({ productSlug: slug, ...values })
    .onConflictDoUpdate({ target: reviewEditorial.productSlug, set: values });
  void publishEvent({ type: "productReview.creditsChanged", productSlug: slug });
}

/** The dates a review goes by, and whether they are the catalogue's (known to the month only). */
export function reviewDates(row: Pick<ReviewCreditsRow, "lastReviewedAt" | "nextReviewAt"> | null) {
  const fromCatalogue = !row?.lastReviewedAt;
  const lastReviewedAt = row?.lastReviewedAt ?? CATALOGUE_DATE;
  const nextReviewAt = row?.nextReviewAt ?? nextReviewAfter(lastReviewedAt);
  return { lastReviewedAt, nextReviewAt, fromCatalogue, nextFromCatalogue: !row?.nextReviewAt };
}

/**
 * The review dates as pages show them; the catalogue's are known to the month only. A next review that
 * has passed is `overdue` (the page says so at its foot rather than show a past date as ahead).
 */
function shownDates(dates: ReturnType<typeof reviewDates>, now: Date = new Date()) {
  const show = (date: Date, monthOnly: boolean) => ({
    date: monthOnly ? monthYear.format(date) : formatArticleDate(date),
    isoDate: date.toISOString(),
  });
  return {
    lastReviewed: show(dates.lastReviewedAt, dates.fromCatalogue),
    // A date counted from a month-only review date is itself known to the month only.
    nextReview: {
      ...show(dates.nextReviewAt, dates.nextFromCatalogue && dates.fromCatalogue),
      overdue: dates.nextReviewAt.getTime() <= now.getTime(),
    },
  };
}

/** What a review page shows of who stands behind it and when (the byline and the JSON-LD). */
export async function reviewCredits(slug: string, db: Database = defaultDb) {
  const row = await getReviewCreditsRow(slug, db);
  const [author, reviewer] = await Promise.all([
    row?.authorId ? getPersonById(row.authorId, db) : null,
    row?.reviewerId ? getPersonById(row.reviewerId, db) : null,
  ]);
  const dates = reviewDates(row);
  const team: Credit = { ...editorialTeam(), credentials: "", role: "" };
  const shown = shownDates(dates);
  const reviewedBy = reviewer
    ? reviewer.credentials
      ? `${reviewer.name}, ${reviewer.credentials}`
      : reviewer.name
    : team.name;
  // A product with a record of its own (edited or signed off since it was added): the history its
  // revisions and sign-offs make, as an article's (decision 048); else the catalogue's dates.
  const [product] = await db
    .select({ publishedAt: products.publishedAt })
    .from(products)
    .where(eq(products.slug, slug));
  const recorded = await productPageHistory(
    slug,
    product ? (product.publishedAt ?? CATALOGUE_DATE) : null,
    new Date(),
    db,
  );
  const fromCatalogue = productReviewHistory({
    published: { date: monthYear.format(CATALOGUE_DATE), isoDate: CATALOGUE_DATE.toISOString() },
    reviewed: dates.fromCatalogue ? null : { ...shown.lastReviewed, by: reviewedBy },
  });
  // A review an admin recorded in its editorial details, without a sign-off, stays in the history.
  const recordedReview = recorded?.entries.some((entry) => entry.kind === "reviewed")
    ? []
    : fromCatalogue.filter((entry) => entry.kind === "reviewed");
  // The catalogue's own publication is known to the month only, and said so.
  const recordedEntries = (recorded?.entries ?? []).map((entry) =>
    entry.kind === "published" && !product?.publishedAt ? { ...entry, date: monthYear.format(CATALOGUE_DATE) } : entry,
  );
  return {
    /** A correction of the last 30 days, said at the top of the page (as on an article). */
    correctionNotice: recorded?.correctionNotice ?? null,
    history: recorded
      ? [...recordedEntries, ...recordedReview].sort((a, b) => b.isoDate.localeCompare(a.isoDate))
      : fromCatalogue,
    byline: author ? credit(author) : team,
    authorIsPerson: Boolean(author),
    reviewer: reviewer ? credit(reviewer) : null,
    ...shownDates(dates),
    modifiedIso: dates.lastReviewedAt.toISOString(),
  };
}

export type ReviewCredits = Awaited<ReturnType<typeof reviewCredits>>;

/** The product reviews whose review is due by `now`, most overdue first (for the admin's queue). */
export async function reviewsDue(now: Date, db: Database = defaultDb) {
  const rows = await db
    .select({
      slug: products.slug,
      name: products.name,
      lastReviewedAt: reviewEditorial.lastReviewedAt,
      nextReviewAt: reviewEditorial.nextReviewAt,
    })
    .from(products)
    .leftJoin(reviewEditorial, eq(reviewEditorial.productSlug, products.slug))
    .orderBy(asc(products.name));
  return rows
    .map((row) => ({ slug: row.slug, name: row.name, dates: reviewDates(row) }))
    .filter((row) => row.dates.nextReviewAt.getTime() <= now.getTime())
    .sort((a, b) => a.dates.nextReviewAt.getTime() - b.dates.nextReviewAt.getTime())
    .map((row) => ({ slug: row.slug, name: row.name, ...shownDates(row.dates) }));
}

/** Every product review, for the admin to open any one's details. */
export async function listReviewSlugs(db: Database = defaultDb) {
  return db.select({ slug: products.slug, name: products.name }).from(products).orderBy(asc(products.name));
}

/** The product reviews a person wrote or medically reviewed, by product name. */
export async function reviewsByPerson(id: string, db: Database = defaultDb) {
  return db
    .select({
      slug: products.slug,
      name: products.name,
      authorId: reviewEditorial.authorId,
      reviewerId: reviewEditorial.reviewerId,
    })
    .from(reviewEditorial)
    .innerJoin(products, eq(products.slug, reviewEditorial.productSlug))
    .where(or(eq(reviewEditorial.authorId, id), eq(reviewEditorial.reviewerId, id)))
    .orderBy(asc(products.name));
}
