import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ArrowLeft, ArrowRight, Lock } from "lucide-react";
import { QuizIcon } from "#app/components/quizzes/quiz-icon.tsx";
import { QuizResults } from "#app/components/quizzes/quiz-results.tsx";
import { useCompletedQuizzes } from "#app/components/quizzes/use-completed-quizzes.ts";
import { ErrorSummary } from "#app/components/forms/error-summary.tsx";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Progress } from "#app/components/ui/progress.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import {
  answer,
  canFinish,
  canGoBack,
  canGoNext,
  COMPLETED_QUIZZES_STORAGE_KEY,
  finish,
  goBack,
  goNext,
  isLastQuestion,
  firstUncompleted,
  quizIndex,
  quizStatus,
  quizzes,
  startFlow,
  totalScore,
  withCompletion,
  type Quiz,
  type QuizFlow,
} from "#app/domain/quizzes/scoring.ts";
import { encodeAnswers, QUIZ_FIELDS, type QuizIntent } from "#app/domain/quizzes/step-form.ts";
import { QUIZ_COPY } from "#app/content/quizzes.ts";
import { writeLocalStorage } from "#app/lib/local-storage.ts";
import { sendQuizEvent } from "#app/lib/beacon.ts";
import { recordQuizSave } from "#app/components/private-sync/engine.ts";
import { hydrating, useHydrated } from "#app/lib/use-hydrated.ts";

/**
 * What the quiz route's action answers to a question posted as a plain form (without script, or before it
 * ran): the flow to show, the run's id to carry on, and the refusal's message (`field`: about the answer).
 */
export type QuizStepAnswer = { flow: QuizFlow; run: string; error: { message: string; field: boolean } | null };

/** Keeps a completed quiz in this browser (and, with private sync, her account); false when storage refused. */
function keepCompletion(completed: Parameters<typeof withCompletion>[0], quiz: Quiz, score: number): boolean {
  if (!writeLocalStorage(COMPLETED_QUIZZES_STORAGE_KEY, JSON.stringify(withCompletion(completed, quiz, score))))
    return false;
  // With private sync on this browser, the result is also sealed and saved to her account.
  recordQuizSave(quiz.id);
  return true;
}

/**
 * /wellness-quiz/:quizId: one question at a time, then the result. Mount it with `key={quiz.id}`
 * so that changing the quiz resets the flow. Each question is a form: with script the runner answers it in
 * the browser; without, it posts, and `posted` is the server's answer (the step to show, or the result).
 */
export function QuizRunner({ quiz, posted }: { quiz: Quiz; posted?: QuizStepAnswer }) {
  const { completed, known } = useCompletedQuizzes();
  const [flow, setFlow] = useState(() => posted?.flow ?? startFlow(quiz));
  const [error, setError] = useState(posted?.error ?? null);
  const index = quizIndex(quiz.id);
  const locked = known && quizStatus(index, completed) === "locked";

  // A result the server worked out (a step posted before the script ran) is kept here as the runner's own is.
  const serverResult = posted?.flow.finished === true;
  useEffect(() => {
    if (serverResult && known) keepCompletion(completed, quiz, totalScore(quiz, flow.answers));
    // Once, when the stored record is first known: the result cannot change after.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverResult, known]);

  if (locked) return <LockedQuiz quiz={quiz} previous={quizzes[index - 1]} start={firstUncompleted(completed)} />;

  function getResults() {
    if (!canFinish(flow)) return;
    const score = totalScore(quiz, flow.answers);
    if (!keepCompletion(completed, quiz, score)) {
      showToast({
        title: "Progress not saved",
        description: "Your browser refused to store your quiz progress, so the next quiz may stay locked.",
        variant: "destructive",
      });
    }
    sendQuizEvent("quiz-complete", quiz.id);
    setFlow(finish(flow));
  }

  function onAnswer(option: number) {
    // The first answer of a run is its start (opening the page is already a page view).
    if (flow.answers.every((given) => given === null)) sendQuizEvent("quiz-start", quiz.id);
    setError(null);
    setFlow(answer(flow, option));
  }

  /** A question's button (or Enter, which is Next or 'Get My Results'), handled here instead of posted. */
  function onIntent(intent: QuizIntent) {
    if (intent === "back") {
      setError(null);
      setFlow(goBack(flow));
    } else if (intent === "next") setFlow(goNext(flow));
    else getResults();
  }

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 md:py-14">
      <header className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <QuizIcon name={quiz.icon} className="size-6" />
        </span>
        <div>
          <Link to="/wellness-quiz" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            Wellness Journey
          </Link>
          <h1 className="text-3xl font-semibold sm:text-4xl">{quiz.title}</h1>
          <p className="mt-2 text-muted-foreground">{quiz.description}</p>
        </div>
      </header>

      <div className="mt-8 rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
        {flow.finished ? (
          <QuizResults
            quiz={quiz}
            answers={flow.answers}
            score={totalScore(quiz, flow.answers)}
            serverRendered={serverResult}
            onRetake={() => setFlow(startFlow(quiz))}
          />
        ) : (
          <QuestionStep
            quiz={quiz}
            flow={flow}
            run={posted?.run ?? ""}
            error={error}
            onAnswer={onAnswer}
            onIntent={onIntent}
          />
        )}
      </div>
    </div>
  );
}

/**
 * One question as a form that works before and without script: the answer is a radio group, the answers so
 * far ride in hidden fields, and each button posts its intent to the quiz's own address. With script, the
 * submit is the runner's (no post): the same flow, at once.
 */
function QuestionStep(props: {
  quiz: Quiz;
  flow: QuizFlow;
  run: string;
  error: QuizStepAnswer["error"];
  onAnswer: (option: number) => void;
  onIntent: (intent: QuizIntent) => void;
}) {
  const { quiz, flow, error } = props;
  const { current } = flow;
  const selected = flow.answers[current];
  const question = quiz.questions[current];
  const total = quiz.questions.length;
  const last = isLastQuestion(flow);
  const legendId = useId();
  const optionId = useId();
  const errorId = `${optionId}-error`;

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const intent = submitter?.getAttribute("value");
    props.onIntent(intent === "back" || intent === "next" || intent === "finish" ? intent : last ? "finish" : "next");
  }

  return (
    <form method="post" action={`/wellness-quiz/${quiz.id}`} onSubmit={submit} noValidate className="grid gap-6">
      {/* Enter in the form is Next (or 'Get My Results'), not Back, the first visible button. */}
      <button type="submit" name={QUIZ_FIELDS.intent} value={last ? "finish" : "next"} hidden tabIndex={-1} />
      <input type="hidden" name={QUIZ_FIELDS.question} value={current} />
      <input type="hidden" name={QUIZ_FIELDS.answers} value={encodeAnswers(flow.answers)} />
      <input type="hidden" name={QUIZ_FIELDS.run} value={props.run} />
      {error ? (
        <ErrorSummary
          autoFocus={hydrating()}
          items={[{ message: error.message, fieldId: error.field ? `${optionId}-0` : undefined }]}
        />
      ) : null}
      <div className="grid gap-2">
        <p className="text-sm font-medium text-muted-foreground" aria-live="polite">
          Question {current + 1} of {total}
        </p>
        <Progress value={((current + 1) / total) * 100} aria-label={`Question ${current + 1} of ${total}`} />
      </div>
      <fieldset className="grid gap-4">
        <legend id={legendId} className="mb-4 font-serif text-xl font-semibold sm:text-2xl">
          {question.question}
        </legend>
        {error?.field ? (
          <p id={errorId} className="-mt-2 text-sm font-medium text-destructive">
            {error.message}
          </p>
        ) : null}
        {/*
          Native radio buttons, one group per question: choosing an answer is the browser's own work and one
          small render (Radix's radio group cost most of the answer's time at 4× CPU slow-down: issue 62).
          The arrow keys move between the answers and choose, as in every radio group.
        */}
        <div
          key={current}
          role="radiogroup"
          aria-labelledby={legendId}
          aria-invalid={error?.field ? true : undefined}
          aria-describedby={error?.field ? errorId : undefined}
          className="grid gap-3"
        >
          {question.options.map((option, i) => (
            <label
              key={option.text}
              htmlFor={`${optionId}-${i}`}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-border p-4 transition-colors hover:bg-muted has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            >
              <input
                type="radio"
                id={`${optionId}-${i}`}
                name={QUIZ_FIELDS.answer}
                value={i}
                checked={selected === i}
                onChange={() => props.onAnswer(i)}
                className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-card shadow-xs outline-none checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_4px_var(--color-card)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
              />
              <span>{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <StepButtons flow={flow} last={last} />
      <noscript>
        <p className="text-xs text-muted-foreground">{QUIZ_COPY.noScriptAnswers}</p>
      </noscript>
    </form>
  );
}

/**
 * Back, and Next or 'Get My Results'. With script, Next and 'Get My Results' wait for the answers they need
 * (the spec's flow); without, they are always pressable and the server says what is missing. The one part
 * that renders again once the page has hydrated.
 */
function StepButtons({ flow, last }: { flow: QuizFlow; last: boolean }) {
  const hydrated = useHydrated();
  return (
    <div className="flex items-center justify-between gap-3">
      <Button type="submit" name={QUIZ_FIELDS.intent} value="back" variant="outline" disabled={!canGoBack(flow)}>
        <ArrowLeft aria-hidden="true" /> Back
      </Button>
      {last ? (
        <Button type="submit" name={QUIZ_FIELDS.intent} value="finish" disabled={hydrated && !canFinish(flow)}>
          Get My Results
        </Button>
      ) : (
        <Button type="submit" name={QUIZ_FIELDS.intent} value="next" disabled={hydrated && !canGoNext(flow)}>
          Next <ArrowRight aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}

/**
 * A quiz the reader cannot take yet. It still gives the way in (the first quiz she has not completed) and the
 * crisis help, since a reader may arrive here from a link about stress or sleep.
 */
function LockedQuiz({ quiz, previous, start }: { quiz: Quiz; previous: Quiz | undefined; start: Quiz | null }) {
  const wayIn = start && start.id !== quiz.id ? start : previous;
  return (
    <section className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-20 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Lock className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-semibold">{quiz.title} is locked</h1>
      <p className="text-muted-foreground">
        {previous
          ? `Complete the ${previous.title} quiz first to unlock this one. Each step of the journey opens the next.`
          : "Complete the earlier quizzes first to unlock this one."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {wayIn && (
          <Link to={`/wellness-quiz/${wayIn.id}`} className={buttonVariants()}>
            Go to {wayIn.title}
          </Link>
        )}
        <Link to="/wellness-quiz" className={buttonVariants({ variant: "outline" })}>
          Back to Wellness Journey
        </Link>
      </div>
      <CrisisResources className="mt-4 w-full text-left" kind="distress" />
    </section>
  );
}
