import { NOT_RISK, RISK_PHRASES, RISK_SEARCH_WORDS, type RiskKind } from "#app/content/safety/risk-language.ts";

export type { RiskKind };

/** Order of concern: a text that matches several kinds is reported as the most urgent one. */
const KINDS: readonly RiskKind[] = ["self-harm", "abuse", "distress"];

/** Lower case, straight apostrophes dropped ("don't" → "dont"), everything but letters and digits a space. */
export function normalizeForRisk(text: string): string {
  return ` ${text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc'`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

function containsPhrase(normalized: string, phrase: string): boolean {
  return normalized.includes(` ${normalizeForRisk(phrase).trim()} `);
}

function withoutEverydayPhrases(normalized: string): string {
  let text = normalized;
  for (const phrase of NOT_RISK) text = text.replaceAll(` ${normalizeForRisk(phrase).trim()} `, " ");
  return text;
}

/**
 * The kind of risk a piece of writing signals (a chat message, a note), or null. Matches whole phrases, so
 * "killer workout" or "to die for" do not count.
 */
export function riskInText(text: string): RiskKind | null {
  const normalized = withoutEverydayPhrases(normalizeForRisk(text));
  return KINDS.find((kind) => RISK_PHRASES[kind].some((phrase) => containsPhrase(normalized, phrase))) ?? null;
}

/** The kind of risk a search query signals: the chat phrases, plus short words that only mean risk as a query. */
export function riskInSearch(query: string): RiskKind | null {
  const fromText = riskInText(query);
  if (fromText) return fromText;
  const normalized = withoutEverydayPhrases(normalizeForRisk(query));
  return KINDS.find((kind) => RISK_SEARCH_WORDS[kind].some((word) => containsPhrase(normalized, word))) ?? null;
}

/** Kinds that chat holds for a moderator instead of broadcasting (distress only shows its author help). */
export function holdsForModerator(kind: RiskKind | null): boolean {
  return kind === "self-harm" || kind === "abuse";
}
