/**
 * The site runs on Node 24, the range package.json's "engines" names: development and CI get it from the
 * `node` development dependency, a production server from its own installation (the container image's Node).
 * Another major version stops the start with a clear message instead of failing later in a way that hides why.
 */
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `The Wellness Circle needs Node 24 (package.json "engines"); this is Node ${process.versions.node}. ` +
      "In development, run it through npm scripts (they use the pinned Node in node_modules/.bin).",
  );
  process.exit(1);
}
