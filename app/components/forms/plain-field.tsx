import type { ReactNode } from "react";
import { Link } from "react-router";

export type PlainErrors = Record<string, string[] | undefined>;

/** What a plain field's control takes: its id and name, the shared look, and its error's ARIA wiring. */
export type PlainControlProps = {
  id: string;
  name: string;
  className: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

const CONTROL =
  "mt-1.5 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground aria-invalid:border-destructive";

/**
 * One labelled field of a plain POST form whose route validates and answers `{ errors, values }` (the admin's
 * people and editorial-details forms): the label, an optional hint, the control the caller renders with the
 * props given, and the field's first error below it, tied to the control by aria-describedby.
 */
export function PlainField({
  name,
  label,
  errors,
  hint,
  extraClassName,
  children,
}: {
  name: string;
  label: ReactNode;
  errors: PlainErrors;
  hint?: ReactNode;
  /** Added to the control's classes (e.g. a monospace textarea). */
  extraClassName?: string;
  children: (control: PlainControlProps) => ReactNode;
}) {
  const message = errors[name]?.[0];
  const control: PlainControlProps = {
    id: name,
    name,
    className: extraClassName ? `${CONTROL} ${extraClassName}` : CONTROL,
    ...(message ? { "aria-invalid": true as const, "aria-describedby": `${name}-error` } : {}),
  };
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      {hint ? <p className="mt-1 text-sm text-muted-foreground">{hint}</p> : null}
      {children(control)}
      {message ? (
        <p id={`${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A plain form's submit button and its Cancel link. */
export function FormButtons({ submit, cancelTo }: { submit: string; cancelTo: string }) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        className="inline-flex h-10 items-center rounded-md bg-primary px-5 font-medium text-primary-foreground hover:bg-primary/90"
      >
        {submit}
      </button>
      <Link to={cancelTo} className="inline-flex h-10 items-center rounded-md border border-border px-5 font-medium">
        Cancel
      </Link>
    </div>
  );
}
