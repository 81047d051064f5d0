import { and, count, eq, inArray, ne } from "drizzle-orm";
import { isPublic } from "#app/domain/articles/articles.server.ts";
import { productsInRoundups } from "#app/domain/catalogue/product.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { z } from "zod";
import { OPERATOR_FIGURE_KEYS, type CountedFigures, type OperatorFigure, type OperatorFigureKey } from "./figures.ts";

const { siteSettings, articles, newsletterSubscribers, user } = schema;

/** Operator figures live in site_settings, one row per figure: `figure:<key>` → { value, asOf }. */
const settingKey = (key: OperatorFigureKey) => `figure:${key}`;
const storedFigure = z.object({ value: z.number().int().positive(), asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** Reviews, public articles, confirmed subscribers and verified members, counted now. */
export async function countedFigures(database: Database = defaultDb): Promise<CountedFigures> {
  const [[articleCount], [subscriberCount], [memberCount], catalogue] = await Promise.all([
    database.select({ n: count() }).from(articles).where(isPublic()),
    database.select({ n: count() }).from(newsletterSubscribers).where(eq(newsletterSubscribers.status, "confirmed")),
    database
      .select({ n: count() })
      .from(user)
      .where(and(eq(user.emailVerified, true), ne(user.role, "admin"))),
    loadCatalogue("public", database),
  ]);
  return {
    // A review page exists for every product listed in a roundup.
    reviews: productsInRoundups(catalogue.products, catalogue.roundups).length,
    articles: Number(articleCount?.n ?? 0),
    subscribers: Number(subscriberCount?.n ?? 0),
    members: Number(memberCount?.n ?? 0),
  };
}

/** The operator figures that are set, in the order the admin lists them (a malformed row counts as unset). */
export async function operatorFigures(database: Database = defaultDb): Promise<OperatorFigure[]> {
  const rows = await database
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, OPERATOR_FIGURE_KEYS.map(settingKey)));
  return OPERATOR_FIGURE_KEYS.flatMap((key) => {
    const parsed = storedFigure.safeParse(rows.find((row) => row.key === settingKey(key))?.value);
    return parsed.success ? [{ key, ...parsed.data }] : [];
  });
}

export async function setOperatorFigure(
  input: { key: OperatorFigureKey; value: number; asOf: string; adminId: string },
  database: Database = defaultDb,
): Promise<void> {
  const value = { value: input.value, asOf: input.asOf };
  await database
    .insert(siteSettings)
    .values({ key: settingKey(input.key), value, updatedBy: input.adminId })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedBy: input.adminId, updatedAt: new Date() } });
  // The home page and /collaborate are served from the page cache: the new figure shows at once.
  void publishEvent({ type: "siteFigures.changed", key: input.key });
}

export async function clearOperatorFigure(key: OperatorFigureKey, database: Database = defaultDb): Promise<void> {
  await database.delete(siteSettings).where(eq(siteSettings.key, settingKey(key)));
  void publishEvent({ type: "siteFigures.changed", key });
}
