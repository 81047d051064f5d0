/**
 * `zod` for the browser bundle (aliased in vite.config.ts): the same library,
 * configured "jitless" so it never probes `new Function` (eval), which our
 * Content-Security-Policy forbids (and browsers report as a CSP violation).
 */
import * as z from "zod/v4";
import { config } from "zod/v4";

// Called by its own name: the browser build treats `z.…` calls as pure (vite.config.ts), which would drop it.
// The browser build may still leave this body out where a page uses only the re-exports: there zod starts
// "jitless" all the same (`zodJitlessInBrowser`, vite.config.ts).
config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
