import type { UIMatch } from "react-router";

/**
 * Reading pages (an article, a review, the home page…) are complete as server
 * HTML: their links, search form and menu work without JavaScript. They say so
 * in their route handle, and then the browser gets no React runtime at all
 * (docs/decisions/003 has the weights). Links from them are ordinary
 * page loads, answered from the page cache with an ETag.
 *
 *   export const handle = readingPageHandle;
 *   export const handle: HydrationHandle<typeof loader> = { hydrate: (data) => !data.article };
 *
 * A page whose data needs a script (a toast to show, an error) answers true
 * from the function form. Routes without the handle are always hydrated.
 */
export type HydrationHandle<Loader = unknown> = {
  hydrate?: boolean | ((data: LoaderData<Loader>) => boolean);
};

type LoaderData<Loader> = Loader extends (...args: never[]) => infer Result ? UnwrapData<Awaited<Result>> : unknown;
type UnwrapData<Result> = Result extends { data: infer Data; init: unknown } ? Data : Result;

/** The handle of a reading page: served without the client runtime. */
export const readingPageHandle: HydrationHandle = { hydrate: false };

function routeWantsHydration(match: UIMatch): boolean {
  const handle = match.handle as HydrationHandle | undefined;
  const hydrate = handle?.hydrate;
  if (hydrate === undefined) return true;
  if (typeof hydrate === "function") return match.loaderData === undefined || hydrate(match.loaderData);
  return hydrate;
}

/**
 * Whether the rendered page ships the client runtime: yes when a flash toast
 * is waiting to be shown, or when any matched route (other than the root)
 * wants it.
 */
export function needsHydration(matches: UIMatch[], { hasToast }: { hasToast: boolean }): boolean {
  if (hasToast) return true;
  const routes = matches.filter((match) => match.id !== "root");
  if (routes.length === 0) return true;
  return routes.some(routeWantsHydration);
}
