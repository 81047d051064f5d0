import { matchRoutes, type ServerBuild } from "react-router";
import { pageCachePolicyOf, type PageCachePolicy } from "#app/lib/page-cache-policy.ts";

type RouteNode = { id: string; path?: string; index?: boolean; children: RouteNode[] };

/**
 * The page cache policy of the page a path shows: the handle of the deepest route the path matches
 * (app/lib/page-cache-policy.ts), or null when it declares none. A data request (`/x.data`, `/_root.data`)
 * has its page's policy. Kept per path (bounded, emptied when full, since paths come from clients).
 */
export function pagePoliciesOf(build: Pick<ServerBuild, "routes">): (pathname: string) => PageCachePolicy | null {
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(build.routes)) {
    if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, children: [] });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(route.id)!);
  }
  const known = new Map<string, PageCachePolicy | null>();
  return (pathname) => {
    let policy = known.get(pathname);
    if (policy === undefined) {
      if (known.size >= 2_000) known.clear();
      const page = pathname === "/_root.data" ? "/" : pathname.endsWith(".data") ? pathname.slice(0, -5) : pathname;
      const matches = matchRoutes(roots as never, page) as { route: RouteNode }[] | null;
      const leaf = matches?.at(-1)?.route;
      policy = leaf ? pageCachePolicyOf(build.routes[leaf.id]?.module.handle) : null;
      known.set(pathname, policy);
    }
    return policy;
  };
}
