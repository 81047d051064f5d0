import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { eq, sql } from "drizzle-orm";
import { catalogueProducts } from "#app/content/catalogue/products.ts";
import { config } from "#platform/config.ts";
import { db, schema } from "#platform/db.ts";
import { logger } from "#platform/logger.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { runMigration } from "./migration.ts";
import { toProductRow } from "./product.ts";
import { writeEditorialRecord } from "./seed.server.ts";

/**
 * Data migration: copies the built-in catalogue into the
 * `products` table, one product at a time, upserting by slug. An upsert whose
 * values equal the stored row writes nothing, so a second run changes nothing; a row an editor has saved
 * (`edited_at`) is never overwritten.
 * Admins only: the routes check it (app/routes/admin/migration-access.server.ts).
 */
export function migrationTotal(): number {
  return catalogueProducts.length;
}

const columns = [
  "name",
  "category",
  "description",
  "long_description",
  "features",
  "image_src",
  "retailers",
  "rating",
  "pros",
  "cons",
  "who_is_it_for",
  "detailed_review",
] as const;
const stored = sql.raw(`(${columns.map((c) => `"products"."${c}"`).join(", ")})`);
const incoming = sql.raw(`(${columns.map((c) => `excluded."${c}"`).join(", ")})`);

/** Injected failure for the end-to-end tests (MIGRATION_FAIL_AT_SLUG): fails once per process. */
let injectedFailureUsed = false;
function injectedFailure(slug: string): Error | null {
  if (!config.MIGRATION_FAIL_AT_SLUG || config.MIGRATION_FAIL_AT_SLUG !== slug || injectedFailureUsed) return null;
  injectedFailureUsed = true;
  return new Error(`Injected failure for '${slug}' (MIGRATION_FAIL_AT_SLUG test hook)`);
}

/** What the admin is told when a product could not be written (the details are in the server log). */
export const MIGRATION_STEP_FAILED = "This product could not be saved to the database. Please try again.";

export type MigrationStepResult =
  | { ok: true; done: number; total: number; changed: boolean }
  | (Refusal<"no-product" | "failed"> & { done: number; total: number; productName: string });

/** Upserts the product at `index` (0-based) of the built-in catalogue. */
export async function migrateProductAt(index: number): Promise<MigrationStepResult> {
  const total = catalogueProducts.length;
  const product = catalogueProducts[index];
  if (!product)
    return {
      ...refuse("no-product", "No product at this position."),
      done: index,
      total,
      productName: `#${index + 1}`,
    };
  try {
    const failure = injectedFailure(product.slug);
    if (failure) throw failure;
    const row = toProductRow(product, config.AFFILIATE_TAG);
    const { slug: _slug, ...values } = row;
    const written = await db
      .insert(schema.products)
      .values(row)
      .onConflictDoUpdate({
        target: schema.products.slug,
        set: { ...values, updatedAt: sql`now()` },
        // A product an editor has saved keeps her text: the migration writes only rows nobody has edited.
        setWhere: sql`${schema.products.editedAt} is null and ${stored} is distinct from ${incoming}`,
      })
      .returning({ slug: schema.products.slug });
    // The rest of what the code holds for the product (its verdict, retailers, full review), for rows no
    // editor has saved: a product the migration brings back gets its whole record.
    const [current] = await db
      .select({ editedAt: schema.products.editedAt })
      .from(schema.products)
      .where(eq(schema.products.slug, product.slug));
    if (current && current.editedAt === null) await writeEditorialRecord(db, product, index);
    void publishEvent({ type: "catalogue.migrated", written: written.length });
    return { ok: true, done: index + 1, total, changed: written.length > 0 };
  } catch (error) {
    // The exception's text (SQL, driver details) goes to the log; the admin sees a neutral message.
    logger.error({ err: error, slug: product.slug }, "product migration failed");
    return { ...refuse("failed", MIGRATION_STEP_FAILED), done: index, total, productName: product.name };
  }
}

/** Runs the whole migration on the server (the no-JavaScript path); stops at the first error (runMigration). */
export async function migrateAll(): Promise<MigrationStepResult> {
  const total = catalogueProducts.length;
  const run = await runMigration(total, migrateProductAt);
  return run?.result ?? { ok: true, done: 0, total, changed: false };
}
