import { describe, expect, it } from "vitest";
import { starterArticles } from "#app/content/articles/index.ts";
import {
  editorialDetailsSchema,
  enrichArticleHtml,
  extractReferences,
  nextReviewAfter,
  parseLinks,
  parseSources,
} from "./credits-and-sources.ts";

describe("sources as lines", () => {
  it("reads title, publisher, year and URL, and refuses what does not fit", () => {
    expect(parseSources("Insomnia | NHS | 2024 | https://www.nhs.uk/conditions/insomnia/\nA book")).toEqual({
      ok: true,
      sources: [
        { title: "Insomnia", publisher: "NHS", year: 2024, url: "https://www.nhs.uk/conditions/insomnia/" },
        { title: "A book", publisher: "", year: null, url: null },
      ],
    });
    expect(parseSources("T | P | 20 |")).toMatchObject({
      ok: false,
      message: expect.stringContaining("four-digit year"),
    });
    expect(parseSources("T | P | 2020 | javascript:alert(1)")).toMatchObject({
      ok: false,
      message: expect.stringContaining("https://"),
    });
    expect(parseSources("T | P | 2020 | https://x.org | extra")).toMatchObject({ ok: false });
    expect(parseLinks("Site | https://example.org")).toEqual({
      ok: true,
      links: [{ label: "Site", url: "https://example.org" }],
    });
    expect(parseLinks("Bad | data:text/html,x")).toMatchObject({ ok: false });
  });

  it("refuses a next review that is not after the last one", () => {
    const result = editorialDetailsSchema.safeParse({ last_reviewed: "2026-01-10", next_review: "2026-01-10" });
    expect(result.success).toBe(false);
    expect(editorialDetailsSchema.safeParse({ last_reviewed: "2026-02-30" }).success).toBe(false);
    expect(nextReviewAfter(new Date("2025-09-02T08:00:00Z")).toISOString()).toBe("2026-09-02T08:00:00.000Z");
  });
});

describe("article HTML for the page", () => {
  it("gives headings ids for the contents and links [n] markers to existing sources only, outside tags", () => {
    const { html, headings } = enrichArticleHtml(
      '<h2>Why &amp; how</h2><p>Claim [1], other [3].</p><h2>Why &amp; how</h2><p><a href="/x[1]">a</a></p>',
      2,
    );
    expect(headings).toEqual([
      { id: "section-why-how", text: "Why & how" },
      { id: "section-why-how-2", text: "Why & how" },
    ]);
    expect(html).toContain('<h2 id="section-why-how">');
    expect(html).toContain('<a href="#source-1" aria-label="Source 1">[1]</a>');
    expect(html).toContain("other [3].");
    expect(html).toContain('href="/x[1]"');
  });

  it("turns a built-in References list into structured sources", () => {
    const { content, sources } = extractReferences(
      '<p>Text</p>\n<h2>References</h2>\n<ol>\n<li>Smith A. A trial. <em>Sleep</em>. 2015;38(6):843.</li>\n<li>NHS. Insomnia. <a href="https://www.nhs.uk/conditions/insomnia/">nhs.uk/conditions/insomnia</a></li>\n</ol>\n',
    );
    expect(content).toBe("<p>Text</p>");
    expect(sources).toEqual([
      { title: "Smith A. A trial. Sleep. 2015;38(6):843.", publisher: "Sleep", year: 2015, url: null },
      { title: "NHS. Insomnia.", publisher: "", year: null, url: "https://www.nhs.uk/conditions/insomnia/" },
    ]);
  });
});

describe("the built-in articles' reading aids", () => {
  it.each(starterArticles.map((article) => [article.title, article] as const))(
    "%s: 3 to 5 key takeaways, every source cited by a marker, every marker a source",
    (_title, article) => {
      const takeaways = article.keyTakeaways ?? [];
      expect(takeaways.length).toBeGreaterThanOrEqual(3);
      expect(takeaways.length).toBeLessThanOrEqual(5);
      for (const point of takeaways) expect(point.length).toBeLessThanOrEqual(300);
      const { content, sources } = extractReferences(article.content);
      expect(sources.length).toBeGreaterThan(0);
      const text = content.replace(/<[^>]+>/g, " ");
      const cited = new Set([...text.matchAll(/\[(\d{1,2})\]/g)].map((match) => Number(match[1])));
      for (const n of cited) expect(n, `marker [${n}] points to a source`).toBeLessThanOrEqual(sources.length);
      for (const n of cited) expect(n).toBeGreaterThanOrEqual(1);
      const uncited = sources.map((_, index) => index + 1).filter((n) => !cited.has(n));
      expect(uncited, "sources no marker cites").toEqual([]);
      // Markers become links to the numbered list on the page.
      const { html } = enrichArticleHtml(content, sources.length);
      expect(html).toContain(`href="#source-${sources.length}"`);
    },
  );
});
