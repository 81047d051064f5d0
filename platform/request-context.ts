import { createContext, RouterContextProvider } from "react-router";

/** What the HTTP layer knows about a request, handed to loaders, actions and entry.server. */
export type RequestInfo = {
  /** Per-request CSP nonce; every <script> carries it. */
  nonce: string;
  requestId: string;
  /** Client address (behind TRUST_PROXY: from X-Forwarded-For). */
  ip: string;
};

export const requestInfoContext = createContext<RequestInfo>();

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
