import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadScripts, hydrationOf, readClientManifest, routeScriptBytes } from "#bench/script-bytes.ts";

/**
 * What a page's first load carries, counted from the build (`npm test` builds before this stage): the
 * measure `npm run bench` and `node bench/script-bytes.ts` print, and what must stay out of it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const clientDir = path.join(root, "build/client");

describe("first-load script, from the build", () => {
  const manifest = readClientManifest(clientDir);
  const carries = (routeId: string, text: string) =>
    firstLoadScripts(manifest, routeId).filter((file) =>
      fs.readFileSync(path.join(clientDir, file), "utf8").includes(text),
    );

  it("counts the entry, the root and the route's own modules, and tells reading pages from hydrated ones", async () => {
    const login = firstLoadScripts(manifest, "routes/auth/login");
    expect(login).toContain(manifest.entry.module);
    expect(login).toContain(manifest.routes.root!.module);
    expect(login).toContain(manifest.routes["routes/auth/login"]!.module);
    const rows = await routeScriptBytes(root);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get("routes/about")?.hydrated).toBe("no");
    expect(byId.get("routes/auth/login")?.hydrated).toBe("yes");
    expect(byId.get("routes/articles/detail")?.hydrated).toBe("sometimes");
    expect(byId.get("routes/auth/login")!.brotli).toBeGreaterThan(0);
    expect(hydrationOf("export const handle = readingPageHandle;")).toBe("no");
  });

  it("a hydrated page that shows no quiz loads neither the quizzes nor the account sync at first", () => {
    // The account sync (and the quizzes' scoring and content it needs) loads after hydration, and only for
    // a member or a browser a member used (app/components/private-sync/private-sync-root.tsx).
    for (const route of ["routes/auth/login", "routes/chat", "routes/toolkit/wellness-toolkit"]) {
      expect(carries(route, "completedQuizzes"), route).toEqual([]);
    }
    expect(carries("routes/quizzes/quiz", "completedQuizzes").length).toBeGreaterThan(0);
  });
});
