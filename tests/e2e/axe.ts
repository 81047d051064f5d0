import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, the first three targets).
 * Only violations are collected (not passes or incomplete checks), which makes a scan of a long page much
 * faster. `tags: null` runs axe's default rule set.
 */
export async function axeViolations(page: Page, tags: string[] | null = AXE_TAGS): Promise<string[]> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
