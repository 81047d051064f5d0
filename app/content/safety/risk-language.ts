/**
 * Words that signal a reader may be at risk. Search shows the crisis help above any result for every kind;
 * chat holds a message of the kinds `self-harm` and `abuse` for moderators and shows its author help at once,
 * and shows help (without holding) for `distress`.
 *
 * Reviewed for false positives: phrases are matched on whole words after normalising (lower case, straight
 * apostrophes, punctuation as spaces), and the everyday phrases in NOT_RISK are taken out first ("cut myself
 * some slack", "to die for"). Bare words that are common outside a crisis ("abuse" in "substance abuse
 * research", "cut", "die") are not listed on their own for chat; search, where a bare word is the whole
 * query, has its own short list.
 */
export type RiskKind = "self-harm" | "abuse" | "distress";

export const RISK_PHRASES: Record<RiskKind, readonly string[]> = {
  "self-harm": [
    "kill myself",
    "killing myself",
    "kms",
    "want to die",
    "wanna die",
    "wish i was dead",
    "wish i were dead",
    "want to be dead",
    "end my life",
    "ending my life",
    "end it all",
    "ending it all",
    "take my own life",
    "taking my own life",
    "take my life",
    "suicide",
    "suicidal",
    "self harm",
    "selfharm",
    "self harming",
    "harm myself",
    "harming myself",
    "hurt myself",
    "hurting myself",
    "cut myself",
    "cutting myself",
    "took an overdose",
    "take an overdose",
    "taking an overdose",
    "overdosed",
    "no reason to live",
    "nothing to live for",
    "better off dead",
    "better off without me",
    "dont want to be here anymore",
    "dont want to be alive",
    "dont want to live",
    "do not want to live",
    "cant go on",
    "can not go on",
    "cannot go on",
    "hang myself",
    "hanging myself",
    "unalive myself",
    "dont want to wake up",
    "never wake up again",
    "how to overdose",
    "suicide methods",
  ],
  abuse: [
    "domestic abuse",
    "domestic violence",
    "abusive partner",
    "abusive relationship",
    "abusive husband",
    "abusive boyfriend",
    "abusive wife",
    "abusive girlfriend",
    "he hits me",
    "she hits me",
    "hits me",
    "beats me",
    "hurts me",
    "raped",
    "rape",
    "sexual assault",
    "sexually assaulted",
    "assaulted me",
    "coercive control",
    "afraid of my partner",
    "scared of my partner",
    "afraid of my husband",
    "scared of my husband",
    "not safe at home",
  ],
  distress: [
    "depressed",
    "depression",
    "hopeless",
    "worthless",
    "panic attack",
    "panic attacks",
    "cant cope",
    "cannot cope",
    "can not cope",
    "breakdown",
    "hate myself",
    "hate my life",
    "feel empty",
    "feel so alone",
  ],
};

/** Whole search queries that are a risk signal on their own, though too common in chat to hold a message. */
export const RISK_SEARCH_WORDS: Record<RiskKind, readonly string[]> = {
  "self-harm": ["die", "dying", "suicide", "cutting", "self injury", "unalive"],
  abuse: ["abuse", "abused", "violence", "assault", "stalking", "stalked", "controlling partner", "controlling husband"],
  distress: ["anxiety", "crisis", "crying", "lonely", "grief"],
};

/** Everyday phrases that contain a risk phrase but are not one; removed before matching. */
export const NOT_RISK = [
  "cut myself some slack",
  "cutting myself some slack",
  "cut myself a slice",
  "cut myself off",
  "cutting myself off",
  "hurt myself laughing",
  "to die for",
  "dying to try",
  "dying to know",
  "hurts me to say",
] as const;
