import { ClipboardList, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import {
  REVIEW_METHOD_LINK_TEXT,
  REVIEW_METHOD_PATH,
  REVIEW_METHOD_SUMMARY,
} from "#app/content/catalogue/review-method.ts";
import { AFFILIATE_DISCLOSURE, MEDICAL_DISCLAIMER } from "#app/domain/catalogue/messages.ts";

/** One line that says how the page's verdicts were reached, linking to the method. */
export function ReviewMethodNote({ className = "" }: { className?: string }) {
  return (
    <p className={`flex gap-2 text-sm text-muted-foreground ${className}`}>
      <ClipboardList className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {REVIEW_METHOD_SUMMARY}{" "}
        <Link to={REVIEW_METHOD_PATH} className="font-medium text-primary underline-offset-2 hover:underline">
          {REVIEW_METHOD_LINK_TEXT}
        </Link>
      </span>
    </p>
  );
}

/** A product's safety note, shown next to its claims. */
export function SafetyNote({ note, className = "" }: { note: string; className?: string }) {
  return (
    <div
      role="note"
      aria-label="Safety note"
      className={`rounded-lg border border-gold/60 bg-accent p-4 text-sm text-accent-foreground ${className}`}
    >
      <p className="flex gap-2">
        <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>
          <strong className="font-semibold">Safety note: </strong>
          {note}
        </span>
      </p>
    </div>
  );
}

/** The affiliate disclosure and the not-medical-advice line, for every page with a marketplace link. */
export function MarketplaceNotices({ className = "" }: { className?: string }) {
  return (
    <div
      className={`space-y-3 rounded-xl border border-border bg-muted/60 p-5 text-sm text-muted-foreground ${className}`}
    >
      <p>{AFFILIATE_DISCLOSURE}</p>
      <p>{MEDICAL_DISCLAIMER}</p>
    </div>
  );
}
