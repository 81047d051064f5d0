import { data } from "react-router";
import { eq } from "drizzle-orm";
import { saveFullReview, saveRetailer } from "#app/domain/catalogue/editing.server.ts";
import { setProductStatus } from "#app/domain/catalogue/product-status.server.ts";
import { PRODUCT_ADMIN as P } from "#app/domain/catalogue/messages.ts";
import { PRODUCT_RETIREMENT as R } from "#app/domain/catalogue/retirement-messages.ts";
import { toast } from "#app/lib/toast.server.ts";
import { db, schema } from "#platform/db.ts";

/**
 * What the review, shop and state forms are answered. With JavaScript a form reads its own fetcher's answer; without,
 * the page comes back with the answer as its action data, and `form` says which form it is for, and `values` what
 * she typed, so a refused form shows its errors with her text kept.
 */
export type Answer = {
  ok: boolean;
  form: string;
  values?: Record<string, string>;
  toast: ReturnType<typeof toast>;
  fields?: Record<string, string>;
  current?: { body: string; rating: number | null; version: number } | null;
};

function refused(
  form: string,
  message: string,
  fields: Record<string, string> | undefined,
  extra: Partial<Answer> = {},
) {
  return data<Answer>(
    { ok: false, form, toast: toast(P.refused, message, "destructive"), fields, ...extra },
    { status: 400 },
  );
}

/** Answers a post of the product page's review, shop or state form (`intent`), for the product `slug`. */
export async function answerProductPageForm(form: FormData, slug: string, actorId: string | null = null) {
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  const values = (...names: string[]) => Object.fromEntries(names.map((name) => [name, text(name)]));
  if (intent === "review") {
    const result = await saveFullReview({
      slug,
      body: text("body"),
      rating: text("rating"),
      version: Number(text("version")),
      sources: text("sources"),
      changeKind: text("changeKind"),
      changeSummary: text("changeSummary"),
      actorId,
    });
    if (result.ok)
      return {
        ok: true,
        form: "review",
        toast: toast(P.saved, result.held ? P.reviewHeld : P.reviewSaved),
      } satisfies Answer;
    // Two editors: the second keeps her text in the form and is shown the saved one beside it.
    const [current] =
      result.reason === "conflict"
        ? await db.select().from(schema.productReviews).where(eq(schema.productReviews.productSlug, slug))
        : [];
    return refused(
      "review",
      result.message,
      result.fields ?? (result.field ? { [result.field]: result.message } : undefined),
      {
        values: values("body", "rating", "sources", "changeKind", "changeSummary"),
        current:
          current?.body != null ? { body: current.body, rating: current.rating, version: current.version } : null,
      },
    );
  }
  if (intent === "retailer") {
    const position = text("position");
    const result = await saveRetailer({
      slug,
      position: position === "" ? null : Number.parseInt(position, 10),
      name: text("name"),
      url: text("url"),
      price: text("price"),
      checkedOn: text("checkedOn"),
      changeKind: text("changeKind"),
      changeSummary: text("changeSummary"),
      actorId,
    });
    const form = `retailer:${position}`;
    if (result.ok) return { ok: true, form, toast: toast(P.saved, P.retailerSaved) } satisfies Answer;
    return refused(
      form,
      result.message,
      result.fields ?? (result.field ? { [result.field]: result.message } : undefined),
      {
        values: values("name", "url", "price", "checkedOn", "changeKind", "changeSummary"),
      },
    );
  }
  if (intent === "status") {
    const publishAt = text("publishAt");
    const result = await setProductStatus({
      slug,
      status: text("status") as "draft",
      publishAt: publishAt ? new Date(publishAt) : null,
      actorId,
    });
    if (result.ok) {
      // Retired: what it left besides its own pages (the articles linking to it are listed on the page).
      const places = (["comparison", "listing"] as const)
        .filter((place) => result.removedFrom[place])
        .map((place) => R.retiredPlaces[place]);
      const said = text("status") === "retired" ? R.retiredFrom(places) : P.stateSaved;
      return { ok: true, form: "status", toast: toast(P.saved, said) } satisfies Answer;
    }
    return refused("status", result.message, result.field ? { [result.field]: result.message } : undefined, {
      values: values("status", "publishAt"),
    });
  }
  return refused(intent, P.refused, undefined);
}
