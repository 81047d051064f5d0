/**
 * `npm run test:template`: prepares the data template both test runners of `npm test` start their servers'
 * folders from (tests/helpers/data-dir.ts, sharedDataTemplate), beside the build, instead of each runner
 * preparing its own at its start.
 */
import { prepareDataTemplate, sharedDataTemplate } from "#tests/helpers/data-dir.ts";

const template = sharedDataTemplate();
if (!template) {
  console.error("TEST_RUN_DIR is not set: `npm test` sets it (scripts/test-stages.ts)");
  process.exit(2);
}
prepareDataTemplate(template);
