import { Form, Link } from "react-router";

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

const label = "block text-sm font-medium";
const control =
  "mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground aria-invalid:border-destructive";

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
  const error = (name: string) =>
    errors[name]?.[0] ? (
      <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]![0]}
      </p>
    ) : null;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {});
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
        <div>
          <label htmlFor="author_id" className={label}>
            Author
          </label>
          <select
            id="author_id"
            name="author_id"
            defaultValue={values.author_id}
            className={control}
            {...invalid("author_id")}
          >
            <option value="">The editorial team</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.role})
              </option>
            ))}
          </select>
          {error("author_id")}
        </div>
        <div>
          <label htmlFor="reviewer_id" className={label}>
            Medical reviewer (optional)
          </label>
          <select
            id="reviewer_id"
            name="reviewer_id"
            defaultValue={values.reviewer_id}
            className={control}
            {...invalid("reviewer_id")}
          >
            <option value="">None</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
                {p.credentials ? `, ${p.credentials}` : ""}
              </option>
            ))}
          </select>
          {error("reviewer_id")}
        </div>
      </div>
      {withContent ? (
        <>
          <div>
            <label htmlFor="key_takeaways" className={label}>
              Key takeaways (one per line, up to 6)
            </label>
            <textarea
              id="key_takeaways"
              name="key_takeaways"
              rows={4}
              defaultValue={values.key_takeaways}
              className={control}
              {...invalid("key_takeaways")}
            />
            {error("key_takeaways")}
          </div>
          <div>
            <label htmlFor="sources" className={label}>
              Sources (one per line: Title | Publisher | Year | URL)
            </label>
            <p className="mt-1 text-sm text-muted-foreground">
              Write [1], [2]… in the article's text where a claim comes from that source.
            </p>
            <textarea
              id="sources"
              name="sources"
              rows={8}
              defaultValue={values.sources}
              className={`${control} font-mono text-sm`}
              {...invalid("sources")}
            />
            {error("sources")}
          </div>
        </>
      ) : null}
      <div className="grid gap-6 sm:grid-cols-2">
        <div>
          <label htmlFor="last_reviewed" className={label}>
            Last reviewed
          </label>
          <input
            id="last_reviewed"
            name="last_reviewed"
            type="date"
            defaultValue={values.last_reviewed}
            className={control}
            {...invalid("last_reviewed")}
          />
          {error("last_reviewed")}
        </div>
        <div>
          <label htmlFor="next_review" className={label}>
            Next review due
          </label>
          <input
            id="next_review"
            name="next_review"
            type="date"
            defaultValue={values.next_review}
            className={control}
            {...invalid("next_review")}
          />
          {error("next_review")}
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90"
        >
          Save Editorial Details
        </button>
        <Link to={cancelTo} className="inline-flex h-10 items-center rounded-md border border-border px-5 font-medium">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** A date as the form's date inputs take it. */
export const dateInputValue = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");
