import * as React from "react";
import { cn } from "#app/lib/cn.ts";

/*
 * The error summary on its own, without the form library: the plain HTML forms (the newsletter's, on every page's
 * footer) show it too, and must not pull Conform into every page's script. field.tsx re-exports it.
 */

/** Elements that can take focus and are on screen (a hidden input or a hidden textarea cannot). */
export function focusable(element: HTMLElement): boolean {
  if (element instanceof HTMLInputElement && element.type === "hidden") return false;
  if (element.closest("[hidden]")) return false;
  return element.getClientRects().length > 0;
}

/** One line of an error summary: the message, and the field it links to (none for a form-level message). */
export type SummaryItem = { message: string; fieldId?: string; name?: string };

export const ERROR_SUMMARY_TITLE = "There is a problem";

/** The control a summary link leads to: the field's id, else its named control, else what its message describes. */
function controlFor(form: HTMLFormElement | null, item: SummaryItem): HTMLElement | null {
  const byId = item.fieldId ? document.getElementById(item.fieldId) : null;
  if (byId && focusable(byId)) return byId;
  if (!form || !item.name) return byId;
  const named = [...form.querySelectorAll<HTMLElement>(`[name="${CSS.escape(item.name)}"]`)].find(focusable);
  if (named) return named;
  return item.fieldId
    ? ([...form.querySelectorAll<HTMLElement>(`[aria-describedby~="${CSS.escape(`${item.fieldId}-error`)}"]`)].find(
        focusable,
      ) ?? null)
    : null;
}

/**
 * The error summary at the top of a form, as GOV.UK and the NHS design it: a heading, an optional line
 * (the spec's own message where it fixes one), and a list whose links move to each field with a problem
 * (the message itself also stands beside its field). It takes focus after a refused submit, so a screen
 * reader announces it and a keyboard starts from it; without JavaScript, `autofocus` does the same.
 */
export function ErrorSummary({
  items,
  title = ERROR_SUMMARY_TITLE,
  description,
  autoFocus,
  className,
}: {
  items: SummaryItem[];
  title?: string;
  description?: string;
  autoFocus?: boolean;
  className?: string;
}) {
  const ref = React.useRef<HTMLDivElement>(null);
  if (items.length === 0 && !description) return null;
  // A message that stands for the whole form and is also the description is not listed twice; a field's
  // message that is the description ('Invalid Age') is its link, and the line is not repeated above it.
  const listed = items.filter((item) => item.fieldId || item.message !== description);
  const line = description && !listed.some((item) => item.message === description) ? description : null;
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      autoFocus={autoFocus}
      data-error-summary=""
      data-form-errors=""
      className={cn(
        "scroll-mt-24 rounded-md border-2 border-destructive bg-destructive/5 px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
        className,
      )}
    >
      <h2 className="text-base font-semibold text-foreground">{title}</h2>
      {line ? <p className="mt-1 text-foreground">{line}</p> : null}
      {listed.length > 0 ? (
        <ul className="mt-2 grid gap-1">
          {listed.map((item, index) =>
            item.fieldId ? (
              <li key={`${item.fieldId}-${index}`}>
                <a
                  href={`#${item.fieldId}`}
                  className="font-medium text-destructive underline underline-offset-2"
                  onClick={(event) => {
                    const control = controlFor(ref.current?.closest("form") ?? null, item);
                    if (!control) return;
                    event.preventDefault();
                    control.focus();
                    // The label above the control comes into view with it.
                    (control.closest(".grid") ?? control).scrollIntoView({ block: "center" });
                  }}
                >
                  {item.message}
                </a>
              </li>
            ) : (
              <li key={`form-${index}`} className="font-medium text-destructive">
                {item.message}
              </li>
            ),
          )}
        </ul>
      ) : null}
    </div>
  );
}
