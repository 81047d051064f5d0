import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CrisisAlert } from "./crisis-alert.tsx";

/** The kinds of the crisis lines the alert lists after the emergency number, in their order. */
function lineKinds(html: string): string[] {
  return [...html.matchAll(/data-crisis-line="([^"]+)"/g)]
    .map((match) => match[1]!)
    .filter((kind) => kind !== "emergency");
}

describe("the chat's crisis alert", () => {
  it("lists the abuse lines first for a message that reads as abuse", () => {
    const html = renderToStaticMarkup(<CrisisAlert risk="abuse" onClose={() => {}} />);
    expect(html).toContain('data-crisis-kind="abuse"');
    const kinds = lineKinds(html);
    expect(kinds[0]).toBe("abuse");
  });

  it("lists the self-harm lines first for self-harm", () => {
    const html = renderToStaticMarkup(<CrisisAlert risk="self-harm" onClose={() => {}} />);
    expect(html).toContain('data-crisis-kind="self-harm"');
    expect(lineKinds(html)[0]).not.toBe("abuse");
  });
});
