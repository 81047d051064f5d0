import { describe, expect, it } from "vitest";
import { htmlText } from "./documents.server.ts";

describe("an article's text for search and its excerpts", () => {
  it("drops inline tags without a space, and makes every other tag one", () => {
    expect(htmlText("<p>risk of <em>Clostridioides difficile</em>-associated diarrhea</p>")).toBe(
      "risk of Clostridioides difficile-associated diarrhea",
    );
    expect(htmlText('<p>see <a href="/x">the <strong>NHS</strong></a>.</p><p>Next</p>')).toBe("see the NHS. Next");
    expect(htmlText("<li>one</li><li>two</li>line<br>break H<sub>2</sub>O")).toBe("one two line break H2O");
    expect(htmlText("<h2>Fish &amp; chips</h2><p>&lt;b&gt;</p>")).toBe("Fish & chips <b>");
  });
});
