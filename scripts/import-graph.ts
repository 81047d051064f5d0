/**
 * The dependency rule of docs/architecture.md ("The dependency rule") as code: which part a file belongs to,
 * which parts a part may import, and the crossings and part cycles of an import graph. `npm run lint` runs it on
 * the real graph (scripts/check-imports.ts); tests/integration/architecture.test.ts proves it refuses bad graphs.
 */

/** The part of dependency-cruiser's JSON output read here. */
export type Cruise = {
  modules: {
    source: string;
    dependencies: { resolved: string; circular: boolean; coreModule?: boolean; couldNotResolve: boolean }[];
  }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
};

/** The part a file belongs to (each domain area is a part of its own), or null for files outside the rule. */
export function partOf(file: string): string | null {
  if (file.startsWith("node_modules/")) return null;
  const area = /^app\/domain\/([^/]+)\//.exec(file);
  if (area) return `domain/${area[1]}`;
  for (const part of ["app/content", "app/lib", "app/components", "app/routes"])
    if (file.startsWith(`${part}/`)) return part.slice(4);
  if (/^app\/[^/]+$/.test(file)) return "app-entry";
  if (file.startsWith("platform/")) return "platform";
  if (file.startsWith("server/")) return "server";
  return null;
}

/** What each part may import besides itself (the arrows of docs/architecture.md). */
export function allowed(from: string, to: string): boolean {
  const rank = (part: string) => (part.startsWith("domain/") ? "domain" : part);
  const may: Record<string, string[]> = {
    platform: [],
    content: [],
    lib: ["platform"],
    domain: ["domain", "content", "lib", "platform"],
    components: ["components", "domain", "content", "lib"],
    routes: ["routes", "components", "domain", "content", "lib", "platform", "app-entry"],
    "app-entry": ["app-entry", "routes", "components", "domain", "content", "lib", "platform"],
    server: ["server", "routes", "components", "domain", "content", "lib", "platform", "app-entry"],
  };
  return may[rank(from)]!.includes(rank(to));
}

/** The imports of the code the rule is about (tests may reach across). */
function edges(graph: Cruise) {
  return graph.modules
    .filter((module) => !/\.test\.tsx?$/.test(module.source))
    .flatMap((module) => module.dependencies.map((dependency) => ({ from: module.source, to: dependency.resolved })));
}

/** Every import that points against the arrows, as "from → to". */
export function forbiddenCrossings(graph: Cruise): string[] {
  return edges(graph)
    .map(({ from, to }) => ({ from, to, a: partOf(from), b: partOf(to) }))
    .filter(({ a, b }) => a && b && a !== b && !allowed(a, b))
    .map(({ from, to }) => `${from} → ${to}`);
}

/** The parts that reach themselves through other parts (a cycle between parts). */
export function partCycles(graph: Cruise): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges(graph)) {
    const a = partOf(from);
    const b = partOf(to);
    if (!a || !b || a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
  }
  const cycles: string[] = [];
  for (const start of next.keys()) {
    const seen = new Set<string>();
    const queue = [...(next.get(start) ?? [])];
    while (queue.length > 0) {
      const part = queue.pop()!;
      if (part === start) {
        cycles.push(start);
        break;
      }
      if (seen.has(part)) continue;
      seen.add(part);
      queue.push(...(next.get(part) ?? []));
    }
  }
  return cycles;
}

/** Everything wrong with a graph, one line each: file cycles (dependency-cruiser's rules), crossings, part cycles. */
export function importProblems(graph: Cruise): string[] {
  return [
    ...graph.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
    ...forbiddenCrossings(graph).map((crossing) => `import against the dependency rule: ${crossing}`),
    ...partCycles(graph).map((part) => `cycle between parts: ${part} reaches itself`),
  ];
}
