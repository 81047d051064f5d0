/**
 * Input-to-paint per form (`npm run bench`, bench/run.ts; also `node bench/typing.ts` on its own): a
 * phone-sized Chromium at 4× CPU throttling types into one text field of each form, a key at a time, and
 * the Event Timing API reports each key press's duration from the key event to the next paint after its
 * handlers ran (what INP measures). The worst key press is compared with the 100 ms target.
 *
 * Entries shorter than 16 ms are not reported by the browser (its smallest threshold): a key press with no
 * entry took less than that. The page is loaded and left to go quiet before typing starts, so what is
 * measured is typing, not hydration.
 */
import { chromium, type Page } from "playwright-core";
import { chromiumLaunchOptions } from "#tests/e2e/chromium.ts";

export type TypedForm = {
  /** Page path. */
  path: string;
  /** The field typed into (a CSS selector). */
  field: string;
  /** Signed in as whom, when the page needs it. */
  as?: "admin" | "user";
  /** A control a person presses first to show the field (a CSS selector), as the header's search button. */
  open?: string;
};

/** The forms whose typing is measured: each page's first text field a reader or an editor types into. */
export const TYPED_FORMS: Record<string, TypedForm> = {
  login: { path: "/login", field: "input[name=email]" },
  register: { path: "/register", field: "input[name=name]" },
  "forgot password": { path: "/forgot-password", field: "input[name=email]" },
  contact: { path: "/contact", field: "textarea[name=message]" },
  collaborate: { path: "/collaborate", field: "input[name=name]" },
  "search box": { path: "/wellness-toolkit", field: "header input[name=q]", open: "header button[aria-label=Search]" },
  profile: { path: "/profile", field: "input[name=fullName]", as: "user" },
  "chat message": { path: "/chat/menopause-hormones", field: "input[name=content]", as: "user" },
  "admin: article": { path: "/admin/articles/new", field: "input[name=title]", as: "admin" },
  "admin: article excerpt": { path: "/admin/articles/new", field: "textarea[name=excerpt]", as: "admin" },
  "admin: newsletter issue": { path: "/admin/newsletter/new", field: "input[name=subject]", as: "admin" },
};

export const INPUT_TO_PAINT_TARGET_MS = 100;
const TEXT = "Sleep and stress notes";

export type TypingResult = { keys: number; worstMs: number; medianMs: number; over100: number; field: string };

async function typeAndMeasure(page: Page, selector: string, open?: string): Promise<TypingResult> {
  if (open) await page.locator(open).first().click();
  await page.evaluate(() => {
    const entries: { id: number; duration: number }[] = [];
    (window as unknown as { __eventTimings: typeof entries }).__eventTimings = entries;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) entries.push({ id: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: "event", durationThreshold: 16 } as PerformanceObserverInit);
  });
  const field = page.locator(selector).first();
  await field.click();
  for (const key of TEXT) {
    await page.keyboard.type(key);
    // The next key waits for this one's frame (two animation frames): a person types a key every
    // ~150 ms, and the measure is the page's answer to each key, not a queue of keys.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  await page.waitForTimeout(300);
  const entries = await page.evaluate(
    () => (window as unknown as { __eventTimings: { id: number; duration: number }[] }).__eventTimings,
  );
  const perKey = new Map<number, number>();
  for (const entry of entries) perKey.set(entry.id, Math.max(perKey.get(entry.id) ?? 0, entry.duration));
  // Keys without an entry took under 16 ms: counted as 16 for the median.
  const durations = [...perKey.values(), ...Array(Math.max(0, TEXT.length - perKey.size)).fill(16)].sort(
    (a, b) => a - b,
  );
  return {
    keys: TEXT.length,
    worstMs: Math.max(16, ...perKey.values()),
    medianMs: durations[Math.floor(durations.length / 2)]!,
    over100: [...perKey.values()].filter((value) => value >= INPUT_TO_PAINT_TARGET_MS).length,
    field: selector,
  };
}

/** Input-to-paint of each form at 4× CPU throttling. */
export async function inputToPaint(
  baseUrl: string,
  cookieFor: (as: "admin" | "user") => string,
  forms: Record<string, TypedForm> = TYPED_FORMS,
  chromePath = process.env.CHROME_PATH || "/usr/bin/chromium",
): Promise<Record<string, TypingResult | { error: string }>> {
  const browser = await chromium.launch({ ...chromiumLaunchOptions, executablePath: chromePath });
  const results: Record<string, TypingResult | { error: string }> = {};
  try {
    for (const [name, form] of Object.entries(forms)) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        extraHTTPHeaders: form.as ? { Cookie: cookieFor(form.as) } : {},
      });
      try {
        const page = await context.newPage();
        await page.goto(baseUrl + form.path, { waitUntil: "networkidle", timeout: 120_000 });
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        results[name] = await typeAndMeasure(page, form.field, form.open);
      } catch (error) {
        results[name] = { error: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

if (import.meta.main) {
  const { startSeededServer } = await import("./seeded-server.ts");
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const seeded = await startSeededServer({ port });
  try {
    const only = process.argv.slice(2);
    const forms = only.length
      ? Object.fromEntries(Object.entries(TYPED_FORMS).filter(([name]) => only.some((word) => name.includes(word))))
      : TYPED_FORMS;
    console.table(await inputToPaint(seeded.server.url, (as) => seeded.cookies[as], forms));
  } finally {
    await seeded.stop();
  }
}
