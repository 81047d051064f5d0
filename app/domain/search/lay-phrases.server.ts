import { and, asc, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { layVocabulary, type LayPhrase } from "#app/content/search/lay-vocabulary.ts";
import { riskInSearch } from "#app/domain/safety/risk.ts";
import { db as defaultDb, schema, type Database } from "#platform/db.ts";
import { publishEvent } from "#platform/cluster-events.ts";
import { layPhraseCopy as copy } from "./lay-phrases-copy.ts";
import { words } from "./terms.ts";

const { searchLayPhrases, user } = schema;

/** Letters, digits, spaces, apostrophes and hyphens: what a reader types, nothing search would read as syntax. */
const PLAIN = /^[\p{L}\p{N}' ’-]+(?: [\p{L}\p{N}' ’-]+)*$/u;
const oneLine = (text: unknown) => (typeof text === "string" ? text.replace(/\s+/g, " ").trim() : text);

/** What an editor may add: a phrase of 1–6 words, the site's words it means (1–8), and its source or reason. */
export const layPhraseSchema = z.object({
  phrase: z.preprocess(
    oneLine,
    z
      .string(copy.errors.phraseRequired)
      .min(2, copy.errors.phraseRequired)
      .max(60, copy.errors.phraseTooLong)
      .regex(PLAIN, copy.errors.plainWords)
      .refine((p) => words(p).length <= 6, copy.errors.phraseTooLong),
  ),
  means: z.preprocess(
    oneLine,
    z
      .string(copy.errors.meansRequired)
      .min(2, copy.errors.meansRequired)
      .max(120, copy.errors.meansTooLong)
      .regex(PLAIN, copy.errors.plainWords)
      .refine((m) => words(m).length <= 8, copy.errors.meansTooLong),
  ),
  source: z.preprocess(
    oneLine,
    z.string(copy.errors.sourceRequired).min(5, copy.errors.sourceRequired).max(200, copy.errors.sourceTooLong),
  ),
});

export type StoredLayPhrase = LayPhrase & { id: string; addedBy: string | null; addedAt: Date };
export type LayPhraseRecord = StoredLayPhrase & { removedBy: string | null; removedAt: Date | null };

/** The phrases editors added that are in use (not removed), oldest first. */
export async function storedLayPhrases(database: Database = defaultDb): Promise<StoredLayPhrase[]> {
  return database
    .select({
      id: searchLayPhrases.id,
      phrase: searchLayPhrases.phrase,
      means: searchLayPhrases.means,
      source: searchLayPhrases.source,
      addedBy: searchLayPhrases.addedBy,
      addedAt: searchLayPhrases.addedAt,
    })
    .from(searchLayPhrases)
    .where(isNull(searchLayPhrases.removedAt))
    .orderBy(asc(searchLayPhrases.addedAt));
}

/** Every phrase editors ever added, removed ones too, newest first, with who added and removed it (the record). */
export async function layPhraseRecord(database: Database = defaultDb) {
  const rows = await database.select().from(searchLayPhrases).orderBy(asc(searchLayPhrases.addedAt));
  const ids = [...new Set(rows.flatMap((r) => [r.addedBy, r.removedBy]).filter((id): id is string => !!id))];
  const names = new Map<string, string>();
  for (const id of ids) {
    const [row] = await database.select({ name: user.name }).from(user).where(eq(user.id, id));
    if (row) names.set(id, row.name);
  }
  return rows.reverse().map((r) => ({
    id: r.id,
    phrase: r.phrase,
    means: r.means,
    source: r.source,
    addedAt: r.addedAt,
    addedBy: r.addedBy ? (names.get(r.addedBy) ?? null) : null,
    removedAt: r.removedAt,
    removedBy: r.removedBy ? (names.get(r.removedBy) ?? null) : null,
  }));
}

/** The lay vocabulary search reads: the reviewed built-in list, then what editors added. */
export async function fullLayVocabulary(database: Database = defaultDb): Promise<LayPhrase[]> {
  return [...layVocabulary, ...(await storedLayPhrases(database))];
}

export type AddResult = { ok: true } | { ok: false; error: string };

/**
 * Adds a phrase for `adminId`, after checks the form cannot make: not already in the vocabulary (built-in or
 * added), not risk language (the risk detector reads that, decision 037), and meaning at least one word the
 * site's pages hold (`known`: the search index's own test).
 */
export async function addLayPhrase(
  input: z.infer<typeof layPhraseSchema>,
  adminId: string,
  known: (means: string) => boolean,
  database: Database = defaultDb,
): Promise<AddResult> {
  const phrase = input.phrase.toLowerCase();
  const key = (text: string) =>
    words(text.toLowerCase())
      .map((w) => w.word.replace(/['’]/g, ""))
      .join(" ");
  const existing = await fullLayVocabulary(database);
  if (existing.some((e) => key(e.phrase) === key(phrase))) return { ok: false, error: copy.errors.duplicate };
  if (riskInSearch(phrase)) return { ok: false, error: copy.errors.risk };
  if (!known(input.means)) return { ok: false, error: copy.errors.unknownMeaning };
  try {
    await database
      .insert(searchLayPhrases)
      .values({ phrase, means: input.means.toLowerCase(), source: input.source, addedBy: adminId });
  } catch (error) {
    // Two editors adding the same phrase at once: the unique index keeps one.
    if (/unique|duplicate/i.test(String((error as { cause?: unknown }).cause ?? error))) {
      return { ok: false, error: copy.errors.duplicate };
    }
    throw error;
  }
  void publishEvent({ type: "search.vocabularyChanged" });
  return { ok: true };
}

/** Marks an added phrase removed by `adminId` (kept on the record). False: no such phrase in use (or no id). */
export async function removeLayPhrase(
  given: unknown,
  adminId: string,
  database: Database = defaultDb,
): Promise<boolean> {
  const parsed = z.string().uuid().safeParse(given);
  if (!parsed.success) return false;
  const id = parsed.data;
  const removed = await database
    .update(searchLayPhrases)
    .set({ removedAt: new Date(), removedBy: adminId })
    .where(and(eq(searchLayPhrases.id, id), isNull(searchLayPhrases.removedAt)))
    .returning({ id: searchLayPhrases.id });
  if (!removed.length) return false;
  void publishEvent({ type: "search.vocabularyChanged" });
  return true;
}
