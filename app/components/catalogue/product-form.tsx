import { ImageField } from "#app/components/forms/image-field.tsx";
import { PlainField, type PlainErrors } from "#app/components/forms/plain-field.tsx";
import { PRODUCT_FORM as F } from "#app/domain/catalogue/messages.ts";
import { EditorForm } from "./editor-form.tsx";

/** The product form's fields, as posted and shown (features and drawbacks one per line). */
export const PRODUCT_FORM_FIELDS = [
  "name",
  "slug",
  "category",
  "evidence",
  "description",
  "longDescription",
  "features",
  "cons",
  "whoIsItFor",
  "safetyNote",
  "imageSrc",
  "imageAlt",
] as const;

export type ProductFormValues = Record<(typeof PRODUCT_FORM_FIELDS)[number], string>;

const SELECT =
  "mt-1.5 h-10 w-full rounded-md border border-input bg-card px-3 text-base aria-invalid:border-destructive";

/**
 * A product's own fields (/admin/catalogue/new, and the details on /admin/catalogue/:slug): a plain POST form,
 * so it works without JavaScript; the route answers a refusal with each field's message beside it and what
 * was typed, kept (app/routes/admin/product-form.server.ts). The image goes through the upload path the
 * articles use, with its alt text required.
 */
export function ProductForm({
  values,
  errors,
  formError,
  categories,
  evidenceGrades,
  submit,
  cancelTo,
  action,
  change,
}: {
  values: ProductFormValues;
  errors: PlainErrors;
  formError: string | null;
  categories: readonly string[];
  evidenceGrades: readonly (keyof typeof F.evidenceOptions)[];
  submit: string;
  cancelTo?: string;
  /** Where the form posts (the edit page's action serves several forms; this one says which in the URL). */
  action?: string;
  /** An existing product's save: what it is for the page history (absent for a new product). */
  change?: { values: { changeKind?: string; changeSummary?: string }; errors: PlainErrors };
}) {
  return (
    <EditorForm formError={formError} action={action} change={change} submit={submit} cancelTo={cancelTo}>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField name="name" label={F.name} errors={errors}>
          {(control) => <input {...control} required maxLength={120} defaultValue={values.name} />}
        </PlainField>
        <PlainField name="slug" label={F.slug} hint={F.slugHint} errors={errors}>
          {(control) => (
            <input
              {...control}
              required
              maxLength={80}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={values.slug}
            />
          )}
        </PlainField>
        <PlainField name="category" label={F.category} errors={errors}>
          {(control) => (
            <select {...control} required className={SELECT} defaultValue={values.category}>
              <option value="">{F.chooseCategory}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </PlainField>
        <PlainField name="evidence" label={F.evidence} errors={errors}>
          {(control) => (
            <select {...control} required className={SELECT} defaultValue={values.evidence}>
              <option value="">{F.chooseEvidence}</option>
              {evidenceGrades.map((grade) => (
                <option key={grade} value={grade}>
                  {F.evidenceOptions[grade]}
                </option>
              ))}
            </select>
          )}
        </PlainField>
      </div>
      <PlainField name="description" label={F.description} errors={errors}>
        {(control) => <input {...control} required maxLength={300} defaultValue={values.description} />}
      </PlainField>
      <PlainField name="longDescription" label={F.longDescription} errors={errors}>
        {(control) => (
          <textarea {...control} required rows={4} maxLength={2000} defaultValue={values.longDescription} />
        )}
      </PlainField>
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField name="features" label={F.features} errors={errors}>
          {(control) => <textarea {...control} rows={5} defaultValue={values.features} />}
        </PlainField>
        <PlainField name="cons" label={F.cons} errors={errors}>
          {(control) => <textarea {...control} rows={5} defaultValue={values.cons} />}
        </PlainField>
      </div>
      <PlainField name="whoIsItFor" label={F.whoIsItFor} errors={errors}>
        {(control) => <textarea {...control} rows={2} maxLength={600} defaultValue={values.whoIsItFor} />}
      </PlainField>
      <PlainField name="safetyNote" label={F.safetyNote} hint={F.safetyNoteHint} errors={errors}>
        {(control) => <textarea {...control} rows={2} maxLength={600} defaultValue={values.safetyNote} />}
      </PlainField>
      <ImageField
        name="imageSrc"
        label={F.image}
        url={values.imageSrc}
        errors={errors}
        alt={{ name: "imageAlt", label: F.imageAlt, hint: F.imageAltHint, value: values.imageAlt }}
      />
    </EditorForm>
  );
}
