import { describe, expect, it } from "vitest";
import { withoutTrackingParams } from "./tracking-params.ts";

describe("withoutTrackingParams", () => {
  it("drops campaign tags and click ids and keeps what pages read", () => {
    expect(withoutTrackingParams("?utm_source=letter&utm_medium=email")).toBe("");
    expect(withoutTrackingParams("?tab=tracker&fbclid=abc")).toBe("?tab=tracker");
    expect(withoutTrackingParams("?category=sleep")).toBe("?category=sleep");
    expect(withoutTrackingParams("")).toBe("");
    expect(withoutTrackingParams("?")).toBe("");
  });
});
