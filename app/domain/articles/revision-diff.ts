import { diffLines, diffWordsWithSpace } from "diff";
import type { EditableTexts } from "./review-gate.ts";

/**
 * Comparing a revision with the current article, field by field, with
 * jsdiff: word by word (spaces kept) so a changed word shows as one deletion and one
 * insertion. Article content is HTML, compared as its source with one line per block
 * (paragraph, heading, list item…), which is what an admin edits in the HTML view.
 */
export type DiffPart = { value: string; change: "same" | "added" | "removed" };
export type FieldComparison = { field: string; label: string; changed: boolean; parts: DiffPart[] };

export type ComparableTexts = EditableTexts & { title: string };

const FIELDS: { field: keyof ComparableTexts; label: string }[] = [
  { field: "title", label: "Title" },
  { field: "category", label: "Category" },
  { field: "authorName", label: "Author Name" },
  { field: "imageUrl", label: "Featured Image" },
  { field: "imageDescription", label: "Image Description" },
  { field: "excerpt", label: "Excerpt" },
  { field: "content", label: "Content" },
];

/** One block of HTML per line: a line break after each closing block tag and <br>. */
export function htmlBlocks(html: string): string {
  return html
    .replace(/\r\n?/g, "\n")
    .replace(
      /(<\/(?:p|h[1-6]|li|ul|ol|blockquote|pre|table|thead|tbody|tr|figure|figcaption|div)>|<br\s*\/?>|<hr\s*\/?>)\s*/gi,
      "$1\n",
    )
    .replace(/(<(?:ul|ol|table|thead|tbody|tr|blockquote)(?:\s[^>]*)?>)\s*/gi, "$1\n")
    .trim();
}

/** Above this, a word diff would take too long on one request: lines are compared instead. */
const WORD_DIFF_TIMEOUT_MS = 500;

export function diffTexts(before: string, after: string): DiffPart[] {
  const words = diffWordsWithSpace(before, after, { timeout: WORD_DIFF_TIMEOUT_MS });
  const changes = words ?? diffLines(before, after);
  return changes
    .filter((change) => change.value !== "")
    .map((change) => ({ value: change.value, change: change.added ? "added" : change.removed ? "removed" : "same" }));
}

/** Each field of the revision (before) against the current article (after). */
export function compareTexts(revision: ComparableTexts, current: ComparableTexts): FieldComparison[] {
  return FIELDS.map(({ field, label }) => {
    const transform = field === "content" ? htmlBlocks : (value: string) => value;
    const before = transform(revision[field] ?? "");
    const after = transform(current[field] ?? "");
    return { field, label, changed: before !== after, parts: diffTexts(before, after) };
  });
}
