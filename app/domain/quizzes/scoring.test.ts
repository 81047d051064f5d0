import { describe, expect, test } from "vitest";
import {
  allCompleted,
  answer,
  canFinish,
  canGoBack,
  canGoNext,
  finish,
  firstUncompleted,
  getQuiz,
  goBack,
  goNext,
  isLastQuestion,
  maxScore,
  nextQuiz,
  parseCompletedQuizzes,
  quizResult,
  quizStatus,
  quizzes,
  startFlow,
  totalScore,
  withCompletion,
  type CompletedQuizzes,
  type Quiz,
} from "./scoring.ts";

function quiz(id: string): Quiz {
  const found = getQuiz(id);
  if (!found) throw new Error(`no quiz ${id}`);
  return found;
}

describe("the five quizzes", () => {
  test("ids and question counts, in order", () => {
    expect(quizzes.map((q) => [q.id, q.questions.length])).toEqual([
      ["wellness-snapshot", 7],
      ["stress-check", 4],
      ["sleep-quality", 4],
      ["nutrition-habits", 4],
      ["movement-motivation", 4],
    ]);
  });

  test("every question has four options scored 1 to 4", () => {
    for (const q of quizzes) {
      for (const question of q.questions) {
        expect(question.options.map((o) => o.score).sort()).toEqual([1, 2, 3, 4]);
        expect(new Set(question.options.map((o) => o.text)).size).toBe(4);
      }
    }
  });

  test("maximum is 4 × the number of questions", () => {
    expect(quizzes.map(maxScore)).toEqual([28, 16, 16, 16, 16]);
  });

  test("score sums the chosen options", () => {
    const q = quiz("stress-check");
    expect(totalScore(q, [0, 1, 2, 3])).toBe(1 + 2 + 3 + 4);
    expect(totalScore(q, [3, 3, 3, 3])).toBe(16);
    expect(totalScore(q, [0, null, null, null])).toBe(1);
  });
});

describe("result thresholds: 'up to X%' means score / max ≤ X%", () => {
  // [quiz, percent threshold, title at or below, title just above]
  const boundaries: [string, number, string, string][] = [
    ["wellness-snapshot", 25, "Room for a Boost!", "On the Right Path!"],
    ["wellness-snapshot", 50, "On the Right Path!", "Thriving!"],
    ["wellness-snapshot", 75, "Thriving!", "Excellent Alignment!"],
    ["stress-check", 30, "High Stress Alert", "Managing Well"],
    ["sleep-quality", 40, "Sleep Needs Attention", "Sweet Dreams!"],
    ["nutrition-habits", 40, "Nutritional Tune-Up Needed", "Fueling for Success"],
    ["movement-motivation", 40, "Find Your Movement Joy", "Movement Master"],
  ];

  for (const [id, percent, atOrBelow, above] of boundaries) {
    test(`${id}: exactly ${percent}% is '${atOrBelow}', just above is '${above}'`, () => {
      const q = quiz(id);
      // Exactly at the boundary on a scale of 100, and the smallest step above it.
      expect(quizResult(q, percent, 100).title).toBe(atOrBelow);
      expect(quizResult(q, percent + 0.001, 100).title).toBe(above);
      // On the quiz's real scale: the highest whole score at or below, and the next whole score.
      const max = maxScore(q);
      const highestAtOrBelow = Math.floor((percent * max) / 100);
      expect(quizResult(q, highestAtOrBelow, max).title).toBe(atOrBelow);
      expect(quizResult(q, highestAtOrBelow + 1, max).title).toBe(above);
    });
  }

  test("wellness-snapshot at 7, 14 and 21 of 28 (exactly 25%, 50%, 75%)", () => {
    const q = quiz("wellness-snapshot");
    expect([7, 8, 14, 15, 21, 22, 28].map((s) => quizResult(q, s, 28).title)).toEqual([
      "Room for a Boost!",
      "On the Right Path!",
      "On the Right Path!",
      "Thriving!",
      "Thriving!",
      "Excellent Alignment!",
      "Excellent Alignment!",
    ]);
  });

  test("every result has a message", () => {
    for (const q of quizzes) for (const band of q.results) expect(band.message.length).toBeGreaterThan(80);
  });
});

describe("journey", () => {
  test("quiz 1 is always available; each later one unlocks when the previous is completed", () => {
    let completed: CompletedQuizzes = {};
    expect(quizzes.map((_, i) => quizStatus(i, completed))).toEqual([
      "available",
      "locked",
      "locked",
      "locked",
      "locked",
    ]);
    expect(firstUncompleted(completed)?.id).toBe("wellness-snapshot");

    completed = withCompletion(completed, quiz("wellness-snapshot"), 20);
    expect(quizzes.map((_, i) => quizStatus(i, completed))).toEqual([
      "completed",
      "available",
      "locked",
      "locked",
      "locked",
    ]);
    expect(firstUncompleted(completed)?.id).toBe("stress-check");

    for (const q of quizzes.slice(1)) completed = withCompletion(completed, q, 10);
    expect(allCompleted(completed)).toBe(true);
    expect(firstUncompleted(completed)).toBeNull();
  });

  test("a later completion does not unlock the quiz after a still-locked one", () => {
    const completed = withCompletion({}, quiz("sleep-quality"), 12);
    expect(quizzes.map((_, i) => quizStatus(i, completed))).toEqual([
      "available",
      "locked",
      "completed",
      "available",
      "locked",
    ]);
  });

  test("next quiz follows the journey order; the last has none", () => {
    expect(nextQuiz("wellness-snapshot")?.id).toBe("stress-check");
    expect(nextQuiz("nutrition-habits")?.id).toBe("movement-motivation");
    expect(nextQuiz("movement-motivation")).toBeNull();
  });

  test("completedQuizzes keeps the spec's shape", () => {
    const completed = withCompletion({}, quiz("stress-check"), 11);
    expect(completed).toEqual({ "stress-check": { score: 11, totalPossibleScore: 16 } });
    expect(parseCompletedQuizzes(JSON.stringify(completed))).toEqual(completed);
  });

  test("unreadable completedQuizzes counts as none", () => {
    expect(parseCompletedQuizzes(null)).toEqual({});
    expect(parseCompletedQuizzes("{oops")).toEqual({});
    expect(parseCompletedQuizzes("[]")).toEqual({});
    expect(
      parseCompletedQuizzes(
        JSON.stringify({ "stress-check": { score: "x" }, unknown: { score: 1, totalPossibleScore: 4 } }),
      ),
    ).toEqual({});
  });
});

describe("quiz flow", () => {
  test("Next needs an answer, Back is disabled on question 1, results need every answer", () => {
    const q = quiz("sleep-quality");
    let flow = startFlow(q);
    expect(canGoBack(flow)).toBe(false);
    expect(canGoNext(flow)).toBe(false);
    expect(goNext(flow)).toBe(flow);

    flow = answer(flow, 2);
    expect(canGoNext(flow)).toBe(true);
    flow = goNext(flow);
    expect(flow.current).toBe(1);
    expect(canGoBack(flow)).toBe(true);
    expect(goBack(flow).current).toBe(0);

    flow = goNext(answer(goNext(answer(flow, 1)), 0));
    expect(isLastQuestion(flow)).toBe(true);
    expect(canFinish(flow)).toBe(false);
    expect(finish(flow).finished).toBe(false);
    flow = answer(flow, 3);
    expect(canFinish(flow)).toBe(true);
    flow = finish(flow);
    expect(flow.finished).toBe(true);
    expect(totalScore(q, flow.answers)).toBe(3 + 2 + 1 + 4);
  });
});
