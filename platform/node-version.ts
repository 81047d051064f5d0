/**
 * The Node versions the site runs on, package.json's "engines": 22.18 or later in 22 (the first 22 that runs
 * TypeScript files without a flag), any 24, any 26. Development and CI use the pinned Node 24 (the `node`
 * development dependency); a production server its own. bin/site-node checks the same rule in the shell before
 * Node starts (an older Node would fail on the first `.ts` import, before this file runs); this check covers a
 * process started some other way (`node_modules/.bin/node server/main.ts`).
 */
export function isSupportedNode(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major === 24 || major === 26 || (major === 22 && minor >= 18);
}

if (!isSupportedNode(process.versions.node)) {
  console.error(
    `The Wellness Circle needs Node 24 (or 22.18+ or 26) and this is Node ${process.versions.node}: ` +
      "run it through bin/site-node or an npm script (they use the pinned Node 24 in node_modules), or install Node 24.",
  );
  process.exit(1);
}
