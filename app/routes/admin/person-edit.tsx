import { data, Form, Link } from "react-router";
import type { Route } from "./+types/person-edit";
import { createPerson, deletePerson, getPersonById, updatePerson } from "#app/domain/articles/people.server.ts";
import { parseLinks, personSchema } from "#app/domain/articles/credits-and-sources.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { ImageField } from "#app/components/forms/image-field.tsx";
import { parseSubmission } from "#app/lib/forms.ts";
import { readFormWithImage } from "#app/lib/upload-form.server.ts";
import { UPLOAD_MESSAGES } from "#platform/uploads.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import { FormButtons, PlainField } from "#app/components/forms/plain-field.tsx";

/** Adds (/admin/people/new) or edits (/admin/people/:id) an author or reviewer. */
export async function loader({ request, params }: Route.LoaderArgs) {
  // Loaders of nested routes run in parallel with the layout's (and a data request may name only this
  // route), so the layout's check does not cover this one.
  await requireAdmin(request);
  if (!params.id) return { person: null };
  const person = await getPersonById(params.id);
  if (!person) throw data(null, { status: 404 });
  return { person };
}

type Errors = Record<string, string[]>;

export async function action({ request, params }: Route.ActionArgs) {
  // An action runs without the layout's loader: check the role here too.
  await requireAdmin(request);
  // Multipart: without JavaScript the photo itself comes with the form, stored and checked like an upload.
  const read = await readFormWithImage(request, "photo_url");
  if (!read) return data({ errors: { photo_url: [UPLOAD_MESSAGES.tooLarge] } as Errors, values: {} }, { status: 400 });
  const formData = read.formData;
  const values = Object.fromEntries(
    [...formData].flatMap(([key, value]) => (typeof value === "string" ? [[key, value]] : [])),
  ) as Record<string, string>;
  if (params.id && formData.get("intent") === "delete") {
    if (!(await deletePerson(params.id))) throw data(null, { status: 404 });
    return redirectWithToast("/admin/people", {
      title: "Person Removed",
      description: "Their articles are credited to the editorial team again.",
    });
  }
  if (read.uploadError) return data({ errors: { photo_url: [read.uploadError] } as Errors, values }, { status: 400 });
  const submission = parseSubmission(formData, personSchema);
  if (submission.status !== "success")
    return data({ errors: (submission.error ?? {}) as Errors, values }, { status: 400 });
  const links = parseLinks(submission.value.links);
  if (!links.ok) return data({ errors: { links: [links.message] } as Errors, values }, { status: 400 });
  const input = { ...submission.value, photoUrl: submission.value.photo_url, links: links.links };
  if (params.id) {
    const saved = await updatePerson(params.id, input);
    if (!saved) throw data(null, { status: 404 });
  } else {
    await createPerson(input);
  }
  return redirectWithToast("/admin/people", { title: "Person Saved", description: `${input.name} is saved.` });
}

export default function PersonEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { person } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {
    name: person?.name ?? "",
    role: person?.role ?? "",
    credentials: person?.credentials ?? "",
    bio: person?.bio ?? "",
    photo_url: person?.photoUrl ?? "",
    links: (person?.links ?? []).map((link) => `${link.label} | ${link.url}`).join("\n"),
  };
  return (
    <section className="max-w-2xl">
      <Link to="/admin/people" className="text-sm font-medium text-primary hover:underline">
        Back to Authors &amp; Reviewers
      </Link>
      <h2 className="mt-3 text-2xl font-semibold">{person ? `Edit ${person.name}` : "Add Person"}</h2>
      <Form
        method="post"
        encType="multipart/form-data"
        className="mt-6 grid gap-5 rounded-xl border border-border bg-card p-6"
      >
        <PlainField name="name" label="Name" errors={errors}>
          {(control) => <input {...control} required maxLength={120} defaultValue={values.name} />}
        </PlainField>
        <div className="grid gap-5 sm:grid-cols-2">
          <PlainField name="role" label="Role" errors={errors}>
            {(control) => (
              <input
                {...control}
                required
                maxLength={80}
                placeholder="Health writer, Medical reviewer…"
                defaultValue={values.role}
              />
            )}
          </PlainField>
          <PlainField name="credentials" label="Credentials (only ones they hold)" errors={errors}>
            {(control) => (
              <input {...control} maxLength={160} placeholder="MD, RD…" defaultValue={values.credentials} />
            )}
          </PlainField>
        </div>
        <PlainField name="bio" label="Short bio" errors={errors}>
          {(control) => <textarea {...control} rows={5} maxLength={1500} defaultValue={values.bio} />}
        </PlainField>
        <ImageField name="photo_url" label="Photo" url={values.photo_url ?? ""} errors={errors} />
        <PlainField
          name="links"
          label="Links (one per line: Label | https://…)"
          errors={errors}
          extraClassName="font-mono text-sm"
        >
          {(control) => <textarea {...control} rows={3} defaultValue={values.links} />}
        </PlainField>
        <FormButtons submit="Save Person" cancelTo="/admin/people" />
      </Form>
      {person ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="text-sm font-medium text-destructive underline">
            Remove {person.name} (their articles go back to the editorial team)
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export const meta = () => pageMeta("Author or Reviewer", "Add or edit an author or medical reviewer.");
