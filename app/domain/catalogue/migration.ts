/**
 * Data migration, the rule of a run: the products are written one after another, in
 * catalogue order, and the run stops at the first product that fails (the ones before it stay
 * written; a retry starts again from the first, and unchanged rows are not written twice). The one
 * loop for both ways a run is made: on the server in one request (migrateAll, the page without
 * JavaScript) and from the page, one step request per product (so its progress is the server's).
 */
export type MigrationRun<R> = { index: number; result: R } | null;

/**
 * Calls `step(0)`, `step(1)`… up to `total - 1`, stopping at the first result that is not ok.
 * `onStepDone` hears of every step that succeeded. Returns the last step made (the failing one,
 * or the last one when every step succeeded), or null when there was nothing to migrate.
 */
export async function runMigration<R extends { ok: boolean }>(
  total: number,
  step: (index: number) => Promise<R>,
  onStepDone?: (index: number, result: R) => void,
): Promise<MigrationRun<R>> {
  let last: MigrationRun<R> = null;
  for (let index = 0; index < total; index++) {
    const result = await step(index);
    last = { index, result };
    if (!result.ok) return last;
    onStepDone?.(index, result);
  }
  return last;
}
