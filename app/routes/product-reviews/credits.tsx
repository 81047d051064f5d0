import { data, Link } from "react-router";
import type { Route } from "./+types/credits";
import { requireAdmin } from "#app/routes/guards.server.ts";
import { reviewCreditsSchema } from "#app/domain/articles/credits-and-sources.ts";
import { listPeople, UnknownPersonError } from "#app/domain/articles/people.server.ts";
import { getProduct } from "#app/domain/catalogue/catalogue.server.ts";
import { getReviewCreditsRow, reviewDates, saveReviewCredits } from "#app/domain/catalogue/review-credits.server.ts";
import { parseSubmission, readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast } from "#app/lib/toast.server.ts";
import {
  dateInputValue,
  EditorialDetailsForm,
  type EditorialErrors,
} from "#app/components/people/editorial-details-form.tsx";

/** A product review's editorial details (admins only): author, medical reviewer, review dates. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await getProduct(params.slug);
  if (!product) throw data(null, { status: 404 });
  const [row, people] = await Promise.all([getReviewCreditsRow(product.slug), listPeople()]);
  // Without a row the form starts from the dates the page shows (the catalogue's review).
  const dates = reviewDates(row);
  return {
    review: { slug: product.slug, name: product.name },
    people: people.map(({ id, name, role, credentials }) => ({ id, name, role, credentials })),
    defaults: {
      author_id: row?.authorId ?? "",
      reviewer_id: row?.reviewerId ?? "",
      last_reviewed: dateInputValue(dates.lastReviewedAt),
      next_review: dateInputValue(dates.nextReviewAt),
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireAdmin(request);
  const product = await getProduct(params.slug);
  if (!product) throw data(null, { status: 404 });
  const formData = await readFormData(request);
  const submission = parseSubmission(formData, reviewCreditsSchema);
  const values = Object.fromEntries([...formData].map(([key, value]) => [key, String(value)]));
  if (submission.status !== "success")
    return data({ errors: (submission.error ?? {}) as EditorialErrors, values }, { status: 400 });
  try {
    await saveReviewCredits(product.slug, {
      authorId: submission.value.author_id,
      reviewerId: submission.value.reviewer_id,
      lastReviewedAt: submission.value.last_reviewed,
      nextReviewAt: submission.value.next_review,
    });
  } catch (error) {
    if (error instanceof UnknownPersonError)
      return data({ errors: { author_id: [error.message] } as EditorialErrors, values }, { status: 400 });
    throw error;
  }
  return redirectWithToast(`/product-reviews/${product.slug}`, {
    title: "Editorial Details Saved",
    description: "The review's credits and review dates are updated.",
  });
}

export default function ReviewCreditsForm({ loaderData, actionData }: Route.ComponentProps) {
  const { review, people, defaults } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <Link to="/admin/review-queue" className="text-sm font-medium text-primary hover:underline">
        Back to the review queue
      </Link>
      <h1 className="mt-3 text-3xl font-semibold">Editorial Details</h1>
      <p className="mt-2 text-muted-foreground">{review.name} review</p>
      <EditorialDetailsForm
        people={people}
        values={{ ...defaults, ...(actionData?.values ?? {}) }}
        errors={actionData?.errors ?? {}}
        cancelTo={`/product-reviews/${review.slug}`}
        withContent={false}
      />
    </section>
  );
}

export const meta = () => pageMeta("Editorial Details", "A product review's author, reviewer and review dates.");
