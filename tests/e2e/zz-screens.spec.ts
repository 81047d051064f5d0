import { test } from "./fixtures.ts";
import { e2eAdmin, signInAs } from "./auth-helpers.ts";

const pages = (process.env.SHOT_PAGES ?? "/articles/better-sleep-backed-by-evidence-what-actually-helps").split(",");
const schemes = (process.env.SHOT_SCHEMES ?? "light").split(",") as ("light" | "dark")[];
const widths = (process.env.SHOT_WIDTHS ?? "1440,390").split(",").map(Number);

test("screens", async ({ page }) => {
  test.setTimeout(300_000);
  if (process.env.SHOT_ADMIN) await signInAs(page, e2eAdmin());
  for (const scheme of schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        const name = `${path.replace(/[^a-z0-9]+/gi, "_")}-${width}-${scheme}`;
        await page.screenshot({ path: `/tmp/shots29/${name}.png`, fullPage: process.env.SHOT_FULL === "1" });
      }
    }
  }
});
