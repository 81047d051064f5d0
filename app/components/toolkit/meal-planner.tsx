import { useId, useState } from "react";
import { Coffee, Info, Moon, Sun } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "#app/components/ui/radio-group.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import {
  AGE_RANGES,
  DEFAULT_AGE_RANGE,
  mealPlans,
  VEGAN_NUTRIENT_NOTE,
  WEEKS,
  type AgeRange,
  type WeekKey,
} from "#app/content/meal-plans.ts";

const MEALS = [
  { key: "breakfast", label: "Breakfast", icon: Coffee },
  { key: "lunch", label: "Lunch", icon: Sun },
  { key: "dinner", label: "Dinner", icon: Moon },
] as const;

/** 'Vegan Meal Planner': age-range choice, Week 1 / Week 2 tabs, seven day cards. */
export function MealPlanner() {
  const [ageRange, setAgeRange] = useState<AgeRange>(DEFAULT_AGE_RANGE);
  const [week, setWeek] = useState<WeekKey>("week1");
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

      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">Age range</legend>
        <RadioGroup
          value={ageRange}
          onValueChange={(v) => setAgeRange(v as AgeRange)}
          className="flex flex-wrap gap-3"
          aria-label="Age range"
        >
          {AGE_RANGES.map((range) => (
            <Label
              key={range}
              htmlFor={`${baseId}-${range}`}
              className="cursor-pointer rounded-lg border border-border bg-card px-4 py-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
            >
              <RadioGroupItem id={`${baseId}-${range}`} value={range} />
              {range}
            </Label>
          ))}
        </RadioGroup>
        <p className="text-sm text-muted-foreground">{plan.focus}</p>
      </fieldset>

      <Tabs value={week} onValueChange={(v) => setWeek(v as WeekKey)}>
        <TabsList aria-label="Week">
          {WEEKS.map((w) => (
            <TabsTrigger key={w.key} value={w.key}>
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
