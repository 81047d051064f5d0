import { data, Form, Link } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-off";
import { Button } from "#app/components/ui/button.tsx";
import { FlashToast } from "#app/components/ui/toaster.tsx";
import { getArticleBySlug } from "#app/domain/articles/articles.server.ts";
import { articleState, formatScheduleTime, statusLabel } from "#app/domain/articles/publication.ts";
import { latestSignoff } from "#app/domain/articles/review-queue.server.ts";
import { reviewerFor, signOff } from "#app/domain/articles/review-gate.server.ts";
import { sanitizeArticleHtml } from "#app/domain/articles/sanitize.server.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { redirectWithToast, toast } from "#app/lib/toast.server.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";

/**
 * A reviewer reads an article's current revision and signs it off (the review gate). The form carries the
 * revision she read, so a save in between is refused rather than signed unread. Admins may look; only a
 * reviewer signs.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireReviewerOrAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const [reviewer, signoff] = await Promise.all([reviewerFor(user.id), latestSignoff(article.id)]);
  const state = articleState(article);
  return {
    slug: article.slug,
    title: article.title,
    category: article.category,
    excerpt: article.excerpt,
    content: sanitizeArticleHtml(article.content),
    version: article.version,
    status: statusLabel(state, article.publishedAt),
    hold: article.reviewHold,
    change: article.changeKind && article.changeSummary ? `${article.changeKind}: ${article.changeSummary}` : null,
    latest: signoff
      ? {
          name: signoff.reviewerName,
          version: signoff.version,
          at: formatScheduleTime(signoff.signedAt),
          covers: signoff.version >= article.contentVersion,
        }
      : null,
    reviewer: reviewer ? { name: reviewer.name, credentials: reviewer.credentials } : null,
  };
}

const signOffSchema = z.object({ version: z.coerce.number().int().min(1) });

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireReviewerOrAdmin(request);
  const article = await getArticleBySlug(params.slug);
  if (!article) throw data(null, { status: 404 });
  const parsed = signOffSchema.safeParse(Object.fromEntries(await readFormData(request)));
  if (!parsed.success)
    return data(
      { toast: toast("Sign-off failed", "The revision to sign is missing.", "destructive") },
      { status: 400 },
    );
  const result = await signOff({ articleId: article.id, version: parsed.data.version, userId: user.id });
  if (!result.ok) {
    const status = result.reason === "not-reviewer" ? 403 : result.reason === "gone" ? 404 : 409;
    return data({ toast: toast("Sign-off failed", result.message, "destructive") }, { status });
  }
  return redirectWithToast("/awaiting-review", {
    title: "Signed off",
    description: result.liftedHold
      ? `“${article.title}” is signed off and back on its schedule.`
      : `“${article.title}” is signed off.`,
  });
}

export default function SignOff({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <FlashToast toast={actionData?.toast ?? null} />
      <Link to="/awaiting-review" className="text-sm font-medium text-primary hover:underline">
        ← Awaiting review
      </Link>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">Sign off: {page.title}</h1>
      <dl className="mt-4 grid gap-1 text-sm">
        <div>
          <dt className="inline font-medium">Status: </dt>
          <dd className="inline">{page.status}</dd>
        </div>
        {page.hold ? (
          <div>
            <dt className="inline font-medium">Held: </dt>
            <dd className="inline">{page.hold}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-medium">Revision: </dt>
          <dd className="inline">
            {page.version}
            {page.change ? ` (last change, ${page.change})` : ""}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Last sign-off: </dt>
          <dd className="inline">
            {page.latest
              ? `${page.latest.name}, revision ${page.latest.version}, ${page.latest.at}${page.latest.covers ? " (covers the current text)" : " (the text changed since)"}`
              : "none"}
          </dd>
        </div>
      </dl>
      <section className="mt-8 rounded-xl border border-border bg-card p-5 sm:p-6">
        <p className="text-sm text-muted-foreground">{page.category}</p>
        <p className="mt-2 font-medium">{page.excerpt}</p>
        <div className="prose-wellness mt-6" dangerouslySetInnerHTML={{ __html: page.content }} />
      </section>
      {page.reviewer ? (
        <Form method="post" className="mt-8 grid gap-3 rounded-xl border border-border bg-card p-5 sm:p-6">
          <input type="hidden" name="version" value={page.version} />
          <p className="text-sm">
            Signing as{" "}
            <strong>
              {page.reviewer.name}, {page.reviewer.credentials}
            </strong>
            . Your name appears on the page and in its history as “Reviewed by”.
          </p>
          <Button type="submit" className="justify-self-start">
            Sign off revision {page.version}
          </Button>
        </Form>
      ) : (
        <p className="mt-8 rounded-xl border border-dashed border-border p-5 text-sm text-muted-foreground">
          Only a reviewer signs off: an account with the Reviewer role linked to a person record with a credential
          (Editorial Settings).
        </p>
      )}
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Sign off: ${loaderData.title}` : "Sign off", "Sign off an article's current revision.");
