import type { Database, SeedStep } from "#platform/db.ts";
import { articlesSeedStep } from "#app/domain/articles/seed.server.ts";
import { logger } from "#platform/logger.ts";
import { catalogueSeedStep } from "#app/domain/catalogue/seed.server.ts";

/**
 * Built-in content, added on start-up. Every step is idempotent: it only adds
 * what is missing, so running the seed again changes nothing. Capabilities
 * add their step to this list.
 */

export const seedSteps: SeedStep[] = [articlesSeedStep, catalogueSeedStep];

export async function seed(db: Database, steps: SeedStep[] = seedSteps): Promise<void> {
  for (const step of steps) {
    const started = performance.now();
    await step.run(db);
    logger.debug({ step: step.name, ms: Math.round(performance.now() - started) }, "seed step done");
  }
}
