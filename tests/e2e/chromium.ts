/**
 * How every browser test starts the system Chromium (CHROME_PATH, else Debian's),
 * with the flags this sandbox needs (no sandbox, no GPU, no background network).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
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
