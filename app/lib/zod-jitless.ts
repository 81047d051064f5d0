/**
 * `zod` for the browser bundle (aliased in vite.config.ts): the same library,
 * configured "jitless" so it never probes `new Function` (eval), which our
 * Content-Security-Policy forbids (and browsers report as a CSP violation).
 */
import * as z from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
