import { describe, expect, it } from "vitest";
import { ageFrom, checkBirthYear, cycleRanges, readBirthYear } from "./cycle-now.ts";

describe("her age, when she gives her birth year", () => {
  const today = "2026-12-06";

  it("accepts an empty field (no age) or a four-digit year of someone 8 to 100", () => {
    expect(checkBirthYear("", today)).toEqual({ ok: true, year: null });
    expect(checkBirthYear(" 2010 ", today)).toEqual({ ok: true, year: 2010 });
    for (const bad of ["10", "2019", "1925", "20x0", "2010.5", "-2010"]) {
      const checked = checkBirthYear(bad, today);
      expect(checked.ok, bad).toBe(false);
      if (!checked.ok)
        expect(checked.message).toBe(
          "Enter the year you were born as four digits, between 1926 and 2018, or leave it empty.",
        );
    }
  });

  it("reads a stored year back, ignoring anything unreadable", () => {
    expect(readBirthYear("2010", today)).toBe(2010);
    expect(readBirthYear("banana", today)).toBeNull();
    expect(readBirthYear(null, today)).toBeNull();
    expect(ageFrom(2010, today)).toBe(16);
    expect(ageFrom(null, today)).toBeNull();
  });

  it("uses ACOG's adolescent range up to 19, the adult range after and when the age is unknown", () => {
    expect(cycleRanges(16)).toMatchObject({ short: 21, long: 45, adolescent: true });
    expect(cycleRanges(19).long).toBe(45);
    expect(cycleRanges(20)).toMatchObject({ long: 35, adolescent: false });
    expect(cycleRanges(null).long).toBe(35);
  });
});
