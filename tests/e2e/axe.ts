import fs from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

/** The rules the site is held to: WCAG 2.0–2.2 A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * The rules that measure the rendered layout (colours against their background, the size and spacing of
 * targets, links told apart from the text around them). What they find follows from a template's styles, not
 * its words, and they are seven tenths of axe's time on a page: a check of every route of a template may
 * leave them to the check of the template's first route.
 */
export const LAYOUT_RULES = ["color-contrast", "target-size", "link-in-text-block"] as const;

/** axe-core's minified build (580 KB; the unminified `axe.source` is 1.3 MB of script to parse per page). */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on the page as it is now, one line each (rule, impact, the first three targets).
 * Only violations are collected (not passes or incomplete checks), which makes a scan of a long page much
 * faster. `tags: null` runs axe's default rule set.
 *
 * axe runs in the page itself (`axe.run`), loaded once per document into every frame that lacks it. The wrapper
 * library used before (`@axe-core/playwright`, legacy mode) sent the 1.3 MB unminified build to the page twice
 * per scan: the accessibility spec's Playwright worker spent 15 CPU-seconds, now 10 (measured 2026-12-01; the
 * browser's side, ~150 CPU-seconds, is the rules' own work). The site embeds no frame from another origin.
 */
export async function axeViolations(
  page: Page,
  tags: string[] | null = AXE_TAGS,
  options: { skipRules?: readonly string[]; onlyRules?: readonly string[] } = {},
): Promise<string[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    resultTypes: ["violations"],
    ...(options.onlyRules
      ? { runOnly: { type: "rule", values: [...options.onlyRules] } }
      : tags
        ? { runOnly: { type: "tag", values: tags } }
        : {}),
    rules: Object.fromEntries((options.skipRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const violations = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } })
      .axe;
    return (await axe.run(document, runOptions)).violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, runOptions);
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.targets.slice(0, 3).join(", ")}`,
  );
}
