import { quizzes, type Quiz, type QuizLink, type QuizResultBand } from "#app/content/quizzes.ts";

export type { Quiz, QuizLink, QuizResultBand };
export { quizzes };

export const OPTION_MAX_SCORE = 4;
export const COMPLETED_QUIZZES_STORAGE_KEY = "completedQuizzes";

export function getQuiz(id: string | undefined): Quiz | undefined {
  return quizzes.find((quiz) => quiz.id === id);
}

export function quizIndex(id: string): number {
  return quizzes.findIndex((quiz) => quiz.id === id);
}

/** Maximum = 4 × the number of questions. */
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

/** The lowest score the answers can reach: every question at its worst end (1). */
export function minScore(quiz: Quiz): number {
  return quiz.questions.length;
}

/**
 * The result band the thresholds give a score, taken on the scale the answers can reach: "up to X%" means
 * (score − minimum) / (maximum − minimum) ≤ X / 100, compared in whole numbers to avoid rounding. The raw
 * score / maximum is never below 25 %, so it would put the spec's thresholds on a scale answers cannot use.
 */
export function quizResult(quiz: Quiz, score: number, max: number = maxScore(quiz)): QuizResultBand {
  const min = minScore(quiz);
  const band = quiz.results.find(
    (b) => b.upToPercent !== undefined && (score - min) * 100 <= b.upToPercent * (max - min),
  );
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

/** An answer named in a result: what the question is about and what was chosen. */
export type NamedAnswer = { topic: string; answer: string };

/**
 * How the answers read as a pattern, whatever the total: "attention" for a red flag, or answers one step from
 * the worst end on two red-flag questions (piling up "fairly often" with physical signs most weeks); "watch"
 * for any other answer at the harder end (score 1 or 2); "steady" when none is.
 */
export type AnswerPattern = "attention" | "watch" | "steady";

export type QuizOutcome = {
  score: number;
  max: number;
  /** The headline: the thresholds' band, capped by the pattern of the answers. */
  band: QuizResultBand;
  pattern: AnswerPattern;
  /** True when the pattern moved the headline below the band the total alone would give. */
  capped: boolean;
  /** The red-flag answers, named (the reasons for the headline). */
  redFlags: NamedAnswer[];
  /** Answers one step from the worst end on red-flag questions, named when two or more set the pattern. */
  flaggedLeaning: NamedAnswer[];
  /** Notes for the answers at the worst end. */
  worstNotes: string[];
  /** Answers one step from the worst end ("Fairly often"), named. */
  leaning: NamedAnswer[];
  /** When to see a professional: set whenever any answer leans to the worse end (score 1 or 2). */
  professionalAdvice: string | null;
  /** The result carries the crisis help: the quiz always shows it, a distress red flag or a note naming it. */
  crisisHelp: boolean;
  /** A note names an eating disorder: Beat and NEDA are shown, and no restrictive plan is suggested. */
  eatingDisorderSupport: boolean;
  /** The tool "Read next" links, or null when it would be a restrictive plan beside an eating-disorder signal. */
  readNextTool: QuizLink | null;
};

/** The band that asks for attention: the best band marked so, which a red-flag pattern caps the headline at. */
export function attentionBandIndex(quiz: Quiz): number {
  let index = 0;
  quiz.results.forEach((band, i) => {
    if (band.asksForAttention) index = i;
  });
  return index;
}

/** The best band that does not reassure: the highest headline answers at the harder end can get. */
export function watchBandIndex(quiz: Quiz): number {
  let index = attentionBandIndex(quiz);
  quiz.results.forEach((band, i) => {
    if (!band.reassuring && i > index) index = i;
  });
  return index;
}

/** Two answers one step from the worst end on red-flag questions make a red-flag pattern. */
export const FLAGGED_LEANING_FOR_ATTENTION = 2;

/**
 * Everything a result says about a set of answers. Safety outranks the spec's thresholds: a red-flag
 * pattern gets the attention band, any answer at the harder end at most the band that does not reassure,
 * and every such answer is named with when to see a professional.
 */
export function quizOutcome(quiz: Quiz, answers: readonly (number | null)[]): QuizOutcome {
  const score = totalScore(quiz, answers);
  const max = maxScore(quiz);
  const byTotal = quiz.results.indexOf(quizResult(quiz, score, max));
  const redFlags: NamedAnswer[] = [];
  const flaggedLeaning: NamedAnswer[] = [];
  const leaning: NamedAnswer[] = [];
  let distress = false;
  let crisisNote = false;
  let eatingNote = false;
  quiz.questions.forEach((question, i) => {
    const choice = answers[i];
    const option = choice == null ? undefined : question.options[choice];
    if (!option) return;
    const named = { topic: question.topic, answer: option.text };
    if (option.score === 1) {
      if (question.support === "crisis") crisisNote = true;
      if (question.support === "eating") eatingNote = true;
      if (question.redFlag) {
        redFlags.push(named);
        if (question.redFlag === "distress") distress = true;
      }
    }
    if (option.score === 2) {
      leaning.push(named);
      if (question.redFlag) flaggedLeaning.push(named);
    }
  });
  const worstNotes = worstAnswerNotes(quiz, answers);
  const pattern: AnswerPattern =
    redFlags.length > 0 || flaggedLeaning.length >= FLAGGED_LEANING_FOR_ATTENTION
      ? "attention"
      : worstNotes.length > 0 || leaning.length > 0
        ? "watch"
        : "steady";
  const cap = pattern === "attention" ? attentionBandIndex(quiz) : pattern === "watch" ? watchBandIndex(quiz) : byTotal;
  const index = Math.min(byTotal, cap);
  const tool = quiz.readNext.tool;
  return {
    score,
    max,
    band: quiz.results[index]!,
    pattern,
    capped: index < byTotal,
    redFlags,
    flaggedLeaning: flaggedLeaning.length >= FLAGGED_LEANING_FOR_ATTENTION ? flaggedLeaning : [],
    worstNotes,
    leaning,
    professionalAdvice: worstNotes.length || leaning.length ? quiz.professionalAdvice : null,
    crisisHelp: Boolean(quiz.crisisResources) || distress || crisisNote,
    eatingDisorderSupport: eatingNote,
    readNextTool: eatingNote && tool.restrictive ? null : tool,
  };
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

/** Quiz 0 is always available; each later quiz unlocks when the previous one is completed. */
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

/**
 * Where a link to a quiz from an article, a search result or a tool takes a reader. Those pages are the same
 * for everyone and cannot know her progress, and a later quiz opens only after the ones before it, so a
 * link to a later quiz starts her at the first one and says why (`journey`): no link opens a locked quiz.
 */
export function quizLinkFor(path: string): { to: string; journey: string | null } {
  const id = /^\/wellness-quiz\/([^/?#]+)$/.exec(path)?.[1];
  const index = id ? quizIndex(id) : -1;
  const first = quizzes[0]!;
  if (index <= 0) return { to: path, journey: null };
  const quiz = quizzes[index]!;
  return {
    to: `/wellness-quiz/${first.id}`,
    journey: `The ${quiz.title} is step ${index + 1} of the Wellness Journey and opens after the quizzes before it; the journey starts with the 2-minute ${first.title}.`,
  };
}

/** The quiz after this one in the journey, or null for the last. */
export function nextQuiz(id: string): Quiz | null {
  const index = quizIndex(id);
  return index >= 0 ? (quizzes[index + 1] ?? null) : null;
}

/** The quiz flow: one question at a time, then the result. */
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
