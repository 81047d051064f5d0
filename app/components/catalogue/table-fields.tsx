import { KindField } from "#app/components/catalogue/kind-parts.tsx";
import { TABLE_ADMIN as T } from "#app/domain/catalogue/kind-messages.ts";

/**
 * The labels a form posted, by place (a field's error is named by its place), without the empty spare fields
 * at the end, so a refused form shows what was typed and no more blanks than before.
 */
export function postedLabels(form: FormData): string[] {
  const labels = form
    .getAll("label")
    .slice(0, 20)
    .map((label) => String(label).slice(0, 400));
  while (labels.length > 0 && labels.at(-1)!.trim() === "") labels.pop();
  return labels;
}

/** Two empty label fields after the table's own: filling one adds a label at the end (no script needed). */
export const SPARE_LABELS = 2;

/**
 * A comparison table's title, intro and feature labels, shared by the add and the edit forms: each error
 * beside its field, what was typed kept. Labels go by place: clearing one removes it.
 */
export function TableFields({
  values,
  errors,
}: {
  values: { title: string; intro: string; labels: string[] };
  errors: Record<string, string | undefined>;
}) {
  const labels = [...values.labels, ...Array.from({ length: SPARE_LABELS }, () => "")];
  return (
    <>
      <KindField
        id="table-title"
        name="title"
        label={T.tableTitle}
        value={values.title}
        error={errors.title}
        maxLength={80}
      />
      <KindField
        id="table-intro"
        name="intro"
        label={T.tableIntro}
        value={values.intro}
        error={errors.intro}
        multiline
        maxLength={600}
      />
      <fieldset className="grid gap-3 border-t border-border pt-4" aria-describedby="table-labels-help">
        <legend className="text-sm font-medium">{T.labels}</legend>
        <p id="table-labels-help" className="text-sm text-muted-foreground">
          {T.labelsHelp}
        </p>
        {errors.labels ? (
          <p id="table-labels-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.labels}
          </p>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {labels.map((label, index) => (
            <KindField
              key={index}
              id={`table-label-${index}`}
              name="label"
              label={T.label(index + 1)}
              value={label}
              error={errors[`labels.${index}`]}
              maxLength={60}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
