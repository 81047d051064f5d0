import { data, Link } from "react-router";
import type { Route } from "./+types/credits";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import {
  editorialDetailsSchema,
  formatSourceLines,
  parseSources,
  parseTakeaways,
} from "#app/domain/articles/credits-and-sources.ts";
import {
  listPeople,
  saveEditorialDetails,
  UnknownPersonError,
  ReviewClaimError,
} from "#app/domain/articles/people.server.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import {
  dateInputValue,
  EditorialDetailsForm,
  type EditorialErrors,
} from "#app/components/people/editorial-details-form.tsx";

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
      last_reviewed: dateInputValue(article.lastReviewedAt),
      next_review: dateInputValue(article.nextReviewAt),
    },
  };
}

type Errors = EditorialErrors;

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
    if (error instanceof ReviewClaimError)
      return data({ errors: { reviewer_id: [error.message] } as Errors, values }, { status: 400 });
    throw error;
  }
  return redirectWithToast(`/articles/${article.slug}`, {
    title: "Editorial Details Saved",
    description: "The article's credits, sources and review dates are updated.",
  });
}

export default function EditorialDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { article, people, defaults } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to={`/articles/${article.slug}/edit`} className="text-sm font-medium text-primary hover:underline">
        Back to the article editor
      </Link>
      <h1 className="mt-3 text-3xl font-semibold">Editorial Details</h1>
      <p className="mt-2 text-muted-foreground">{article.title}</p>
      <EditorialDetailsForm
        people={people}
        values={{ ...defaults, ...(actionData?.values ?? {}) }}
        errors={actionData?.errors ?? {}}
        cancelTo={`/articles/${article.slug}`}
        withContent
      />
    </section>
  );
}

export const meta = () => pageMeta("Editorial Details", "An article's author, reviewer, sources and review dates.");
