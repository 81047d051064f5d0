import { memo, startTransition, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from "react";
import { TrackerNeedsScript } from "./tracker-needs-script.tsx";
import { AlertTriangle, Droplets, Dumbbell, Moon, Save, Smile } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Progress } from "#app/components/ui/progress.tsx";
import { Slider } from "#app/components/ui/slider.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { ErrorSummary } from "#app/components/forms/field.tsx";
import { HealthTrends as Trends } from "#app/components/toolkit/health-trends.tsx";
import { HealthRuns as Runs } from "#app/components/toolkit/health-runs.tsx";
import { useToday } from "#app/components/toolkit/use-today.ts";
import {
  checkHealthDraft,
  checkLogDate,
  DAY_LIMITS,
  DEFAULT_ENTRY,
  entryFor,
  GOALS,
  HEALTH_LOG_STORAGE_KEY,
  MOOD_LABELS,
  MOOD_MAX,
  MOOD_MIN,
  moodLabel,
  normaliseEntry,
  parseHealthLog,
  progressPercent,
  serialiseHealthLog,
  toSleepHours,
  toWholeNumber,
  withEntry,
  type HealthEntry,
  type HealthFieldErrors,
} from "#app/domain/toolkit/health-log.ts";
import { useLocalStorageInTransition, writeLocalStorage } from "#app/lib/local-storage.ts";
import { recordTrackerSave } from "#app/components/private-sync/engine.ts";

/**
 * The runs and the trends below the form follow the saved log a moment after it changes (`useDeferredValue`):
 * the tracker's first render after the page loads draws no chart, and the charts (120 days drawn for 30 days)
 * redraw in a render React may interrupt. A save reaches the tracker in a transition
 * (`useLocalStorageInTransition`), so the press is answered by a paint before any of it (decision 053).
 */
const HealthRuns = memo(Runs);
const HealthTrends = memo(Trends);

type Draft = { water: string; sleep: string; exercise: string; mood: number };

function toDraft(entry: HealthEntry): Draft {
  return { water: String(entry.water), sleep: String(entry.sleep), exercise: String(entry.exercise), mood: entry.mood };
}

/**
 * Health Tracker: 'Log Your Day' (date, water, sleep, exercise, mood, 'Save Log') and
 * 'Today's Progress', stored in the browser under `healthTrackerLog`. Works on its own or inside the toolkit.
 */
export function HealthTracker({ signedIn }: { signedIn: boolean }) {
  const today = useToday();
  const raw = useLocalStorageInTransition(HEALTH_LOG_STORAGE_KEY);
  const { log, problem } = useMemo(() => parseHealthLog(raw ?? null), [raw]);
  const shownLog = useDeferredValue(log);
  const ready = today !== undefined && raw !== undefined;

  // The chosen date (null = today) and the unsaved edits for it (null = show the saved values).
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  const date = chosenDate ?? today ?? "";
  const dateCheck = today !== undefined ? checkLogDate(date, today) : ({ ok: true } as const);
  const values = draft ?? toDraft(dateCheck.ok && date ? entryFor(log, date) : DEFAULT_ENTRY);

  const ids = { date: useId(), water: useId(), sleep: useId(), exercise: useId(), mood: useId(), dateError: useId() };

  // After a refused save, the messages follow what she types (and the summary goes once all are fixed).
  const [attempted, setAttempted] = useState(false);
  const errors: HealthFieldErrors = attempted ? checkHealthDraft(values) : {};
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) summaryRef.current?.querySelector<HTMLElement>("[data-error-summary]")?.focus();
  }, [focusRequest]);

  function edit(change: Partial<Draft>) {
    // Leaving a field she did not change (as when she presses Save Log) renders nothing again.
    if ((Object.keys(change) as (keyof Draft)[]).every((field) => change[field] === values[field])) return;
    setDraft({ ...values, ...change });
  }

  function save(event: React.FormEvent) {
    event.preventDefault();
    if (!ready || !dateCheck.ok) return;
    if (Object.keys(checkHealthDraft(values)).length > 0) {
      setAttempted(true);
      setFocusRequest((n) => n + 1);
      return;
    }
    setAttempted(false);
    const entry = normaliseEntry(values);
    if (!writeLocalStorage(HEALTH_LOG_STORAGE_KEY, serialiseHealthLog(withEntry(log, date, entry)))) {
      showToast({
        title: "Could not save",
        description: "Your browser refused to store the log. Check that site storage is allowed and try again.",
        variant: "destructive",
      });
      return;
    }
    // With private sync on this browser, the day is also sealed and saved to her account.
    recordTrackerSave(date);
    // The form keeps what she typed until the saved log replaces it, in one render after the browser has
    // painted (the stored text reaches this component in the same transition); the toast comes with it.
    startTransition(() => {
      setDraft(null);
      showToast({ title: "Log Saved!", description: `Your health data for ${date} has been saved.` });
    });
  }

  const todayEntry = today ? entryFor(log, today) : DEFAULT_ENTRY;

  return (
    <div className="grid gap-6">
      <header>
        <h2 className="text-3xl font-semibold">Health Tracker</h2>
        <p className="mt-2 text-muted-foreground">
          {signedIn
            ? "Log your water, sleep, movement and mood each day. Your log stays in this browser; with private sync (set up in the Cycle Tracker) it is also saved to your account end-to-end encrypted, so only you can read it on your devices."
            : "Log your water, sleep, movement and mood each day. Your log stays private in this browser."}
        </p>
      </header>

      {problem && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-gold/40 bg-accent p-4 text-sm text-accent-foreground"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            {problem === "unreadable"
              ? "Your saved health log could not be read, so the tracker has started fresh. Saving a day will replace the unreadable data."
              : "Some saved days in your health log could not be read and were skipped. Saving a day will keep only the readable entries."}
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Log Your Day</CardTitle>
            <CardDescription>Pick a day to see or change what you logged.</CardDescription>
          </CardHeader>
          <CardContent>
            <TrackerNeedsScript />
            <form className="grid gap-5" onSubmit={save} noValidate aria-label="Log Your Day">
              <div ref={summaryRef}>
                <ErrorSummary
                  items={(["water", "sleep", "exercise"] as const)
                    .filter((field) => errors[field])
                    .map((field) => ({ message: errors[field]!, fieldId: ids[field] }))}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={ids.date}>Date</Label>
                <Input
                  id={ids.date}
                  type="date"
                  value={date}
                  max={today}
                  disabled={!ready}
                  aria-invalid={!dateCheck.ok || undefined}
                  aria-describedby={dateCheck.ok ? undefined : ids.dateError}
                  onChange={(e) => {
                    setChosenDate(e.target.value);
                    setDraft(null);
                  }}
                />
                {!dateCheck.ok && (
                  <p id={ids.dateError} role="alert" className="text-sm font-medium text-destructive">
                    {dateCheck.message}
                  </p>
                )}
              </div>

              <div className="grid gap-4 sm:grid-cols-3">
                <NumberField
                  id={ids.water}
                  max={DAY_LIMITS.water}
                  error={errors.water}
                  label="Water (glasses)"
                  value={values.water}
                  step={1}
                  disabled={!ready || !dateCheck.ok}
                  onChange={(water) => edit({ water })}
                  onBlur={() => edit({ water: String(toWholeNumber(values.water)) })}
                />
                <NumberField
                  id={ids.sleep}
                  max={DAY_LIMITS.sleep}
                  error={errors.sleep}
                  label="Sleep (hours)"
                  value={values.sleep}
                  step={0.5}
                  disabled={!ready || !dateCheck.ok}
                  onChange={(sleep) => edit({ sleep })}
                  onBlur={() => edit({ sleep: String(toSleepHours(values.sleep)) })}
                />
                <NumberField
                  id={ids.exercise}
                  max={DAY_LIMITS.exercise}
                  error={errors.exercise}
                  label="Exercise (minutes)"
                  value={values.exercise}
                  step={1}
                  disabled={!ready || !dateCheck.ok}
                  onChange={(exercise) => edit({ exercise })}
                  onBlur={() => edit({ exercise: String(toWholeNumber(values.exercise)) })}
                />
              </div>

              <div className="grid gap-3">
                <div className="flex items-baseline justify-between">
                  <Label id={ids.mood}>Mood</Label>
                  <span className="text-sm font-semibold text-primary" aria-hidden="true">
                    {moodLabel(values.mood)}
                  </span>
                </div>
                <Slider
                  min={MOOD_MIN}
                  max={MOOD_MAX}
                  step={1}
                  value={[values.mood]}
                  disabled={!ready || !dateCheck.ok}
                  onValueChange={([mood]) => edit({ mood })}
                  aria-labelledby={ids.mood}
                  valueText={`${values.mood} of 5, ${moodLabel(values.mood)}`}
                />
                <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
                  {MOOD_LABELS.map((label) => (
                    <span key={label}>{label}</span>
                  ))}
                </div>
              </div>

              <Button type="submit" disabled={!ready || !dateCheck.ok} className="w-full sm:w-fit">
                <Save aria-hidden="true" /> Save Log
              </Button>
            </form>
          </CardContent>
        </Card>

        <section aria-labelledby="todays-progress" className="grid content-start gap-4">
          <h3 id="todays-progress" className="text-2xl font-semibold">
            Today's Progress
          </h3>
          <div className="grid grid-cols-2 gap-3 sm:gap-4">
            <ProgressCard
              icon={<Droplets aria-hidden="true" />}
              title="Water"
              value={todayEntry.water}
              goal={GOALS.water}
              unit="glasses"
            />
            <ProgressCard
              icon={<Moon aria-hidden="true" />}
              title="Sleep"
              value={todayEntry.sleep}
              goal={GOALS.sleep}
              unit="hours"
            />
            <ProgressCard
              icon={<Dumbbell aria-hidden="true" />}
              title="Exercise"
              value={todayEntry.exercise}
              goal={GOALS.exercise}
              unit="minutes"
            />
            <Card className="gap-2 py-5">
              <CardHeader className="flex-row items-center gap-2 px-5">
                <span className="text-primary">
                  <Smile aria-hidden="true" className="size-5" />
                </span>
                <CardTitle className="text-lg">Mood</CardTitle>
              </CardHeader>
              <CardContent className="px-5">
                <p className="font-serif text-2xl font-semibold">{moodLabel(todayEntry.mood)}</p>
                <p className="text-sm text-muted-foreground">{todayEntry.mood} of 5</p>
              </CardContent>
            </Card>
          </div>
        </section>
      </div>

      {ready && today !== undefined && <HealthRuns log={shownLog} today={today} />}
      {ready && today !== undefined && <HealthTrends log={shownLog} today={today} />}
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  step,
  max,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  id: string;
  label: string;
  value: string;
  step: number;
  max: number;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="number"
        inputMode={step < 1 ? "decimal" : "numeric"}
        min={0}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ProgressCard({
  icon,
  title,
  value,
  goal,
  unit,
}: {
  icon: React.ReactNode;
  title: string;
  value: number;
  goal: number;
  unit: string;
}) {
  const percent = progressPercent(value, goal);
  return (
    <Card className="gap-2 py-5">
      <CardHeader className="flex-row items-center gap-2 px-5">
        <span className="text-primary [&_svg]:size-5">{icon}</span>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <p>
          <span className="font-serif text-2xl font-semibold">{value}</span>{" "}
          <span className="text-sm text-muted-foreground">
            / {goal} {unit}
          </span>
        </p>
        <Progress value={percent} aria-label={`${title}: ${percent}% of the daily goal`} />
        <p className="text-sm font-medium">{percent}% of goal</p>
      </CardContent>
    </Card>
  );
}
