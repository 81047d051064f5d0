import { PRICE_CHECKED } from "./messages.ts";

const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "checked November 2026" for a price checked on a day (YYYY-MM-DD); null when there is no such day. */
export function priceCheckedText(day: string | null): string | null {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : PRICE_CHECKED(monthYear.format(date));
}
