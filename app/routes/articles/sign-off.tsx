import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/sign-off";
import { SignOffScreen } from "#app/components/editorial/sign-off-screen.tsx";
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
    <SignOffScreen
      toast={actionData?.toast ?? null}
      heading={`Sign off: ${page.title}`}
      facts={[
        { label: "Status", value: page.status },
        ...(page.hold ? [{ label: "Held", value: page.hold }] : []),
        { label: "Revision", value: `${page.version}${page.change ? ` (last change, ${page.change})` : ""}` },
        {
          label: "Last sign-off",
          value: page.latest
            ? `${page.latest.name}, revision ${page.latest.version}, ${page.latest.at}${page.latest.covers ? " (covers the current text)" : " (the text changed since)"}`
            : "none",
        },
      ]}
      version={page.version}
      reviewer={page.reviewer}
      words={{
        signingAs: (name, credentials) => (
          <>
            Signing as{" "}
            <strong>
              {name}, {credentials}
            </strong>
            . Your name appears on the page and in its history as “Reviewed by”.
          </>
        ),
        signOff: `Sign off revision ${page.version}`,
        notReviewer:
          "Only a reviewer signs off: an account with the Reviewer role linked to a person record with a credential (Editorial Settings).",
      }}
    >
      <section className="mt-8 rounded-xl border border-border bg-card p-5 sm:p-6">
        <p className="text-sm text-muted-foreground">{page.category}</p>
        <p className="mt-2 font-medium">{page.excerpt}</p>
        <div className="prose-wellness mt-6" dangerouslySetInnerHTML={{ __html: page.content }} />
      </section>
    </SignOffScreen>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? `Sign off: ${loaderData.title}` : "Sign off", "Sign off an article's current revision.");
