import { addDays, cycles, daysBetween, SYMPTOMS, type Cycle, type CycleLog, type Symptom } from "./cycle-log.ts";

/**
 * What the cycle tracker says about her log, and how sure it can be. Pure.
 *
 * - The next period is estimated only after three complete cycles, as a range from her own shortest to
 *   longest recent cycle (never a single day).
 * - Patterns worth a doctor's view follow the NHS pages on irregular and heavy periods and on
 *   post-menopausal bleeding, and ACOG's on abnormal uterine bleeding (see CYCLE_SOURCES).
 */

export const CYCLES_FOR_ESTIMATE = 3;
/** Recent cycles the estimate and the checks look at. */
export const RECENT_CYCLES = 6;
export const SHORT_CYCLE_DAYS = 21;
export const LONG_CYCLE_DAYS = 35;
export const LONG_PERIOD_DAYS = 7;
/** Shortest-to-longest spread the NHS names as irregular. */
export const SPREAD_DAYS = 20;
/** A gap this long with no period, then bleeding: after menopause, that needs checking. */
export const MENOPAUSE_GAP_DAYS = 365;

export const CYCLE_SOURCES = [
  { title: "Irregular periods (NHS)", url: "https://www.nhs.uk/conditions/irregular-periods/" },
  { title: "Heavy periods (NHS)", url: "https://www.nhs.uk/conditions/heavy-periods/" },
  { title: "Post-menopausal bleeding (NHS)", url: "https://www.nhs.uk/conditions/post-menopausal-bleeding/" },
  {
    title: "Abnormal Uterine Bleeding (ACOG)",
    url: "https://www.acog.org/womens-health/faqs/abnormal-uterine-bleeding",
  },
] as const;

export type Estimate =
  | { kind: "range"; from: string; to: string; shortest: number; longest: number; basedOn: number }
  | { kind: "need-more"; cyclesLogged: number; more: number };

/** The next period's likely start, as a range, once there are enough complete cycles. */
export function estimateNextPeriod(log: CycleLog): Estimate {
  const all = cycles(log);
  const lengths = all.flatMap((c) => (c.cycleDays === null ? [] : [c.cycleDays])).slice(-RECENT_CYCLES);
  if (lengths.length < CYCLES_FOR_ESTIMATE || all.length === 0)
    return { kind: "need-more", cyclesLogged: lengths.length, more: CYCLES_FOR_ESTIMATE - lengths.length };
  const last = all[all.length - 1]!.start;
  let shortest = Math.min(...lengths);
  let longest = Math.max(...lengths);
  // Identical cycles still vary in life: the range is at least a day either side.
  if (shortest === longest) {
    shortest -= 1;
    longest += 1;
  }
  return {
    kind: "range",
    from: addDays(last, shortest),
    to: addDays(last, longest),
    shortest,
    longest,
    basedOn: lengths.length,
  };
}

export type ConcernId = "short-cycles" | "long-cycles" | "spread" | "long-periods" | "heavy-often" | "after-gap";
export type Concern = { id: ConcernId; title: string; detail: string; when: string };

/** Patterns in her recent log worth showing a doctor, each with when to see one. */
export function cycleConcerns(log: CycleLog): Concern[] {
  const all = cycles(log);
  const recent = all.slice(-RECENT_CYCLES - 1);
  const lengths = recent.flatMap((c) => (c.cycleDays === null ? [] : [c.cycleDays]));
  const concerns: Concern[] = [];
  const short = lengths.filter((d) => d < SHORT_CYCLE_DAYS);
  if (short.length > 0)
    concerns.push({
      id: "short-cycles",
      title: `Cycles shorter than ${SHORT_CYCLE_DAYS} days`,
      detail: `${count(short.length, "recent cycle")} lasted ${list(short)} days.`,
      when: "See a GP or gynecologist if your periods keep coming more often than every 21 days.",
    });
  const long = lengths.filter((d) => d > LONG_CYCLE_DAYS && d < MENOPAUSE_GAP_DAYS);
  if (long.length > 0)
    concerns.push({
      id: "long-cycles",
      title: `Cycles longer than ${LONG_CYCLE_DAYS} days`,
      detail: `${count(long.length, "recent cycle")} lasted ${list(long)} days (if you logged every period).`,
      when: "See a GP if your periods come less often than every 35 days, or stop for 3 months and you are not pregnant.",
    });
  const regular = lengths.filter((d) => d < MENOPAUSE_GAP_DAYS);
  if (regular.length >= 2 && Math.max(...regular) - Math.min(...regular) >= SPREAD_DAYS)
    concerns.push({
      id: "spread",
      title: "Cycle length changes a lot",
      detail: `Your shortest and longest recent cycles differ by ${Math.max(...regular) - Math.min(...regular)} days.`,
      when: `See a GP if there are ${SPREAD_DAYS} days or more between your shortest and longest cycle, or your periods suddenly become irregular before 45.`,
    });
  const longPeriods = recent.filter((c) => c.periodDays !== null && c.periodDays > LONG_PERIOD_DAYS);
  if (longPeriods.length > 0)
    concerns.push({
      id: "long-periods",
      title: `Periods longer than ${LONG_PERIOD_DAYS} days`,
      detail: `${count(longPeriods.length, "recent period")} lasted ${list(longPeriods.map((c) => c.periodDays!))} days.`,
      when: "See a GP if your periods often last longer than 7 days.",
    });
  const periods = all.slice(-RECENT_CYCLES);
  const heavy = periods.filter((c) => c.entry.flow === "heavy");
  if (heavy.length >= 3 && heavy.length * 2 >= periods.length)
    concerns.push({
      id: "heavy-often",
      title: "Heavy flow in most recent periods",
      detail: `${heavy.length} of your last ${periods.length} periods were heavy.`,
      when: "See a GP if heavy periods affect your daily life, you soak through a pad or tampon every 1 to 2 hours, pass large clots, or feel tired or short of breath (signs of anemia). Go to urgent care if you bleed so heavily you feel faint.",
    });
  const afterGap = all.find((c, i) => i > 0 && daysBetween(all[i - 1]!.start, c.start) >= MENOPAUSE_GAP_DAYS);
  if (afterGap)
    concerns.push({
      id: "after-gap",
      title: "Bleeding after 12 months or more without a period",
      detail: `Your log has no period for 12 months or more before ${afterGap.start}.`,
      when: "If you had reached menopause (no period for 12 months), any bleeding after that should be checked: see a GP soon, even if it is only spotting. If you simply did not log those months, you can ignore this.",
    });
  return concerns;
}

function count(n: number, noun: string) {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

function list(days: number[]) {
  return days.length === 1 ? String(days[0]) : `${days.slice(0, -1).join(", ")} and ${days[days.length - 1]}`;
}

export type DoctorSummary = {
  from: string;
  to: string;
  periods: number;
  cycles: Cycle[];
  /** Per symptom, how many of the periods listed it. */
  symptomCounts: { symptom: Symptom; label: string; periods: number }[];
  averageCycle: number | null;
  averagePeriod: number | null;
};

/** What the printable summary for a doctor shows: made on her device from her log, sent nowhere. */
export function doctorSummary(log: CycleLog): DoctorSummary | null {
  const all = cycles(log);
  if (all.length === 0) return null;
  const last = all[all.length - 1]!;
  const lengths = all.flatMap((c) => (c.cycleDays === null ? [] : [c.cycleDays]));
  const periodLengths = all.flatMap((c) => (c.periodDays === null ? [] : [c.periodDays]));
  const average = (values: number[]) =>
    values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  return {
    from: all[0]!.start,
    to: last.entry.ended ?? last.start,
    periods: all.length,
    cycles: all,
    symptomCounts: SYMPTOMS.map((s) => ({
      symptom: s.id,
      label: s.label,
      periods: all.filter((c) => c.entry.symptoms.includes(s.id)).length,
    })).filter((s) => s.periods > 0),
    averageCycle: average(lengths),
    averagePeriod: average(periodLengths),
  };
}
