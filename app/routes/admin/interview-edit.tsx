import { data, Form, Link } from "react-router";
import type { Route } from "./+types/interview-edit";
import { ImageUpload } from "#app/components/articles/image-upload.tsx";
import { FormButtons, PlainField } from "#app/components/forms/plain-field.tsx";
import { saveInterview } from "#app/domain/catalogue/interview-editing.server.ts";
import { INTERVIEW_ADMIN as I } from "#app/domain/catalogue/messages.ts";
import { loadCatalogue } from "#app/domain/catalogue/store.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { readFormWithImage } from "#app/lib/upload-form.server.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";

const FIELDS = [
  "name",
  "title",
  "topic",
  "summary",
  "quote",
  "imageSrc",
  "imageDescription",
  "kind",
  "credentials",
  "consent",
  "status",
] as const;
type Values = Record<(typeof FIELDS)[number], string>;
type Errors = Record<string, string[]>;

/** Admin: one interview's person, photo, consent and state (admins only; checked by `saveInterview`). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const interview = (await loadCatalogue("editor")).interviews.find((i) => i.id === params.slug);
  if (!interview) throw data(null, { status: 404 });
  const values: Values = {
    name: interview.name,
    title: interview.title,
    topic: interview.topic,
    summary: interview.summary,
    quote: interview.quote,
    imageSrc: interview.imageSrc,
    imageDescription: interview.imageDescription,
    kind: interview.illustrative ? "illustrative" : "real",
    credentials: interview.credentials ?? "",
    consent: interview.consentRecordedAt ? "on" : "",
    status: interview.status === "scheduled" ? "draft" : interview.status,
  };
  return {
    slug: interview.id,
    values,
    consentRecordedAt: interview.consentRecordedAt?.toISOString().slice(0, 16).replace("T", " ") ?? null,
    published: interview.status === "published",
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const read = await readFormWithImage(request, "imageSrc");
  if (!read) return data({ errors: { imageSrc: [UPLOAD_MESSAGES.tooLarge] } as Errors, values: null }, { status: 400 });
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, typeof read.formData.get(name) === "string" ? String(read.formData.get(name)) : ""]),
  ) as Values;
  if (read.uploadError) return data({ errors: { imageSrc: [read.uploadError] } as Errors, values }, { status: 400 });
  const result = await saveInterview({ slug: params.slug, ...values, consent: values.consent === "on" });
  if (result.ok)
    return redirectWithToast(`/admin/interviews/${params.slug}`, { title: I.saved, description: I.savedText });
  if (result.reason === "missing") throw data(null, { status: 404 });
  const errors = Object.fromEntries(Object.entries(result.fields ?? {}).map(([name, message]) => [name, [message]]));
  return data({ errors: errors as Errors, values }, { status: 400 });
}

export default function AdminInterviewEdit({ loaderData, actionData }: Route.ComponentProps) {
  const errors: Errors = actionData?.errors ?? {};
  const values = actionData?.values ?? loaderData.values;
  const imageError = errors.imageSrc?.[0];
  return (
    <section aria-labelledby="interview-heading" className="grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-6">
      <div>
        <Link to="/admin/interviews" className="text-sm font-medium text-primary hover:underline">
          {I.back}
        </Link>
        <h2 id="interview-heading" className="mt-3 text-2xl font-semibold">
          {loaderData.values.name}
        </h2>
        {loaderData.published ? (
          <Link
            className="mt-2 inline-block text-sm text-primary underline"
            to={`/expert-interviews/${loaderData.slug}`}
          >
            {I.viewPublic}
          </Link>
        ) : null}
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        className="grid grid-cols-[minmax(0,1fr)] gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-6"
      >
        {Object.keys(errors).length > 0 ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
          >
            {I.checkFields}
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <PlainField name="name" label={I.name} errors={errors}>
            {(control) => <input {...control} required maxLength={120} defaultValue={values.name} />}
          </PlainField>
          <PlainField name="title" label={I.personTitle} errors={errors}>
            {(control) => <input {...control} required maxLength={160} defaultValue={values.title} />}
          </PlainField>
        </div>
        <fieldset className="grid gap-2" aria-describedby={errors.kind ? "kind-error" : undefined}>
          <legend className="text-sm font-medium">{I.kindLegend}</legend>
          {(["illustrative", "real"] as const).map((kind) => (
            <label key={kind} className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name="kind"
                value={kind}
                defaultChecked={values.kind === kind}
                className="mt-1 size-4 accent-primary"
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
              className="mt-0.5 size-4 accent-primary"
            />
            {I.consent}
          </label>
          {loaderData.consentRecordedAt ? (
            <p className="mt-1 pl-6 text-sm text-muted-foreground">{I.consentRecorded(loaderData.consentRecordedAt)}</p>
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
        <div>
          <p id="interview-photo-label" className="block text-sm font-medium">
            {I.photo}
          </p>
          <div className="mt-1.5">
            <ImageUpload
              name="imageSrc"
              defaultUrl={values.imageSrc || null}
              labelledBy="interview-photo-label"
              describedBy={imageError ? "imageSrc-error" : undefined}
              invalid={Boolean(imageError)}
            />
          </div>
          {imageError ? (
            <p id="imageSrc-error" className="mt-1.5 text-sm font-medium text-destructive">
              {imageError}
            </p>
          ) : null}
        </div>
        <PlainField name="imageDescription" label={I.photoAlt} errors={errors}>
          {(control) => <input {...control} required maxLength={200} defaultValue={values.imageDescription} />}
        </PlainField>
        <PlainField name="status" label={I.status} errors={errors}>
          {(control) => (
            <select {...control} defaultValue={values.status}>
              {Object.entries(I.states).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          )}
        </PlainField>
        <FormButtons submit={I.save} cancelTo="/admin/interviews" />
      </Form>
    </section>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `${loaderData.values.name} | ${I.title} | Admin` : `${I.title} | Admin`, I.intro);
