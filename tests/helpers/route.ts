import { createLoadContext } from "#server/request-context.ts";

/** Builds the arguments a route loader/action receives, as the server would. */
export function routeArgs(
  url: string,
  init: RequestInit & { params?: Record<string, string>; ip?: string } = {},
) {
  const { params = {}, ip = "127.0.0.1", ...requestInit } = init;
  const request = new Request(new URL(url, "http://localhost:3000"), requestInit);
  return {
    request,
    params,
    context: createLoadContext({ nonce: "test-nonce", requestId: "test", ip }),
    unstable_pattern: "",
  };
}

/** Runs a loader/action and returns its Response, whether returned or thrown. */
export async function settle(run: () => unknown): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}
