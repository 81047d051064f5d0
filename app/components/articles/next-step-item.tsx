import { Link } from "react-router";
import type { NextStep } from "#app/content/next-steps.ts";
import { quizLinkFor } from "#app/domain/quizzes/scoring.ts";

/**
 * One "what to do next" link under an article or a category. A later quiz is locked for a new reader: the link
 * starts the journey and says so.
 */
export function NextStepItem({ step, className }: { step: NextStep; className?: string }) {
  const link = quizLinkFor(step.to);
  return (
    <li className={className}>
      <Link to={link.to} className="font-semibold text-primary underline-offset-2 hover:underline">
        {step.label}
      </Link>
      <p className="mt-1 text-sm text-muted-foreground">{step.description}</p>
      {link.journey ? (
        <p className="mt-1 text-sm" data-quiz-journey>
          {link.journey}
        </p>
      ) : null}
    </li>
  );
}
