import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowLeft, Info, Quote } from "lucide-react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/expert-interview";
import { consentedInterviewNotice, formatInterviewDate, interviewNotice } from "#app/content/interviews/index.ts";
import { findEditorInterview, findPublicInterview } from "#app/domain/catalogue/catalogue.server.ts";
import {
  INTERVIEW_ADMIN,
  INTERVIEW_EDITORIAL,
  RETIRED_INTERVIEW,
} from "#app/domain/catalogue/interview-editorial-messages.ts";
import { interviewPageHistory, retiredInterview } from "#app/domain/catalogue/interview-governance.server.ts";
import type { GonePage } from "#app/components/gone-view.tsx";
import { CorrectionNotice, PageHistory } from "#app/components/governance/page-history.tsx";
import { adminSessionOf } from "#app/domain/accounts/session.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Interview detail; an unknown slug redirects to /404. `?preview` from an admin in an admin session shows the
 * page of an interview in any state (a draft too), as products' previews do: never kept nor cacheable (the
 * render read a session, and `preview` is a query parameter the cache policy does not declare). For anyone
 * else `?preview` changes nothing: a draft redirects to /404.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("preview") && (await adminSessionOf(request)).access.ok) {
    const interview = await findEditorInterview(params.slug);
    if (!interview) throw redirect("/404");
    return { interview, preview: true, history: await interviewPageHistory(params.slug) };
  }
  const interview = await findPublicInterview(params.slug);
  if (!interview) {
    // A retired interview's page is gone for good (410), and points to the other interviews.
    const retired = await retiredInterview(params.slug);
    if (retired)
      throw data(
        {
          gone: {
            title: RETIRED_INTERVIEW.title,
            text: RETIRED_INTERVIEW.text(retired.name),
            link: { to: "/expert-interviews", label: RETIRED_INTERVIEW.allInterviews },
          },
        } satisfies GonePage,
        { status: 410 },
      );
    throw redirect("/404");
  }
  return { interview, preview: false, history: await interviewPageHistory(params.slug) };
}

export default function ExpertInterview({ loaderData: { interview, preview, history } }: Route.ComponentProps) {
  const published = interview.status === "published";
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
      {preview ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          <p className="font-medium">{INTERVIEW_ADMIN.previewBanner}</p>
          <Link to={`/admin/interviews/${interview.id}`} className="font-medium underline">
            {INTERVIEW_ADMIN.previewBack}
          </Link>
        </div>
      ) : null}
      <CorrectionNotice notice={published ? (history?.correctionNotice ?? null) : null} />
      <Link
        to="/expert-interviews"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Expert Interviews
      </Link>

      <header className="mt-8 grid items-center gap-6 sm:grid-cols-[180px_1fr] sm:gap-8">
        <img
          src={interview.imageSrc}
          alt={interview.imageDescription}
          width={320}
          height={360}
          className="mx-auto w-40 rounded-2xl shadow-sm sm:w-full"
        />
        <div className="text-center sm:text-left">
          <p className="text-sm font-semibold uppercase tracking-wider text-sage">{interview.title}</p>
          <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{interview.name}</h1>
          <p className="mt-2 text-lg text-muted-foreground">{interview.topic}</p>
          <p className="mt-3 text-sm text-muted-foreground">
            {published ? (
              <>
                Published <time dateTime={interview.date}>{formatInterviewDate(interview.date)}</time>
              </>
            ) : interview.status === "retired" ? (
              INTERVIEW_EDITORIAL.retiredNotice
            ) : (
              INTERVIEW_EDITORIAL.draftNotice
            )}
          </p>
        </div>
      </header>

      <div
        role="note"
        aria-label="About this interview"
        className="mt-8 flex gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
      >
        <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <p>{interview.illustrative === false ? consentedInterviewNotice(interview) : interviewNotice(interview)}</p>
      </div>

      <figure className="mt-10 rounded-xl border-l-4 border-primary bg-primary-soft/60 px-6 py-5">
        <Quote className="size-7 text-primary" aria-hidden="true" />
        <blockquote className="mt-2 font-serif text-xl leading-relaxed sm:text-2xl">“{interview.quote}”</blockquote>
        <figcaption className="mt-3 text-sm font-medium text-muted-foreground">— {interview.name}</figcaption>
      </figure>

      <div className="prose-wellness mt-10">
        {interview.content.map((paragraph, index) =>
          typeof paragraph === "string" ? (
            <p key={index}>{paragraph}</p>
          ) : (
            <h2 key={index} className="!text-xl">
              {paragraph.question}
            </h2>
          ),
        )}
      </div>

      <PageHistory entries={published ? (history?.entries ?? []) : []} />

      <div className="mt-12 border-t border-border pt-6">
        <Link
          to="/expert-interviews"
          className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Expert Interviews
        </Link>
      </div>
    </article>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData && loaderData.interview.illustrative === false
    ? pageMeta(`${loaderData.interview.name}: ${loaderData.interview.topic}`, loaderData.interview.summary)
    : loaderData
      ? // The share card says what the page is: an illustrative Q&A, not an interview with a credentialed person.
        pageMeta(
          `Illustrative Q&A: ${loaderData.interview.topic}`,
          `${loaderData.interview.summary} The person is illustrative, not a real expert.`,
        )
      : pageMeta("Expert Interview", "An illustrative Q&A written with AI-assisted research.");

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
