import { publicPageHeaders } from "#app/lib/http.ts";
import { ArrowRight, Info } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/expert-interviews";
import {
  AI_RESEARCH_NOTICE,
  formatInterviewDate,
  ILLUSTRATIVE_MARK,
  interviewsDescription,
  interviewsIntro,
  SOME_ILLUSTRATIVE_NOTICE,
} from "#app/content/interviews/index.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { listInterviews } from "#app/domain/catalogue/catalogue.server.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { readingPageHandle } from "#app/lib/hydration.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

export async function loader() {
  return { interviews: await listInterviews() };
}

/** The interview cards, with the AI-assisted-research notice while any of them is illustrative. */
export default function ExpertInterviews({ loaderData: { interviews } }: Route.ComponentProps) {
  // Real people's interviews beside illustrative ones: each illustrative card says so.
  const mixed = interviews.some((i) => i.illustrative) && interviews.some((i) => !i.illustrative);
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">Conversations</p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Expert Interviews</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{interviewsIntro(interviews)}</p>
        </div>
      </section>

      <section aria-labelledby="interviews-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="interviews-heading" className="sr-only">
          All interviews
        </h2>
        {interviews.some((interview) => interview.illustrative) ? (
          <div
            role="note"
            className="mx-auto mb-10 flex max-w-3xl gap-3 rounded-lg border border-border bg-muted px-4 py-3 text-sm text-muted-foreground"
          >
            <Info className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <p>{mixed ? SOME_ILLUSTRATIVE_NOTICE : AI_RESEARCH_NOTICE}</p>
          </div>
        ) : null}
        <ul className="grid gap-8 md:grid-cols-3">
          {interviews.map((interview) => (
            <li key={interview.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md">
                <img
                  src={interview.imageSrc}
                  alt={interview.imageDescription}
                  width={320}
                  height={360}
                  className="aspect-[4/3] w-full bg-muted object-cover object-top"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-sage">
                    {mixed && interview.illustrative ? <Badge variant="outline">{ILLUSTRATIVE_MARK}</Badge> : null}
                    {interview.title}
                  </p>
                  <h3 className="mt-1 text-xl font-semibold">
                    <Link
                      to={`/expert-interviews/${interview.id}`}
                      className="after:absolute after:inset-0 focus-visible:outline-none"
                    >
                      {interview.name}
                    </Link>
                  </h3>
                  <p className="mt-2 font-medium">{interview.topic}</p>
                  <p className="mt-2 flex-1 text-muted-foreground">{interview.summary}</p>
                  <div className="mt-5 flex items-center justify-between text-sm">
                    <time dateTime={interview.date} className="text-muted-foreground">
                      {formatInterviewDate(interview.date)}
                    </time>
                    <span
                      className="inline-flex items-center gap-1 font-medium text-primary group-hover:underline"
                      aria-hidden="true"
                    >
                      Read interview <ArrowRight className="size-4" />
                    </span>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta("Expert Interviews", interviewsDescription(loaderData?.interviews ?? []));

export const headers = publicPageHeaders;

export const handle = { ...readingPageHandle, pageCache: contentPage() };
