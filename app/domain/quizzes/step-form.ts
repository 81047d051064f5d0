import { QUIZ_FORM_COPY } from "#app/content/quizzes.ts";
import { refuse, type Refusal } from "#app/lib/refusal.ts";
import {
  answer,
  canFinish,
  goBack,
  goNext,
  isLastQuestion,
  startFlow,
  type Quiz,
  type QuizFlow,
} from "#app/domain/quizzes/scoring.ts";

/**
 * The quiz as a plain form (issue 62): each question is a `<form method="post">` that carries the answers so
 * far in hidden fields, so a reader without script (or before it ran) takes the quiz one question at a time
 * and the server answers with the next question or the result. The flow is the scripted runner's
 * (`scoring.ts`): this module only reads a posted step into it, strictly, so a forged step changes nothing.
 */

/** The buttons of a question: Back, Next, and 'Get My Results' on the last question. */
export const QUIZ_INTENTS = ["back", "next", "finish"] as const;
export type QuizIntent = (typeof QUIZ_INTENTS)[number];

/** The field names of a question's form. */
export const QUIZ_FIELDS = {
  intent: "intent",
  /** The index of the question shown (0-based). */
  question: "question",
  /** The answers so far: one character per question, the chosen option's index or `-` for none. */
  answers: "answers",
  /** The chosen option of the question shown (a radio group). */
  answer: "answer",
  /** The run's id, made by the server at its first step: a start and a completion are counted once per run. */
  run: "run",
} as const;

const FIELD_NAMES: readonly string[] = Object.values(QUIZ_FIELDS);
const NO_ANSWER = "-";
/** A run id as `crypto.randomUUID()` makes it. */
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answers so far as the hidden field carries them. */
export function encodeAnswers(answers: readonly (number | null)[]): string {
  return answers.map((given) => (given == null ? NO_ANSWER : String(given))).join("");
}

/** The hidden field read back, or null when it is not one answer (or none) per question of this quiz. */
export function decodeAnswers(quiz: Quiz, raw: string): (number | null)[] | null {
  if (raw.length !== quiz.questions.length) return null;
  const answers: (number | null)[] = [];
  for (const [i, question] of quiz.questions.entries()) {
    const char = raw[i]!;
    if (char === NO_ANSWER) answers.push(null);
    else if (/^\d$/.test(char) && Number(char) < question.options.length) answers.push(Number(char));
    else return null;
  }
  return answers;
}

export type QuizStepRefusalReason =
  "no-answer" | "unknown-answer" | "unknown-question" | "unknown-intent" | "answers-changed" | "form-changed";

/**
 * A posted step read: the flow to show next, and whether this step is the run's start (its first answer) or
 * its completion (the result shown), which the statistics count as the beacon does.
 */
export type QuizStep =
  | { ok: true; flow: QuizFlow; run: string; started: boolean; completed: boolean }
  | (Refusal<QuizStepRefusalReason> & {
      /** What the page shows with the message: the same question for a missing answer, else question 1. */
      flow: QuizFlow;
      run: string;
    });

/**
 * Reads one posted step of `quiz`. Every field must be there once, as text, and name something of this quiz:
 * the question shown, the answers before it (each question before the one shown is answered, as the flow
 * allows no other way), a known option and a known button. Next and 'Get My Results' need the question's
 * answer; Back keeps an answer chosen and goes back. A refused step keeps nothing of what was sent: a missing
 * or unknown answer shows the same question again with its message, anything else question 1.
 * `newRun` makes the run id at a run's first step (the page the server sent carries none).
 */
export function readQuizStep(quiz: Quiz, form: FormData, newRun: () => string): QuizStep {
  const m = QUIZ_FORM_COPY;
  /** A field's text; a field not sent reads as empty (a radio group with nothing chosen sends nothing). */
  const sent = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const fresh = () => startFlow(quiz);
  const restart = (reason: QuizStepRefusalReason, message: string, run: string) => ({
    ...refuse(reason, message),
    flow: fresh(),
    run,
  });

  const runSent = sent(QUIZ_FIELDS.run);
  const validRun = RUN_ID.test(runSent);
  const run = validRun ? runSent : newRun();
  // Only the form's own fields, each once and as text (two answers to one question are not an answer), and a
  // run id the server made: anything else is not this form as the site sent it.
  const names = [...form.keys()];
  const asSent =
    names.every((name) => FIELD_NAMES.includes(name)) &&
    new Set(names).size === names.length &&
    [...form.values()].every((value) => typeof value === "string") &&
    (runSent === "" || validRun);
  if (!asSent) return restart("form-changed", m.formChanged, run);

  const intent = sent(QUIZ_FIELDS.intent);
  if (!QUIZ_INTENTS.some((known) => known === intent)) return restart("unknown-intent", m.unknownIntent, run);

  const questionSent = sent(QUIZ_FIELDS.question);
  const current = /^\d{1,2}$/.test(questionSent) ? Number(questionSent) : -1;
  if (current < 0 || current >= quiz.questions.length) return restart("unknown-question", m.unknownQuestion, run);

  const answers = decodeAnswers(quiz, sent(QUIZ_FIELDS.answers));
  if (!answers || answers.slice(0, current).some((given) => given === null))
    return restart("answers-changed", m.answersChanged, run);

  const flow: QuizFlow = { current, answers, finished: false };
  const chosenSent = sent(QUIZ_FIELDS.answer);
  const question = quiz.questions[current]!;
  let chosen: number | null = null;
  if (chosenSent !== "" && !/^\d$/.test(chosenSent))
    return { ...refuse("unknown-answer", m.unknownAnswer, { field: QUIZ_FIELDS.answer }), flow, run };
  if (chosenSent !== "") {
    chosen = Number(chosenSent);
    if (chosen >= question.options.length)
      return { ...refuse("unknown-answer", m.unknownAnswer, { field: QUIZ_FIELDS.answer }), flow, run };
  }

  if (intent === "back") {
    const kept = chosen === null ? flow : answer(flow, chosen);
    return { ok: true, flow: goBack(kept), run, started: false, completed: false };
  }
  if (chosen === null) return { ...refuse("no-answer", m.noAnswer, { field: QUIZ_FIELDS.answer }), flow, run };
  const started = answers.every((given) => given === null);
  const answered = answer(flow, chosen);
  if (intent === "next") {
    // Next on the last question is not a button the page shows: the question stays, with its answer.
    return { ok: true, flow: goNext(answered), run, started, completed: false };
  }
  // 'Get My Results' is the last question's, and needs every answer (the ones before were checked above).
  if (!isLastQuestion(answered) || !canFinish(answered)) return restart("unknown-intent", m.unknownIntent, run);
  return { ok: true, flow: { ...answered, finished: true }, run, started, completed: true };
}
