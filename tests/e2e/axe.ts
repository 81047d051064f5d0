import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules that measure the rendered layout (colours against their background, the size and spacing of
 * targets, links told apart from the text around them). What they find follows from a template's styles, not
 * its words, and they are seven tenths of axe's time on a page: a check of every route of a template may
 * leave them to the check of the template's first route.
 */
export const LAYOUT_RULES = ["color-contrast", "target-size", "link-in-text-block"] as const;

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, the first three targets).
 * Only violations are collected (not passes or incomplete checks), which makes a scan of a long page much
 * faster. `tags: null` runs axe's default rule set.
 *
 * axe runs in the page itself (`axe.run`, the builder's legacy mode) instead of in parts joined in a blank
 * page the builder opens for each scan: that second page and axe's second load in it cost a third of the
 * browser's work per scan. The site embeds no frame from another origin, the one case only the default
 * mode reaches.
 */
export async function axeViolations(
  page: Page,
  tags: string[] | null = AXE_TAGS,
  options: { skipRules?: readonly string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  if (tags) builder = builder.withTags(tags);
  if (options.skipRules?.length) builder = builder.disableRules([...options.skipRules]);
  const results = await builder.analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}
