import fs from "node:fs";
import path from "node:path";

/**
 * The Node flags the site's server and scripts run with, read from the one place that defines them
 * (bin/site-node), for tests and benchmarks that start Node themselves.
 */
export function siteNodeFlags(): string[] {
  const launcher = fs.readFileSync(path.resolve(import.meta.dirname, "../../bin/site-node"), "utf8");
  const line = /^flags="([^"]*)"$/m.exec(launcher);
  if (!line) throw new Error('bin/site-node has no flags="…" line');
  return line[1]!.split(/\s+/).filter(Boolean);
}
