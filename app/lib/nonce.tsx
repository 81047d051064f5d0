import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce during server rendering; empty in the browser. */
export function useNonce() {
  return useContext(NonceContext);
}
