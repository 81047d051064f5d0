import {
  CRISIS_COPY,
  CRISIS_LINES,
  RISK_HELP,
  type CrisisLine,
  type CrisisLineKind,
  type CrisisRegion,
} from "#app/content/crisis.ts";
import type { RiskKind } from "./risk.ts";

export type { CrisisLine, CrisisRegion };

/** The reader's region, when known: the country from the operator's GeoIP database, else the browser's language. */
export type ReaderRegion = CrisisRegion | null;

export type CrisisHelp = {
  heading: string;
  /**
   * One group per region, the reader's own first; an unknown region shows both. Each starts with what to do now
   * (the emergency line worded for the kind, then `now` steps), then the lines that fit the kind, in order.
   */
  groups: { region: CrisisRegion; title: string; lines: CrisisLine[]; now: readonly string[] }[];
  elsewhere: string;
};

/** What the crisis help box shows for a reader in `region` (null: unknown) who signalled `kind` of risk. */
export function crisisHelpFor(region: ReaderRegion, kind: RiskKind = "self-harm"): CrisisHelp {
  const regions: CrisisRegion[] = region === "US" ? ["US"] : region === "UK" ? ["UK"] : ["UK", "US"];
  const help = RISK_HELP[kind];
  const order: readonly CrisisLineKind[] = help.lines;
  return {
    heading: help.heading,
    groups: regions.map((r) => ({
      region: r,
      title: CRISIS_COPY.regionNames[r],
      lines: CRISIS_LINES.filter((line) => line.region === r && order.includes(line.kind))
        .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
        .map((line) => (line.kind === "emergency" ? { ...line, how: help.emergency[r] } : line)),
      now: help.now[r],
    })),
    elsewhere: CRISIS_COPY.elsewhere,
  };
}

/** Countries whose lines the site lists: the UK (with the Crown Dependencies, which share its numbers) and the US. */
const COUNTRY_REGION: Record<string, CrisisRegion> = {
  GB: "UK",
  UK: "UK",
  IM: "UK",
  JE: "UK",
  GG: "UK",
  US: "US",
  PR: "US",
};

export function regionFromCountry(country: string | null | undefined): ReaderRegion {
  return (country && COUNTRY_REGION[country.toUpperCase()]) || null;
}

/**
 * The region the browser's first language names ("en-GB" → UK, "en-US" → US); a bare "en" or any other
 * language says nothing about where the reader is.
 */
export function regionFromAcceptLanguage(header: string | null | undefined): ReaderRegion {
  if (!header) return null;
  const first = header.split(",")[0]?.split(";")[0]?.trim() ?? "";
  const country = first.split("-")[1];
  return regionFromCountry(country);
}
