import { Moon, Sun } from "lucide-react";
import { useLocation } from "react-router";
import { THEME_COOKIE } from "#app/lib/theme.ts";
import { withoutTrackingParams } from "#app/lib/tracking-params.ts";

/**
 * Applies the reader's remembered theme (the cookie the theme switch sets) to <html> before the
 * first paint, so a chosen theme never flashes the other one. Without a choice nothing is set and
 * the stylesheet follows the system. Pages stay the same HTML for everyone (the page cache keeps one copy).
 */
function applyTheme(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|; )${name}=(light|dark)`));
  if (match) document.documentElement.dataset.theme = match[1];
}

/** Written by the server only; the browser keeps the server's <script> as it is (as the footer does). */
const SCRIPT = import.meta.env.SSR ? `(${applyTheme.toString()})(${JSON.stringify(THEME_COOKIE)})` : "";

export function ThemeScript({ nonce }: { nonce: string }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: SCRIPT }} />;
}

/**
 * The header's switch: a plain form (works without JavaScript, a full page load on every page), whose
 * visible button is the one leading away from the theme on screen (app.css .theme-to-*).
 */
export function ThemeToggle() {
  const { pathname, search } = useLocation();
  const button =
    "size-10 items-center justify-center rounded-full text-muted-foreground hover:bg-muted hover:text-foreground";
  return (
    <form method="post" action="/theme" className="flex">
      {/* Back to this page, not to the campaign link that led here (it would count as a second visit from it). */}
      <input type="hidden" name="back" value={`${pathname}${withoutTrackingParams(search)}`} />
      <button
        type="submit"
        name="theme"
        value="dark"
        className={`theme-to-dark inline-flex ${button}`}
        aria-label="Use dark theme"
        title="Use dark theme"
      >
        <Moon className="size-5" aria-hidden="true" />
      </button>
      <button
        type="submit"
        name="theme"
        value="light"
        className={`theme-to-light ${button}`}
        aria-label="Use light theme"
        title="Use light theme"
      >
        <Sun className="size-5" aria-hidden="true" />
      </button>
    </form>
  );
}
