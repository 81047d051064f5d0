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
  attentionBandIndex,
  watchBandIndex,
  maxScore,
  minScore,
  nextQuiz,
  quizOutcome,
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

describe("result thresholds on the scale the answers can reach: (score − min) / (max − min) ≤ X%", () => {
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
    test(`${id}: exactly ${percent}% of the range is '${atOrBelow}', the next score is '${above}'`, () => {
      const q = quiz(id);
      const min = minScore(q);
      const max = maxScore(q);
      const highestAtOrBelow = min + Math.floor((percent * (max - min)) / 100);
      expect(quizResult(q, highestAtOrBelow, max).title).toBe(atOrBelow);
      expect(quizResult(q, highestAtOrBelow + 1, max).title).toBe(above);
      expect(quizResult(q, min, max).title).toBe(q.results[0]!.title);
      expect(quizResult(q, max, max).title).toBe(q.results.at(-1)!.title);
    });
  }

  test("the lowest score is a quarter of the maximum, so the raw percent would waste the first quarter", () => {
    // Stress check 5 / 16 is 31 % of the maximum ('Managing Well' on the raw scale) but 8 % of the range.
    expect(quizResult(quiz("stress-check"), 5, 16).title).toBe("High Stress Alert");
    // Sleep 7 / 16: 44 % raw, 25 % of the range.
    expect(quizResult(quiz("sleep-quality"), 7, 16).title).toBe("Sleep Needs Attention");
  });

  test("every result has a message", () => {
    for (const q of quizzes) for (const band of q.results) expect(band.message.length).toBeGreaterThan(80);
  });
});

/** Every answer set of a quiz (4^n: 16,384 for the seven-question snapshot, 256 for the others). */
function* allAnswerSets(q: Quiz): Generator<number[]> {
  const n = q.questions.length;
  for (let code = 0; code < 4 ** n; code++) {
    const answers: number[] = [];
    let rest = code;
    for (let i = 0; i < n; i++) {
      answers.push(rest % 4);
      rest = Math.floor(rest / 4);
    }
    yield answers;
  }
}

const hasRedFlag = (q: Quiz, answers: number[]) =>
  q.questions.some((question, i) => question.redFlag && question.options[answers[i]!]!.score === 1);

describe("safety outranks the thresholds: red flags cap the headline, leaning answers are named", () => {
  test("the issue's cases: overwhelm with daily physical signs, an insomnia pattern, under five hours' sleep", () => {
    // Stress: overwhelmed very often, physical signs daily, the rest at the best end (1 + 1 + 4 + 4 = 10 / 16).
    const stress = quizOutcome(quiz("stress-check"), [0, 0, 3, 3]);
    expect(stress.band.title).toBe("High Stress Alert");
    expect(stress.capped).toBe(true);
    expect(stress.redFlags.map((f) => f.answer)).toEqual(["Very often", "Daily"]);
    expect(stress.crisisHelp).toBe(true);
    // Sleep: more than an hour to fall asleep, the rest fine: a note about insomnia under the best title before.
    const sleep = quizOutcome(quiz("sleep-quality"), [0, 3, 3, 3]);
    expect(sleep.band.title).toBe("Sleep Needs Attention");
    expect(sleep.worstNotes.join(" ")).toMatch(/insomnia/);
    // Snapshot: under five hours' sleep and overwhelmed every day, everything else at the best end.
    const snapshot = quizOutcome(quiz("wellness-snapshot"), [0, 3, 3, 3, 0, 3, 3]);
    expect(snapshot.band.title).not.toBe("Excellent Alignment!");
    expect(snapshot.band.asksForAttention).toBe(true);
    expect(snapshot.crisisHelp).toBe(true);
    expect(snapshot.redFlags.map((f) => f.topic)).toEqual(["sleep", "feeling overwhelmed by stress"]);
  });

  test("'fairly often' everywhere is named and told when to see a professional", () => {
    for (const q of quizzes) {
      const outcome = quizOutcome(
        q,
        q.questions.map(() => 1),
      );
      expect(outcome.leaning, q.id).toHaveLength(q.questions.length);
      expect(outcome.professionalAdvice, q.id).toMatch(/doctor|professional|dietitian/i);
    }
  });

  for (const q of quizzes) {
    test(`${q.id}: over every answer set, no reassuring headline meets an answer the quiz's notes call a problem`, () => {
      const attention = attentionBandIndex(q);
      const watch = watchBandIndex(q);
      const best = q.results.length - 1;
      expect(attention).toBeLessThan(watch);
      expect(watch).toBeLessThan(best);
      expect(q.results[attention]!.asksForAttention).toBe(true);
      expect(q.results[watch]!.reassuring).toBeUndefined();
      expect(q.results[best]!.reassuring).toBe(true);
      const seen = { flagged: 0, patterned: 0, reassured: 0, sets: 0 };
      for (const answers of allAnswerSets(q)) {
        seen.sets += 1;
        const outcome = quizOutcome(q, answers);
        const index = q.results.indexOf(outcome.band);
        const at = (i: number) => q.questions[i]!.options[answers[i]!]!.score;
        // The quiz's own notes call an answer a problem when it is at the worst end (its note) or one step from
        // it (named as leaning, with when to see a professional).
        const problems = answers.filter((_, i) => at(i) <= 2).length;
        const flaggedLeaning = answers.filter((_, i) => q.questions[i]!.redFlag && at(i) === 2).length;
        const label = answers.join();
        // The pattern never raises the headline above what the total gives.
        expect(index, label).toBeLessThanOrEqual(q.results.indexOf(quizResult(q, outcome.score, outcome.max)));
        if (outcome.band.reassuring) {
          seen.reassured += 1;
          expect(problems, label).toBe(0);
          expect(outcome.worstNotes.length + outcome.leaning.length, label).toBe(0);
          expect(outcome.professionalAdvice, label).toBeNull();
        }
        if (hasRedFlag(q, answers)) {
          seen.flagged += 1;
          expect(index, label).toBeLessThanOrEqual(attention);
          expect(outcome.redFlags.length, label).toBeGreaterThan(0);
        }
        if (flaggedLeaning >= 2) {
          seen.patterned += 1;
          expect(index, label).toBeLessThanOrEqual(attention);
          expect(outcome.pattern, label).toBe("attention");
        }
        if (problems > 0) expect(index, label).toBeLessThanOrEqual(watch);
        // Any answer at the worse end (score 1 or 2) is named, with when to see a professional.
        expect(outcome.professionalAdvice !== null, label).toBe(problems > 0);
        expect(outcome.worstNotes.length + outcome.leaning.length > 0, label).toBe(problems > 0);
        // The first sentence says where she stands: only a reassuring band says none leans to the harder end.
        const first = outcome.band.message.split(/(?<=[.!?])\s/)[0]!;
        expect(/none\b.*harder end/.test(first), `${label}: ${first}`).toBe(problems === 0);
      }
      expect(seen.sets).toBe(4 ** q.questions.length);
      expect(seen.reassured).toBeGreaterThan(0);
      if (q.questions.some((question) => question.redFlag)) expect(seen.flagged).toBeGreaterThan(0);
      if (q.questions.filter((question) => question.redFlag).length >= 2) expect(seen.patterned).toBeGreaterThan(0);
    });
  }

  test("the issue's leaning patterns get no reassuring headline", () => {
    // Stress piling up "fairly often" with physical signs "a few times a week", the rest at the best end.
    expect(quizOutcome(quiz("stress-check"), [1, 1, 3, 3]).band.title).toBe("High Stress Alert");
    // Waking "a few nights a week", the rest at the best end.
    expect(quizOutcome(quiz("sleep-quality"), [3, 1, 3, 3]).band.title).toBe("Sleep Worth a Closer Look");
    // Five to six hours' sleep and overwhelmed several times a week, the rest at the best end.
    const snapshot = quizOutcome(quiz("wellness-snapshot"), [1, 3, 3, 3, 1, 3, 3]);
    expect(snapshot.band.title).toBe("Room for a Boost!");
    expect(snapshot.flaggedLeaning.map((a) => a.topic)).toEqual(["sleep", "feeling overwhelmed by stress"]);
    // One answer at the worst end that is not a red flag: no 'Movement Master'.
    expect(quizOutcome(quiz("movement-motivation"), [3, 0, 3, 3]).band.title).toBe("Building the Habit");
    // Nothing at the harder end: the reassuring title stays.
    expect(quizOutcome(quiz("stress-check"), [2, 2, 2, 2]).band.title).toBe("Managing Well");
  });

  test("a note naming an eating disorder brings Beat and NEDA and no restrictive plan; one naming depression the crisis lines", () => {
    const nutrition = quiz("nutrition-habits");
    const eating = quizOutcome(nutrition, [3, 3, 3, 0]);
    expect(eating.eatingDisorderSupport).toBe(true);
    expect(eating.readNextTool).toBeNull();
    const steady = quizOutcome(nutrition, [3, 3, 3, 3]);
    expect(steady.eatingDisorderSupport).toBe(false);
    expect(steady.readNextTool?.path).toBe("/wellness-toolkit?tab=meals");
    // Every note that names a risk declares the lines it calls for.
    for (const q of quizzes)
      for (const question of q.questions) {
        if (/eating disorder/i.test(question.worstAnswerNote)) expect(question.support, question.topic).toBe("eating");
        if (/depression|harming yourself|suicid/i.test(question.worstAnswerNote))
          expect(question.support, question.topic).toBe("crisis");
      }
    expect(quizOutcome(quiz("wellness-snapshot"), [3, 3, 3, 3, 3, 3, 0]).crisisHelp).toBe(true);
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
