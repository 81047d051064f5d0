import { Link } from "react-router";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

/** Small parts of the admin's product page (app/routes/admin/catalogue-product.tsx). */

/** The review gate's state of one product, as the product page's loader reads it. */
export type ProductEditorialState = {
  version: number;
  hold: string | null;
  gateOn: boolean;
  healthContent: boolean;
  signedOff: boolean;
  lastSignoff: string | null;
};

/** A save answered as the page (posted without script, so no toast shows): its notice, where the form is. */
export function SavedWithoutScript({
  answer,
  fetched,
}: {
  answer: { ok: boolean; toast: { description?: string } } | undefined;
  fetched: boolean;
}) {
  return answer?.ok && !fetched ? (
    <p role="status" className="basis-full text-sm text-muted-foreground">
      {answer.toast.description}
    </p>
  ) : null;
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;
}

/** The review gate's word on this product: held, awaiting a sign-off, or signed off (with the sign-off page). */
export function EditorialStatus({ slug, editorial }: { slug: string; editorial: ProductEditorialState }) {
  if (!editorial.gateOn || !editorial.healthContent) return null;
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border bg-muted p-3 text-sm"
    >
      <span className="font-medium">
        {editorial.hold ? `${E.held}: ${editorial.hold}` : editorial.signedOff ? E.signedOff : E.awaitingSignoff}
      </span>
      <span className="text-muted-foreground">
        {E.revision} {editorial.version} · {E.lastSignoff}: {editorial.lastSignoff ?? E.none}
      </span>
      <Link className="text-primary underline" to={`/product-reviews/${slug}/sign-off`}>
        {E.signOffLink}
      </Link>
    </div>
  );
}
