import type { ReactNode } from "react";
import { COMPARISON_ADMIN as C } from "#app/domain/catalogue/kind-messages.ts";
import { KindField, KindSelect } from "./kind-parts.tsx";

const GOOD_CHOICES = Object.entries(C.goodChoices).map(([value, label]) => ({ value, label }));

type RowValues = {
  position: string;
  pricePerServing: string;
  priceCheckedOn: string;
  effectiveness: string;
  facts: { value: string; good: string }[];
};

/**
 * A comparison row's own fields, on its edit form and on the add form: place, price per serving with the day
 * it was checked, evidence score, then one fact per feature of its table (labelled by the table's feature
 * labels) and how each is shown. `before` is what the form puts first in the grid (the table or the product).
 */
export function ComparisonRowFields({
  idPrefix,
  values,
  errors,
  labels,
  factsLegend,
  before,
}: {
  idPrefix: string;
  values: RowValues;
  errors: Record<string, string | undefined>;
  labels: readonly string[];
  factsLegend: string;
  before: ReactNode;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        {before}
        <KindField
          id={`${idPrefix}-position`}
          name="position"
          label={C.position}
          value={values.position}
          error={errors.position}
          inputMode="numeric"
        />
        <KindField
          id={`${idPrefix}-price`}
          name="pricePerServing"
          label={C.price}
          value={values.pricePerServing}
          error={errors.pricePerServing}
          inputMode="decimal"
        />
        <KindField
          id={`${idPrefix}-checked`}
          name="priceCheckedOn"
          label={C.priceCheckedOn}
          value={values.priceCheckedOn}
          error={errors.priceCheckedOn}
          type="date"
        />
        <KindField
          id={`${idPrefix}-score`}
          name="effectiveness"
          label={C.effectiveness}
          value={values.effectiveness}
          error={errors.effectiveness}
          inputMode="decimal"
        />
      </div>
      <fieldset className="grid gap-3 border-t border-border pt-4">
        <legend className="sr-only">{factsLegend}</legend>
        {errors.facts ? <p className="text-sm font-medium text-destructive">{errors.facts}</p> : null}
        {values.facts.map((fact, index) => (
          <div key={index} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <KindField
              id={`${idPrefix}-fact-${index}`}
              name="fact"
              label={labels[index] ?? `Fact ${index + 1}`}
              value={fact.value}
              error={errors[`facts.${index}`]}
              maxLength={80}
            />
            <KindSelect
              id={`${idPrefix}-good-${index}`}
              name="factGood"
              label={C.good}
              value={fact.good}
              options={GOOD_CHOICES}
            />
          </div>
        ))}
      </fieldset>
    </>
  );
}
