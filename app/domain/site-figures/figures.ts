import { z } from "zod";

/**
 * Figures the site states about itself. Counted figures come from the site's own data; operator figures
 * (what only an analytics tool or the operator knows) are entered in the admin with the date they were true
 * and shown only while set. No figure is ever a fixed marketing number.
 */

export const OPERATOR_FIGURES = [
  { key: "monthly-readers", label: "monthly readers", help: "Unique readers in one month, from your analytics tool." },
  { key: "social-followers", label: "social media followers", help: "Followers across the site's social accounts." },
] as const;
export type OperatorFigureKey = (typeof OPERATOR_FIGURES)[number]["key"];
export const OPERATOR_FIGURE_KEYS = OPERATOR_FIGURES.map((f) => f.key) as [OperatorFigureKey, ...OperatorFigureKey[]];

export type OperatorFigure = { key: OperatorFigureKey; value: number; asOf: string };

/** A figure as a page shows it: the number, what it counts, and for operator figures the date it was true. */
export type ShownFigure = { value: string; label: string; asOf: string | null };

/** Counted from the site's data at the time the page is rendered. */
export type CountedFigures = { reviews: number; articles: number; subscribers: number; members: number };

export const FIGURE_VALUE_MAX = 1_000_000_000;

function isRealPastDate(value: string, today: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= today;
}

/** The admin form: a figure, its value and the date it was true (not in the future). */
export function operatorFigureSchema(today: string) {
  return z.object({
    key: z.enum(OPERATOR_FIGURE_KEYS, { error: "Unknown figure." }),
    value: z.coerce
      .number({ error: "Enter a whole number." })
      .int("Enter a whole number.")
      .positive("Enter a number above zero.")
      .max(FIGURE_VALUE_MAX, "That number is too large."),
    asOf: z
      .string({ error: "Enter the date this figure was true." })
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date this figure was true.")
      .refine((value) => isRealPastDate(value, today), "Enter a real date, today or earlier."),
  });
}

/** '12,400' in US style. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** 'March 2026': the month a figure was true, as a page shows it. */
export function formatAsOf(asOf: string): string {
  return new Date(`${asOf}T00:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

function plural(count: number, one: string, many: string) {
  return count === 1 ? one : many;
}

/**
 * The home hero's figures: reviews and articles counted, then the operator's reader figure only when it
 * is set. A counted figure of zero is left out rather than shown.
 */
export function heroFigures(counted: CountedFigures, operator: readonly OperatorFigure[]): ShownFigure[] {
  const shown: ShownFigure[] = [];
  if (counted.reviews > 0)
    shown.push({
      value: formatCount(counted.reviews),
      label: plural(counted.reviews, "product review", "product reviews"),
      asOf: null,
    });
  if (counted.articles > 0)
    shown.push({
      value: formatCount(counted.articles),
      label: plural(counted.articles, "article", "articles"),
      asOf: null,
    });
  const readers = operator.find((figure) => figure.key === "monthly-readers");
  if (readers) shown.push({ value: formatCount(readers.value), label: "monthly readers", asOf: readers.asOf });
  return shown;
}

/** What /collaborate tells brands: every counted figure above zero, then each operator figure that is set. */
export function audienceFigures(counted: CountedFigures, operator: readonly OperatorFigure[]): ShownFigure[] {
  const shown = heroFigures(counted, []);
  if (counted.subscribers > 0)
    shown.push({
      value: formatCount(counted.subscribers),
      label: plural(counted.subscribers, "newsletter subscriber", "newsletter subscribers"),
      asOf: null,
    });
  for (const definition of OPERATOR_FIGURES) {
    const figure = operator.find((candidate) => candidate.key === definition.key);
    if (figure) shown.push({ value: formatCount(figure.value), label: definition.label, asOf: figure.asOf });
  }
  return shown;
}
