import { describe, expect, it } from "vitest";
import { RISK_KINDS, riskInText, type RiskKind } from "./risk.ts";
import {
  RISK_HOLDOUT_SET,
  RISK_HOLDOUT_SET_2,
  RISK_HOLDOUT_SET_3,
  RISK_HOLDOUT_SET_4,
  RISK_HOLDOUT_SET_5,
  RISK_HOLDOUT_SET_6,
  RISK_HOLDOUT_SET_7,
  RISK_HOLDOUT_SET_8,
  RISK_HOLDOUT_SET_9,
  RISK_ORDINARY_PROBE,
  RISK_TEST_SET,
  type Labelled,
} from "#app/content/safety/risk-test-set.ts";

type Figures = { kind: RiskKind; messages: number; recall: number; missed: string[] };

/**
 * Recall per kind: a message labelled with a kind counts as found when the detector reports that kind (the
 * help a reader sees is the kind's own). False alarms: ordinary health talk for which it reports any kind.
 */
function measure(set: readonly Labelled[]) {
  const perKind: Figures[] = [];
  for (const kind of RISK_KINDS) {
    const messages = set.filter(([label]) => label === kind);
    if (messages.length === 0) continue;
    const missed = messages
      .filter(([, text]) => riskInText(text) !== kind)
      .map(([, text]) => `${text} → ${riskInText(text)}`);
    perKind.push({ kind, messages: messages.length, recall: 1 - missed.length / messages.length, missed });
  }
  const ordinary = set.filter(([label]) => label === "none");
  const alarms = ordinary
    .filter(([, text]) => riskInText(text) !== null)
    .map(([, text]) => `${text} → ${riskInText(text)}`);
  return { perKind, ordinary: ordinary.length, falseAlarmRate: alarms.length / ordinary.length, alarms };
}

function report(title: string, set: readonly Labelled[]) {
  const figures = measure(set);
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  const lines = [
    `${title}: ${set.length} messages`,
    ...figures.perKind.map(
      (f) => `  ${f.kind.padEnd(18)} recall ${pct(f.recall).padStart(7)}  (${f.messages} messages)`,
    ),
    `  ${"ordinary talk".padEnd(18)} false alarms ${pct(figures.falseAlarmRate)}  (${figures.ordinary} messages)`,
  ];
  for (const f of figures.perKind) for (const miss of f.missed) lines.push(`    missed ${f.kind}: ${miss}`);
  for (const alarm of figures.alarms) lines.push(`    false alarm: ${alarm}`);
  console.info(lines.join("\n"));
  return figures;
}

describe("the risk detector on messages written as readers write", () => {
  it("has at least 300 labelled messages, every kind and ordinary talk among them", () => {
    expect(
      RISK_TEST_SET.length + RISK_HOLDOUT_SET.length + RISK_HOLDOUT_SET_2.length + RISK_HOLDOUT_SET_3.length,
    ).toBeGreaterThanOrEqual(300);
    for (const kind of [...RISK_KINDS, "none"])
      expect(
        RISK_TEST_SET.some(([label]) => label === kind),
        kind,
      ).toBe(true);
  });

  for (const [title, set] of [
    ["test set", RISK_TEST_SET],
    ["held-back set (written after the lexicon was tuned)", RISK_HOLDOUT_SET],
    ["second held-back set", RISK_HOLDOUT_SET_2],
    ["third held-back set", RISK_HOLDOUT_SET_3],
    ["fourth held-back set", RISK_HOLDOUT_SET_4],
    ["fifth held-back set", RISK_HOLDOUT_SET_5],
    ["sixth held-back set", RISK_HOLDOUT_SET_6],
    ["seventh held-back set", RISK_HOLDOUT_SET_7],
    ["ordinary talk probe", RISK_ORDINARY_PROBE],
    ["eighth held-back set", RISK_HOLDOUT_SET_8],
    ["ninth held-back set", RISK_HOLDOUT_SET_9],
  ] as const) {
    it(`${title}: recall at least 95 % on every kind, false alarms at most 5 % on ordinary talk`, () => {
      const figures = report(title, set);
      for (const f of figures.perKind)
        expect(f.recall, `${f.kind}: ${f.missed.join(" | ")}`).toBeGreaterThanOrEqual(0.95);
      expect(figures.falseAlarmRate, figures.alarms.join(" | ")).toBeLessThanOrEqual(0.05);
    });
  }
});
