import { data, Form, Link } from "react-router";
import type { Route } from "./+types/editorial";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import {
  editorialDetailsSchema,
  formatSourceLines,
  parseSources,
  parseTakeaways,
} from "#app/domain/articles/editorial.ts";
import { listPeople, saveEditorialDetails, UnknownPersonError } from "#app/domain/articles/people.server.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : "");

/** An article's editorial details (admins only): author, medical reviewer, key takeaways, sources, review dates. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const people = await listPeople();
  return {
    article: { slug: article.slug, title: article.title },
    people: people.map(({ id, name, role, credentials }) => ({ id, name, role, credentials })),
    defaults: {
      author_id: article.authorId ?? "",
      reviewer_id: article.reviewerId ?? "",
      key_takeaways: article.keyTakeaways.join("\n"),
      sources: formatSourceLines(article.sources),
      last_reviewed: day(article.lastReviewedAt),
      next_review: day(article.nextReviewAt),
    },
  };
}

type Errors = Record<string, string[]>;

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, editorialDetailsSchema);
  const values = Object.fromEntries([...formData].map(([key, value]) => [key, String(value)]));
  if (submission.status !== "success")
    return data({ errors: (submission.error ?? {}) as Errors, values }, { status: 400 });
  const sources = parseSources(submission.value.sources);
  const takeaways = parseTakeaways(submission.value.key_takeaways);
  const errors: Errors = {};
  if (!sources.ok) errors.sources = [sources.message];
  if (!takeaways.ok) errors.key_takeaways = [takeaways.message];
  if (!sources.ok || !takeaways.ok) return data({ errors, values }, { status: 400 });
  try {
    await saveEditorialDetails(article.id, {
      authorId: submission.value.author_id,
      reviewerId: submission.value.reviewer_id,
      keyTakeaways: takeaways.takeaways,
      sources: sources.sources,
      lastReviewedAt: submission.value.last_reviewed,
      nextReviewAt: submission.value.next_review,
    });
  } catch (error) {
    if (error instanceof UnknownPersonError)
      return data({ errors: { author_id: [error.message] } as Errors, values }, { status: 400 });
    throw error;
  }
  return redirectWithToast(`/articles/${article.slug}`, {
    title: "Editorial Details Saved",
    description: "The article's credits, sources and review dates are updated.",
  });
}

export default function EditorialDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { article, people, defaults } = loaderData;
  const errors: Errors = actionData?.errors ?? {};
  const values = { ...defaults, ...(actionData?.values ?? {}) };
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
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={`/articles/${article.slug}/edit`} className="text-sm font-medium text-primary hover:underline">
        Back to the article editor
      </Link>
      <h1 className="mt-3 text-3xl font-semibold">Editorial Details</h1>
      <p className="mt-2 text-muted-foreground">{article.title}</p>
      <Form method="post" className="mt-8 grid gap-6 rounded-xl border border-border bg-card p-6">
        {people.length === 0 ? (
          <p className="rounded-md bg-muted p-3 text-sm">
            No people yet: the article is credited to the editorial team.{" "}
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
          <Link
            to={`/articles/${article.slug}`}
            className="inline-flex h-10 items-center rounded-md border border-border px-5 font-medium"
          >
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const meta = () => pageMeta("Editorial Details", "An article's author, reviewer, sources and review dates.");
