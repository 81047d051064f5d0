import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { ArrowRight, RotateCcw } from "lucide-react";
import { CrisisResources } from "#app/components/safety/crisis-resources.tsx";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { maxScore, nextQuiz, quizOutcome, type Quiz, type QuizOutcome } from "#app/domain/quizzes/scoring.ts";
import { EATING_DISORDER_SUPPORT } from "#app/content/crisis.ts";
import { QUIZ_COPY } from "#app/content/quizzes.ts";

/**
 * A quiz's result: the headline (safety outranks the thresholds, docs/decisions/022), the score, why, the help
 * the answers call for, what to read next, Retake and Next Quiz. The same for a result worked out in the
 * browser and one the server rendered from a posted step.
 */
export function QuizResults({
  quiz,
  answers,
  score,
  serverRendered = false,
  onRetake,
}: {
  quiz: Quiz;
  answers: readonly (number | null)[];
  score: number;
  /** The server worked the result out from a posted step: without script, this browser keeps no progress. */
  serverRendered?: boolean;
  onRetake: () => void;
}) {
  const outcome = quizOutcome(quiz, answers);
  const max = maxScore(quiz);
  const result = outcome.band;
  const notes = outcome.worstNotes;
  const urgent = outcome.crisisHelp && outcome.redFlags.length > 0;
  const next = nextQuiz(quiz.id);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby="quiz-result-title" className="grid justify-items-center gap-4 text-center">
      <p className="text-sm font-semibold uppercase tracking-wider text-primary">Your result</p>
      <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className="text-3xl font-semibold outline-none">
        {result.title}
      </h2>
      <p className="font-serif text-5xl font-semibold text-primary" aria-label={`Score ${score} out of ${max}`}>
        {score} / {max}
      </p>
      {outcome.redFlags.length > 0 || outcome.flaggedLeaning.length > 0 || outcome.capped ? (
        <p
          className="w-full max-w-prose rounded-xl border border-destructive/40 bg-card p-4 text-left text-sm"
          data-red-flags
        >
          <span className="font-semibold">{QUIZ_COPY.whyLabel}</span>
          {whyThisResult(outcome)}
        </p>
      ) : null}
      {urgent ? <CrisisResources className="w-full max-w-prose text-left" kind="distress" /> : null}
      {outcome.eatingDisorderSupport ? <EatingDisorderSupport /> : null}
      {notes.length > 0 || outcome.leaning.length > 0 ? (
        <div className="w-full max-w-prose rounded-xl border border-gold/40 bg-card p-4 text-left" data-answer-notes>
          <h3 className="font-sans text-base font-semibold">About some of your answers</h3>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-sm">
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
            {outcome.leaning.length > 0 ? (
              <li data-leaning-answers>
                Some answers lean to the harder end:{" "}
                {outcome.leaning.map((lean) => `${lean.topic} (“${lean.answer}”)`).join("; ")}.
              </li>
            ) : null}
          </ul>
          {outcome.professionalAdvice ? (
            <p className="mt-3 text-sm" data-professional-advice>
              <span className="font-semibold">When to see a professional: </span>
              {outcome.professionalAdvice}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="max-w-prose text-left text-muted-foreground sm:text-center">{result.message}</p>
      {outcome.crisisHelp && !urgent ? (
        <CrisisResources
          className="w-full max-w-prose text-left"
          kind={outcome.worstNotes.length ? "distress" : undefined}
        />
      ) : null}
      <nav aria-label="Read next" className="w-full max-w-prose text-left text-sm" data-read-next>
        <p className="font-semibold">Read next</p>
        <ul className="mt-1 space-y-1">
          <li>
            Article:{" "}
            <Link to={quiz.readNext.article.path} className="font-medium text-primary underline underline-offset-2">
              {quiz.readNext.article.label}
            </Link>
          </li>
          {outcome.readNextTool ? (
            <li>
              Tool:{" "}
              <Link to={outcome.readNextTool.path} className="font-medium text-primary underline underline-offset-2">
                {outcome.readNextTool.label}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
      {serverRendered ? (
        <noscript>
          <p className="max-w-prose text-left text-sm text-muted-foreground">{QUIZ_COPY.noScriptProgress}</p>
        </noscript>
      ) : null}
      <div className="mt-4 flex flex-wrap justify-center gap-3">
        {/* Without script, the quiz's own page again: question 1, no answers. */}
        <form
          method="get"
          action={`/wellness-quiz/${quiz.id}`}
          onSubmit={(event) => {
            event.preventDefault();
            onRetake();
          }}
        >
          <Button type="submit" variant="outline">
            <RotateCcw aria-hidden="true" /> Retake Quiz
          </Button>
        </form>
        {next ? (
          <Link to={`/wellness-quiz/${next.id}`} className={buttonVariants()}>
            Next Quiz <ArrowRight aria-hidden="true" />
          </Link>
        ) : (
          <Link to="/wellness-quiz" className={buttonVariants()}>
            Finish
          </Link>
        )}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        This quiz is a self-check for reflection, not a medical assessment. If you are worried about your health, please
        talk to a doctor.
      </p>
    </section>
  );
}

/** Why the headline is what it is, naming the answers that set it (shown whenever the pattern capped it). */
function whyThisResult(outcome: QuizOutcome): string {
  const named = (answers: QuizOutcome["redFlags"]) => answers.map((a) => `${a.topic} (“${a.answer}”)`);
  const parts: string[] = [];
  if (outcome.redFlags.length > 0) parts.push(QUIZ_COPY.whyRedFlags + named(outcome.redFlags).join("; "));
  if (outcome.flaggedLeaning.length > 0)
    parts.push(QUIZ_COPY.whyFlaggedLeaning + named(outcome.flaggedLeaning).join("; "));
  if (parts.length === 0)
    parts.push(
      QUIZ_COPY.whyLeaning +
        [...named(outcome.leaning), ...(outcome.worstNotes.length ? [QUIZ_COPY.whyWorstNotes] : [])].join("; "),
    );
  const text = `${outcome.capped ? QUIZ_COPY.whyCapped : ""}${parts.join("; and ")}.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Beat and NEDA, wherever a note names an eating disorder. */
function EatingDisorderSupport() {
  return (
    <aside
      aria-label={QUIZ_COPY.eatingSupportHeading}
      className="w-full max-w-prose rounded-xl border border-primary/30 bg-primary-soft/60 p-4 text-left text-sm"
      data-eating-disorder-support
    >
      <h3 className="font-sans text-base font-semibold">{QUIZ_COPY.eatingSupportHeading}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {EATING_DISORDER_SUPPORT.map((support) => (
          <li key={support.name}>
            <a href={support.url} rel="noopener" className="font-medium text-primary underline underline-offset-2">
              {support.name}
            </a>{" "}
            ({support.region}): {support.how}
          </li>
        ))}
      </ul>
    </aside>
  );
}
