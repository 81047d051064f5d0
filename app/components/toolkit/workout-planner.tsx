import { useEffect, useId, useRef, useState } from "react";
import { useActionData } from "react-router";
import { CalendarDays, Info } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { ErrorSummary } from "#app/components/forms/field.tsx";
import {
  checkWorkoutForm,
  generateWorkout,
  WORKOUT_REFUSAL_TITLES,
  WORKOUT_RANGES,
  workoutValues,
  type WorkoutField,
  type WorkoutFormValues,
  type WorkoutResult,
} from "#app/domain/toolkit/workout.ts";
import { BMI_CLASS_LABELS, BMI_NO_PLAN_BELOW } from "#app/domain/toolkit/bmi-advice.ts";
import { EATING_DISORDER_SUPPORT } from "#app/content/crisis.ts";
import { workoutForm } from "#app/content/toolkit-tools.ts";

type Success = Extract<WorkoutResult, { ok: true }>;

/** What the toolkit's action answers to the planner posted without script: what she typed and its outcome. */
export type WorkoutAnswer = { workout: { values: WorkoutFormValues; outcome: WorkoutResult } };

const FIELDS: readonly WorkoutField[] = ["age", "weight", "height", "level"];

/** The message beside a field; its control's aria-describedby points at it. */
function FieldMessage({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/**
 * Workout Plans: Age, Weight (kg), Height (cm), Fitness Level, Generate, then the plan card. A refused
 * Generate shows the error summary at the top of the form (the spec's 'Missing Information' or 'Invalid
 * Age' and its sentence, then a link to each field) and each message beside its field; the fields keep
 * what was typed. The plan shown always answers the fields as they are: any change takes it away.
 */
export function WorkoutPlanner() {
  // Posted without script (or before it ran), the toolkit's action worked the plan out on the server: the page
  // shows its answer, and the fields keep what she typed.
  const answered = useActionData<WorkoutAnswer>()?.workout;
  const [result, setResult] = useState<Success | null>(answered?.outcome.ok ? answered.outcome : null);
  const [refusal, setRefusal] = useState<ReturnType<typeof checkWorkoutForm>>(
    answered && !answered.outcome.ok ? answered.outcome : null,
  );
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = { age: useId(), weight: useId(), height: useId(), level: useId() };
  const typed = answered?.values;

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>("[data-error-summary]")?.focus();
  }, [focusRequest]);

  /** Any change: the plan no longer answers the form, and a shown summary follows the fixes. */
  function changed() {
    setResult(null);
    if (refusal && formRef.current) setRefusal(checkWorkoutForm(workoutValues(new FormData(formRef.current))));
  }

  function generate(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const outcome = generateWorkout(workoutValues(new FormData(event.currentTarget)));
    if (!outcome.ok) {
      setResult(null);
      setRefusal(outcome);
      setFocusRequest((n) => n + 1);
      return;
    }
    setRefusal(null);
    setResult(outcome);
  }

  const errors = (refusal?.fields ?? {}) as Partial<Record<WorkoutField, string>>;
  const errorId = (field: WorkoutField) => `${ids[field]}-error`;
  const invalid = (field: WorkoutField) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": errorId(field) } : {};

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
          <form
            ref={formRef}
            method="post"
            action="/wellness-toolkit?tab=workouts"
            onSubmit={generate}
            onInput={() => changed()}
            noValidate
            aria-label="Workout plan generator"
            className="grid gap-5"
          >
            {refusal ? (
              <ErrorSummary
                title={WORKOUT_REFUSAL_TITLES[refusal.reason]}
                description={refusal.message}
                items={FIELDS.filter((field) => errors[field]).map((field) => ({
                  message: errors[field]!,
                  fieldId: ids[field],
                }))}
              />
            ) : null}
            <input type="hidden" name="intent" value="workout" />
            <div className="grid items-start gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <div className="grid gap-2">
                <Label htmlFor={ids.age}>Age</Label>
                <Input
                  id={ids.age}
                  name="age"
                  defaultValue={typed?.age}
                  type="number"
                  inputMode="numeric"
                  min={18}
                  max={WORKOUT_RANGES.age.max}
                  step={1}
                  {...invalid("age")}
                />
                <FieldMessage id={errorId("age")} message={errors.age} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.weight}>Weight (kg)</Label>
                <Input
                  id={ids.weight}
                  name="weight"
                  defaultValue={typed?.weight}
                  type="number"
                  inputMode="decimal"
                  min={WORKOUT_RANGES.weight.min}
                  max={WORKOUT_RANGES.weight.max}
                  step="any"
                  {...invalid("weight")}
                />
                <FieldMessage id={errorId("weight")} message={errors.weight} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.height}>Height (cm)</Label>
                <Input
                  id={ids.height}
                  name="height"
                  defaultValue={typed?.height}
                  type="number"
                  inputMode="decimal"
                  min={WORKOUT_RANGES.height.min}
                  max={WORKOUT_RANGES.height.max}
                  step="any"
                  {...invalid("height")}
                />
                <FieldMessage id={errorId("height")} message={errors.height} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.level}>Fitness Level</Label>
                <select
                  id={ids.level}
                  name="level"
                  defaultValue={typed?.level ?? ""}
                  className="flex min-h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 aria-invalid:border-destructive aria-invalid:ring-destructive/30 md:text-sm"
                  {...invalid("level")}
                >
                  <option value="" disabled>
                    {workoutForm.levelPlaceholder}
                  </option>
                  <option value="beginner">Beginner</option>
                  <option value="intermediate">Intermediate</option>
                </select>
                <FieldMessage id={errorId("level")} message={errors.level} />
              </div>
            </div>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name="lowerCutoffs"
                defaultChecked={typed?.lowerCutoffs === "on"}
                className="mt-1 size-4 accent-primary"
              />
              <span>{workoutForm.lowerCutoffs}</span>
            </label>
            <Button type="submit" className="w-full sm:w-fit">
              Generate
            </Button>
          </form>
        </CardContent>
      </Card>

      {result && <PlanCard result={result} />}
    </div>
  );
}

/** Talk to a doctor first, and for a BMI below the healthy range, where to find eating-disorder support. */
function DoctorFirst({ result }: { result: Success }) {
  const { advice } = result;
  if (!advice.doctorFirst.length) return null;
  return (
    <div
      role="note"
      className="grid gap-2 rounded-md border border-destructive/40 bg-card p-4 text-sm"
      data-doctor-first
    >
      <p className="font-semibold">Talk to your doctor first</p>
      {advice.doctorFirst.map((reason) => (
        <p key={reason}>{reason}</p>
      ))}
      {advice.eatingDisorderSupport ? (
        <div data-eating-disorder-support>
          <p className="font-semibold">If food, eating or your weight feel hard to talk about</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {EATING_DISORDER_SUPPORT.map((support) => (
              <li key={support.name}>
                <a href={support.url} rel="noopener" className="font-medium text-primary underline underline-offset-2">
                  {support.name}
                </a>{" "}
                ({support.region}): {support.how}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function PlanCard({ result }: { result: Success }) {
  const { plan, advice } = result;
  const summary = `BMI ${result.bmi.toFixed(1)} (${BMI_CLASS_LABELS[result.bmiClass]}) · Age ${result.band} · ${result.level === "beginner" ? "Beginner" : "Intermediate"}`;
  if (advice.withholdPlan) {
    return (
      <Card aria-live="polite" className="border-destructive/40">
        <CardHeader>
          <p className="text-sm font-medium text-primary">{summary}</p>
          <CardTitle className="text-2xl">See your doctor before a new exercise plan</CardTitle>
          <CardDescription className="text-base">
            At a BMI below {BMI_NO_PLAN_BELOW}, the World Health Organization counts weight as severely low, so we do
            not suggest a workout plan: please get a check-up first.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DoctorFirst result={result} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Card aria-live="polite" className="border-primary/30">
      <CardHeader>
        <p className="text-sm font-medium text-primary">{summary}</p>
        {advice.cutoffNote ? <p className="text-sm text-muted-foreground">{advice.cutoffNote}</p> : null}
        <DoctorFirst result={result} />
        <CardTitle className="text-2xl">{plan.title}</CardTitle>
        <CardDescription className="text-base">{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {result.fallback && (
          <p className="flex gap-2 rounded-md bg-accent p-3 text-sm text-accent-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            We don't have a dedicated plan for this combination yet, so this is our beginner plan for your age group.
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
