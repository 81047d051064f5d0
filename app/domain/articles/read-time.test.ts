import { describe, expect, it } from "vitest";
import { authorLabel, formatArticleDate, teamAuthor } from "./format.ts";
import { countWords, formatReadTime, readTimeMinutes } from "./read-time.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("read time", () => {
  it("is words / 200 rounded up, with '1 min read' for empty content", () => {
    expect(formatReadTime("")).toBe("1 min read");
    expect(formatReadTime("<p></p>")).toBe("1 min read");
    expect(readTimeMinutes(words(1))).toBe(1);
    expect(readTimeMinutes(words(200))).toBe(1);
    expect(readTimeMinutes(words(201))).toBe(2);
    expect(readTimeMinutes(words(400))).toBe(2);
    expect(readTimeMinutes(words(401))).toBe(3);
    expect(formatReadTime(`<p>${words(1000)}</p>`)).toBe("5 min read");
  });

  it("counts words in the text, not in tags or attributes", () => {
    expect(
      countWords('<p class="x">Hello <strong>lovely</strong> world</p><img src="/a.png" alt="three more words">'),
    ).toBe(3);
    expect(countWords("<h2>One</h2><p>two&nbsp;three</p>")).toBe(3);
    expect(countWords("<script>var a = 1 2 3</script><p>only</p>")).toBe(1);
  });
});

describe("dates and authors", () => {
  it("formats dates in long US English", () => {
    expect(formatArticleDate(new Date("2026-11-21T12:00:00Z"))).toBe("November 21, 2026");
    expect(formatArticleDate("2025-07-08T08:00:00.000Z")).toBe("July 8, 2025");
    // Late in the day in UTC stays on that day everywhere.
    expect(formatArticleDate("2026-01-01T23:30:00Z")).toBe("January 1, 2026");
  });

  it("uses the site team's name when there is no author", () => {
    expect(authorLabel(null)).toBe(teamAuthor());
    expect(authorLabel("  ")).toBe(teamAuthor());
    expect(authorLabel(" Dr. Ada ")).toBe("Dr. Ada");
  });
});
