import { diffChars } from "diff";
import { LIFESTYLE_CATEGORIES } from "#app/content/review-gate.ts";
import type { ChangeKind } from "#platform/db/schema/content.ts";

/**
 * The review gate's rules, without a database: which articles it covers, and what a save does to a health
 * article's place on the site while the gate is on. The server side (review-gate.server.ts) applies them in
 * the same transaction as the save, so every way in (the forms, a restore, the scheduled-publishing job, the
 * auth-free API) meets the same rule.
 */
export type { ChangeKind };

const lifestyle = new Set(LIFESTYLE_CATEGORIES.map((name) => name.toLowerCase()));

/** A health category: everything but the listed lifestyle ones (compared without case or outer spaces). */
export function isHealthCategory(category: string): boolean {
  return !lifestyle.has(category.trim().toLowerCase());
}

export const CHANGE_KINDS = ["update", "correction", "typo"] as const satisfies readonly ChangeKind[];

/** The words the edit form, the history and the editorial policy use for each kind of save. */
export const CHANGE_KIND_LABELS: Record<ChangeKind, string> = {
  update: "Update",
  correction: "Correction",
  typo: "Typo-level fix",
};

export const NEEDS_SIGNOFF_MESSAGE =
  "The review gate is on: a health article is published or scheduled only after a reviewer signs off its current revision. Save it as a draft and ask a reviewer to sign it off.";
export const HELD_AFTER_EDIT_REASON = "Edited after sign-off: awaiting review";
export const HELD_UNSIGNED_EDIT_REASON = "Edited without a sign-off: awaiting review";
export const HELD_SCHEDULED_REASON =
  "Scheduled without a current sign-off: it will not go live until a reviewer signs off";
export const TYPO_TOO_LARGE_MESSAGE =
  "This is more than a typo-level fix (at most 40 characters of the text changed, and the category unchanged). Save it as an update or a correction: a reviewer then signs it off again.";

/** Most characters a typo-level fix may add or remove in the excerpt and content together. */
export const TYPO_MAX_CHANGED_CHARS = 40;

export type GateInput = {
  /** Whether the gate is on now, and the article's category after the save. */
  gateOn: boolean;
  category: string;
  /**
   * Whether the item carries health content, for a kind that says so itself (a product with a full review or
   * a safety note, decision 048); an article's is its category.
   */
  health?: boolean;
  /** Whether the text after the save is covered by a sign-off. */
  signedOff: boolean;
  /** Whether a sign-off ever covered an earlier revision (the hold's reason says so). */
  hadSignoff: boolean;
  /** Whether the article was published or scheduled before the save (null: a new article). */
  wasPublished: boolean;
  /** Whether it is published or scheduled after the save. */
  willBePublished: boolean;
  /** Whether the save sets a new publish time (scheduling, or rescheduling). */
  setsPublishTime: boolean;
  /** Whether the save changed the text beyond a typo-level fix. */
  substantive: boolean;
};

export type GateDecision = { kind: "allow" } | { kind: "refuse"; message: string } | { kind: "hold"; reason: string };

/**
 * What the gate does with a save. Off, a lifestyle category, a text a sign-off covers, or an article that
 * stays a draft: the save goes through. Otherwise a draft may not be published or scheduled, nor an article
 * given a new publish time (refused, nothing saved); an article already published or scheduled whose text
 * changed beyond a typo is saved but held off the site until a reviewer signs the new revision.
 */
export function gateDecision(input: GateInput): GateDecision {
  const health = input.health ?? isHealthCategory(input.category);
  if (!input.gateOn || !health || input.signedOff || !input.willBePublished) return { kind: "allow" };
  if (!input.wasPublished || input.setsPublishTime) return { kind: "refuse", message: NEEDS_SIGNOFF_MESSAGE };
  if (input.substantive)
    return { kind: "hold", reason: input.hadSignoff ? HELD_AFTER_EDIT_REASON : HELD_UNSIGNED_EDIT_REASON };
  return { kind: "allow" };
}

/** The texts of an article a save can change (the title aside), as the gate, the save and the diff see them. */
export type EditableTexts = {
  category: string;
  authorName: string | null;
  imageUrl: string | null;
  imageDescription: string | null;
  excerpt: string;
  content: string;
};

const TEXT_FIELDS = ["authorName", "imageDescription", "excerpt", "content"] as const;

/** Whether a save changes any of the article's texts (a save that changes nothing needs no new review). */
export function textsChanged(before: EditableTexts, after: EditableTexts): boolean {
  return (
    before.category !== after.category ||
    before.imageUrl !== after.imageUrl ||
    TEXT_FIELDS.some((field) => (before[field] ?? "") !== (after[field] ?? ""))
  );
}

/**
 * Whether a save the editor marked typo-level is one: the category and image unchanged, and at most
 * TYPO_MAX_CHANGED_CHARS characters added or removed across the texts (so a "typo" cannot rewrite advice
 * past its reviewer).
 */
export function isTypoLevel(before: EditableTexts, after: EditableTexts): boolean {
  if (before.category !== after.category || before.imageUrl !== after.imageUrl) return false;
  let changed = 0;
  for (const field of TEXT_FIELDS) {
    for (const part of diffChars(before[field] ?? "", after[field] ?? "")) {
      if (part.added || part.removed) changed += part.value.length;
      if (changed > TYPO_MAX_CHANGED_CHARS) return false;
    }
  }
  return true;
}
