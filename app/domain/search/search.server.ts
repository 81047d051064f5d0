import { db as defaultDb, type Database } from "#platform/db.ts";
import { onPagesChanged } from "#platform/page-invalidation.ts";
import type { SearchAnswer, SearchType, Suggestion } from "./documents.ts";
import { loadSearchDocuments, nextGoLive } from "./documents.server.ts";
import { SearchEngine } from "./engine.ts";
import { fullLayVocabulary } from "./lay-phrases.server.ts";

/** A rebuild at least this often, in case a change was never announced (a write made outside the app). */
const MAX_AGE_MS = 10 * 60_000;

type IndexState = {
  engine: SearchEngine | null;
  builtAt: number;
  /** When a scheduled article left out of this index goes live (the index is built again then). */
  staleAt: number | null;
  /** Bumped by every content change; an index built from an older generation is rebuilt on next use. */
  generation: number;
  builtGeneration: number;
  building: Promise<SearchEngine> | null;
  database: Database | null;
};

/*
 * One index per process, built from the database
 * on first use and rebuilt on the first use after any content change, here or on another instance
 * (the cluster event bus, platform/cluster-events.ts). A search waits for a rebuild it needs: what an admin just published is
 * found by the next search.
 */
const state: IndexState = {
  engine: null,
  builtAt: 0,
  staleAt: null,
  generation: 0,
  builtGeneration: -1,
  building: null,
  database: null,
};
/** Content public pages show changed (on any instance, or a resync): the index is rebuilt on its next use. Wired at start (server/events.ts). */
export function followContentChangesInSearch(): () => void {
  return onPagesChanged(() => void (state.generation += 1));
}

/** The index, rebuilt first when content changed since it was built (or `db` is another database). */
export async function searchEngine(db: Database = defaultDb): Promise<SearchEngine> {
  const fresh =
    state.engine &&
    state.database === db &&
    state.builtGeneration === state.generation &&
    Date.now() - state.builtAt < MAX_AGE_MS &&
    (state.staleAt === null || Date.now() < state.staleAt);
  if (fresh) return state.engine!;
  if (state.building && state.database === db) return state.building;
  const generation = state.generation;
  state.database = db;
  const building = Promise.all([loadSearchDocuments(db), nextGoLive(db), fullLayVocabulary(db)]).then(
    ([docs, staleAt, lay]) => {
      const engine = new SearchEngine(docs, { lay });
      if (state.building === building) {
        state.engine = engine;
        state.builtAt = Date.now();
        state.staleAt = staleAt;
        state.builtGeneration = generation;
        state.building = null;
      }
      return engine;
    },
  );
  state.building = building;
  building.catch(() => {
    if (state.building === building) state.building = null;
  });
  return building;
}

/** Every kind of page, one ranked list: pages matching every word first, then most words. */
export async function searchSite(
  query: string,
  options: { limit?: number; type?: SearchType; db?: Database } = {},
): Promise<SearchAnswer> {
  return (await searchEngine(options.db)).search(query, { limit: options.limit ?? 20, type: options.type });
}

/** A few pages for what is being typed (the last word as a prefix). */
export async function suggestSearch(
  query: string,
  options: { type?: SearchType; db?: Database } = {},
): Promise<Suggestion[]> {
  return (await searchEngine(options.db)).suggest(query, { type: options.type });
}
