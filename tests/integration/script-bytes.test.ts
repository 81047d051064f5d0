import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  chunkModules,
  contentAndServerModules,
  firstLoadScripts,
  hydrationOf,
  OWN_SCRIPT_BUDGET_BYTES,
  readClientManifest,
  routeScriptBytes,
  sharedRuntime,
  SHARED_RUNTIME_BUDGET_BYTES,
} from "#bench/script-bytes.ts";

/**
 * What a page's first load carries, counted from the build (`npm test` builds before this stage): the
 * measure `npm run bench` and `node bench/script-bytes.ts` print, and what must stay out of it.
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * The shared runtime (entry, React, React DOM, React Router, root route, app shell) may load at most 100 KB and a
 * hydrated page's own code beyond it at most 40 KB, brotli as sent (issue 62). Every page is within both.
 */
/**
 * The content modules (app/content) a page's own first-load script may carry: what its components render or
 * work with in the browser. Anything else from app/content, and anything from a `.server.` module, server/
 * or platform/, fails: a loader counts or cuts content, the browser does not get it to count (issue 62:
 * /collaborate shipped the whole catalogue and every quiz to count them). Reading pages are checked too:
 * a waiting toast hydrates them.
 */
const crisis = "app/content/crisis.ts";
const reviewMethod = "app/content/catalogue/review-method.ts";
const rooms = "app/content/community/rooms.ts";
const policies = "app/content/editorial-policies.ts";
const interviews = [
  "app/content/interviews/elena-marsh.ts",
  "app/content/interviews/index.ts",
  "app/content/interviews/naomi-okafor.ts",
  "app/content/interviews/priya-raman.ts",
];
const CONTENT_IN_PAGE_SCRIPT: Record<string, string[]> = {
  // The header's search suggestions before typing; the holder of SITE_NAME and SITE_URL, which reads no
  // environment and stays empty in the browser (siteName() reads the page's head there: decision 038).
  root: ["app/content/popular-topics.ts", "platform/public-settings.ts"],
  "routes/home": ["app/content/home.ts"],
  "routes/collaborate": ["app/content/collaborate.ts"], // the offers it lists
  "routes/contact": [crisis], // the crisis notice beside the form
  "routes/report-error": [crisis],
  "routes/admin/inbox": [crisis],
  "routes/admin/inbox-item": [crisis],
  "routes/admin/error-reports": [crisis],
  "routes/admin/article-new": ["app/content/review-gate.ts"],
  "routes/articles/add": ["app/content/review-gate.ts"],
  "routes/articles/edit": ["app/content/review-gate.ts"],
  "routes/articles/detail": [
    crisis,
    "app/content/quizzes.ts",
    "app/content/review-gate.ts",
    "app/content/review-status.ts",
  ],
  "routes/product-reviews/detail": [reviewMethod, "app/content/review-gate.ts", "app/content/review-status.ts"],
  "routes/quizzes/quiz": [crisis, "app/content/quizzes.ts"], // the quiz runs in the browser
  "routes/quizzes/overview": ["app/content/quizzes.ts"],
  "routes/search": [crisis, "app/content/quizzes.ts"], // the crisis answer and quiz results (reading page)
  "routes/articles/category": ["app/content/quizzes.ts"], // its next-step quiz link (reading page)
  "routes/chat": [rooms, crisis],
  "routes/community": ["app/content/community/posts.ts", rooms],
  "routes/admin/reports": [rooms],
  "routes/admin/moderation": [rooms],
  "routes/toolkit/wellness-toolkit": ["app/content/toolkit-tools.ts"],
  "routes/product-roundups/detail": [reviewMethod, "app/content/review-status.ts"], // and its page history's words
  // The category names of the listing forms' choices (the catalogue's shapes module holds them).
  "routes/admin/listings": ["app/content/catalogue/types.ts"],
  "routes/admin/listing": ["app/content/catalogue/types.ts"],
  "routes/product-roundups/index": [reviewMethod],
  "routes/product-reviews/index": [reviewMethod],
  "routes/affiliates/detail": [reviewMethod],
  "routes/affiliates/index": [reviewMethod, "app/content/review-status.ts"], // and its page history's words
  "routes/comparison-guide": [reviewMethod, "app/content/review-status.ts"], // and its page history's words
  "routes/how-we-review": [reviewMethod],
  // Reading pages that hydrate only for a waiting toast; their loaders could cut these (not done, issue 62).
  "routes/expert-interview": [...interviews, "app/content/review-status.ts"], // and its page history's words
  "routes/expert-interviews": interviews,
  "editorial-policy": [policies],
  "corrections-policy": [policies],
  "advertising-policy": [policies],
  "terms-of-use": [policies],
};
const clientDir = path.join(root, "build/client");

describe("first-load script, from the build", () => {
  const manifest = readClientManifest(clientDir);
  const modules = chunkModules(root);
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

  it("the shared runtime and each hydrated page's own code stay within their budgets", async () => {
    const runtime = sharedRuntime(root);
    expect(runtime.files).toContain(manifest.entry.module);
    const problems: string[] = [];
    if (runtime.brotli > SHARED_RUNTIME_BUDGET_BYTES)
      problems.push(
        `shared runtime: ${(runtime.brotli / 1024).toFixed(1)} KB > ${SHARED_RUNTIME_BUDGET_BYTES / 1024} KB`,
      );
    const rows = await routeScriptBytes(root);
    const hydrated = rows.filter((row) => row.hydrated !== "no");
    expect(hydrated.length).toBeGreaterThan(40);
    for (const row of hydrated) {
      expect(
        row.own.some((file) => runtime.files.includes(file)),
        row.id,
      ).toBe(false);
      if (row.ownBrotli > OWN_SCRIPT_BUDGET_BYTES)
        problems.push(`${row.id}: ${(row.ownBrotli / 1024).toFixed(1)} KB > ${OWN_SCRIPT_BUDGET_BYTES / 1024} KB`);
    }
    expect(problems).toEqual([]);
  });

  it("the shared runtime carries neither the footer's content (the server's alone) nor Radix's Slot", () => {
    // The footer is the server's markup (app/components/site-footer.tsx); its content and newsletter form were
    // in the shared runtime, 1.1 KB, until only the server imported them; Radix's Slot came with `asChild`.
    const carried = sharedRuntime(root).files.flatMap((file) => modules[file] ?? []);
    expect(carried).not.toContain("app/components/newsletter-form.tsx");
    expect(carried).not.toContain("app/components/site-footer-content.tsx");
    expect(carried.filter((id) => id.includes("@radix-ui/react-slot"))).toEqual([]);
  });

  it("a form page loads its schema and zod after hydration, not at once", () => {
    const zodChunk = Object.entries(modules).find(([, ids]) => ids.some((id) => id.includes("node_modules/zod/")))?.[0];
    expect(zodChunk).toBeDefined();
    // Every page with a form wired by useSubmissionForm. Its route imports the schema for the server alone
    // (`import.meta.env.SSR ? await import(…)`): a static import, though dead in the browser, kept the schema
    // module, and zod, in the form's first-load chunk (the article, issue and contact forms, register, update
    // password: issue 62).
    const schemaModules = [
      "app/domain/accounts/schemas.ts",
      "app/domain/articles/schema.ts",
      "app/domain/inbox/forms.ts",
      "app/domain/newsletter/issue-schema.ts",
    ];
    for (const route of [
      "routes/auth/login",
      "routes/auth/register",
      "routes/auth/update-password",
      "routes/auth/forgot-password",
      "routes/auth/setup-admin",
      "routes/profile",
      "routes/profile-security",
      "routes/auth/two-factor",
      "routes/contact",
      "routes/collaborate",
      "routes/admin/article-new",
      "routes/articles/add",
      "routes/articles/edit",
      "routes/admin/newsletter-issue",
      "routes/admin/newsletter-new",
    ]) {
      const files = firstLoadScripts(manifest, route);
      expect(files, route).not.toContain(zodChunk);
      const carried = files.flatMap((file) => modules[file] ?? []);
      expect(
        carried.filter((id) => schemaModules.includes(id)),
        route,
      ).toEqual([]);
    }
  });

  it("no page's script carries content or server code beyond what it renders in the browser", async () => {
    const rows = await routeScriptBytes(root);
    const problems: string[] = [];
    const check = (id: string, files: string[]) => {
      const allowed = new Set(CONTENT_IN_PAGE_SCRIPT[id] ?? []);
      for (const module of contentAndServerModules(modules, files))
        if (!allowed.has(module)) problems.push(`${id}: ${module}`);
    };
    const runtime = sharedRuntime(root);
    check("root", runtime.files);
    for (const row of rows) check(row.id, row.own);
    expect(problems).toEqual([]);
    // The check sees what it must: /collaborate's page counted the catalogue in the browser before issue 62.
    expect(
      contentAndServerModules({ "/a.js": ["app/content/catalogue/products.ts", "app/x.server.ts"] }, ["/a.js"]),
    ).toEqual(["app/content/catalogue/products.ts", "app/x.server.ts"]);
  });
});
