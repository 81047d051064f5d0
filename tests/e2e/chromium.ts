import fs from "node:fs";

/** Debian's `chromium-headless-shell`: the old headless build Playwright itself prefers, lighter per page. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * How every browser test starts the system Chromium: CHROME_PATH, else Debian's headless shell when it is
 * installed, else Debian's chromium; with the flags this sandbox needs (no sandbox, no GPU, no background
 * network).
 */
export const chromiumExecutable =
  process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export const chromiumLaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};
