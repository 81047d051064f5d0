/**
 * Run by the blocking-time bench (bench/blocking-time.ts) against its DATA_DIR, after the accounts are seeded
 * and before the server starts: migrates and seeds the starter content as the server would, then adds one of
 * each record an interactive admin page needs in order to be shown at all (an article's and a product's
 * earlier revision, a roundup's and an interview's, a person, a newsletter draft, a contact message), and prints their addresses as JSON. Bench data only: the
 * folder is a temporary one and is removed after the run.
 */
import { eq } from "drizzle-orm";
import { database, db, schema } from "#platform/db.ts";
import { seed } from "#server/seed.ts";
import type { CatalogueKind } from "#app/domain/catalogue/kinds.server.ts";
import { COMPARISON_KIND, LISTING_KIND } from "#app/domain/catalogue/listing-kinds.server.ts";
import { ROUNDUP_KIND } from "#app/domain/catalogue/roundup-editing.server.ts";
import { COMPARISON_TABLE_KIND } from "#app/domain/catalogue/table-kind.server.ts";
import { versionOfRow } from "#app/domain/catalogue/interview-versions.server.ts";

await database.migrate(() => seed(database.db));

const [article] = await db
  .select()
  .from(schema.articles)
  .where(eq(schema.articles.status, "published"))
  .orderBy(schema.articles.slug)
  .limit(1);
if (!article) throw new Error("the starter content has no published article");
const [revision] = await db
  .insert(schema.articleRevisions)
  .values({
    articleId: article.id,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    content: article.content,
    savedAt: new Date(Date.now() - 86_400_000),
    version: 1,
    changeKind: "update",
    changeSummary: "An earlier version, for the blocking-time bench.",
  })
  .returning({ id: schema.articleRevisions.id });
// A product saved once (decision 048), for the product revision screen.
const [product] = await db.select().from(schema.products).orderBy(schema.products.slug).limit(1);
if (!product) throw new Error("the starter content has no product");
const [productRevision] = await db
  .insert(schema.contentRevisions)
  .values({
    kind: "product",
    key: product.slug,
    version: 1,
    snapshot: { ...product, cons: product.ownCons, whoIsItFor: product.ownAudience, review: null, retailers: [] },
    savedAt: new Date(Date.now() - 86_400_000),
    changeKind: "update",
    changeSummary: "An earlier version, for the blocking-time bench.",
  })
  .returning({ id: schema.contentRevisions.id });
await db.update(schema.products).set({ version: 2 }).where(eq(schema.products.slug, product.slug));
// A roundup, a comparison row and a listing saved once (decision 051), for their revision screens: the version
// before, as each kind loads it, kept as revision 1, the item at 2.
async function savedOnce<V>(kind: CatalogueKind<V>, key: string) {
  return db.transaction(async (tx) => {
    const loaded = await kind.load(key, tx);
    if (!loaded) throw new Error(`the starter content has no ${kind.declaration.kind} ${key}`);
    const [row] = await tx
      .insert(schema.contentRevisions)
      .values({
        kind: kind.declaration.kind,
        key,
        version: 1,
        snapshot: loaded.version as unknown as Record<string, unknown>,
        savedAt: new Date(Date.now() - 86_400_000),
        changeKind: "update",
        changeSummary: "An earlier version, for the blocking-time bench.",
      })
      .returning({ id: schema.contentRevisions.id });
    await kind.stamp(key, { version: 2 }, tx);
    return row!.id;
  });
}
const [roundup] = await db.select().from(schema.roundups).orderBy(schema.roundups.slug).limit(1);
const [row] = await db.select().from(schema.comparisonRows).orderBy(schema.comparisonRows.productSlug).limit(1);
const [listing] = await db
  .select()
  .from(schema.affiliateListings)
  .orderBy(schema.affiliateListings.productSlug)
  .limit(1);
const [table] = await db.select().from(schema.comparisonTables).orderBy(schema.comparisonTables.slug).limit(1);
if (!roundup || !row || !listing || !table)
  throw new Error("the starter content has no roundup, comparison row, table or listing");
const roundupRevision = await savedOnce(ROUNDUP_KIND, roundup.slug);
const rowRevision = await savedOnce(COMPARISON_KIND, row.productSlug);
const listingRevision = await savedOnce(LISTING_KIND, listing.productSlug);
const tableRevision = await savedOnce(COMPARISON_TABLE_KIND, table.slug);
// An interview saved once (decision 052).
const [interview] = await db.select().from(schema.interviews).orderBy(schema.interviews.slug).limit(1);
if (!interview) throw new Error("the starter content has no interview");
const [interviewRevision] = await db
  .insert(schema.contentRevisions)
  .values({
    kind: "interview",
    key: interview.slug,
    version: 1,
    snapshot: versionOfRow(interview) as unknown as Record<string, unknown>,
    savedAt: new Date(Date.now() - 86_400_000),
    changeKind: "update",
    changeSummary: "An earlier version, for the blocking-time bench.",
  })
  .returning({ id: schema.contentRevisions.id });
await db.update(schema.interviews).set({ version: 2 }).where(eq(schema.interviews.slug, interview.slug));
const [person] = await db
  .insert(schema.people)
  .values({ slug: "bench-writer", name: "Bench Writer", role: "Health writer" })
  .returning({ id: schema.people.id });
const [issue] = await db
  .insert(schema.newsletterIssues)
  .values({ subject: "A draft issue for the bench" })
  .returning({ id: schema.newsletterIssues.id });
const [message] = await db
  .insert(schema.contactMessages)
  .values({ name: "Bench Reader", email: "reader@example.com", message: "A message for the blocking-time bench." })
  .returning({ id: schema.contactMessages.id });
await database.close();

process.stdout.write(
  JSON.stringify({
    article: `/articles/${article.slug}`,
    revision: `/articles/${article.slug}/revisions/${revision!.id}`,
    productRevision: `/admin/catalogue/${product.slug}/revisions/${productRevision!.id}`,
    roundup: `/admin/roundups/${roundup.slug}`,
    roundupRevision: `/admin/roundups/${roundup.slug}/revisions/${roundupRevision}`,
    comparisonRow: `/admin/comparison/${row.productSlug}`,
    comparisonRevision: `/admin/comparison/${row.productSlug}/revisions/${rowRevision}`,
    comparisonTable: `/admin/comparison-tables/${table.slug}`,
    comparisonTableRevision: `/admin/comparison-tables/${table.slug}/revisions/${tableRevision}`,
    listing: `/admin/affiliate-corner/${listing.productSlug}`,
    listingRevision: `/admin/affiliate-corner/${listing.productSlug}/revisions/${listingRevision}`,
    interview: `/admin/interviews/${interview.slug}`,
    interviewRevision: `/admin/interviews/${interview.slug}/revisions/${interviewRevision!.id}`,
    person: `/admin/people/${person!.id}`,
    issue: `/admin/newsletter/issues/${issue!.id}`,
    inboxItem: `/admin/inbox/contact/${message!.id}`,
  }),
);
