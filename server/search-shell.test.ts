import { describe, expect, it } from "vitest";
import { cutSearchShell, fillSearchShell, type SearchPageParts } from "./search-shell.ts";

const parts = (query: string, id: string): SearchPageParts => ({
  cacheControl: "no-cache",
  meta: `<title>${query ? `Search: ${query}` : "Search"}</title>`,
  back: `<input type="hidden" name="back" value="/search${query ? `?q=${query}` : ""}"/>`,
  main: `<h1>Search</h1><label for="${id}">Search the site</label><input id="${id}" value="${query}"/>${query ? `<p>Results for ${query}</p>` : ""}`,
  timing: { searchMs: 0, renderMs: 0 },
});

const page = (nonce: string, part: SearchPageParts, id: string) =>
  `<html><head>${part.meta}<script nonce="${nonce}">theme()</script></head><body><header>${part.back}</header>` +
  `<main id="main" class="flex-1">${part.main.replaceAll("_R_1_", id)}</main><footer>${part.back}</footer></body></html>`;

describe("the search page's shell", () => {
  it("gives, filled with a search's parts, the page the route renders for it (ids as in the whole page)", () => {
    const shell = cutSearchShell(page("N1", parts("", "_R_1_"), "_R_6n5_"), "N1", [["content-type", "text/html"]], {
      ...parts("", "_R_1_"),
    });
    expect(shell).not.toBeNull();
    const filled = fillSearchShell(shell!, parts("sleep", "_R_1_"));
    expect(filled).toBe(page("N1", parts("sleep", "_R_1_"), "_R_6n5_").replace(' nonce="N1"', ""));
    // The render's nonce is out; its script is allowed by hash instead.
    expect(shell!.scriptHashes).toHaveLength(1);
  });

  it("maps only the ids in id and for attributes, never a query that spells one", () => {
    const shell = cutSearchShell(page("N1", parts("", "_R_1_"), "_R_6n5_"), "N1", [], parts("", "_R_1_"));
    const filled = fillSearchShell(shell!, parts("_R_1_", "_R_1_"));
    expect(filled).toContain('<input id="_R_6n5_" value="_R_1_"/>');
    expect(filled).toContain("<p>Results for _R_1_</p>");
  });

  it("is refused when the page is not exactly the parts around the rest (the route answers instead)", () => {
    const empty = parts("", "_R_1_");
    // The layout's main holds something the parts do not render.
    expect(
      cutSearchShell(page("N1", { ...empty, main: `${empty.main}<p>extra</p>` }, "_R_2_"), "N1", [], empty),
    ).toBeNull();
    // The meta tags written another way.
    expect(cutSearchShell(page("N1", { ...empty, meta: "<title>Other</title>" }, "_R_2_"), "N1", [], empty)).toBeNull();
    // Two <main>s.
    expect(
      cutSearchShell(
        page("N1", empty, "_R_2_").replace("<footer>", `<main id="main" class="flex-1"></main><footer>`),
        "N1",
        [],
        empty,
      ),
    ).toBeNull();
  });
});
