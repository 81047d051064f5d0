import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { FOOTER_PAGE_PLACEHOLDER, FooterContent, setPreparedFooter, SiteFooter } from "./site-footer.tsx";

const footerAt = (path: string, year: number) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter year={year} />
    </MemoryRouter>,
  );

describe("the footer rendered once per year", () => {
  it("is the footer React renders, with each page's own path in its form, escaped as React escapes it", () => {
    const paths = ["/", "/articles/iron-and-fatigue", `/a'b&c"d<e>`, "/search"];
    const rendered = paths.map((path) => footerAt(path, 2026));
    // What app/entry.server.tsx prepares before each page's render.
    setPreparedFooter(
      2026,
      renderToString(
        <MemoryRouter initialEntries={[FOOTER_PAGE_PLACEHOLDER]}>
          <FooterContent year={2026} />
        </MemoryRouter>,
      ),
    );
    expect(paths.map((path) => footerAt(path, 2026))).toEqual(rendered);
    expect(rendered[2]).toContain('name="page" value="/a&#x27;b&amp;c&quot;d&lt;e&gt;"');
    // Another year is rendered, not taken from the one prepared.
    expect(footerAt("/", 2027)).toContain("© 2027 ");
  });

  it("refuses markup whose form does not name its page", () => {
    expect(() => setPreparedFooter(2026, "<div></div>")).toThrow("does not name its page");
  });
});
