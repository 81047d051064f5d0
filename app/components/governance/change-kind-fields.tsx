import type { FieldMetadata } from "@conform-to/react";
import { Field, FieldErrors } from "#app/components/forms/field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { CHANGE_KIND_LABELS, CHANGE_KINDS, TYPO_MAX_CHANGED_CHARS } from "#app/domain/articles/review-gate.ts";

const HINTS = {
  update:
    "New or changed information. Shown in the page history as “Updated: <summary>”; a reviewer signs it off again.",
  correction:
    "A fact was wrong. Shown as “Corrected: <summary>” in the history and in a notice at the top of the page for 30 days; a reviewer signs it off again.",
  typo: `Spelling, punctuation or formatting only (at most ${TYPO_MAX_CHANGED_CHARS} characters, same category and image). Keeps the reviewer's sign-off; recorded in the revisions, not shown to readers.`,
} as const;

/**
 * The edit form's "what kind of change is this" choice and its summary: the words the public page history
 * shows, and what decides whether a reviewer's sign-off still covers the article.
 */
export function ChangeKindFields({ kind, summary }: { kind: FieldMetadata<unknown>; summary: FieldMetadata<unknown> }) {
  const chosen = typeof kind.initialValue === "string" ? kind.initialValue : "update";
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2" aria-describedby={kind.errors?.length ? kind.errorId : undefined}>
        <legend className="text-sm font-medium">What kind of change is this?</legend>
        {CHANGE_KINDS.map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name={kind.name}
              value={value}
              defaultChecked={chosen === value}
              className="mt-1 size-4 accent-primary"
            />
            <span>
              <span className="font-medium">{CHANGE_KIND_LABELS[value]}</span>
              <span className="block text-muted-foreground">{HINTS[value]}</span>
            </span>
          </label>
        ))}
        <FieldErrors field={kind} />
      </fieldset>
      <Field
        field={summary}
        label="Summary of the change (public)"
        hint="One line for the page history, e.g. “Added the 2025 guideline on iron doses”. Required for a correction."
      >
        {(control) => <Input {...control} maxLength={200} />}
      </Field>
    </div>
  );
}
