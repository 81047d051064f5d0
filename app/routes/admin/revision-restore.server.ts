import { data } from "react-router";
import { z } from "zod";
import type { Refusal } from "#app/lib/refusal.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { readFormData } from "#app/lib/forms.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";

const restoreSchema = z.object({ intent: z.literal("restore") });

/**
 * The restore post of every admin compare screen (products, interviews, roundups, comparison rows, Affiliate
 * Corner listings): only `intent=restore` is read; an unknown revision or item is a 404, a refused restore
 * (the method's rules, the review gate, another editor's save) stays on the page with its reason, a restored
 * one goes back to the item with `said(result)` as the toast's words.
 */
export async function answerRestore<R extends { ok: true; savedAt: string }>(
  request: Request,
  restore: () => Promise<R | Refusal>,
  done: { to: string; said: (result: R) => string },
) {
  const parsed = restoreSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data({ toast: toast(E.restoreFailed, E.noRevision, "destructive"), message: E.noRevision }, { status: 400 });
  const result = await restore();
  if (!result.ok) {
    if (result.reason === "no-revision" || result.reason === "missing") throw data(null, { status: 404 });
    return data(
      { toast: toast(E.restoreFailed, result.message, "destructive"), message: result.message },
      { status: result.reason === "failed" ? 500 : 409 },
    );
  }
  return redirectWithToast(done.to, { title: E.restored, description: done.said(result) });
}
