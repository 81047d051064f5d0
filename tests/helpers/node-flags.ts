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

/**
 * The environment bin/site-node gives the site's processes (`export NAME="${NAME:-value}"`: glibc's allocator
 * settings), for tests and benchmarks that start Node themselves; a value already in the environment wins there.
 */
export function siteNodeEnvironment(): Record<string, string> {
  const launcher = fs.readFileSync(path.resolve(import.meta.dirname, "../../bin/site-node"), "utf8");
  const environment: Record<string, string> = {};
  for (const [, name, value] of launcher.matchAll(/^export (\w+)="\$\{\1:-([^}]*)\}"$/gm))
    environment[name!] = process.env[name!] ?? value!;
  if (Object.keys(environment).length === 0) throw new Error('bin/site-node exports no NAME="${NAME:-value}" line');
  return environment;
}
