import { ImageField } from "#app/components/forms/image-field.tsx";
import { PlainField, type PlainErrors } from "#app/components/forms/plain-field.tsx";
import { INTERVIEW_ADMIN as I } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { EditorForm } from "./editor-form.tsx";

/** The interview form's fields, as posted and shown. */
export const INTERVIEW_FORM_FIELDS = [
  "slug",
  "name",
  "title",
  "kind",
  "credentials",
  "consent",
  "topic",
  "summary",
  "quote",
  "imageSrc",
  "imageDescription",
] as const;

export type InterviewFormValues = Record<(typeof INTERVIEW_FORM_FIELDS)[number], string>;

export const EMPTY_INTERVIEW: InterviewFormValues = Object.fromEntries(
  INTERVIEW_FORM_FIELDS.map((name) => [name, name === "kind" ? "illustrative" : ""]),
) as InterviewFormValues;

/**
 * Who is speaking in an interview and what its card and page show (/admin/interviews/new with its slug, and
 * an interview's page without): a plain multipart POST, so it works without JavaScript and carries the photo
 * itself then; the route answers a refusal with each field's message beside it and what was typed, kept.
 */
export function InterviewForm({
  values,
  errors,
  withSlug,
  consentRecordedAt,
  submit,
  change,
}: {
  values: InterviewFormValues;
  errors: PlainErrors;
  /** A new interview chooses its web address; an existing one keeps it. */
  withSlug: boolean;
  /** When her consent was first recorded (an existing real person's interview). */
  consentRecordedAt: string | null;
  submit: string;
  /** An existing interview's save: what it is for the page history (absent for a new one). */
  change?: { values: { changeKind?: string; changeSummary?: string }; errors: PlainErrors };
}) {
  return (
    <EditorForm
      formError={Object.keys(errors).length > 0 ? I.checkFields : null}
      change={change}
      submit={submit}
      cancelTo="/admin/interviews"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PlainField name="name" label={I.name} errors={errors}>
          {(control) => <input {...control} required maxLength={120} defaultValue={values.name} />}
        </PlainField>
        <PlainField name="title" label={I.personTitle} errors={errors}>
          {(control) => <input {...control} required maxLength={160} defaultValue={values.title} />}
        </PlainField>
      </div>
      {withSlug ? (
        <PlainField name="slug" label={I.slug} hint={I.slugHint} errors={errors}>
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
      ) : null}
      <fieldset className="grid gap-2" aria-describedby={errors.kind ? "kind-error" : undefined}>
        <legend className="text-sm font-medium">{I.kindLegend}</legend>
        {(["illustrative", "real"] as const).map((kind) => (
          <label key={kind} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={values.kind === kind}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            {kind === "real" ? I.kindReal : I.kindIllustrative}
          </label>
        ))}
        {errors.kind ? (
          <p id="kind-error" className="text-sm font-medium text-destructive">
            {errors.kind[0]}
          </p>
        ) : null}
      </fieldset>
      <PlainField name="credentials" label={I.credentials} errors={errors}>
        {(control) => <input {...control} maxLength={160} defaultValue={values.credentials} />}
      </PlainField>
      <div>
        <label className="flex items-start gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="consent"
            defaultChecked={values.consent === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? "consent-error" : undefined}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          {I.consent}
        </label>
        {consentRecordedAt ? (
          <p className="mt-1 pl-6 text-sm text-muted-foreground">{I.consentRecorded(consentRecordedAt)}</p>
        ) : null}
        {errors.consent ? (
          <p id="consent-error" className="mt-1.5 text-sm font-medium text-destructive">
            {errors.consent[0]}
          </p>
        ) : null}
      </div>
      <PlainField name="topic" label={I.topic} errors={errors}>
        {(control) => <input {...control} required maxLength={200} defaultValue={values.topic} />}
      </PlainField>
      <PlainField name="summary" label={I.summary} errors={errors}>
        {(control) => <textarea {...control} required rows={3} maxLength={600} defaultValue={values.summary} />}
      </PlainField>
      <PlainField name="quote" label={I.quote} errors={errors}>
        {(control) => <textarea {...control} required rows={2} maxLength={400} defaultValue={values.quote} />}
      </PlainField>
      <ImageField
        name="imageSrc"
        label={I.photo}
        url={values.imageSrc}
        errors={errors}
        alt={{ name: "imageDescription", label: I.photoAlt, value: values.imageDescription, required: true }}
      />
    </EditorForm>
  );
}
