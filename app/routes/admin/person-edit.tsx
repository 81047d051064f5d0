import { data, Form, Link } from "react-router";
import type { Route } from "./+types/person-edit";
import { createPerson, deletePerson, getPersonById, updatePerson } from "#app/domain/articles/people.server.ts";
import { parseLinks, personSchema } from "#app/domain/articles/editorial.ts";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { ImageUpload } from "#app/components/articles/image-upload.tsx";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

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
  const formData = await readFormData(request);
  const values = Object.fromEntries([...formData].map(([key, value]) => [key, String(value)]));
  if (params.id && formData.get("intent") === "delete") {
    await deletePerson(params.id);
    return redirectWithToast("/admin/people", {
      title: "Person Removed",
      description: "Their articles are credited to the editorial team again.",
    });
  }
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
  const label = "block text-sm font-medium";
  const control =
    "mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground aria-invalid:border-destructive";
  const error = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]![0]}
      </p>
    ) : null;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
  return (
    <section className="max-w-2xl">
      <Link to="/admin/people" className="text-sm font-medium text-primary hover:underline">
        Back to Authors &amp; Reviewers
      </Link>
      <h2 className="mt-3 text-2xl font-semibold">{person ? `Edit ${person.name}` : "Add Person"}</h2>
      <Form method="post" className="mt-6 grid gap-5 rounded-xl border border-border bg-card p-6">
        <div>
          <label htmlFor="name" className={label}>
            Name
          </label>
          <input
            id="name"
            name="name"
            required
            maxLength={120}
            defaultValue={values.name}
            className={control}
            {...invalid("name")}
          />
          {error("name")}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            <label htmlFor="role" className={label}>
              Role
            </label>
            <input
              id="role"
              name="role"
              required
              maxLength={80}
              placeholder="Health writer, Medical reviewer…"
              defaultValue={values.role}
              className={control}
              {...invalid("role")}
            />
            {error("role")}
          </div>
          <div>
            <label htmlFor="credentials" className={label}>
              Credentials (only ones they hold)
            </label>
            <input
              id="credentials"
              name="credentials"
              maxLength={160}
              placeholder="MD, RD…"
              defaultValue={values.credentials}
              className={control}
              {...invalid("credentials")}
            />
            {error("credentials")}
          </div>
        </div>
        <div>
          <label htmlFor="bio" className={label}>
            Short bio
          </label>
          <textarea
            id="bio"
            name="bio"
            rows={5}
            maxLength={1500}
            defaultValue={values.bio}
            className={control}
            {...invalid("bio")}
          />
          {error("bio")}
        </div>
        <div>
          <p id="photo-label" className={label}>
            Photo
          </p>
          <ImageUpload
            name="photo_url"
            defaultUrl={values.photo_url || null}
            labelledBy="photo-label"
            invalid={Boolean(errors.photo_url)}
          />
          {error("photo_url")}
        </div>
        <div>
          <label htmlFor="links" className={label}>
            Links (one per line: Label | https://…)
          </label>
          <textarea
            id="links"
            name="links"
            rows={3}
            defaultValue={values.links}
            className={`${control} font-mono text-sm`}
            {...invalid("links")}
          />
          {error("links")}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="submit"
            className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90"
          >
            Save Person
          </button>
          <Link
            to="/admin/people"
            className="inline-flex h-10 items-center rounded-md border border-border px-5 font-medium"
          >
            Cancel
          </Link>
        </div>
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
