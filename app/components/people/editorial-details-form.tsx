import { Form, Link } from "react-router";
import { FormButtons, PlainField } from "#app/components/forms/plain-field.tsx";

export type EditorialErrors = Record<string, string[]>;

export type EditorialFormValues = {
  author_id: string;
  reviewer_id: string;
  last_reviewed: string;
  next_review: string;
  key_takeaways?: string;
  sources?: string;
};

type PersonOption = { id: string; name: string; role: string; credentials: string };

/**
 * The editorial details form an article and a product review share: author, optional medical reviewer,
 * review dates and, for an article, key takeaways and sources. A plain POST; the route validates.
 */
export function EditorialDetailsForm({
  people,
  values,
  errors,
  cancelTo,
  withContent,
}: {
  people: PersonOption[];
  values: EditorialFormValues;
  errors: EditorialErrors;
  cancelTo: string;
  /** Key takeaways and sources (an article keeps them; a review's sources are catalogue content). */
  withContent: boolean;
}) {
  return (
    <Form method="post" className="mt-8 grid gap-6 rounded-xl border border-border bg-card p-6">
      {people.length === 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm">
          No people yet: the page is credited to the editorial team.{" "}
          <Link to="/admin/people/new" className="font-medium text-primary underline">
            Add an author or reviewer
          </Link>
          .
        </p>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <PlainField name="author_id" label="Author" errors={errors}>
          {(control) => (
            <select {...control} defaultValue={values.author_id}>
              <option value="">The editorial team</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({p.role})
                </option>
              ))}
            </select>
          )}
        </PlainField>
        <PlainField name="reviewer_id" label="Medical reviewer (optional)" errors={errors}>
          {(control) => (
            <select {...control} defaultValue={values.reviewer_id}>
              <option value="">None</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                  {p.credentials ? `, ${p.credentials}` : ""}
                </option>
              ))}
            </select>
          )}
        </PlainField>
      </div>
      {withContent ? (
        <>
          <PlainField name="key_takeaways" label="Key takeaways (one per line, up to 6)" errors={errors}>
            {(control) => <textarea {...control} rows={4} defaultValue={values.key_takeaways} />}
          </PlainField>
          <PlainField
            name="sources"
            label="Sources (one per line: Title | Publisher | Year | URL)"
            hint="Write [1], [2]… in the article's text where a claim comes from that source."
            errors={errors}
            extraClassName="font-mono text-sm"
          >
            {(control) => <textarea {...control} rows={8} defaultValue={values.sources} />}
          </PlainField>
        </>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <PlainField name="last_reviewed" label="Last reviewed" errors={errors}>
          {(control) => <input {...control} type="date" defaultValue={values.last_reviewed} />}
        </PlainField>
        <PlainField name="next_review" label="Next review due" errors={errors}>
          {(control) => <input {...control} type="date" defaultValue={values.next_review} />}
        </PlainField>
      </div>
      <FormButtons submit="Save Editorial Details" cancelTo={cancelTo} />
    </Form>
  );
}

/** A date as the form's date inputs take it. */
export const dateInputValue = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");
