import { useId, useMemo, useState } from "react";
import { TrackerNeedsScript } from "./tracker-needs-script.tsx";
import { flushSync } from "react-dom";
import { Link } from "react-router";
import { AlertTriangle, FileText, Pencil, Save, Trash2 } from "lucide-react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { showToast } from "#app/components/ui/toaster.tsx";
import { useToday } from "#app/components/toolkit/use-today.ts";
import { CycleInsights } from "#app/components/toolkit/cycle-insights.tsx";
import { CycleBirthYear } from "#app/components/toolkit/cycle-birth-year.tsx";
import { ageFrom, CYCLE_BIRTH_YEAR_STORAGE_KEY, readBirthYear } from "#app/domain/toolkit/cycle-now.ts";
import { PrivateSyncPanel } from "#app/components/private-sync/private-sync-panel.tsx";
import { recordCycleChange } from "#app/components/private-sync/engine.ts";
import {
  checkCycleDraft,
  CYCLE_LOG_STORAGE_KEY,
  cycles,
  daysBetween,
  FLOWS,
  flowLabel,
  NOTES_MAX,
  parseCycleLog,
  serialiseCycleLog,
  SYMPTOMS,
  symptomLabel,
  withCycleEntry,
  withoutCycleEntry,
  type CycleDraft,
  type CycleFieldErrors,
  type CycleLog,
} from "#app/domain/toolkit/cycle-log.ts";
import { useLocalStorage, writeLocalStorage } from "#app/lib/local-storage.ts";
import { refusalFieldErrors } from "#app/lib/refusal-answers.ts";

const blankDraft = (today: string): CycleDraft => ({ started: today, ended: "", flow: "", symptoms: [], notes: "" });

/** Made once: `toLocaleDateString` makes a formatter on every call, for every entry listed. */
const ENTRY_DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

function formatDate(date: string): string {
  return ENTRY_DATE.format(new Date(`${date}T00:00:00Z`));
}

/**
 * The Cycle Tracker: 'Log Your Cycle' (period started and ended, flow, symptoms, notes, 'Save Entry'),
 * the entries newest first with their cycle lengths, the estimate and patterns worth a doctor's view.
 * Stored in this browser under `cycleTrackerLog`; with private sync, sealed on the device and saved to
 * her account.
 */
export function CycleTracker({ signedIn }: { signedIn: boolean }) {
  const today = useToday();
  const raw = useLocalStorage(CYCLE_LOG_STORAGE_KEY);
  const { log, problem } = useMemo(() => parseCycleLog(raw ?? null), [raw]);
  const rawBirthYear = useLocalStorage(CYCLE_BIRTH_YEAR_STORAGE_KEY);
  const birthYear = today === undefined ? null : readBirthYear(rawBirthYear, today);
  const ready = today !== undefined && raw !== undefined;
  const [draft, setDraft] = useState<CycleDraft | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [errors, setErrors] = useState<CycleFieldErrors>({});
  const values = draft ?? blankDraft(today ?? "");
  const ids = {
    started: useId(),
    ended: useId(),
    flow: useId(),
    symptoms: useId(),
    notes: useId(),
    notesCount: useId(),
  };

  function edit(change: Partial<CycleDraft>) {
    setDraft({ ...values, ...change });
  }

  function store(next: CycleLog): boolean {
    if (writeLocalStorage(CYCLE_LOG_STORAGE_KEY, serialiseCycleLog(next))) return true;
    showToast({
      title: "Could not save",
      description: "Your browser refused to store the entry. Check that site storage is allowed and try again.",
      variant: "destructive",
    });
    return false;
  }

  function save(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!ready) return;
    const checked = checkCycleDraft(values, today, log, editing);
    if (!checked.ok) {
      // As on the site's other forms, focus goes to the first invalid field so she lands on the message.
      const form = event.currentTarget;
      flushSync(() => setErrors(refusalFieldErrors(checked, "started")));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!store(withCycleEntry(log, checked.start, checked.entry, editing))) return;
    if (editing && editing !== checked.start) recordCycleChange(editing);
    recordCycleChange(checked.start);
    setErrors({});
    setDraft(null);
    setEditing(null);
    showToast({
      title: "Entry Saved!",
      description: `Your period starting ${formatDate(checked.start)} has been saved.`,
    });
  }

  function startEdit(start: string) {
    const entry = log[start];
    if (!entry) return;
    setEditing(start);
    setErrors({});
    setDraft({
      started: start,
      ended: entry.ended ?? "",
      flow: entry.flow,
      symptoms: entry.symptoms,
      notes: entry.notes,
    });
    document.getElementById(ids.started)?.focus();
  }

  function remove(start: string) {
    if (!window.confirm(`Delete the period starting ${formatDate(start)}?`)) return;
    if (!store(withoutCycleEntry(log, start))) return;
    recordCycleChange(start);
    if (editing === start) {
      setEditing(null);
      setDraft(null);
    }
    showToast({ title: "Entry Deleted", description: `The period starting ${formatDate(start)} was deleted.` });
  }

  const list = cycles(log).reverse();
  const disabled = !ready;

  return (
    <div className="grid gap-6">
      <header>
        <h2 className="text-3xl font-semibold">Cycle Tracker</h2>
        <p className="mt-2 text-muted-foreground">
          {signedIn
            ? "Log your periods and symptoms. Entries stay in this browser; with private sync they are encrypted on your device before they are saved to your account, so only you can read them."
            : "Log your periods and symptoms. Your entries stay private in this browser: nothing is sent to us."}
        </p>
      </header>

      {signedIn && <PrivateSyncPanel />}

      {problem && (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-gold/40 bg-accent p-4 text-sm text-accent-foreground"
        >
          <AlertTriangle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>
            {problem === "unreadable"
              ? "Your saved cycle log could not be read, so the tracker has started fresh. Saving an entry will replace the unreadable data."
              : "Some saved entries in your cycle log could not be read and were skipped. Saving an entry will keep only the readable ones."}
          </p>
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Log Your Cycle</CardTitle>
            <CardDescription>
              {editing ? `Editing the period that started ${formatDate(editing)}.` : "One entry for each period."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <TrackerNeedsScript />
            <form className="grid gap-5" onSubmit={save} noValidate aria-label="Log Your Cycle">
              <div className="grid gap-4 sm:grid-cols-2">
                <DateField
                  id={ids.started}
                  label="Period started"
                  value={values.started}
                  max={today}
                  disabled={disabled}
                  error={errors.started}
                  onChange={(started) => edit({ started })}
                />
                <DateField
                  id={ids.ended}
                  label="Period ended (leave empty while it lasts)"
                  value={values.ended}
                  max={today}
                  disabled={disabled}
                  error={errors.ended}
                  onChange={(ended) => edit({ ended })}
                />
              </div>

              <fieldset className="grid gap-2" aria-describedby={errors.flow ? ids.flow : undefined}>
                <legend className="mb-2 text-sm font-medium">Flow</legend>
                <div className="flex flex-wrap gap-2">
                  {FLOWS.map((flow) => (
                    <label
                      key={flow.id}
                      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 has-checked:border-primary has-checked:bg-accent"
                    >
                      <input
                        type="radio"
                        name="flow"
                        value={flow.id}
                        checked={values.flow === flow.id}
                        disabled={disabled}
                        aria-invalid={errors.flow ? true : undefined}
                        onChange={() => edit({ flow: flow.id })}
                        className="size-4 accent-primary"
                      />
                      {flow.label}
                    </label>
                  ))}
                </div>
                {errors.flow && (
                  <p id={ids.flow} role="alert" className="text-sm font-medium text-destructive">
                    {errors.flow}
                  </p>
                )}
              </fieldset>

              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Symptoms</legend>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {SYMPTOMS.map((symptom) => (
                    <label key={symptom.id} className="flex min-h-11 cursor-pointer items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="symptoms"
                        value={symptom.id}
                        checked={values.symptoms.includes(symptom.id)}
                        disabled={disabled}
                        onChange={(e) =>
                          edit({
                            symptoms: e.target.checked
                              ? [...values.symptoms, symptom.id]
                              : values.symptoms.filter((s) => s !== symptom.id),
                          })
                        }
                        className="size-4 accent-primary"
                      />
                      {symptom.label}
                    </label>
                  ))}
                </div>
              </fieldset>

              <div className="grid gap-2">
                <Label htmlFor={ids.notes}>Notes</Label>
                <Textarea
                  id={ids.notes}
                  value={values.notes}
                  rows={4}
                  disabled={disabled}
                  aria-invalid={errors.notes ? true : undefined}
                  aria-describedby={ids.notesCount}
                  onChange={(e) => edit({ notes: e.target.value })}
                />
                <p
                  id={ids.notesCount}
                  className={
                    values.notes.length > NOTES_MAX
                      ? "text-sm font-medium text-destructive"
                      : "text-sm text-muted-foreground"
                  }
                >
                  {errors.notes ?? `${values.notes.length} / ${NOTES_MAX.toLocaleString("en-GB")} characters`}
                </p>
              </div>

              <div className="flex flex-wrap gap-3">
                <Button type="submit" disabled={disabled}>
                  <Save aria-hidden="true" /> Save Entry
                </Button>
                {editing && (
                  <Button
                    type="button"
                    variant="outline"
                    onClick={() => {
                      setEditing(null);
                      setDraft(null);
                      setErrors({});
                    }}
                  >
                    Cancel editing
                  </Button>
                )}
              </div>
            </form>
          </CardContent>
        </Card>

        {ready && (
          <div className="grid content-start gap-4">
            <CycleInsights log={log} ctx={{ today, age: ageFrom(birthYear, today) }} />
            <CycleBirthYear today={today} birthYear={birthYear} />
          </div>
        )}
      </div>

      <section aria-labelledby="cycle-entries" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="cycle-entries" className="text-2xl font-semibold">
            Your Entries
          </h3>
          {list.length > 0 && (
            <Link to="/wellness-toolkit/doctor-summary" className={buttonVariants({ variant: "outline" })}>
              <FileText aria-hidden="true" /> Doctor summary
            </Link>
          )}
        </div>
        {ready && list.length === 0 && (
          <p className="text-muted-foreground">No entries yet. Log your last period above.</p>
        )}
        <ul className="grid gap-3">
          {list.map(({ start, entry, periodDays, cycleDays }) => (
            <li key={start}>
              <Card className="gap-3 py-4">
                <CardContent className="grid gap-2 px-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-semibold">{formatDate(start)}</p>
                      <p className="text-sm text-muted-foreground">
                        {flowLabel(entry.flow)} flow
                        {periodDays !== null
                          ? ` · period ${periodDays} ${periodDays === 1 ? "day" : "days"}`
                          : cycleDays === null && today !== undefined && start <= today
                            ? ` · period ongoing, ${daysBetween(start, today) + 1} days so far`
                            : " · end not logged"}
                        {cycleDays !== null ? ` · cycle ${cycleDays} days` : " · current cycle"}
                      </p>
                    </div>
                    <div className="flex gap-2">
                      <Button type="button" size="sm" variant="outline" onClick={() => startEdit(start)}>
                        <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {formatDate(start)}</span>
                      </Button>
                      <Button type="button" size="sm" variant="outline" onClick={() => remove(start)}>
                        <Trash2 aria-hidden="true" /> Delete<span className="sr-only"> {formatDate(start)}</span>
                      </Button>
                    </div>
                  </div>
                  {entry.symptoms.length > 0 && (
                    <p className="text-sm">Symptoms: {entry.symptoms.map(symptomLabel).join(", ")}</p>
                  )}
                  {entry.notes && (
                    <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{entry.notes}</p>
                  )}
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function DateField(props: {
  id: string;
  label: string;
  value: string;
  max: string | undefined;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const errorId = `${props.id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={props.id}>{props.label}</Label>
      <Input
        id={props.id}
        type="date"
        value={props.value}
        max={props.max}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      )}
    </div>
  );
}
