import { z } from "zod";

/**
 * The Content-Security-Policy has no 'unsafe-eval'. Zod's JIT probes for eval
 * with `new Function("")` when its first object schema is built, which the
 * browser blocks and reports as a CSP violation on every page with a form.
 * Imported first by app/root.tsx, so it runs before any schema is built.
 */
z.config({ jitless: true });
