import { useMemo } from "react";
import {
  COMPLETED_QUIZZES_STORAGE_KEY,
  parseCompletedQuizzes,
  type CompletedQuizzes,
} from "#app/domain/quizzes/scoring.ts";
import { useLocalStorage } from "#app/lib/local-storage.ts";

/** The `completedQuizzes` record from local storage; `known` is false on the server and during hydration. */
export function useCompletedQuizzes(): { completed: CompletedQuizzes; known: boolean } {
  const raw = useLocalStorage(COMPLETED_QUIZZES_STORAGE_KEY);
  const completed = useMemo(() => parseCompletedQuizzes(raw ?? null), [raw]);
  return { completed, known: raw !== undefined };
}
