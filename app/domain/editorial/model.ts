import { diffChars } from "diff";
import { diffTexts, htmlBlocks, type FieldComparison } from "#app/domain/articles/revision-diff.ts";
import { TYPO_MAX_CHANGED_CHARS } from "#app/domain/articles/review-gate.ts";

/**
 * The editorial model every content kind shares (decision 048), without a database: a kind declares its
 * fields as texts (what a revision keeps, what the diff compares, what a restore writes back) and which of them
 * carry health claims (what the review gate guards). Articles are the first kind and keep their own tables; a
 * product is the second, through the generic revisions and sign-offs (`content_revisions`, `content_signoffs`).
 * Another kind (interviews) joins by declaring itself here and calling the same functions from its commands.
 */
export type ContentKind =
  "product" | "interview" | "roundup" | "comparison-row" | "comparison-table" | "affiliate-listing";

export type FieldDeclaration = {
  field: string;
  label: string;
  /** A health claim: a change to it beyond a typo needs a reviewer's sign-off while the gate is on. */
  health: boolean;
  /** HTML compared one block per line. */
  html?: boolean;
};

export type KindDeclaration = {
  kind: ContentKind;
  /** "product": the words the admin and the messages use. */
  noun: string;
  fields: readonly FieldDeclaration[];
  /** The public page of an item, and its admin page. */
  publicPath: (key: string) => string;
  adminPath: (key: string) => string;
};

/** An item's fields as texts, by field name (what the declaration lists). */
export type Texts = Record<string, string>;

/** Each declared field of an earlier version (before) against the current one (after). */
export function compareVersions(kind: KindDeclaration, before: Texts, after: Texts): FieldComparison[] {
  return kind.fields.map(({ field, label, html }) => {
    const transform = html ? htmlBlocks : (value: string) => value;
    const a = transform(before[field] ?? "");
    const b = transform(after[field] ?? "");
    return { field, label, changed: a !== b, parts: diffTexts(a, b) };
  });
}

export function changedFields(kind: KindDeclaration, before: Texts, after: Texts): string[] {
  return kind.fields.filter(({ field }) => (before[field] ?? "") !== (after[field] ?? "")).map((f) => f.field);
}

/** Whether a save changed a health field (the gate's "substantive" change, before the typo allowance). */
export function healthChanged(kind: KindDeclaration, before: Texts, after: Texts): boolean {
  return kind.fields.some(({ field, health }) => health && (before[field] ?? "") !== (after[field] ?? ""));
}

/**
 * Whether a change the editor called typo-level is one: at most TYPO_MAX_CHANGED_CHARS characters added or
 * removed across the health fields, the article's allowance (so a "typo" cannot rewrite advice past its
 * reviewer).
 */
export function isTypoLevelChange(kind: KindDeclaration, before: Texts, after: Texts): boolean {
  let changed = 0;
  for (const { field, health } of kind.fields) {
    if (!health) continue;
    for (const part of diffChars(before[field] ?? "", after[field] ?? "")) {
      if (part.added || part.removed) changed += part.value.length;
      if (changed > TYPO_MAX_CHANGED_CHARS) return false;
    }
  }
  return true;
}
