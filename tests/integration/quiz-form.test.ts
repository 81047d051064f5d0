import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { QUIZ_FORM_COPY } from "#app/content/quizzes.ts";
import { getQuiz, quizOutcome } from "#app/domain/quizzes/scoring.ts";
import * as quizRoute from "#app/routes/quizzes/quiz.tsx";
import type { QuizStepAnswer } from "#app/components/quizzes/quiz-runner.tsx";
import { analytics, utcDay } from "#platform/analytics.ts";
import { db, schema } from "#platform/db.ts";
import { routeArgs, settle } from "#tests/helpers/route.ts";

/**
 * The quiz posted as a plain form (issue 62 point 2): the route's action reads each step strictly. A forged
 * step (unknown quiz, question or button, an answer out of range, answers that are not this quiz's, too many
 * answers, fields the form does not have) is answered 400 with its message and keeps nothing of what was
 * sent; the last answer gives the result the scripted runner shows (the same scoring), and a run's start and
 * completion are counted as the beacon counts them, once.
 */
const QUIZ = "stress-check";
const quiz = getQuiz(QUIZ)!;
const RUN = "0b7c5a9e-1111-4f2e-9c1d-2a3b4c5d6e7f";

type Posted = { status: number; step: QuizStepAnswer; cacheControl: string | null };

async function post(fields: Record<string, string | string[]>, init: { quizId?: string; headers?: HeadersInit } = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields))
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  const quizId = init.quizId ?? QUIZ;
  const args = routeArgs(`/wellness-quiz/${quizId}`, {
    method: "POST",
    body,
    headers: init.headers,
    params: { quizId },
  });
  return settle(() => quizRoute.action(args as Parameters<typeof quizRoute.action>[0]));
}

/** The action's answer: its status, the step it shows and its Cache-Control. */
async function step(fields: Record<string, string | string[]>, headers?: HeadersInit): Promise<Posted> {
  const result = (await post(fields, { headers })) as {
    data: { step: QuizStepAnswer };
    init: { status?: number; headers?: HeadersInit } | null;
  };
  return {
    status: result.init?.status ?? 200,
    step: result.data.step,
    cacheControl: new Headers(result.init?.headers).get("Cache-Control"),
  };
}

/** Today's stored count of one of the quiz's events, after this instance's pending counts are written. */
async function count(kind: "quiz-start" | "quiz-complete") {
  await analytics.flush();
  const [row] = await db
    .select()
    .from(schema.analyticsDaily)
    .where(
      and(
        eq(schema.analyticsDaily.day, utcDay(new Date())),
        eq(schema.analyticsDaily.kind, kind),
        eq(schema.analyticsDaily.key, QUIZ),
      ),
    );
  return row?.count ?? 0;
}

type Flow = QuizStepAnswer["flow"];
const atStart: Flow = { current: 0, answers: [null, null, null, null], finished: false };

describe("a forged step is refused with its message, and keeps nothing", () => {
  it("an unknown quiz is the not-found page", async () => {
    const result = (await post(
      { intent: "next", question: "0", answers: "----", answer: "1" },
      { quizId: "nope" },
    )) as {
      init: { status: number };
    };
    expect(result.init.status).toBe(404);
  });

  const cases: [string, Record<string, string | string[]>, string, Flow | null][] = [
    ["an unknown question", { intent: "next", question: "4", answers: "----", answer: "1" }, "unknownQuestion", null],
    ["a question that is not a number", { intent: "next", question: "-1", answers: "----" }, "unknownQuestion", null],
    ["an unknown button", { intent: "skip", question: "0", answers: "----", answer: "1" }, "unknownIntent", null],
    // 'Get My Results' is the last question's.
    ["results asked early", { intent: "finish", question: "1", answers: "3---", answer: "1" }, "unknownIntent", null],
    ["too many answers", { intent: "next", question: "0", answers: "-----", answer: "1" }, "answersChanged", null],
    [
      "an answer out of range in the answers so far",
      { intent: "next", question: "1", answers: "7---" },
      "answersChanged",
      null,
    ],
    ["a question skipped", { intent: "next", question: "2", answers: "3---", answer: "1" }, "answersChanged", null],
    [
      "a field the form does not have",
      { intent: "next", question: "0", answers: "----", answer: "1", score: "16" },
      "formChanged",
      null,
    ],
    [
      "two answers to one question",
      { intent: "next", question: "0", answers: "----", answer: ["1", "2"] },
      "formChanged",
      null,
    ],
    [
      "a run id the site did not make",
      { intent: "next", question: "0", answers: "----", answer: "1", run: "x" },
      "formChanged",
      null,
    ],
    ["an empty form", {}, "unknownIntent", null],
    // The question stays, with the answers so far: only the answer is refused.
    [
      "an answer out of range",
      { intent: "next", question: "1", answers: "3---", answer: "4" },
      "unknownAnswer",
      { current: 1, answers: [3, null, null, null], finished: false },
    ],
    [
      "no answer",
      { intent: "next", question: "1", answers: "3---" },
      "noAnswer",
      { current: 1, answers: [3, null, null, null], finished: false },
    ],
    [
      "no answer to the last question",
      { intent: "finish", question: "3", answers: "321-" },
      "noAnswer",
      { current: 3, answers: [3, 2, 1, null], finished: false },
    ],
  ];
  for (const [name, fields, message, kept] of cases) {
    it(name, async () => {
      const before = await count("quiz-start");
      const { status, step: answered, cacheControl } = await step(fields);
      expect(status).toBe(400);
      expect(answered.error?.message).toBe(QUIZ_FORM_COPY[message as keyof typeof QUIZ_FORM_COPY]);
      expect(answered.flow).toEqual(kept ?? atStart);
      expect(cacheControl).toBe("no-store");
      expect(await count("quiz-start")).toBe(before);
    });
  }
});

describe("the way through", () => {
  it("Next carries the answers on; Back keeps them and the answer chosen", async () => {
    const first = await step({ intent: "next", question: "0", answers: "----", answer: "2" });
    expect(first.status).toBe(200);
    expect(first.step).toMatchObject({ flow: { current: 1, answers: [2, null, null, null] }, error: null });
    // The server gave the run its id at its first step.
    expect(first.step.run).toMatch(/^[0-9a-f-]{36}$/);
    const back = await step({ intent: "back", question: "1", answers: "2---", answer: "1", run: first.step.run });
    expect(back.step.flow).toEqual({ current: 0, answers: [2, 1, null, null], finished: false });
    expect(back.step.run).toBe(first.step.run);
    // Back needs no answer.
    expect((await step({ intent: "back", question: "2", answers: "21--" })).step.flow.current).toBe(1);
  });

  it("the last answer gives the result the runner gives, safety first; start and completion counted once", async () => {
    const starts = await count("quiz-start");
    const completions = await count("quiz-complete");
    const started = await step({ intent: "next", question: "0", answers: "----", answer: "0", run: RUN });
    expect(started.step.flow.current).toBe(1);
    // The same step posted again (a reload that resends it) is not a second start.
    await step({ intent: "next", question: "0", answers: "----", answer: "0", run: RUN });
    expect(await count("quiz-start")).toBe(starts + 1);

    const finished = await step({ intent: "finish", question: "3", answers: "000-", answer: "0", run: RUN });
    expect(finished.status).toBe(200);
    expect(finished.cacheControl).toBe("no-store");
    expect(finished.step.flow).toEqual({ current: 3, answers: [0, 0, 0, 0], finished: true });
    const outcome = quizOutcome(quiz, finished.step.flow.answers);
    expect(outcome.band.title).toBe("High Stress Alert");
    expect(outcome.crisisHelp).toBe(true);
    await step({ intent: "finish", question: "3", answers: "000-", answer: "0", run: RUN });
    expect(await count("quiz-complete")).toBe(completions + 1);
  });

  it("a request that asks not to be counted is answered the same and counted not at all", async () => {
    const completions = await count("quiz-complete");
    const run = "0b7c5a9e-2222-4f2e-9c1d-2a3b4c5d6e7f";
    for (const headers of [{ DNT: "1" }, { "Sec-GPC": "1" }] as Record<string, string>[]) {
      const finished = await step({ intent: "finish", question: "3", answers: "333-", answer: "3", run }, headers);
      expect(finished.step.flow.finished).toBe(true);
    }
    expect(await count("quiz-complete")).toBe(completions);
  });

  it("the page is public and the same for everyone; a posted step's answer is kept by no cache", () => {
    expect(quizRoute.headers({ actionHeaders: new Headers() } as never)).toMatchObject({
      "Cache-Control": expect.stringContaining("public"),
    });
    expect(quizRoute.headers({ actionHeaders: new Headers({ "Cache-Control": "no-store" }) } as never)).toEqual({
      "Cache-Control": "no-store",
    });
  });
});
