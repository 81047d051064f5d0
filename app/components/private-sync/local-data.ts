import { emptyBook, parseBook, type LocalData, type SyncBook } from "#app/domain/accounts/private-sync-state.ts";
import { CYCLE_LOG_STORAGE_KEY, parseCycleLog, serialiseCycleLog } from "#app/domain/toolkit/cycle-log.ts";
import { CYCLE_BIRTH_YEAR_STORAGE_KEY } from "#app/domain/toolkit/cycle-now.ts";
import { HEALTH_LOG_STORAGE_KEY, parseHealthLog, serialiseHealthLog } from "#app/domain/toolkit/health-log.ts";
import { COMPLETED_QUIZZES_STORAGE_KEY, parseCompletedQuizzes } from "#app/domain/quizzes/scoring.ts";
import { writeLocalStorage } from "#app/lib/local-storage.ts";

/**
 * What private sync (engine.ts) keeps in this browser: its book of what is owned and waiting to be sent
 * (BOOK_KEY), and the tools' own entries under their spec'd local-storage keys, read and written whole.
 */
export const BOOK_KEY = "wellnessPrivateSync";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export const readBook = (): SyncBook => parseBook(read(BOOK_KEY));
export const writeBook = (book: SyncBook) => writeLocalStorage(BOOK_KEY, JSON.stringify(book));

/** The tools' entries in this browser: tracker days, completed quizzes, cycle log. */
export function readLocal(): LocalData {
  return {
    day: parseHealthLog(read(HEALTH_LOG_STORAGE_KEY)).log,
    quiz: parseCompletedQuizzes(read(COMPLETED_QUIZZES_STORAGE_KEY)),
    cycle: parseCycleLog(read(CYCLE_LOG_STORAGE_KEY)).log,
  };
}

export function writeLocal(local: LocalData) {
  writeLocalStorage(HEALTH_LOG_STORAGE_KEY, serialiseHealthLog(local.day));
  writeLocalStorage(COMPLETED_QUIZZES_STORAGE_KEY, JSON.stringify(local.quiz));
  writeLocalStorage(CYCLE_LOG_STORAGE_KEY, serialiseCycleLog(local.cycle));
}

/** Empties the book and takes her entries out of this browser, telling every reader of local storage in the page. */
export function removeLocalEntries() {
  writeBook(emptyBook());
  for (const key of [
    HEALTH_LOG_STORAGE_KEY,
    COMPLETED_QUIZZES_STORAGE_KEY,
    CYCLE_LOG_STORAGE_KEY,
    CYCLE_BIRTH_YEAR_STORAGE_KEY,
  ]) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage blocked: nothing was stored either.
    }
  }
  window.dispatchEvent(new Event("wellness:local-storage"));
}
