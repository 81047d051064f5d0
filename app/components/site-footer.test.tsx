import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "./site-footer.tsx";

const footerAt = (path: string, year: number) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter year={year} />
    </MemoryRouter>,
  );

describe("the footer", () => {
  it("names each page's own path in its form, escaped as React escapes it, and the year it is given", () => {
    expect(footerAt(`/a'b&c"d<e>`, 2026)).toContain('name="page" value="/a&#x27;b&amp;c&quot;d&lt;e&gt;"');
    expect(footerAt("/articles/iron-and-fatigue", 2026)).toContain('name="page" value="/articles/iron-and-fatigue"');
    expect(footerAt("/", 2027)).toContain("© 2027 ");
  });
});
