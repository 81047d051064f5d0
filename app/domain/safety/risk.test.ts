import { describe, expect, it } from "vitest";
import { LEXICON_REVIEW, RISK_RULES, RISK_SOURCES } from "#app/content/safety/risk-language.ts";
import {
  RISK_METHOD_AND_HOPELESSNESS_HELD_BACK,
  RISK_METHOD_AND_HOPELESSNESS_HELD_BACK_2,
  RISK_METHOD_AND_HOPELESSNESS_SET,
} from "#app/content/safety/risk-test-set.ts";
import { findRisks, holdsForModerator, RISK_KINDS, riskInSearch, riskInText } from "./risk.ts";

describe("riskInText", () => {
  it.each([
    ["I feel like ending it all", "self-harm"],
    ["i want to die", "self-harm"],
    ["Sometimes I think about killing myself.", "self-harm"],
    ["I don’t want to be here anymore", "self-harm"],
    ["I've been self-harming again", "self-harm"],
    ["my partner hits me when he drinks", "abuse"],
    ["I'm scared of my partner", "abuse"],
    ["so depressed lately", "distress"],
  ])("%s → %s", (text, kind) => {
    expect(riskInText(text)).toBe(kind);
  });

  it.each([
    "this killer workout left me sore",
    "a chocolate cake to die for",
    "I need to cut myself some slack this week",
    "I'm dying to try the new yoga class",
    "what is a vitamin D overdose level?",
    "hot flushes at night",
  ])("everyday writing is not a risk: %s", (text) => {
    expect(riskInText(text)).toBeNull();
  });
});

describe("riskInSearch", () => {
  it("takes short words that only signal risk as a whole query", () => {
    expect(riskInSearch("kill myself")).toBe("self-harm");
    expect(riskInSearch("self harm")).toBe("self-harm");
    expect(riskInSearch("abuse")).toBe("abuse");
    expect(riskInSearch("depressed")).toBe("distress");
    expect(riskInSearch("vegan protein")).toBeNull();
  });

  it.each([
    ["i want to die", "self-harm"],
    ["how to hang myself", "self-harm"],
    ["I don't want to wake up", "self-harm"],
    ["my controlling partner", "abuse"],
    ["i hate myself", "distress"],
    ["vitamin d overdose", null],
    ["can't sleep", null],
  ])("the issue's searches and nearby ones: %s → %s", (query, kind) => {
    expect(riskInSearch(query)).toBe(kind);
  });
});

describe("meaning rather than fixed phrases (the issue's classes)", () => {
  it.each([
    ["he hit me", "abuse"],
    ["he hits me", "abuse"],
    ["he's been hitting me for months", "abuse"],
    ["my ex had his hands around my throat", "abuse"],
    ["he choked me until I blacked out", "abuse"],
    ["he threatened to kill me if I leave", "abuse"],
    ["he won't let me see my friends and takes my wages", "abuse"],
    ["he kicked me in the bump", "abuse"],
    ["I swallowed the whole packet", "overdose"],
    ["i've took too many of my tablets", "overdose"],
    ["I just want to be with my baby again", "self-harm"],
    ["I'm 6 weeks pregnant, bleeding a lot, pain on one side and I feel faint", "medical-emergency"],
    ["crushing chest pain down my left arm", "medical-emergency"],
    ["her face is drooping and her speech is slurred", "medical-emergency"],
    ["my throat is closing up after eating peanuts", "medical-emergency"],
    ["he raped me", "sexual-violence"],
    ["I make myself sick after every meal", "eating-disorder"],
  ])("%s → %s", (text, kind) => {
    expect(riskInText(text)).toBe(kind);
  });

  it("reads a slip of a letter in a distinctive word", () => {
    expect(riskInText("having sucidal thoughts")).toBe("self-harm");
    expect(riskInText("he strangeled me")).toBe("abuse");
    expect(riskInText("i took too many paracetomol")).toBe("overdose");
    // A real word one letter away is not read as a risk word.
    expect(riskInText("he cooked me dinner")).toBeNull();
  });

  it("a negation that governs the words cancels them; one that does not, does not", () => {
    expect(riskInText("I would never hurt myself")).toBeNull();
    expect(riskInText("I'm not suicidal, just tired")).toBeNull();
    expect(riskInText("he has never hit me")).toBeNull();
    expect(riskInText("no chest pain, just breathless on hills")).toBeNull();
    // The negation is the signal, or stops at the clause.
    expect(riskInText("I don't want to live anymore")).toBe("self-harm");
    expect(riskInText("I'm not okay, I want to die")).toBe("self-harm");
    expect(riskInText("I can't stop thinking about killing myself")).toBe("self-harm");
    expect(riskInText("nobody knows he hits me")).toBe("abuse");
  });

  it("ordinary health talk does not alarm", () => {
    for (const text of [
      "my period pain is killing me",
      "I bled a bit after my smear",
      "dying to try this recipe",
      "the baby kicked me all night",
      "light spotting at 6 weeks, normal?",
      "chest day at the gym today",
    ])
      expect(riskInText(text), text).toBeNull();
  });

  it("reports every kind a text signals, the most urgent first", () => {
    expect(findRisks("he hit me and I took all my pills").map((f) => f.kind)).toEqual(["overdose", "abuse"]);
  });
});

describe("searches for risk already taken or happening", () => {
  it.each([
    ["took too many tablets", "overdose"],
    ["swallowed a whole packet of paracetamol", "overdose"],
    ["overdose", "overdose"],
    ["ectopic pregnancy signs", "medical-emergency"],
    ["bleeding in pregnancy", "medical-emergency"],
    ["stroke symptoms", "medical-emergency"],
    ["he strangled me", "abuse"],
    ["rape", "sexual-violence"],
    ["anorexia help", "eating-disorder"],
    ["vitamin d overdose", null],
    ["magnesium overdose", null],
    ["stroke of luck", null],
  ])("%s → %s", (query, kind) => {
    expect(riskInSearch(query)).toBe(kind);
  });
});

describe("asking how much of a medicine it takes to die, and hopelessness written plainly", () => {
  const risky = RISK_METHOD_AND_HOPELESSNESS_SET.filter(([label]) => label !== "none");
  const ordinary = RISK_METHOD_AND_HOPELESSNESS_SET.filter(([label]) => label === "none");

  it("has at least 60 risk phrasings and 40 ordinary questions that share their words", () => {
    expect(risky.length).toBeGreaterThanOrEqual(60);
    expect(ordinary.length).toBeGreaterThanOrEqual(40);
  });

  it.each([
    ["the labelled set", RISK_METHOD_AND_HOPELESSNESS_SET],
    ["the set held back while its rules were written", RISK_METHOD_AND_HOPELESSNESS_HELD_BACK],
    ["the second held-back set", RISK_METHOD_AND_HOPELESSNESS_HELD_BACK_2],
  ] as const)(
    "%s: every risk phrasing read as its kind, written and searched; no ordinary question flagged",
    (title, set) => {
      const risky = set.filter(([label]) => label !== "none");
      const ordinary = set.filter(([label]) => label === "none");
      const missed = risky
        .map(([label, text]) => ({ label, text, written: riskInText(text), searched: riskInSearch(text) }))
        .filter(({ label, written, searched }) => written !== label || searched !== label);
      const alarms = ordinary
        .map(([, text]) => ({ text, written: riskInText(text), searched: riskInSearch(text) }))
        .filter(({ written, searched }) => written !== null || searched !== null);
      const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)} %`;
      console.info(
        [
          `method-seeking and hopelessness, ${title}: recall ${pct(risky.length - missed.length, risky.length)} ` +
            `(${risky.length - missed.length}/${risky.length}), false alarms ${pct(alarms.length, ordinary.length)} ` +
            `(${alarms.length}/${ordinary.length})`,
          ...missed.map((m) => `  missed [${m.label}] ${m.text} → written ${m.written}, searched ${m.searched}`),
          ...alarms.map((a) => `  false alarm: ${a.text} → written ${a.written}, searched ${a.searched}`),
        ].join("\n"),
      );
      expect(missed).toEqual([]);
      expect(alarms).toEqual([]);
    },
  );

  it("a negation still cancels them, and the end of a clause is where giving up stops", () => {
    expect(riskInText("I'm not going to give up")).toBeNull();
    expect(riskInText("how not to overdose on paracetamol")).toBeNull();
    expect(riskInText("I feel like giving up i cant do this")).toBe("distress");
    expect(riskInText("I feel like giving up sugar")).toBeNull();
    expect(riskInText("I can't go on")).toBe("self-harm");
    expect(riskInText("I can't go on holiday this year")).toBeNull();
    // An everyday phrase taken out is no end of the clause ("the pill"), and "sick of" stays everyday talk.
    expect(riskInText("I gave up the pill in may")).toBeNull();
    expect(riskInText("so sick of feeling fat after eating christmas dinner")).toBeNull();
    expect(riskInText("sick of living")).toBe("self-harm");
  });
});

describe("holdsForModerator", () => {
  it("holds self-harm, an overdose taken, sexual violence and abuse; not distress or the others", () => {
    expect(holdsForModerator("self-harm")).toBe(true);
    expect(holdsForModerator("overdose")).toBe(true);
    expect(holdsForModerator("sexual-violence")).toBe(true);
    expect(holdsForModerator("abuse")).toBe(true);
    expect(holdsForModerator("medical-emergency")).toBe(false);
    expect(holdsForModerator("eating-disorder")).toBe(false);
    expect(holdsForModerator("distress")).toBe(false);
    expect(holdsForModerator(null)).toBe(false);
  });
});

describe("the lexicon is content with its sources", () => {
  it("every kind names its sources on real organisations' sites, and a review date before the next", () => {
    for (const kind of RISK_KINDS) {
      expect(RISK_SOURCES[kind].length, kind).toBeGreaterThan(0);
      for (const source of RISK_SOURCES[kind])
        expect(source.url, source.name).toMatch(/^https:\/\/[^/]+\.(org|uk|gov|com)(\.uk)?\//);
    }
    expect(Date.parse(LEXICON_REVIEW.lastReviewed)).toBeLessThan(Date.parse(LEXICON_REVIEW.nextReview));
  });

  it("every rule compiles to words the detector can match, and every kind has rules", () => {
    for (const kind of RISK_KINDS)
      expect(
        RISK_RULES.some((rule) => rule.kind === kind),
        kind,
      ).toBe(true);
    // A rule that names an unknown group fails loudly when the lexicon is read.
    expect(() => riskInText("warm up")).not.toThrow();
  });
});
