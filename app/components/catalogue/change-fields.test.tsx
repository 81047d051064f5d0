import { isValidElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChangeFields } from "./change-fields.tsx";

/**
 * Issue 60: after a save the product's (and every kind's) change fields start again as a plain update. The
 * form stays on the page, so the fields are drawn anew only when React sees a new element: their root is
 * keyed by the version the form is based on.
 */
describe("the change fields", () => {
  it("are keyed by the version they save from, so a new version draws them anew", () => {
    const at = (version: number) => ChangeFields({ idPrefix: "review", errors: {}, version });
    const first = at(3);
    expect(isValidElement(first)).toBe(true);
    expect(first.key).toBe("3");
    expect(at(4).key).not.toBe(first.key);
  });

  it("start as a plain update with no summary unless a refused save's are given back", () => {
    const fresh = renderToStaticMarkup(<ChangeFields idPrefix="review" errors={{}} version={1} />);
    expect(fresh).toMatch(/<option value="update" selected="">/);
    const kept = renderToStaticMarkup(
      <ChangeFields
        idPrefix="review"
        errors={{ changeSummary: "Say what was corrected." }}
        values={{ changeKind: "correction", changeSummary: "" }}
        version={1}
      />,
    );
    expect(kept).toMatch(/<option value="correction" selected="">/);
    expect(kept).toContain("Say what was corrected.");
  });
});
