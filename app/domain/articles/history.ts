import { CORRECTION_NOTICE_DAYS } from "#app/content/review-gate.ts";
import { formatArticleDate } from "./format.ts";
import type { ChangeKind } from "./review-gate.ts";

/**
 * A page's public history, built from its records (never typed by hand): when it was published, every
 * sign-off ("Reviewed by …"), and every save after publication the editor called an update or a correction,
 * with her summary. Typo-level fixes stay in the revisions and out of the history. A correction made in
 * the last CORRECTION_NOTICE_DAYS days also puts a notice at the top of the page.
 */
export type HistoryVersion = { savedAt: Date; kind: ChangeKind | null; summary: string | null };
export type HistorySignoff = { signedAt: Date; name: string; credentials: string };

export type HistoryEntry = {
  /** "added" and "removed": an item joined or left a page over many items (the comparison guide). */
  kind: "published" | "reviewed" | "updated" | "corrected" | "added" | "removed";
  text: string;
  date: string;
  isoDate: string;
};

export type CorrectionNotice = { summary: string; date: string; isoDate: string };

const DAY_MS = 24 * 60 * 60 * 1000;

function entry(kind: HistoryEntry["kind"], text: string, at: Date): HistoryEntry & { at: number } {
  return { kind, text, date: formatArticleDate(at), isoDate: at.toISOString(), at: at.getTime() };
}

export function pageHistory(
  input: { publishedAt: Date | null; versions: HistoryVersion[]; signoffs: HistorySignoff[] },
  now: Date,
): { entries: HistoryEntry[]; correctionNotice: CorrectionNotice | null } {
  const { publishedAt } = input;
  const entries: (HistoryEntry & { at: number })[] = [];
  if (publishedAt && publishedAt.getTime() <= now.getTime()) entries.push(entry("published", "Published", publishedAt));
  for (const signoff of input.signoffs) {
    const who = signoff.credentials ? `${signoff.name}, ${signoff.credentials}` : signoff.name;
    entries.push(entry("reviewed", `Reviewed by ${who}`, signoff.signedAt));
  }
  let notice: CorrectionNotice | null = null;
  for (const version of input.versions) {
    // Saves before publication are drafting, not changes readers saw.
    if (!publishedAt || version.savedAt.getTime() <= publishedAt.getTime()) continue;
    if (version.kind === "update")
      entries.push(entry("updated", version.summary ? `Updated: ${version.summary}` : "Updated", version.savedAt));
    if (version.kind === "correction" && version.summary) {
      entries.push(entry("corrected", `Corrected: ${version.summary}`, version.savedAt));
      const age = now.getTime() - version.savedAt.getTime();
      if (
        age >= 0 &&
        age < CORRECTION_NOTICE_DAYS * DAY_MS &&
        (!notice || notice.isoDate < version.savedAt.toISOString())
      )
        notice = {
          summary: version.summary,
          date: formatArticleDate(version.savedAt),
          isoDate: version.savedAt.toISOString(),
        };
    }
  }
  entries.sort((a, b) => b.at - a.at);
  return { entries: entries.map(({ at: _at, ...rest }) => rest), correctionNotice: notice };
}

/**
 * A product review's history: reviews are catalogue content without revisions, so it is the catalogue's
 * review (known to the month) and the last review an admin recorded with its reviewer.
 */
export function productReviewHistory(input: {
  published: { date: string; isoDate: string };
  reviewed: { date: string; isoDate: string; by: string } | null;
}): HistoryEntry[] {
  const entries: HistoryEntry[] = [];
  if (input.reviewed && input.reviewed.isoDate !== input.published.isoDate)
    entries.push({
      kind: "reviewed",
      text: `Reviewed by ${input.reviewed.by}`,
      date: input.reviewed.date,
      isoDate: input.reviewed.isoDate,
    });
  entries.push({ kind: "published", text: "Published", ...input.published });
  return entries;
}
