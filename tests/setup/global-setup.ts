import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#platform/db/client.ts";
import { isPreparedDataTemplate, prepareDataTemplate, removeDataTemplate } from "#tests/helpers/data-dir.ts";

/**
 * Migrates one in-memory database and writes its dump where every integration test file's database starts
 * from (PGLITE_TEMPLATE), so the migrations run once per run instead of once per file; prepares one data
 * folder the same way for the production servers some files start (WELLNESS_TEST_DATA_TEMPLATE). The shape of Epic
 * Stack's tests/setup/global-setup.ts, with PGlite's dump in place of a copied SQLite file.
 */
export default async function setup(project: TestProject) {
  const templatePath = project.config.env.PGLITE_TEMPLATE;
  const dataTemplate = project.config.env.WELLNESS_TEST_DATA_TEMPLATE;
  if (typeof templatePath !== "string") throw new Error("the integration project sets PGLITE_TEMPLATE");
  if (typeof dataTemplate !== "string") throw new Error("the integration project sets WELLNESS_TEST_DATA_TEMPLATE");
  // Servers the tests start begin from a copy of a prepared data folder (tests/helpers/data-dir.ts): the one
  // `npm test` prepared beside the build (vitest.config.ts names it then), else one prepared here.
  const ownDataTemplate = !isPreparedDataTemplate(dataTemplate);
  if (ownDataTemplate) prepareDataTemplate(dataTemplate);
  const database = openDatabase({ pgliteDir: "memory://" });
  try {
    await database.migrate();
    const dump = await database.pglite!.dumpDataDir("none");
    fs.mkdirSync(path.dirname(templatePath), { recursive: true });
    fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  return () => {
    fs.rmSync(templatePath, { force: true });
    if (ownDataTemplate) removeDataTemplate(dataTemplate);
  };
}
