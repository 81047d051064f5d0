import { eq } from "drizzle-orm";
import { z } from "zod";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";

/**
 * The campaigns the admins run: the `utm_campaign` names the analytics list by name. Any other name a link
 * carries is listed as "other", so a visitor who makes up a link cannot write into the admins' list.
 */
export const CAMPAIGNS_SETTING = "analytics.campaigns";
export const CAMPAIGNS_MAX = 50;
/** A campaign name as page views keep it (server/page-views.ts `campaignOf`: lower case, these characters). */
const CAMPAIGN_NAME = /^[\p{L}\p{N}._+-]+(?: [\p{L}\p{N}._+-]+)*$/u;

export const campaignNamesSchema = z
  .string()
  .max(3_000, "That list is too long.")
  .transform((text) => [
    ...new Set(
      text
        .split(/[\n,]/)
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(
        z
          .string()
          .max(60, "A campaign name is at most 60 characters.")
          .regex(CAMPAIGN_NAME, "A campaign name uses letters, digits, spaces and . _ + - only."),
      )
      .max(CAMPAIGNS_MAX, `At most ${CAMPAIGNS_MAX} campaigns.`),
  );

export async function campaignNames(db: Database = defaultDb): Promise<string[]> {
  const [row] = await db
    .select({ value: schema.siteSettings.value })
    .from(schema.siteSettings)
    .where(eq(schema.siteSettings.key, CAMPAIGNS_SETTING));
  const value = row?.value;
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === "string") : [];
}

export async function saveCampaignNames(names: string[], actorId: string, db: Database = defaultDb) {
  const now = new Date();
  await db
    .insert(schema.siteSettings)
    .values({ key: CAMPAIGNS_SETTING, value: names, updatedAt: now, updatedBy: actorId })
    .onConflictDoUpdate({ target: schema.siteSettings.key, set: { value: names, updatedAt: now, updatedBy: actorId } });
}
