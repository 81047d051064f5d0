/**
 * Imported first by the command-line scripts that open the embedded database (before anything that
 * opens it): with the site running on the same DATA_DIR they stop at once, saying so.
 */
import { config } from "#platform/config.ts";
import { lockDataDirOrExit } from "#platform/data-dir-lock.ts";

if (!config.DATABASE_URL) lockDataDirOrExit(config.DATA_DIR);
