import { eq } from "drizzle-orm";
import { z } from "zod";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { articlesLinkingTo } from "./catalogue.server.ts";
import { changed } from "./editing.server.ts";
import { announceRetiredFrom, removeRetiredProduct, type RetiredFrom } from "./listing-membership.server.ts";
import { EDITING_MESSAGES as M, PRODUCT_EDITORIAL as E } from "./messages.ts";
import {
  commitProductSave,
  loadProductVersion,
  ProductRefused,
  type ProductRefusal,
} from "./product-versions.server.ts";

/**
 * The product's state command (in its own module: retiring takes the product out of the comparison guide
 * and the Affiliate Corner, whose kinds build on the editing commands).
 */
export const statusInput = z.object({
  slug: z.string(),
  status: z.enum(["draft", "scheduled", "published", "retired"]),
  /** When a scheduled product goes public. */
  publishAt: z.date().nullable(),
  actorId: z.string().nullable().optional(),
});

const STATE_WORDS = { draft: "Draft", scheduled: "Scheduled", published: "Published", retired: "Retired" } as const;

export type StatusResult =
  | {
      ok: true;
      /** Articles whose text links to the product's pages (reported when it is retired; none otherwise). */
      linkedArticles: { slug: string; title: string; public: boolean }[];
      /** What the retirement took the product out of (nothing for any other state). */
      removedFrom: RetiredFrom;
    }
  | Refusal<"invalid" | "missing">
  | ProductRefusal;

/**
 * Moves a product between draft, scheduled, published and retired. A retired product's page answers 410 and
 * it leaves every list; the rules run over the catalogue without it. Retiring it also removes its comparison
 * row and Affiliate Corner listing in the same transaction, each with a revision saying so (decision 051).
 * Each change is a revision (the revision list shows it), and the review gate holds: while it is on, a product
 * with health content is published or scheduled only with a sign-off on its current revision.
 */
export async function setProductStatus(
  input: z.infer<typeof statusInput>,
  database: Database = defaultDb,
  now: Date = new Date(),
): Promise<StatusResult> {
  const parsed = statusInput.safeParse(input);
  if (!parsed.success) return refuse("invalid", M.statusUnknown, { field: "status" });
  const { slug, status, publishAt } = parsed.data;
  if (
    status === "scheduled" &&
    (!publishAt || Number.isNaN(publishAt.getTime()) || publishAt.getTime() <= now.getTime())
  )
    return refuse("invalid", M.scheduleInPast, { field: "publishAt" });
  const actorId = parsed.data.actorId ?? null;
  let removedFrom: RetiredFrom | null;
  try {
    removedFrom = await database.transaction(async (tx) => {
      const current = await loadProductVersion(slug, tx);
      if (!current) return null;
      const wasLive =
        current.row.status === "published" &&
        (current.row.publishedAt === null || current.row.publishedAt.getTime() <= now.getTime());
      // Publishing a product that is already live changes nothing about its publication.
      const keepsTime = status === "published" && wasLive;
      await tx
        .update(schema.products)
        .set({
          // A scheduled product is stored as published from its time: every public read checks the time.
          status: status === "scheduled" ? "published" : status,
          publishedAt: status === "scheduled" ? publishAt : status === "published" && !keepsTime ? now : undefined,
          // Published now it is live now; scheduled, it goes live at its time (publishDueProducts).
          wentLiveAt: status === "scheduled" ? null : status === "published" && !keepsTime ? now : undefined,
          editedAt: now,
        })
        .where(eq(schema.products.slug, slug));
      await commitProductSave(
        {
          before: current,
          slug,
          change: { kind: "update", summary: null },
          actorId,
          state: {
            label: E.stateChange(STATE_WORDS[status]),
            setsPublishTime: status === "scheduled" || (status === "published" && !keepsTime),
          },
        },
        tx,
      );
      return status === "retired"
        ? await removeRetiredProduct(slug, actorId, tx)
        : { comparison: false, listing: false };
    });
  } catch (error) {
    if (error instanceof ProductRefused) return error.refusal;
    throw error;
  }
  if (!removedFrom) return refuse("missing", M.productMissing);
  changed(slug, "status", status === "scheduled" ? publishAt : null);
  announceRetiredFrom(slug, removedFrom);
  // Retired: the articles that still link to its pages, for the editor to correct.
  return {
    ok: true,
    linkedArticles: status === "retired" ? await articlesLinkingTo(slug, database) : [],
    removedFrom,
  };
}
