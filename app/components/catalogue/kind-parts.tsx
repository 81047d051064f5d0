import { Link } from "react-router";
import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

const CONTROL =
  "mt-1.5 w-full rounded-md border border-input bg-card px-3 text-base text-foreground aria-invalid:border-destructive";

/**
 * One labelled field of a catalogue kind's form (roundups, comparison rows, listings): its error beside it,
 * what was typed kept after a refusal.
 */
export function KindField({
  id,
  name,
  label,
  value,
  error,
  multiline,
  maxLength,
  type = "text",
  inputMode,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  multiline?: boolean;
  maxLength?: number;
  type?: "text" | "date";
  inputMode?: "decimal" | "numeric";
}) {
  const shared = {
    id,
    name,
    defaultValue: value,
    maxLength,
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={3} className={`${CONTROL} py-2`} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} className={`${CONTROL} h-10`} />
      )}
      <KindError id={id} error={error} />
    </div>
  );
}

/** An item's editorial links and state: its revisions, its sign-off page (kinds with health content), a hold. */
export function KindEditorialBar({
  revisionsPath,
  signOffPath,
  hold,
}: {
  revisionsPath: string;
  signOffPath: string | null;
  hold: string | null;
}) {
  return (
    <div className="grid gap-2">
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link to={revisionsPath} className="font-medium text-primary underline">
          {E.revisionsLink}
        </Link>
        {signOffPath ? (
          <Link to={signOffPath} className="font-medium text-primary underline">
            {E.signOffLink}
          </Link>
        ) : null}
      </p>
      {hold ? (
        <p role="status" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950">
          <span className="font-medium">{E.held}: </span>
          {hold}
        </p>
      ) : null}
    </div>
  );
}

/** A refusal not about one field, above the form. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm font-medium text-destructive"
    >
      {message}
    </p>
  ) : null;
}

/**
 * One labelled choice of a catalogue kind's form (a product, a table, a category, how a fact is shown): its
 * error beside it, the choice sent kept after a refusal; `placeholder` is an empty first option.
 */
export function KindSelect({
  id,
  name,
  label,
  value,
  options,
  error,
  placeholder,
  className = "min-w-0",
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  placeholder?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="mt-1.5 h-10 w-full rounded-md border border-input bg-card px-3 text-base"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <KindError id={id} error={error} />
    </div>
  );
}

/** A field's error, beside it (`${id}-error`, the field's aria-describedby). */
function KindError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
