import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { PlainErrors } from "#app/components/forms/plain-field.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { ChangeFields } from "./change-fields.tsx";

/**
 * The frame every editorial kind's form shares (a product's, an interview's): a plain multipart POST, so it
 * works without JavaScript and carries an image itself; the refusal's message at the top; for an existing
 * item, what the save is for the page history (decision 048); the submit and cancel buttons. The kind's own
 * fields are its children, each with its message beside it.
 */
export function EditorForm({
  formError,
  action,
  change,
  submit,
  cancelTo,
  children,
}: {
  formError: string | null;
  /** Where the form posts (an edit page's action serves several forms; this one says which in the URL). */
  action?: string;
  /** An existing item's save: what it is for the page history (absent for a new one). */
  change?: { idPrefix?: string; values: { changeKind?: string; changeSummary?: string }; errors: PlainErrors };
  submit: string;
  cancelTo?: string;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  return (
    <Form method="post" action={action} encType="multipart/form-data" className="grid grid-cols-[minmax(0,1fr)] gap-5">
      {formError ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
        >
          {formError}
        </p>
      ) : null}
      {children}
      {change ? (
        <ChangeFields
          idPrefix={change.idPrefix ?? "details"}
          values={change.values}
          errors={{ changeKind: change.errors.changeKind?.[0], changeSummary: change.errors.changeSummary?.[0] }}
        />
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {submit}
        </Button>
        {cancelTo ? (
          <Link to={cancelTo} className={buttonVariants({ variant: "outline" })}>
            {F.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
