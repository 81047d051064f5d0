import { publicPageHeaders } from "#app/lib/http.ts";
import { Link, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";
import { ArrowRight, CheckCircle2, Lock, PartyPopper } from "lucide-react";
import { QuizIcon } from "#app/components/quizzes/quiz-icon.tsx";
import { useCompletedQuizzes } from "#app/components/quizzes/use-completed-quizzes.ts";
import { useSyncStatus, type SyncStatus } from "#app/components/private-sync/status.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { Progress } from "#app/components/ui/progress.tsx";
import { firstUncompleted, quizStatus, quizzes } from "#app/domain/quizzes/scoring.ts";
import { QUIZ_COPY } from "#app/content/quizzes.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { cn } from "#app/lib/cn.ts";
import { contentPage } from "#app/lib/page-cache-policy.ts";

/**
 * Where her results go, as it is on this browser: a member's results reach her account only through
 * private sync (sealed on the device), so the copy follows its state instead of promising a sync.
 */
function privacyCopy(signedIn: boolean, sync: SyncStatus["state"]): string {
  if (!signedIn) return "Your results stay private in this browser: we never receive your answers or scores.";
  if (sync === "unlocked")
    return "Your results are kept in this browser and, with private sync on, saved to your account encrypted on your device, so only you can read them on your other devices.";
  if (sync === "locked")
    return "Your results are kept in this browser. Unlock private sync in the Cycle Tracker to save them, encrypted, to your account; until then they are not sent anywhere.";
  return "Your results are kept in this browser and are not sent to your account. Private sync in the Cycle Tracker can save them there, encrypted on your device so only you can read them.";
}

/** /wellness-quiz: the 'Wellness Journey' overview. Progress lives in the browser (and, sealed, in private sync). */
export default function WellnessQuizOverview() {
  const { completed } = useCompletedQuizzes();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);
  const sync = useSyncStatus();
  const next = firstUncompleted(completed);
  const doneCount = quizzes.filter((quiz) => quiz.id in completed).length;

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14">
      <header className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">Five short quizzes</p>
        <h1 className="mt-2 text-4xl font-semibold sm:text-5xl">Wellness Journey</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Work through five quick self-checks, one step at a time. Each quiz unlocks the next.{" "}
          <span data-testid="quiz-privacy">{privacyCopy(signedIn, sync.state)}</span>
          {/* What the sentence above says is the scripted quiz's: without script, each step is a post. */}
          <noscript> {QUIZ_COPY.noScriptAnswers}</noscript>
        </p>
      </header>

      <div className="mx-auto mt-8 grid max-w-md gap-2">
        <p className="text-center text-sm font-medium">
          {doneCount} of {quizzes.length} quizzes completed
        </p>
        <Progress value={(doneCount / quizzes.length) * 100} aria-label="Journey progress" />
      </div>

      {next ? (
        <div className="mt-8 flex justify-center">
          <Link to={`/wellness-quiz/${next.id}`} className={buttonVariants({ size: "lg" })}>
            {doneCount === 0 ? "Start Your Journey" : "Continue Your Journey"}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <section
          aria-labelledby="journey-complete"
          className="mx-auto mt-8 grid max-w-2xl justify-items-center gap-3 rounded-xl border border-primary/30 bg-primary-soft p-8 text-center"
        >
          <PartyPopper className="size-10 text-primary" aria-hidden="true" />
          <h2 id="journey-complete" className="text-3xl font-semibold">
            Congratulations!
          </h2>
          <p className="text-muted-foreground">
            You have completed every quiz in your wellness journey. Put what you learned into practice with our free
            tools: track your habits, plan your meals and get a workout plan made for you.
          </p>
          <Link to="/wellness-toolkit" className={buttonVariants({ className: "mt-2" })}>
            Explore the Wellness Toolkit <ArrowRight aria-hidden="true" />
          </Link>
        </section>
      )}

      <ol className="mt-10 grid gap-4 md:grid-cols-2">
        {quizzes.map((quiz, index) => {
          const status = quizStatus(index, completed);
          const record = completed[quiz.id];
          return (
            <li
              key={quiz.id}
              aria-label={quiz.title}
              className={cn(
                "flex flex-col gap-4 rounded-xl border border-border bg-card p-6 shadow-sm",
                status === "locked" && "bg-muted/50",
                index === 0 && "md:col-span-2",
              )}
            >
              <div className="flex items-start gap-4">
                <span
                  className={cn(
                    "flex size-12 shrink-0 items-center justify-center rounded-lg",
                    status === "locked" ? "bg-muted text-muted-foreground" : "bg-primary-soft text-primary",
                  )}
                >
                  <QuizIcon name={quiz.icon} className="size-6" />
                </span>
                <div className="grid gap-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                    Step {index + 1} · {quiz.questions.length} questions
                  </p>
                  <h2 className="text-xl font-semibold">{quiz.title}</h2>
                  <p className="text-sm text-muted-foreground">{quiz.description}</p>
                </div>
              </div>
              <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
                {status === "completed" && (
                  <>
                    <Badge className="gap-1 bg-sage text-white">
                      <CheckCircle2 aria-hidden="true" /> Completed
                    </Badge>
                    <span className="text-sm text-muted-foreground">
                      Score {record.score} / {record.totalPossibleScore} ·{" "}
                      <Link to={`/wellness-quiz/${quiz.id}`} className="font-medium text-primary underline">
                        Take it again<span className="sr-only">: {quiz.title}</span>
                      </Link>
                    </span>
                  </>
                )}
                {status === "locked" && (
                  <>
                    <Badge variant="outline" className="gap-1 text-muted-foreground">
                      <Lock aria-hidden="true" /> Locked
                    </Badge>
                    <span className="text-sm text-muted-foreground">
                      Complete {quizzes[index - 1]?.title} to unlock
                    </span>
                  </>
                )}
                {status === "available" && (
                  <Link to={`/wellness-quiz/${quiz.id}`} className={buttonVariants({ size: "sm" })}>
                    Start Quiz<span className="sr-only">: {quiz.title}</span>
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

export const meta = () =>
  pageMeta(
    "Wellness Journey",
    "Five short, evidence-informed quizzes on wellbeing, stress, sleep, nutrition and movement. Take them in order and see where to focus next.",
  );

export const headers = publicPageHeaders;

/** Kept by the page cache (app/lib/page-cache-policy.ts). */
export const handle = { pageCache: contentPage() };
