import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editorialTeam } from "#app/domain/articles/credits-and-sources.ts";
import { authorLabel, isTeamAuthor, teamAuthor } from "#app/domain/articles/format.ts";
import { messages as newsletterMessages } from "#app/domain/newsletter/rules.ts";
import { articleJsonLd, productReviewJsonLd } from "#app/domain/seo/structured-data.ts";
import { mediaKitCopy } from "#app/content/collaborate.ts";
import { reviewMethodSections } from "#app/content/catalogue/review-method.ts";
import { policyPages } from "#app/content/editorial-policies.ts";
import { searchableSitePages } from "#app/content/site-pages.ts";
import { articleFeedLinks, pageMeta } from "#app/lib/meta.ts";
import { siteUrl } from "#app/lib/site-url.ts";
import { SITE_NAME_DEFAULT, siteName, siteNameWithoutArticle } from "#app/lib/site.ts";
import { parseConfig } from "#platform/config.ts";
import { publicSettings, setPublicSettings, type PublicSettings } from "#platform/public-settings.ts";

/**
 * SITE_NAME reaches every place that names the site or its team through one path (platform/config.ts →
 * platform/public-settings.ts → siteName()), read when the words are asked for, never frozen at import.
 * With the default setting the copy stays word for word.
 */
const NAME = "Acme Health";
const DEFAULT = /Wellness Circle/;
let before: PublicSettings | undefined;

const article = {
  slug: "sleep",
  title: "Sleep",
  excerpt: "Sleep well.",
  isoDate: "2026-01-01T00:00:00.000Z",
  modifiedIso: "2026-01-02T00:00:00.000Z",
  author: teamAuthor(),
  imageSrc: null,
  category: "Sleep",
  byline: editorialTeam(),
  authorIsPerson: false,
  reviewer: null,
  lastReviewed: null,
  sources: [],
};

const metaText = (descriptors: unknown) => JSON.stringify(descriptors);

describe("with the default setting", () => {
  it("the copy names The Wellness Circle word for word", () => {
    expect(siteName()).toBe(SITE_NAME_DEFAULT);
    expect(siteNameWithoutArticle()).toBe("Wellness Circle");
    expect(editorialTeam().name).toBe("The Wellness Circle editorial team");
    expect(teamAuthor()).toBe("The Wellness Circle Team");
    expect(newsletterMessages.confirmed).toBe(
      "Your subscription is confirmed. Welcome to The Wellness Circle newsletter!",
    );
    expect(searchableSitePages(siteName())[0]!.title).toBe("About The Wellness Circle");
  });
});

describe(`with SITE_NAME="${NAME}"`, () => {
  beforeAll(() => {
    before = publicSettings();
    setPublicSettings({ siteName: NAME, siteUrl: "https://acme.example/" });
  });
  afterAll(() => setPublicSettings(before ?? { siteName: SITE_NAME_DEFAULT, siteUrl: "http://localhost:3000" }));

  it("siteName() and siteUrl() say the operator's values", () => {
    expect(siteName()).toBe(NAME);
    expect(siteNameWithoutArticle()).toBe(NAME);
    expect(siteUrl()).toBe("https://acme.example");
  });

  it("titles, meta and social cards name the site", () => {
    const descriptors = pageMeta("Sleep", "About sleep.");
    expect(descriptors).toContainEqual({ title: `Sleep | ${NAME}` });
    expect(descriptors).toContainEqual({ property: "og:site_name", content: NAME });
    expect(articleFeedLinks()[0]!.title).toBe(`${NAME}: Articles`);
    // The routes' own descriptions are read from a started server (tests/integration/site-settings.test.ts).
    expect(metaText(descriptors)).not.toMatch(DEFAULT);
  });

  it("the team's credit and the article's and review's JSON-LD name the site", () => {
    expect(editorialTeam()).toEqual({ name: `${NAME} editorial team`, path: "/editorial-team" });
    // The built-in articles store the team under the default name: still the team, shown by today's name.
    expect(isTeamAuthor("The Wellness Circle Team")).toBe(true);
    expect(authorLabel("The Wellness Circle Team")).toBe(`${NAME} Team`);
    expect(authorLabel(null)).toBe(`${NAME} Team`);
    expect(authorLabel("Dana Writer")).toBe("Dana Writer");
    const ld = articleJsonLd("https://acme.example", { ...article, byline: editorialTeam() });
    expect(ld.mainEntity.publisher.name).toBe(NAME);
    expect(ld.mainEntity.author).toMatchObject({ "@type": "Organization", name: `${NAME} editorial team` });
    const [product, page] = productReviewJsonLd(
      "https://acme.example",
      {
        slug: "collagen",
        name: "Collagen",
        description: "A powder.",
        imageSrc: "/images/collagen.webp",
        categoryName: "Collagen",
        rating: 4.2,
        retailers: [],
        sources: [],
      },
      {
        byline: editorialTeam(),
        authorIsPerson: false,
        reviewer: null,
        lastReviewed: { isoDate: "2026-01-01T00:00:00.000Z" },
        modifiedIso: "2026-01-02T00:00:00.000Z",
      },
    );
    expect(JSON.stringify([product, page])).not.toMatch(DEFAULT);
    expect(page.author).toMatchObject({ name: `${NAME} editorial team` });
  });

  it("the content modules' words name the site when read (search, policies, media kit, review method)", () => {
    // Content is data: its words take the name the route, the search index or the media kit reads.
    const site = siteName();
    const words = JSON.stringify([
      searchableSitePages(site),
      policyPages(site),
      mediaKitCopy(site),
      reviewMethodSections(site),
    ]);
    expect(words).not.toMatch(DEFAULT);
    expect(searchableSitePages(site)[0]!.title).toBe(`About ${NAME}`);
    expect(
      policyPages(site)
        .at(-1)!
        .sections.flatMap((s) => s.paragraphs)
        .join(" "),
    ).toContain(`belong to ${NAME}`);
    expect(mediaKitCopy(site).whoWeAre).toMatch(new RegExp(`^${NAME} is`));
    expect(newsletterMessages.confirmed).toContain(`Welcome to ${NAME} newsletter`);
  });

  it("mail is sent from the site's name (MAIL_FROM's default)", () => {
    const config = parseConfig({ SITE_NAME: NAME, SITE_URL: "https://acme.example", NODE_ENV: "test" });
    expect(config.MAIL_FROM).toBe(`${NAME} <no-reply@acme.example>`);
  });
});

describe("the site's name in the code", () => {
  it("is written nowhere but as the setting's default: every other place reads siteName()", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const hits = execFileSync(
      "git",
      ["grep", "-n", "-I", "Wellness Circle", "--", "app", "server", "platform", "scripts"],
      {
        cwd: root,
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter(Boolean)
      // Tests, comments, the default itself, the stored name of the built-in articles' team (recognised as the
      // team by isTeamAuthor) and the runtime check that speaks of the software before any setting is read.
      .filter(
        (line) =>
          /^[^:]+\.(ts|tsx|mjs):/.test(line) && !/\.test\.tsx?:/.test(line) && !/:\d+:\s*(\*|\/\/|\/\*\*)/.test(line),
      )
      .filter((line) => !line.startsWith("app/lib/site.ts:") && !line.startsWith("platform/config.ts:"))
      .filter((line) => !/^app\/content\/articles\/[^:]+:\d+:\s*authorName: "The Wellness Circle Team",$/.test(line))
      .filter((line) => !line.startsWith("platform/node-version.ts:"));
    expect(hits).toEqual([]);
  });
});
