import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What happened while one page rendered. The page cache stores a render only when nothing in it read a
 * session: whatever the Cookie header looked like to the cache, a render that looked a session up may
 * carry someone's page.
 */
type RenderScope = { personal: boolean };

const scope = new AsyncLocalStorage<RenderScope>();

/** Runs `render` in a fresh scope and tells whether anything in it was personal. */
export async function renderWatched<T>(render: () => Promise<T>): Promise<{ result: T; personal: boolean }> {
  const state: RenderScope = { personal: false };
  const result = await scope.run(state, render);
  return { result, personal: state.personal };
}

/** Called wherever a session is read: the response of the current render must never be shared. */
export function markRenderPersonal() {
  const state = scope.getStore();
  if (state) state.personal = true;
}
