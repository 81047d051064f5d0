import { createLoadContext } from "#platform/request-context.ts";

/**
 * Builds the arguments a route loader/action receives, as the server would:
 * React Router 8's `request`, normalised `url`, matched `pattern`, `params`
 * and the load context.
 */
export function routeArgs<Params extends Record<string, string> = Record<string, string>>(
  url: string,
  init: RequestInit & { params?: Params; ip?: string; pattern?: string } = {},
) {
  const { params = {} as Params, ip = "127.0.0.1", pattern = "", ...requestInit } = init;
  const request = new Request(new URL(url, "http://localhost:3000"), requestInit);
  const normalised = new URL(request.url);
  normalised.searchParams.delete("index");
  return {
    request,
    url: normalised,
    pattern,
    params,
    context: createLoadContext({ nonce: "test-nonce", requestId: "test", ip, audience: "personal" }),
  };
}

/** What routeArgs() builds: the arguments React Router passes a loader or action. */
export type RouteArgs<Params extends Record<string, string> = Record<string, string>> = ReturnType<
  typeof routeArgs<Params>
>;

/**
 * A route module as a test that walks many routes sees it (an authorization matrix, a list of guarded pages):
 * each loader/action takes the arguments routeArgs() builds. Method syntax, so a module whose typegen'd
 * `Route.LoaderArgs` declares its own URL parameters still fits.
 */
export type AnyRouteModule = {
  loader?(args: RouteArgs): unknown;
  action?(args: RouteArgs): unknown;
};

/** Runs a loader/action and returns its Response, whether returned or thrown. */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
