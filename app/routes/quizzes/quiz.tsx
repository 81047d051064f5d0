import { publicPageHeaders } from "#app/lib/http.ts";
import { data } from "react-router";
import type { Route } from "./+types/quiz";
import { QuizRunner } from "#app/components/quizzes/quiz-runner.tsx";
import { getQuiz } from "#app/domain/quizzes/scoring.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/** /wellness-quiz/:quizId; an unknown id is the not-found page (root error boundary). */
export function loader({ params }: Route.LoaderArgs) {
  const quiz = getQuiz(params.quizId);
  if (!quiz) throw data(null, { status: 404 });
  return { quizId: quiz.id, title: quiz.title, description: quiz.description };
}

export default function QuizPage({ loaderData }: Route.ComponentProps) {
  const quiz = getQuiz(loaderData.quizId)!;
  return <QuizRunner key={quiz.id} quiz={quiz} />;
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(`${loaderData.title} Quiz`, loaderData.description)
    : pageMeta("Page Not Found", "The page you were looking for could not be found.");

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
