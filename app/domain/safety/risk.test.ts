import { describe, expect, it } from "vitest";
import { holdsForModerator, riskInSearch, riskInText } from "./risk.ts";

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

describe("holdsForModerator", () => {
  it("holds self-harm and abuse, not distress", () => {
    expect(holdsForModerator("self-harm")).toBe(true);
    expect(holdsForModerator("abuse")).toBe(true);
    expect(holdsForModerator("distress")).toBe(false);
    expect(holdsForModerator(null)).toBe(false);
  });
});
