import { createContext, RouterContextProvider } from "react-router";

/**
 * Who a render is for: a visitor; "a member", the page every member whose page differs only by being
 * signed in gets (rendered without her cookies: it carries no one's data, server/page-handler.ts); or one
 * person (her own session read as usual).
 */
export type Audience = "visitor" | "member" | "personal";

/** What the HTTP layer knows about a request, handed to loaders, actions and entry.server. */
export type RequestInfo = {
  /** Per-request CSP nonce; every <script> carries it. */
  nonce: string;
  requestId: string;
  /** Client address (behind TRUST_PROXY: from X-Forwarded-For). */
  ip: string;
  /** Who the render is for (the page cache keeps a visitor's and a member's page, never one person's). */
  audience: Audience;
};

export const requestInfoContext = createContext<RequestInfo>();

export function createLoadContext(info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, info);
  return context;
}
