import { refuse, type Refusal } from "#app/lib/refusal.ts";
import { addDays, cycles, daysBetween, type Cycle, type CycleLog } from "./cycle-log.ts";

/**
 * What her cycle log says about today and which ranges apply to her. Pure: the browser passes today's date
 * (her time zone) and, when she gave it, the year she was born. A period with no end date is still going
 * on and counts from its start; a period that has not come when her own cycles (or the usual range) say it
 * should is late; a gap of a year or more is not a cycle, so it is left out of estimates and averages and
 * named instead.
 */

/** What the tracker knows besides the log: today (yyyy-mm-dd) and her age when she gave her birth year. */
export type CycleContext = { today: string; age: number | null };

/** A gap this long between two starts is not a cycle (12 months without a period: NHS, menopause). */
export const GAP_DAYS = 365;
export const SHORT_CYCLE_DAYS = 21;
/** The adult range (NHS irregular periods): periods coming more often than 21 days or less than 35. */
export const LONG_CYCLE_DAYS = 35;
/** ACOG Committee Opinion 651: in adolescence cycles of 21 to 45 days are usual. */
export const ADOLESCENT_LONG_CYCLE_DAYS = 45;
/** ACOG: no period for 90 days is a reason to see a doctor, even in the first year after periods start. */
export const ADOLESCENT_NO_PERIOD_DAYS = 90;
/** Adolescence for the ranges: 19 and under (ACOG's guidance covers girls and adolescents). */
export const ADOLESCENT_MAX_AGE = 19;
export const LONG_PERIOD_DAYS = 7;
/** NHS: see a GP after missing 3 periods in a row (and not pregnant); a cycle of at most this counts. */
export const MISSED_PERIODS_FOR_GP = 3;
export const NO_PERIOD_MONTHS_DAYS = 90;

export const CYCLE_BIRTH_YEAR_STORAGE_KEY = "cycleTrackerBirthYear";
export const BIRTH_YEAR_MIN_AGE = 8;
export const BIRTH_YEAR_MAX_AGE = 100;

export type CycleRanges = {
  short: number;
  long: number;
  adolescent: boolean;
  /** Words for the range and whose it is. */
  basis: string;
};

/** The usual cycle range for her: ACOG's for adolescents when her age is known, the NHS's otherwise. */
export function cycleRanges(age: number | null): CycleRanges {
  if (age !== null && age <= ADOLESCENT_MAX_AGE)
    return {
      short: SHORT_CYCLE_DAYS,
      long: ADOLESCENT_LONG_CYCLE_DAYS,
      adolescent: true,
      basis: `For your age (${age}), cycles of ${SHORT_CYCLE_DAYS} to ${ADOLESCENT_LONG_CYCLE_DAYS} days are usual in the years after periods start (ACOG).`,
    };
  return {
    short: SHORT_CYCLE_DAYS,
    long: LONG_CYCLE_DAYS,
    adolescent: false,
    basis: `Most adult cycles last ${SHORT_CYCLE_DAYS} to ${LONG_CYCLE_DAYS} days (NHS).`,
  };
}

function yearOf(date: string) {
  return date.slice(0, 4);
}

/** A date as her tracker writes it: "3 March", with the year whenever it is not this year. */
export function formatCycleDate(date: string, today: string, month: "long" | "short" = "long"): string {
  return cycleDateFormat(month, yearOf(date) !== yearOf(today)).format(new Date(`${date}T00:00:00Z`));
}

/** Each formatter made once (`toLocaleDateString` makes one on every call, a cost on each render). */
const cycleDateFormats = new Map<string, Intl.DateTimeFormat>();
function cycleDateFormat(month: "long" | "short", withYear: boolean): Intl.DateTimeFormat {
  const key = `${month}:${withYear}`;
  let format = cycleDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month,
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    cycleDateFormats.set(key, format);
  }
  return format;
}

/** Her age this year from her birth year (she may not have had this year's birthday yet). */
export function ageFrom(birthYear: number | null, today: string): number | null {
  return birthYear === null ? null : Number(yearOf(today)) - birthYear;
}

/** The stored birth year, or null when none or unreadable. */
export function readBirthYear(raw: string | null | undefined, today: string): number | null {
  if (!raw || !/^\d{4}$/.test(raw)) return null;
  const year = Number(raw);
  const age = Number(yearOf(today)) - year;
  return age >= BIRTH_YEAR_MIN_AGE && age <= BIRTH_YEAR_MAX_AGE ? year : null;
}

/** The optional birth year field: empty clears it; otherwise a four-digit year of someone 8 to 100. */
export function checkBirthYear(text: string, today: string): { ok: true; year: number | null } | Refusal<"invalid"> {
  const value = text.trim();
  if (value === "") return { ok: true, year: null };
  const year = readBirthYear(value, today);
  if (year === null) {
    const now = Number(yearOf(today));
    return refuse(
      "invalid",
      `Enter the year you were born as four digits, between ${now - BIRTH_YEAR_MAX_AGE} and ${now - BIRTH_YEAR_MIN_AGE}, or leave it empty.`,
      { field: "birthYear" },
    );
  }
  return { ok: true, year };
}

/** A gap of a year or more between two logged periods: not averaged, not predicted from. */
export type Gap = { from: string; to: string; days: number };

export function cycleGaps(all: Cycle[]): Gap[] {
  return all.flatMap((c, i) =>
    c.cycleDays !== null && c.cycleDays >= GAP_DAYS
      ? [{ from: c.start, to: all[i + 1]!.start, days: c.cycleDays }]
      : [],
  );
}

/** Cycle lengths that are cycles (gaps left out). */
export function cycleLengths(all: Cycle[]): number[] {
  return all.flatMap((c) => (c.cycleDays !== null && c.cycleDays < GAP_DAYS ? [c.cycleDays] : []));
}

/** The cycle lengths since the last gap: what came before a year without periods says little about now. */
export function lengthsSinceLastGap(all: Cycle[]): number[] {
  let from = 0;
  all.forEach((c, i) => {
    if (c.cycleDays !== null && c.cycleDays >= GAP_DAYS) from = i + 1;
  });
  return cycleLengths(all.slice(from));
}

/** A period's length, counting an ongoing one (the latest, with no end date) from its start to today. */
export function periodLength(cycle: Cycle, latest: boolean, today: string): { days: number; ongoing: boolean } | null {
  if (cycle.periodDays !== null) return { days: cycle.periodDays, ongoing: false };
  if (!latest || cycle.start > today) return null;
  return { days: daysBetween(cycle.start, today) + 1, ongoing: true };
}

export type GapWords = { title: string; detail: string };

/** How a gap is named wherever it is left out. */
export function describeGaps(gaps: Gap[], today: string): GapWords | null {
  if (gaps.length === 0) return null;
  const each = gaps.map(
    (g) => `${g.days} days between ${formatCycleDate(g.from, today)} and ${formatCycleDate(g.to, today)}`,
  );
  return {
    title: gaps.length === 1 ? "A gap of a year or more is left out" : "Gaps of a year or more are left out",
    detail: `Your log has ${each.join("; ")} with no period logged. A year or more is not a cycle, so ${gaps.length === 1 ? "it is" : "they are"} left out of the estimate and the averages.`,
  };
}

export type PeriodNow =
  | { kind: "none" }
  | { kind: "ongoing"; start: string; days: number; long: boolean }
  | { kind: "expected"; start: string; daysSince: number }
  | {
      kind: "late";
      start: string;
      daysSince: number;
      lateBy: number;
      /** The latest day her own cycles suggested, or null when there are too few and the usual range is used. */
      expectedBy: string | null;
      /** Long enough that she may have missed 3 periods (or 90 days with none): see a GP. */
      threeMissed: boolean;
    };

/**
 * Where she is today. `expectedBy` is the last day of her estimate when there is one; without one the usual
 * range's longest cycle (35 days, 45 for an adolescent) is the line after which a period is late.
 */
export function periodNow(
  log: CycleLog,
  ctx: CycleContext,
  expected: { to: string; longest: number } | null,
): PeriodNow {
  const all = cycles(log);
  const last = all[all.length - 1];
  if (!last || last.start > ctx.today) return { kind: "none" };
  const daysSince = daysBetween(last.start, ctx.today);
  if (last.entry.ended === null) {
    const days = daysSince + 1;
    return { kind: "ongoing", start: last.start, days, long: days > LONG_PERIOD_DAYS };
  }
  const ranges = cycleRanges(ctx.age);
  const by = expected ? expected.to : addDays(last.start, ranges.long);
  if (ctx.today <= by) return { kind: "expected", start: last.start, daysSince };
  const cycle = expected ? expected.longest : ranges.long;
  return {
    kind: "late",
    start: last.start,
    daysSince,
    lateBy: daysBetween(by, ctx.today),
    expectedBy: expected ? expected.to : null,
    threeMissed: daysSince >= Math.min(MISSED_PERIODS_FOR_GP * cycle, NO_PERIOD_MONTHS_DAYS),
  };
}

/** What to do now: the words for an ongoing or late period, shown in the tracker and the doctor summary. */
export type NowAdvice = { title: string; detail: string; advice: string[]; urgent: string | null };

export const URGENT_BLEEDING =
  "Get urgent care now if you feel faint or dizzy, or soak through a pad or tampon every hour for two hours or more: in the UK call 111 or go to A&E, in the US go to urgent care or the emergency room, and call 999 or 911 if you collapse or feel very unwell.";

export function nowAdvice(now: PeriodNow, ctx: CycleContext): NowAdvice | null {
  const date = (d: string) => formatCycleDate(d, ctx.today);
  if (now.kind === "ongoing") {
    const days = `${now.days} ${now.days === 1 ? "day" : "days"}`;
    return {
      title: now.long ? `Your period has lasted ${days} so far` : `Day ${now.days} of your period`,
      detail: `It started on ${date(now.start)} and has no end date yet.`,
      advice: now.long
        ? [
            `A period that lasts more than ${LONG_PERIOD_DAYS} days is worth checking: see a GP or your doctor, and sooner if the bleeding is heavy or you feel tired or short of breath.`,
            "If it has already ended, add the day it ended to this entry.",
          ]
        : ["Add the day it ends when it does, so the tracker can count its length."],
      urgent: URGENT_BLEEDING,
    };
  }
  if (now.kind === "late") {
    const since = `Your last period started on ${date(now.start)}, ${now.daysSince} days ago`;
    const ranges = cycleRanges(ctx.age);
    return {
      title: `Your period is ${now.lateBy} ${now.lateBy === 1 ? "day" : "days"} late`,
      detail: now.expectedBy
        ? `${since}: later than the latest day your recent cycles suggested (${date(now.expectedBy)}).`
        : `${since}: longer than the ${ranges.long} days ${ranges.adolescent ? "usual at your age" : "most cycles last"}.`,
      advice: [
        "If there is any chance you could be pregnant, take a pregnancy test: most are reliable from the first day of a missed period. If it is negative and your period still has not come, test again in a few days.",
        now.threeMissed
          ? `It has been long enough that you may have missed ${MISSED_PERIODS_FOR_GP} periods: see a GP or your doctor (if you are not pregnant), even if you feel well.`
          : `Stress, weight change, hard exercise, some contraception and breastfeeding can all delay a period. See a GP if you miss ${MISSED_PERIODS_FOR_GP} periods in a row and are not pregnant, or sooner if you are worried.`,
        "If you have logged a period since, add it to the tracker.",
      ],
      urgent: null,
    };
  }
  return null;
}
