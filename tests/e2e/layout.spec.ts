import { e2eAdmin, signInAs } from "./auth-helpers.ts";
import type { Page } from "@playwright/test";
import { expect, phone, test } from "./fixtures.ts";

/**
 * The expanded state assistive technology gets for the menu button: the menu is
 * a native popover, so the browser computes it (there is no aria-expanded
 * attribute to read), and we read it from Chromium's accessibility tree.
 */
async function menuButtonState(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const button = nodes.find((node) => node.role?.value === "button" && /menu$/.test(String(node.name?.value)));
  const expanded = button?.properties?.find((property) => property.name === "expanded")?.value.value;
  return { name: button?.name?.value, expanded };
}

const headerLinks: [string, string][] = [
  ["Home", "/"],
  ["About", "/about"],
  ["Articles", "/articles"],
  ["Reviews", "/product-reviews"],
  ["Roundups", "/product-roundups"],
  ["Toolkit", "/wellness-toolkit"],
  ["Community", "/community"],
  ["Affiliates", "/affiliates"],
  ["Collaborate", "/collaborate"],
];

const footerLinks: [string, string][] = [
  ["Articles", "/articles"],
  ["Product Reviews", "/product-reviews"],
  ["Expert Interviews", "/expert-interviews"],
  ["Wellness Toolkit", "/wellness-toolkit"],
  ["Wellness Quiz", "/wellness-quiz"],
  ["Affiliate Corner", "/affiliates"],
  ["About", "/about"],
  ["Work With Us", "/collaborate"],
  ["Community", "/community"],
  ["Contact", "/contact"],
  ["Privacy Policy", "/privacy-policy"],
  ["Editorial Policy", "/editorial-policy"],
  ["Corrections Policy", "/corrections-policy"],
  ["Advertising & Affiliates", "/advertising-policy"],
  ["Terms of Use", "/terms-of-use"],
  ["Editorial Team", "/editorial-team"],
];

test.describe("shared layout on a desktop", () => {
  test("the header has every navigation link and the auth button", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of headerLinks) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  });

  test("each header link navigates to its path", async ({ page }) => {
    await page.goto("/");
    for (const [label, href] of headerLinks) {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href === "/" ? "/$" : `${href}$`}`));
    }
  });

  test("the footer has every link, the tagline, the copyright and three social placeholders", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [label, href] of footerLinks) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer).toContainText("Empowering women with evidence-based guidance and honest product reviews");
    await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} `);
    await expect(footer.getByRole("img", { name: /coming soon/ })).toHaveCount(3);
  });

  test("each footer link opens a page that exists, and following one navigates", async ({ page }) => {
    // The previous test pins every footer link's href; here each target answers with a page of the site.
    for (const [label, href] of footerLinks) {
      const answer = await page.request.get(href);
      expect(answer.status(), `${label} → ${href}`).toBe(200);
      expect(await answer.text(), `${label} → ${href}`).toContain("<footer");
    }
    await page.goto("/about");
    await page.getByRole("contentinfo").getByRole("link", { name: "Terms of Use", exact: true }).click();
    await expect(page).toHaveURL(/\/terms-of-use$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Wellness Quiz", exact: true }).click();
    await expect(page).toHaveURL(/\/wellness-quiz$/);
  });

  test("a page that hydrates keeps the server's footer (not hydrated), whose form names the page navigated to", async ({
    page,
  }) => {
    const hydrated = (selector: string) =>
      page.evaluate(
        (selector) => Object.keys(document.querySelector(selector)!).some((key) => key.startsWith("__reactFiber")),
        selector,
      );
    await page.goto("/login");
    await expect.poll(() => hydrated("header a")).toBe(true);
    expect(await hydrated("footer a")).toBe(false);
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator("input[name='page']")).toHaveValue("/login");
    // A client-side navigation: the footer stays the server's, its subscribe form now names the new page.
    await page.getByRole("main").getByRole("link", { name: "Sign up" }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(footer.locator("input[name='page']")).toHaveValue("/register");
    await footer.getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the page scrolls to the top on a route change", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "About", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("every page has its own title and description", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of ["/", "/about", "/no-such-page"]) {
      await page.goto(path);
      const title = await page.title();
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(title).toContain("The Wellness Circle");
      expect(description?.length ?? 0).toBeGreaterThan(20);
      expect(seen.has(title)).toBe(false);
      seen.add(title);
    }
  });
});

test.describe("not-found page", () => {
  test("unknown paths show the not-found page with status 404", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("Oops! The page you're looking for seems to have gone on a wellness retreat."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("shared layout on a phone", () => {
  test.use({ viewport: phone });

  test("the menu holds every link, works by keyboard and closes after a choice", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    expect(await menuButtonState(page)).toEqual({ name: "Open menu", expanded: false });

    for (const [label, href] of headerLinks) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      expect(await menuButtonState(page)).toEqual({ name: "Close menu", expanded: true });
      await menu.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href === "/" ? "/$" : `${href}$`}`));
      await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    }

    // Keyboard: Enter opens, Escape closes and returns focus to the toggle.
    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a menu opened while the page's scripts load stays open when the page hydrates", async ({ page }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/wellness-toolkit", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    release();
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    // A chosen link still closes it (client-side navigation).
    await menu.getByRole("link", { name: "Community", exact: true }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(menu).toBeHidden();
  });

  test("footer links work on a phone", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });
});

test("the home page carries its sections and links", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.getByRole("main");
  for (const href of ["/articles", "/wellness-quiz", "/product-reviews", "/community", "/comparison-guide"]) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
  }
  await expect(main.getByRole("heading", { name: "2-minute Wellness Snapshot Quiz" })).toBeVisible();
  // Figures counted from the site's data, never the spec's fixed claims; no skincare product exists yet.
  for (const claim of ["50,000+", "1000+", "4.9"]) await expect(main.getByText(claim, { exact: true })).toHaveCount(0);
  await expect(main.locator("[data-site-figures]")).toContainText("37product reviews");
  for (const item of ["Supplements", "Skincare", "Fitness"])
    await expect(main.getByText(item, { exact: true })).toBeVisible();
  await expect(main.getByText("No skincare products reviewed yet")).toBeVisible();
  await expect(main.getByText(/coming soon/i)).toHaveCount(0);
  await expect(main.getByText(/thousands of women/)).toHaveCount(0);
});

test("the about page tells the story and the three mission points", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About The Wellness Circle");
  for (const point of ["Honest Guidance", "Empowered Community", "Future of Wellness"]) {
    await expect(page.getByRole("heading", { name: point })).toBeVisible();
  }
});

test.describe("as an admin", () => {
  test("the header shows 'My Profile' and the admin-only 'Dashboard' link", async ({ page }) => {
    await signInAs(page, e2eAdmin());
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("banner").getByRole("link", { name: "My Profile" })).toHaveAttribute(
      "href",
      "/profile",
    );
  });
});

test("the header search opens a search field; the search page refuses a one-letter query", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  const field = page.getByRole("banner").locator('input[name="q"]');
  await expect(field).toBeFocused();
  await field.fill("zzqx wqvvk");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=zzqx\+wqvvk$/);
  await expect(page.getByText(/No results for “zzqx wqvvk”/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Popular topics" })).toBeVisible();
  await page.goto("/search?q=a");
  await expect(page.getByText("Type at least 2 characters to search.")).toBeVisible();
});
