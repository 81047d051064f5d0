import fs from "node:fs";
import { registerHooks } from "node:module";

/**
 * `--import`ed into a server a test starts: appends the URL of every module of ours that Node itself
 * evaluates (outside node_modules) to the file LOADED_MODULES_FILE names, one a line. The test compares it
 * with the modules the SSR build carries (build/server/bundled-modules.json): a file in both would exist
 * twice in the process (tests/integration/site-settings.test.ts).
 */
const file = process.env.LOADED_MODULES_FILE;
if (file) {
  registerHooks({
    load(url, context, nextLoad) {
      if (url.startsWith("file:") && !url.includes("/node_modules/")) fs.appendFileSync(file, `${url}\n`);
      return nextLoad(url, context);
    },
  });
}
