import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Coffee, Info, Moon, Sun } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import {
  isAgeRange,
  isWeek,
  mealPlans,
  MEAL_PLAN_QUERY,
  VEGAN_NUTRIENT_NOTE,
  WEEKS,
  DEFAULT_AGE_RANGE,
  AGE_RANGES,
  type AgeRange,
  type WeekKey,
} from "#app/content/meal-plans.ts";
import { mealPlannerForm } from "#app/content/toolkit-tools.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

const MEALS = [
  { key: "breakfast", label: "Breakfast", icon: Coffee },
  { key: "lunch", label: "Lunch", icon: Sun },
  { key: "dinner", label: "Dinner", icon: Moon },
] as const;

/** Where a choice made without script lands: the age ranges, with the plan under them. */
const CHOICES_ANCHOR = "meal-plan";

/** The planner's own address for an age range and a week (the server renders it: the choices work without script). */
function planHref(age: AgeRange, week: WeekKey) {
  const query = new URLSearchParams({ tab: "meals", [MEAL_PLAN_QUERY.age]: age, [MEAL_PLAN_QUERY.week]: week });
  return `/wellness-toolkit?${query}#${CHOICES_ANCHOR}`;
}

/**
 * 'Vegan Meal Planner': age-range choice, Week 1 / Week 2 tabs, seven day cards. The choices start from the
 * address (`?age=…&week=…`), so they work without script: the age ranges are a form that asks for the page
 * again, and each week tab is a link. With script, a choice shows at once and the address stays.
 */
export function MealPlanner() {
  const [searchParams] = useSearchParams();
  const [ageRange, setAgeRange] = useState<AgeRange>(() => {
    const asked = searchParams.get(MEAL_PLAN_QUERY.age);
    return isAgeRange(asked) ? asked : DEFAULT_AGE_RANGE;
  });
  const [week, setWeek] = useState<WeekKey>(() => {
    const asked = searchParams.get(MEAL_PLAN_QUERY.week);
    return isWeek(asked) ? asked : "week1";
  });
  const baseId = useId();
  const plan = mealPlans[ageRange];

  return (
    <div className="grid gap-6">
      <header>
        <h2 className="text-3xl font-semibold">Vegan Meal Planner</h2>
        <p className="mt-2 text-muted-foreground">
          Two weeks of plant-based breakfasts, lunches and dinners, tuned to what your body needs at each stage of life.
        </p>
      </header>

      <section
        aria-labelledby={`${baseId}-nutrients`}
        className="rounded-lg border border-border bg-muted px-4 py-4 text-sm text-muted-foreground"
      >
        <h3
          id={`${baseId}-nutrients`}
          className="flex items-center gap-2 font-sans text-base font-semibold text-foreground"
        >
          <Info className="size-4 shrink-0 text-primary" aria-hidden="true" />
          {VEGAN_NUTRIENT_NOTE.title}
        </h3>
        <ul className="mt-2 grid list-disc gap-1.5 pl-5">
          {VEGAN_NUTRIENT_NOTE.points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="mt-3 font-medium text-foreground">{VEGAN_NUTRIENT_NOTE.pregnancy}</p>
      </section>

      <form
        id={CHOICES_ANCHOR}
        method="get"
        action={`/wellness-toolkit#${CHOICES_ANCHOR}`}
        onSubmit={(event) => event.preventDefault()}
        className="scroll-mt-24"
      >
        <input type="hidden" name="tab" value="meals" />
        <input type="hidden" name={MEAL_PLAN_QUERY.week} value={week} />
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">Age range</legend>
          {/* Native radio buttons: they are the form's own fields without script, and cost nothing to choose. */}
          <div role="radiogroup" aria-label="Age range" className="flex flex-wrap items-center gap-3">
            {AGE_RANGES.map((range) => (
              <label
                key={range}
                htmlFor={`${baseId}-${range}`}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-border bg-card px-4 py-3 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input
                  type="radio"
                  id={`${baseId}-${range}`}
                  name={MEAL_PLAN_QUERY.age}
                  value={range}
                  checked={ageRange === range}
                  onChange={() => setAgeRange(range)}
                  className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border border-input bg-card shadow-xs outline-none checked:border-primary checked:bg-primary checked:shadow-[inset_0_0_0_4px_var(--color-card)] focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
                />
                {range}
              </label>
            ))}
            <ShowPlan />
          </div>
          <p className="text-sm text-muted-foreground">{plan.focus}</p>
        </fieldset>
      </form>

      <Tabs value={week} onValueChange={(v) => setWeek(v as WeekKey)}>
        <TabsList aria-label="Week">
          {WEEKS.map((w) => (
            <TabsTrigger key={w.key} value={w.key} href={planHref(ageRange, w.key)}>
              {w.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {WEEKS.map((w) => (
          <TabsContent key={w.key} value={w.key}>
            <h3 className="sr-only">
              {w.label}, ages {ageRange}
            </h3>
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {plan[w.key].map((day) => (
                <li key={day.day}>
                  <Card className="h-full gap-3 py-5">
                    <CardHeader className="px-5">
                      <CardTitle className="text-lg" role="heading" aria-level={4}>
                        {day.day}
                      </CardTitle>
                    </CardHeader>
                    <CardContent className="px-5">
                      <dl className="grid gap-3">
                        {MEALS.map(({ key, label, icon: Icon }) => (
                          <div key={key} className="grid grid-cols-[auto_1fr] gap-x-3">
                            <Icon className="mt-0.5 size-4 text-primary" aria-hidden="true" />
                            <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                              {label}
                            </dt>
                            <dd className="col-start-2 text-sm">{day[key]}</dd>
                          </div>
                        ))}
                      </dl>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

/** The age ranges' submit, for a page whose script has not run (with script, a choice shows its plan at once). */
function ShowPlan() {
  if (useHydrated()) return null;
  return (
    <Button type="submit" variant="outline">
      {mealPlannerForm.showPlan}
    </Button>
  );
}
