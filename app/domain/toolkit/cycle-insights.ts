import { addDays, cycles, daysBetween, SYMPTOMS, type Cycle, type CycleLog, type Symptom } from "./cycle-log.ts";
import {
  cycleGaps,
  cycleLengths,
  cycleRanges,
  describeGaps,
  formatCycleDate,
  GAP_DAYS,
  lengthsSinceLastGap,
  LONG_PERIOD_DAYS,
  nowAdvice,
  periodLength,
  periodNow,
  type CycleContext,
  type Gap,
  type GapWords,
  type NowAdvice,
  type PeriodNow,
} from "./cycle-now.ts";

/**
 * What the cycle tracker says about her log, and how sure it can be. Pure.
 *
 * - The next period is estimated only after three complete cycles, as a range from her own shortest to
 *   longest recent cycle (never a single day), from the cycles since the last gap of a year or more. Once
 *   the range has passed, the period is late and no date in the past is shown as next.
 * - Patterns worth a doctor's view follow the NHS pages on irregular and heavy periods and on
 *   post-menopausal bleeding, and ACOG's on abnormal uterine bleeding (see CYCLE_SOURCES).
 */

export const CYCLES_FOR_ESTIMATE = 3;
/** Recent cycles the estimate and the checks look at. */
export const RECENT_CYCLES = 6;
/** Shortest-to-longest spread the NHS names as irregular. */
export const SPREAD_DAYS = 20;

export const CYCLE_SOURCES = [
  { title: "Irregular periods (NHS)", url: "https://www.nhs.uk/conditions/irregular-periods/" },
  { title: "Heavy periods (NHS)", url: "https://www.nhs.uk/conditions/heavy-periods/" },
  { title: "Post-menopausal bleeding (NHS)", url: "https://www.nhs.uk/conditions/post-menopausal-bleeding/" },
  {
    title: "Abnormal Uterine Bleeding (ACOG)",
    url: "https://www.acog.org/womens-health/faqs/abnormal-uterine-bleeding",
  },
  { title: "Stopped or missed periods (NHS)", url: "https://www.nhs.uk/conditions/stopped-or-missed-periods/" },
  {
    title: "Menstruation in Girls and Adolescents (ACOG Committee Opinion 651)",
    url: "https://www.acog.org/clinical/clinical-guidance/committee-opinion/articles/2015/12/menstruation-in-girls-and-adolescents-using-the-menstrual-cycle-as-a-vital-sign",
  },
] as const;

export type Estimate =
  | { kind: "range"; from: string; to: string; shortest: number; longest: number; basedOn: number }
  | { kind: "need-more"; cyclesLogged: number; more: number };

/**
 * The next period's likely start, as a range, once there are enough complete cycles since the last gap of
 * a year or more (a gap is not a cycle). Says nothing of today: `cycleOutlook` decides whether it has passed.
 */
export function estimateNextPeriod(log: CycleLog): Estimate {
  const all = cycles(log);
  const lengths = lengthsSinceLastGap(all).slice(-RECENT_CYCLES);
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

/**
 * What the tracker shows as "next period" today: the estimate while its last day is still ahead (`due`
 * once its first day has come), nothing once it has passed (then `now` says the period is late), and
 * nothing while a period has gone on for more than 7 days (bleeding that long is not a cycle to count on).
 */
export type Outlook = {
  now: PeriodNow;
  advice: NowAdvice | null;
  next: (Extract<Estimate, { kind: "range" }> & { due: boolean }) | Extract<Estimate, { kind: "need-more" }> | null;
  gaps: GapWords | null;
};

export function cycleOutlook(log: CycleLog, ctx: CycleContext): Outlook {
  const estimate = estimateNextPeriod(log);
  const now = periodNow(log, ctx, estimate.kind === "range" ? estimate : null);
  const next =
    estimate.kind === "need-more"
      ? estimate
      : estimate.to >= ctx.today && now.kind !== "late" && !(now.kind === "ongoing" && now.long)
        ? { ...estimate, due: estimate.from <= ctx.today }
        : null;
  return { now, advice: nowAdvice(now, ctx), next, gaps: describeGaps(cycleGaps(cycles(log)), ctx.today) };
}

export type ConcernId =
  "short-cycles" | "long-cycles" | "no-period-90" | "spread" | "long-periods" | "heavy-often" | "after-gap";
export type Concern = { id: ConcernId; title: string; detail: string; when: string };

/** Patterns in her recent log worth showing a doctor, each with when to see one. */
export function cycleConcerns(log: CycleLog, ctx: CycleContext): Concern[] {
  const all = cycles(log);
  const ranges = cycleRanges(ctx.age);
  const recent = all.slice(-RECENT_CYCLES - 1);
  const lengths = cycleLengths(recent);
  const concerns: Concern[] = [];
  const short = lengths.filter((d) => d < ranges.short);
  if (short.length > 0)
    concerns.push({
      id: "short-cycles",
      title: `Cycles shorter than ${ranges.short} days`,
      detail: `${count(short.length, "recent cycle")} lasted ${list(short)} days.`,
      when: `See a GP or gynecologist if your periods keep coming more often than every ${ranges.short} days.`,
    });
  const long = lengths.filter((d) => d > ranges.long);
  if (long.length > 0)
    concerns.push({
      id: "long-cycles",
      title: `Cycles longer than ${ranges.long} days`,
      detail: `${count(long.length, "recent cycle")} lasted ${list(long)} days (if you logged every period).`,
      when: ranges.adolescent
        ? `${ranges.basis} See a doctor if your periods come less often than every ${ranges.long} days, or if 90 days pass without one, even in the first year after they start.`
        : `See a GP if your periods come less often than every ${ranges.long} days, or stop for 3 months and you are not pregnant.`,
    });
  if (!ranges.adolescent && lengths.length >= 2 && Math.max(...lengths) - Math.min(...lengths) >= SPREAD_DAYS)
    concerns.push({
      id: "spread",
      title: "Cycle length changes a lot",
      detail: `Your shortest and longest recent cycles differ by ${Math.max(...lengths) - Math.min(...lengths)} days.`,
      when: `See a GP if there are ${SPREAD_DAYS} days or more between your shortest and longest cycle, or your periods suddenly become irregular before 45.`,
    });
  const lastIndex = all.length - 1;
  const longPeriods = recent.flatMap((c) => {
    const length = periodLength(c, c === all[lastIndex], ctx.today);
    return length && length.days > LONG_PERIOD_DAYS ? [length] : [];
  });
  if (longPeriods.length > 0) {
    const ongoing = longPeriods.find((p) => p.ongoing);
    const ended = longPeriods.filter((p) => !p.ongoing).map((p) => p.days);
    const parts = [
      ...(ended.length ? [`${count(ended.length, "recent period")} lasted ${list(ended)} days`] : []),
      ...(ongoing ? [`your current period has lasted ${ongoing.days} days so far`] : []),
    ];
    const detail = parts.join("; ");
    concerns.push({
      id: "long-periods",
      title: `Periods longer than ${LONG_PERIOD_DAYS} days`,
      detail: `${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`,
      when: `See a GP if a period lasts longer than ${LONG_PERIOD_DAYS} days, or often does. Get urgent care if you feel faint or soak through a pad or tampon every hour.`,
    });
  }
  const periods = all.slice(-RECENT_CYCLES);
  const heavy = periods.filter((c) => c.entry.flow === "heavy");
  if (heavy.length >= 3 && heavy.length * 2 >= periods.length)
    concerns.push({
      id: "heavy-often",
      title: "Heavy flow in most recent periods",
      detail: `${heavy.length} of your last ${periods.length} periods were heavy.`,
      when: "See a GP if heavy periods affect your daily life, you soak through a pad or tampon every 1 to 2 hours, pass large clots, or feel tired or short of breath (signs of anemia). Go to urgent care if you bleed so heavily you feel faint.",
    });
  const afterGap = all.find((c, i) => i > 0 && daysBetween(all[i - 1]!.start, c.start) >= GAP_DAYS);
  if (afterGap)
    concerns.push({
      id: "after-gap",
      title: "Bleeding after 12 months or more without a period",
      detail: `Your log has no period for 12 months or more before ${formatCycleDate(afterGap.start, ctx.today)}.`,
      when:
        ctx.age !== null && ctx.age < 40
          ? "If you logged every period, a year without one is a reason to see a GP (periods that stop for 3 months or more, when you are not pregnant, should be checked). If you simply did not log those months, you can ignore this."
          : "If you had reached menopause (no period for 12 months), any bleeding after that should be checked: see a GP soon, even if it is only spotting. If you simply did not log those months, you can ignore this.",
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
  /** The latest period's length so far when it is still going on. */
  ongoingDays: number | null;
  /** Per symptom, how many of the periods listed it. */
  symptomCounts: { symptom: Symptom; label: string; periods: number }[];
  /** Averages of cycles (gaps of a year or more left out) and of periods that have ended. */
  averageCycle: number | null;
  averagePeriod: number | null;
  gaps: Gap[];
  gapWords: GapWords | null;
  /** The range the patterns were read against (ACOG's for adolescents when her age is known). */
  ranges: string;
  /** Today's state when her period is going on or late, as the tracker says it. */
  advice: NowAdvice | null;
};

/** What the printable summary for a doctor shows: made on her device from her log, sent nowhere. */
export function doctorSummary(log: CycleLog, ctx: CycleContext): DoctorSummary | null {
  const all = cycles(log);
  if (all.length === 0) return null;
  const last = all[all.length - 1]!;
  const ongoing = periodLength(last, true, ctx.today);
  const periodLengths = all.flatMap((c) => (c.periodDays === null ? [] : [c.periodDays]));
  const average = (values: number[]) =>
    values.length === 0 ? null : Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10;
  const gaps = cycleGaps(all);
  return {
    from: all[0]!.start,
    to: last.entry.ended ?? (ongoing ? ctx.today : last.start),
    periods: all.length,
    cycles: all,
    ongoingDays: ongoing?.ongoing ? ongoing.days : null,
    symptomCounts: SYMPTOMS.map((s) => ({
      symptom: s.id,
      label: s.label,
      periods: all.filter((c) => c.entry.symptoms.includes(s.id)).length,
    })).filter((s) => s.periods > 0),
    averageCycle: average(cycleLengths(all)),
    averagePeriod: average(periodLengths),
    gaps,
    gapWords: describeGaps(gaps, ctx.today),
    ranges: cycleRanges(ctx.age).basis,
    advice: cycleOutlook(log, ctx).advice,
  };
}
