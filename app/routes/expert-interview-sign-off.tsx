import { data } from "react-router";
import type { Route } from "./+types/expert-interview-sign-off";
import { SignOffScreen, signoffFacts } from "#app/components/editorial/sign-off-screen.tsx";
import { reviewerFor } from "#app/domain/articles/review-gate.server.ts";
import { INTERVIEW_EDITORIAL as IE } from "#app/domain/catalogue/interview-editorial-messages.ts";
import { latestInterviewSignoff, signOffInterview } from "#app/domain/catalogue/interview-governance.server.ts";
import { conversationOf } from "#app/domain/catalogue/interview-editing.server.ts";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { requireReviewerOrAdmin } from "#app/routes/guards.server.ts";
import { answerSignOff, latestSignoffShown } from "#app/routes/sign-off-answer.server.ts";
import { eq } from "drizzle-orm";
import { db, schema } from "#platform/db.ts";

/**
 * A reviewer reads an interview's advice as it stands (its questions and answers, quote and credentials) and
 * signs off the revision she read (decision 048). Admins may look; only a reviewer signs.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireReviewerOrAdmin(request);
  const [row] = await db.select().from(schema.interviews).where(eq(schema.interviews.slug, params.slug));
  if (!row) throw data(null, { status: 404 });
  const [reviewer, signoff] = await Promise.all([reviewerFor(user.id), latestInterviewSignoff(params.slug)]);
  return {
    name: row.name,
    title: row.title,
    status: IE.stateLabels[row.status as keyof typeof IE.stateLabels] ?? row.status,
    version: row.version,
    hold: row.reviewHold,
    illustrative: row.illustrative,
    credentials: row.credentials,
    quote: row.quote,
    conversation: conversationOf(row.content),
    latest: latestSignoffShown(signoff, row.contentVersion),
    reviewer: reviewer ? { name: reviewer.name, credentials: reviewer.credentials } : null,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireReviewerOrAdmin(request);
  return answerSignOff(
    request,
    (version) => signOffInterview({ slug: params.slug, version, userId: user.id }),
    (result) => IE.signedOffText(result.name, result.liftedHold),
  );
}

export default function InterviewSignOff({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  return (
    <SignOffScreen
      toast={actionData?.toast ?? null}
      heading={IE.signOffHeading(page.name)}
      intro={IE.signOffIntro}
      facts={[{ label: "Status", value: page.status }, ...signoffFacts(page, IE.signoffCovers)]}
      version={page.version}
      reviewer={page.reviewer}
      words={{ signingAs: E.signingAs, signOff: E.signOff(page.version), notReviewer: E.notReviewerNote }}
    >
      <section
        aria-labelledby="health-content"
        className="mt-8 grid gap-4 rounded-xl border border-border bg-card p-5 sm:p-6"
      >
        <h2 id="health-content" className="font-sans text-lg font-semibold">
          {E.healthContentHeading(page.version)}
        </h2>
        <p className="text-sm">
          <span className="font-medium">{page.title}</span>
          {" · "}
          {page.illustrative ? IE.illustrativeNote : `${IE.credentials}: ${page.credentials ?? ""}`}
        </p>
        <blockquote className="border-l-4 border-primary pl-4 text-sm italic">
          <span className="sr-only">{IE.quote}: </span>“{page.quote}”
        </blockquote>
        <div className="prose-wellness">
          {page.conversation.intro
            ? page.conversation.intro.split("\n\n").map((paragraph, index) => <p key={`i${index}`}>{paragraph}</p>)
            : null}
          {page.conversation.items.map((item, index) => (
            <div key={index}>
              <h3 className="!text-lg">{item.question}</h3>
              {item.answer.split("\n\n").map((paragraph, p) => (
                <p key={p}>{paragraph}</p>
              ))}
            </div>
          ))}
        </div>
      </section>
    </SignOffScreen>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData ? IE.signOffHeading(loaderData.name) : "Sign off", "Sign off an interview's current revision.");
