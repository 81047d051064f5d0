import { describe, expect, it } from "vitest";
import { refuse, retryAfterSecondsOf } from "./refusal.ts";
import { refusalFieldErrors, refusalFormErrors, refusalInit, refusalStatus, refusalToast } from "./refusal-answers.ts";

describe("a domain refusal as an answer", () => {
  it("takes its status from the route's table, else 429 when it says when to retry, else 400", () => {
    const gone = refuse("not-found", "That message could not be found.");
    expect(refusalStatus(gone, { "not-found": 404 })).toBe(404);
    expect(refusalStatus(gone)).toBe(400);
    expect(refusalStatus(refuse("slow-down", "Please wait.", { retryAfterSeconds: 3 }))).toBe(429);
  });

  it("says when to retry in a Retry-After header, in whole seconds of at least one", () => {
    const limited = refuse("rate-limited", "Too many reports.", { retryAfterSeconds: retryAfterSecondsOf(1_200) });
    expect(refusalInit(limited)).toEqual({ status: 429, headers: { "Retry-After": "2" } });
    expect(retryAfterSecondsOf(10)).toBe(1);
    expect(refusalInit(refuse("invalid", "Bad."))).toEqual({ status: 400 });
  });

  it("keeps the refusal's words in the toast and under the field", () => {
    const refusal = refuse("invalid-age", "Please enter an age of 18 or above.");
    expect(refusalToast(refusal, "Invalid Age")).toEqual({
      title: "Invalid Age",
      description: "Please enter an age of 18 or above.",
      variant: "destructive",
    });
    expect(refusalToast(refusal)).toEqual({ title: "Please enter an age of 18 or above.", variant: "destructive" });
    expect(refusalFieldErrors(refuse("missing", "Pick one.", { field: "articleSlugs" }), "form")).toEqual({
      articleSlugs: "Pick one.",
    });
    expect(refusalFieldErrors(refusal, "age")).toEqual({ age: "Please enter an age of 18 or above." });
    const several = refuse("invalid", "Choose a flow.", { fields: { flow: "Choose a flow.", notes: "Too long." } });
    expect(refusalFormErrors(several, "started")).toEqual({ flow: ["Choose a flow."], notes: ["Too long."] });
  });
});
