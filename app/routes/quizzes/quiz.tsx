import { publicPageHeaders } from "#app/lib/http.ts";
import { data } from "react-router";
import type { Route } from "./+types/quiz";
import { QuizRunner, type QuizStepAnswer } from "#app/components/quizzes/quiz-runner.tsx";
import { recordQuizStep } from "#app/domain/analytics/events.server.ts";
import { getQuiz } from "#app/domain/quizzes/scoring.ts";
import { readQuizStep } from "#app/domain/quizzes/step-form.ts";
import { readFormData } from "#app/lib/forms.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";
import { requestInfoContext } from "#platform/request-context.ts";

/** /wellness-quiz/:quizId; an unknown id is the not-found page (root error boundary). */
export function loader({ params }: Route.LoaderArgs) {
  const quiz = getQuiz(params.quizId);
  if (!quiz) throw data(null, { status: 404 });
  return { quizId: quiz.id, title: quiz.title, description: quiz.description };
}

/**
 * A question posted as a plain form, without script or before it ran (with script the runner keeps the flow
 * in the browser and posts nothing): the step is read strictly (app/domain/quizzes/step-form.ts) and the page
 * answers with the next question, the same question and its message, or the result, worked out by the same
 * scoring as the runner's. Nothing is stored; a run's start and completion are counted as the beacon counts
 * them, once. The answer is never kept by any cache: it carries her answers.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const quiz = getQuiz(params.quizId);
  if (!quiz) throw data(null, { status: 404 });
  const step = readQuizStep(quiz, await readFormData(request), () => crypto.randomUUID());
  if (step.ok) {
    const from = { headers: request.headers, address: context.get(requestInfoContext).ip };
    if (step.started) recordQuizStep("quiz-start", quiz.id, step.run, from);
    if (step.completed) recordQuizStep("quiz-complete", quiz.id, step.run, from);
  }
  const answer: QuizStepAnswer = {
    flow: step.flow,
    run: step.run,
    error: step.ok ? null : { message: step.message, field: step.field === "answer" },
  };
  return data({ step: answer }, { status: step.ok ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export default function QuizPage({ loaderData, actionData }: Route.ComponentProps) {
  const quiz = getQuiz(loaderData.quizId)!;
  return <QuizRunner key={quiz.id} quiz={quiz} posted={actionData?.step} />;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(`${loaderData.title} Quiz`, loaderData.description)
    : pageMeta("Page Not Found", "The page you were looking for could not be found.");

/** The quiz as the same page for everyone; a posted step's answer (her answers in it) for no one else. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") === "no-store" ? { "Cache-Control": "no-store" } : publicPageHeaders();
}

/** Kept by the page cache (app/lib/page-cache-policy.ts); a posted step never is (server/page-handler.ts). */
export const handle = { pageCache: contentPage() };
