import { useId, useState } from "react";
import { CalendarDays, Info } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "#app/components/ui/select.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { generateWorkout, type WorkoutResult } from "#app/domain/toolkit/workout.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type Success = Extract<WorkoutResult, { ok: true }>;

const CATEGORY_LABELS = { underweight: "Underweight", normal: "Normal", overweight: "Overweight" } as const;

/** Spec §2.8 Workout Plans: Age, Weight (kg), Height (cm), Fitness Level, Generate, then the plan card. */
export function WorkoutPlanner() {
  const [level, setLevel] = useState("");
  const [result, setResult] = useState<Success | null>(null);
  const ids = { age: useId(), weight: useId(), height: useId(), level: useId() };

  // The level picker and the plan need the script: until it runs, they wait (the typed numbers stay).
  const hydrated = useHydrated();

  function generate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = generateWorkout({
      age: String(form.get("age") ?? ""),
      weight: String(form.get("weight") ?? ""),
      height: String(form.get("height") ?? ""),
      level,
    });
    if (!outcome.ok) {
      showToast({ ...outcome.problem, variant: "destructive" });
      return;
    }
    setResult(outcome);
  }

  return (
    <div className="grid gap-6">
      <header>
        <h2 className="text-3xl font-semibold">Workout Plans</h2>
        <p className="mt-2 text-muted-foreground">
          Tell us a little about yourself and we'll suggest a safe three-day plan for your body, age and fitness.
        </p>
      </header>

      <Card>
        <CardContent>
          <form onSubmit={generate} noValidate aria-label="Workout plan generator" className="grid gap-5">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <div className="grid gap-2">
                <Label htmlFor={ids.age}>Age</Label>
                <Input id={ids.age} name="age" type="number" inputMode="numeric" min={18} step={1} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.weight}>Weight (kg)</Label>
                <Input id={ids.weight} name="weight" type="number" inputMode="decimal" min={1} step="any" />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.height}>Height (cm)</Label>
                <Input id={ids.height} name="height" type="number" inputMode="decimal" min={1} step="any" />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.level}>Fitness Level</Label>
                <Select value={level} onValueChange={setLevel} disabled={!hydrated}>
                  <SelectTrigger id={ids.level}>
                    <SelectValue placeholder="Select your level" />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value="beginner">Beginner</SelectItem>
                    <SelectItem value="intermediate">Intermediate</SelectItem>
                  </SelectContent>
                </Select>
              </div>
            </div>
            <Button type="submit" disabled={!hydrated} className="w-full sm:w-fit">
              Generate
            </Button>
          </form>
        </CardContent>
      </Card>

      {result && <PlanCard result={result} />}
    </div>
  );
}

function PlanCard({ result }: { result: Success }) {
  const { plan } = result;
  return (
    <Card aria-live="polite" className="border-primary/30">
      <CardHeader>
        <p className="text-sm font-medium text-primary">
          BMI {result.bmi.toFixed(1)} ({CATEGORY_LABELS[result.category]}) · Age {result.band} ·{" "}
          {result.level === "beginner" ? "Beginner" : "Intermediate"}
        </p>
        <CardTitle className="text-2xl">{plan.title}</CardTitle>
        <CardDescription className="text-base">{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {result.fallback && (
          <p className="flex gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            We don't have a dedicated plan for this combination yet, so this is our beginner plan for your age group.
            With a BMI under 18.5, focus on strength and eating enough, and talk to your doctor about your weight.
          </p>
        )}
        <ol className="grid gap-4 md:grid-cols-3">
          {plan.plan.map((day) => (
            <li key={day.day}>
              <Card className="h-full gap-3 bg-muted/40 py-5 shadow-none">
                <CardHeader className="flex-row items-center gap-2 px-5">
                  <CalendarDays className="size-4 text-primary" aria-hidden="true" />
                  <CardTitle className="text-base" role="heading" aria-level={4}>
                    {day.day}
                  </CardTitle>
                </CardHeader>
                <CardContent className="px-5">
                  <ul className="grid list-disc gap-1.5 pl-5 text-sm">
                    {day.exercises.map((exercise) => (
                      <li key={exercise}>{exercise}</li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <p className="text-xs text-muted-foreground">
          Warm up first, stop if anything hurts, and check with your doctor before starting a new exercise program if
          you are pregnant, have a health condition or have been inactive for a long time.
        </p>
      </CardContent>
    </Card>
  );
}
