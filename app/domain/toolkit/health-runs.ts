import { daysBetween } from "./cycle-log.ts";
import { shiftDateKey, type HealthLog } from "./health-log.ts";

/**
 * Runs of days in the health log that are worth a gentle word: low mood on most days for two weeks (NHS:
 * see a GP if low mood lasts more than two weeks) and very short sleep on most nights for a week. One bad
 * day, or a few, says nothing: everyone has them. Pure; the tracker passes today.
 *
 * A run is read in a window ending on the latest day she logged (if that was in the last week, so a run
 * she stopped logging in the middle of still counts): at least half its days logged low, at most one fine
 * day in seven, and a low day in its first days, so ten bad days are not called two weeks.
 */

/** Mood 1 (Awful) or 2 (Bad). */
export const LOW_MOOD_MAX = 2;
export const LOW_MOOD_WINDOW_DAYS = 14;
/** Half the days, so a run she logged every other day still counts. */
export const LOW_MOOD_MIN_DAYS = 7;
/** 5 hours or less (adults need 7 to 9); 0 is what a day shows when sleep was not entered. */
export const SHORT_SLEEP_MAX_HOURS = 5;
export const SHORT_SLEEP_WINDOW_DAYS = 7;
export const SHORT_SLEEP_MIN_NIGHTS = 4;
/** A run still counts when her last log was at most this many days ago. */
export const RUN_RECENT_DAYS = 7;

export type HealthRun = {
  kind: "low-mood" | "short-sleep";
  /** Days (or nights) in the window that were low or short. */
  days: number;
  from: string;
  to: string;
};

type Reading = "low" | "fine" | null;

function runIn(
  log: HealthLog,
  today: string,
  read: (date: string) => Reading,
  window: number,
  minDays: number,
): { days: number; from: string; to: string } | null {
  const logged = Object.keys(log)
    .filter((date) => date <= today && read(date) !== null)
    .sort();
  const end = logged[logged.length - 1];
  if (!end || daysBetween(end, today) > RUN_RECENT_DAYS) return null;
  const from = shiftDateKey(end, -(window - 1));
  const readings = Array.from({ length: window }, (_, i) => read(shiftDateKey(from, i)));
  const low = readings.filter((r) => r === "low").length;
  const fine = readings.filter((r) => r === "fine").length;
  // Most days she logged were low, at most one fine day in seven, and low in the window's first days as
  // well as since, so the run spans the window.
  const reachesBack = readings.slice(0, Math.ceil(window / 5)).includes("low");
  if (low < minDays || fine > Math.floor(window / 7) || !reachesBack) return null;
  return { days: low, from, to: end };
}

export function healthRuns(log: HealthLog, today: string): HealthRun[] {
  const runs: HealthRun[] = [];
  const mood = runIn(
    log,
    today,
    (date) => (log[date] ? (log[date].mood <= LOW_MOOD_MAX ? "low" : "fine") : null),
    LOW_MOOD_WINDOW_DAYS,
    LOW_MOOD_MIN_DAYS,
  );
  if (mood) runs.push({ kind: "low-mood", ...mood });
  const sleep = runIn(
    log,
    today,
    (date) => {
      const hours = log[date]?.sleep ?? 0;
      if (hours <= 0) return null;
      return hours <= SHORT_SLEEP_MAX_HOURS ? "low" : "fine";
    },
    SHORT_SLEEP_WINDOW_DAYS,
    SHORT_SLEEP_MIN_NIGHTS,
  );
  if (sleep) runs.push({ kind: "short-sleep", ...sleep });
  return runs;
}

export type RunSignpost = { title: string; text: string; source: { title: string; url: string } };

/** Made once (`toLocaleDateString` makes a formatter on every call, a cost on each render of the tracker). */
const DAY_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });
const DAY_MONTH_YEAR = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

function shortDate(date: string, today: string) {
  const format = date.slice(0, 4) === today.slice(0, 4) ? DAY_MONTH : DAY_MONTH_YEAR;
  return format.format(new Date(`${date}T00:00:00Z`));
}

/** The gentle word for a run: what she logged, who can help, where it comes from. */
export function runSignpost(run: HealthRun, today: string): RunSignpost {
  if (run.kind === "low-mood")
    return {
      title: "Low mood on most days for two weeks",
      text: `You logged your mood as Bad or Awful on ${run.days} of the ${LOW_MOOD_WINDOW_DAYS} days up to ${shortDate(run.to, today)}. Everyone has bad days, but low mood that lasts two weeks or more is worth talking about: your GP or doctor can help, and in England you can also refer yourself to NHS Talking Therapies. You do not need to be in crisis to call one of the lines below.`,
      source: {
        title: "Depression in adults (NHS)",
        url: "https://www.nhs.uk/mental-health/conditions/depression-in-adults/overview/",
      },
    };
  return {
    title: "Very short sleep on most nights this week",
    text: `You logged ${SHORT_SLEEP_MAX_HOURS} hours' sleep or less on ${run.days} of the ${SHORT_SLEEP_WINDOW_DAYS} nights up to ${shortDate(run.to, today)}. A short week happens; if it goes on, or you feel very sleepy in the day, talk to your GP or doctor: poor sleep is treatable, and CBT for insomnia is the first treatment guidelines recommend. Do not drive when you feel drowsy.`,
    source: { title: "Insomnia (NHS)", url: "https://www.nhs.uk/conditions/insomnia/" },
  };
}
