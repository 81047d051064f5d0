import { sql } from "drizzle-orm";
import { HELD_SCHEDULED_REASON } from "#app/domain/articles/review-gate.ts";
import { setReviewGate, type GateState } from "#app/domain/articles/review-gate.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * The review gate switched on or off, for products: `switchReviewGate` is the one switch (the editorial
 * settings call it), the articles' `setReviewGate` and then the products' holds. Health content: a full
 * review or a safety note.
 */
type Executor = Pick<Database, "update">;

/** Switches the gate for every kind: articles (held or released as before), then products the same way. */
export async function switchReviewGate(on: boolean, actorId: string, db: Database = defaultDb): Promise<GateState> {
  const state = await setReviewGate(on, actorId, db);
  if (state.on) await holdUnsignedScheduledProducts(db);
  else await liftProductHolds(db);
  return state;
}

const { products } = schema;

/** SQL: the product's current health content is covered by a sign-off. */
export const productSignedOffSql = sql`exists (select 1 from content_signoffs s where s.kind = 'product' and s.key = ${products.slug} and s.version >= ${products.contentVersion})`;
/** SQL: the product carries health content. */
export const productHealthSql = sql`(coalesce(trim(${products.safetyNote}), '') <> '' or exists (select 1 from product_reviews r where r.product_slug = ${products.slug} and r.body is not null and r.rating is not null))`;

/** Gate on: every unsigned product with health content still waiting for its time is held. */
export async function holdUnsignedScheduledProducts(db: Executor): Promise<number> {
  const rows = await db
    .update(products)
    .set({ reviewHold: HELD_SCHEDULED_REASON, reviewHoldAt: sql`now()` })
    .where(
      sql`${products.status} = 'published' and ${products.reviewHold} is null and ${products.publishedAt} > now() and ${productHealthSql} and not ${productSignedOffSql}`,
    )
    .returning({ slug: products.slug });
  return rows.length;
}

/** Gate off: every hold is lifted (direct publishing again). */
export async function liftProductHolds(db: Executor): Promise<void> {
  await db
    .update(products)
    .set({ reviewHold: null, reviewHoldAt: null })
    .where(sql`${products.reviewHold} is not null`);
}
