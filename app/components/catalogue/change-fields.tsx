import { PRODUCT_EDITORIAL as E } from "#app/domain/catalogue/messages.ts";

const CONTROL =
  "mt-1.5 h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground aria-invalid:border-destructive";

/**
 * What a save of a product is, for its page history (decision 048): an update, a correction (readers see
 * its summary) or a typo-level fix (keeps a reviewer's sign-off), as on the article form. Each error beside
 * its field; what was typed kept after a refusal. `version` is the item's version the form is based on: a
 * save that numbers a new one draws the fields anew, so the next save starts as a plain update again (the
 * select would otherwise keep the last save's kind, and a correction's summary, in a form that stays on the
 * page).
 */
export function ChangeFields({
  idPrefix,
  errors,
  values,
  version,
}: {
  idPrefix: string;
  version?: string | number;
  errors: Record<string, string | undefined>;
  values?: { changeKind?: string; changeSummary?: string };
}) {
  const field = (name: "changeKind" | "changeSummary") => ({
    id: `${idPrefix}-${name}`,
    name,
    "aria-invalid": errors[name] ? (true as const) : undefined,
    "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
  });
  const error = (name: "changeKind" | "changeSummary") =>
    errors[name] ? (
      <p id={`${idPrefix}-${name}-error`} className="mt-1.5 text-sm font-medium text-destructive">
        {errors[name]}
      </p>
    ) : null;
  return (
    <div key={version} className="grid gap-4 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)]">
      <div>
        <label htmlFor={`${idPrefix}-changeKind`} className="block text-sm font-medium">
          {E.changeKind}
        </label>
        <select {...field("changeKind")} className={CONTROL} defaultValue={values?.changeKind || "update"}>
          {Object.entries(E.changeKinds).map(([kind, label]) => (
            <option key={kind} value={kind}>
              {label}
            </option>
          ))}
        </select>
        {error("changeKind")}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-changeSummary`} className="block text-sm font-medium">
          {E.changeSummary}
        </label>
        <input
          {...field("changeSummary")}
          maxLength={200}
          className={CONTROL}
          defaultValue={values?.changeSummary ?? ""}
        />
        {error("changeSummary")}
      </div>
    </div>
  );
}
