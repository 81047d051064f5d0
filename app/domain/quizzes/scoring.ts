import { quizzes, type Quiz, type QuizResultBand } from "#app/content/quizzes.ts";

export type { Quiz, QuizResultBand };
export { quizzes };

export const OPTION_MAX_SCORE = 4;
export const COMPLETED_QUIZZES_STORAGE_KEY = "completedQuizzes";

export function getQuiz(id: string | undefined): Quiz | undefined {
  return quizzes.find((quiz) => quiz.id === id);
}

export function quizIndex(id: string): number {
  return quizzes.findIndex((quiz) => quiz.id === id);
}

/** Spec §9: maximum = 4 × the number of questions. */
export function maxScore(quiz: Quiz): number {
  return OPTION_MAX_SCORE * quiz.questions.length;
}

/** Sum of the chosen options' scores; `answers[i]` is the index of the option chosen for question i. */
export function totalScore(quiz: Quiz, answers: readonly (number | null)[]): number {
  return quiz.questions.reduce((sum, question, i) => {
    const choice = answers[i];
    return choice == null ? sum : sum + (question.options[choice]?.score ?? 0);
  }, 0);
}

/**
 * The result band for a score: the first band whose threshold the score does not exceed
 * ("up to X%" means score / max ≤ X / 100, compared in whole numbers to avoid rounding), else the last.
 */
export function quizResult(quiz: Quiz, score: number, max: number): QuizResultBand {
  const band = quiz.results.find((b) => b.upToPercent !== undefined && score * 100 <= b.upToPercent * max);
  return band ?? quiz.results[quiz.results.length - 1];
}

/**
 * The notes a result shows for the answers at the worst end (score 1), in question order: whatever the
 * band, an answer that calls for help is named with what to do and when to see a professional.
 */
export function worstAnswerNotes(quiz: Quiz, answers: readonly (number | null)[]): string[] {
  return quiz.questions.flatMap((question, i) => {
    const choice = answers[i];
    return choice != null && question.options[choice]?.score === 1 ? [question.worstAnswerNote] : [];
  });
}

export type CompletedQuiz = { score: number; totalPossibleScore: number };
export type CompletedQuizzes = Record<string, CompletedQuiz>;

/** Reads the stored record; unreadable data or entries count as not completed. */
export function parseCompletedQuizzes(raw: string | null): CompletedQuizzes {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
  const completed: CompletedQuizzes = {};
  for (const [id, value] of Object.entries(parsed)) {
    if (!getQuiz(id) || typeof value !== "object" || value === null) continue;
    const { score, totalPossibleScore } = value as Record<string, unknown>;
    if (typeof score === "number" && typeof totalPossibleScore === "number") {
      completed[id] = { score, totalPossibleScore };
    }
  }
  return completed;
}

export function withCompletion(completed: CompletedQuizzes, quiz: Quiz, score: number): CompletedQuizzes {
  return { ...completed, [quiz.id]: { score, totalPossibleScore: maxScore(quiz) } };
}

export type QuizStatus = "completed" | "available" | "locked";

/** Spec §4: quiz 0 is always available; each later quiz unlocks when the previous one is completed. */
export function isUnlocked(index: number, completed: CompletedQuizzes): boolean {
  if (index <= 0) return true;
  const previous = quizzes[index - 1];
  return previous !== undefined && previous.id in completed;
}

export function quizStatus(index: number, completed: CompletedQuizzes): QuizStatus {
  const quiz = quizzes[index];
  if (quiz && quiz.id in completed) return "completed";
  return isUnlocked(index, completed) ? "available" : "locked";
}

/** The quiz the journey button opens: the first one not yet completed, or null when all are done. */
export function firstUncompleted(completed: CompletedQuizzes): Quiz | null {
  return quizzes.find((quiz) => !(quiz.id in completed)) ?? null;
}

export function allCompleted(completed: CompletedQuizzes): boolean {
  return firstUncompleted(completed) === null;
}

/** The quiz after this one in the journey, or null for the last. */
export function nextQuiz(id: string): Quiz | null {
  const index = quizIndex(id);
  return index >= 0 ? (quizzes[index + 1] ?? null) : null;
}

/** The one-question-at-a-time flow of spec §4. */
export type QuizFlow = { current: number; answers: (number | null)[]; finished: boolean };

export function startFlow(quiz: Quiz): QuizFlow {
  return { current: 0, answers: quiz.questions.map(() => null), finished: false };
}

export function canGoBack(flow: QuizFlow): boolean {
  return flow.current > 0;
}

export function canGoNext(flow: QuizFlow): boolean {
  return flow.answers[flow.current] != null;
}

export function canFinish(flow: QuizFlow): boolean {
  return flow.answers.every((answer) => answer != null);
}

export function isLastQuestion(flow: QuizFlow): boolean {
  return flow.current === flow.answers.length - 1;
}

export function answer(flow: QuizFlow, option: number): QuizFlow {
  const answers = flow.answers.slice();
  answers[flow.current] = option;
  return { ...flow, answers };
}

export function goNext(flow: QuizFlow): QuizFlow {
  if (!canGoNext(flow) || isLastQuestion(flow)) return flow;
  return { ...flow, current: flow.current + 1 };
}

export function goBack(flow: QuizFlow): QuizFlow {
  return canGoBack(flow) ? { ...flow, current: flow.current - 1 } : flow;
}

export function finish(flow: QuizFlow): QuizFlow {
  return canFinish(flow) ? { ...flow, finished: true } : flow;
}
