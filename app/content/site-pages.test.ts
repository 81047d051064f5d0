import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { COMPARISON_GUIDE_DESCRIPTION } from "#app/domain/catalogue/messages.ts";
import { REVIEW_METHOD_SUMMARY } from "#app/content/catalogue/review-method.ts";
import { SITE_NAME_DEFAULT } from "#app/lib/site.ts";
import { searchableSitePages } from "./site-pages.ts";

const routeFile: Record<string, string> = {
  "/about": "app/routes/about.tsx",
  "/privacy-policy": "app/routes/privacy-policy.tsx",
  "/community": "app/routes/community.tsx",
  "/contact": "app/routes/contact.tsx",
  "/affiliates": "app/routes/affiliates/index.tsx",
};

describe("search snippets of the site's own pages come from the pages", () => {
  test("each page's search description is the page's own meta description", () => {
    // The routes write the site's name as `${siteName()}` in their template literals: the same words here.
    for (const page of searchableSitePages("${siteName()}")) {
      // The guide's own description names the tables it shows now (editors add and rename them): without them here.
      if (page.path === "/comparison-guide") {
        expect(page.description).toBe(COMPARISON_GUIDE_DESCRIPTION([]));
        continue;
      }
      if (page.path === "/how-we-review") {
        expect(page.description).toBe(REVIEW_METHOD_SUMMARY);
        continue;
      }
      const file = routeFile[page.path];
      expect(file, page.path).toBeDefined();
      expect(fs.readFileSync(path.resolve(file!), "utf8"), page.path).toContain(page.description);
    }
  });

  test("the community page is not described as real conversations: its posts are examples", () => {
    const community = searchableSitePages(SITE_NAME_DEFAULT).find((p) => p.path === "/community")!;
    expect(community.description).not.toMatch(/real conversations/i);
  });
});
