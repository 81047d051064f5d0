import { data } from "react-router";
import type { SaveResult } from "#app/domain/catalogue/kinds.server.ts";
import { KIND_EDITORIAL as K } from "#app/domain/catalogue/kind-messages.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

/**
 * The answer to an edit form's post for the generic catalogue kinds (comparison rows, Affiliate Corner listings,
 * comparison tables): a save goes back to the item with a toast saying whether the review gate holds it; an item
 * gone is a 404; a refusal stays on the form with what was typed, each field's reason beside it (or the form's
 * one reason), 409 when another editor saved first, else 400.
 */
export function answerKindSave<Values>(
  result: SaveResult,
  values: Values,
  done: { to: string; title: string; noun: string },
) {
  if (result.ok)
    return redirectWithToast(done.to, {
      title: done.title,
      description: result.held ? K.savedHeld(done.noun) : K.saved(done.noun),
    });
  if (result.reason === "missing") throw data(null, { status: 404 });
  const errors: Record<string, string> = result.fields ?? (result.field ? { [result.field]: result.message } : {});
  return data(
    { values, errors, formError: Object.keys(errors).length === 0 ? result.message : null },
    { status: result.reason === "conflict" ? 409 : 400 },
  );
}
