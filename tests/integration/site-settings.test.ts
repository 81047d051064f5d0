import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS, startServer, type RunningServer } from "#tests/e2e/server.ts";
import { newDataDir } from "#tests/helpers/data-dir.ts";

/**
 * The production server started with an operator's own name for the site (SITE_NAME="Acme Health"): every
 * place the site names itself or its team says that name, and none says the default one, on pages the issue
 * listed and on others (issue 59). The same start checks that each module of ours is evaluated once: no file
 * Node loaded itself is also carried by the SSR bundle (docs/decisions/038-each-module-once.md).
 */
const root = path.resolve(import.meta.dirname, "../..");
const NAME = "Acme Health";
const DEFAULT = /Wellness Circle/;
let server: RunningServer;
let loadedFile: string;

beforeAll(async () => {
  // A copy of the run's prepared data folder: no first start's database creation.
  const dataDir = newDataDir("wellness-site-settings-");
  loadedFile = path.join(dataDir, "loaded-modules.txt");
  server = await startServer({
    dataDir,
    env: { PGLITE_DIR: "", LOG_LEVEL: "warn", SITE_NAME: NAME, LOADED_MODULES_FILE: loadedFile },
    nodeOptions: [...SERVER_NODE_OPTIONS, "--import=./tests/helpers/record-loaded-modules.ts"],
  });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

const text = async (pathname: string) => {
  const answer = await fetch(`${server.url}${pathname}`);
  return { status: answer.status, body: await answer.text() };
};

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

/** Every "name" in a JSON-LD tree. */
function names(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) names(item, found);
  else if (node && typeof node === "object")
    for (const [key, value] of Object.entries(node)) {
      if (key === "name" && typeof value === "string") found.push(value);
      else names(value, found);
    }
  return found;
}

describe(`a site whose operator named it "${NAME}"`, () => {
  it("says that name, never the default one, on every kind of page", async () => {
    const rss = await text("/rss.xml");
    const article = /<link>[^<]*(\/articles\/[^<]+)<\/link>/.exec(rss.body)?.[1];
    const reviews = await text("/product-reviews");
    const review = /href="(\/product-reviews\/[a-z0-9-]+)"/.exec(reviews.body)?.[1];
    expect(article, "an article in the feed").toBeTruthy();
    expect(review, "a product review in the list").toBeTruthy();
    const pages = [
      "/",
      article!,
      review!,
      "/about",
      "/editorial-team",
      "/privacy-policy",
      "/terms-of-use",
      "/how-we-review",
      "/contact",
      "/collaborate",
      "/community",
      "/newsletter",
      "/login",
      "/register",
      "/search?q=sleep",
      "/articles",
      "/no-such-page",
    ];
    for (const pathname of [...pages, "/rss.xml", "/sitemap.xml", "/robots.txt"]) {
      const { status, body } = await text(pathname);
      expect(status, pathname).toBe(pathname === "/no-such-page" ? 404 : 200);
      expect(body.match(DEFAULT)?.[0], `${pathname} names the default site`).toBeUndefined();
      if (pathname.endsWith(".txt") || pathname === "/sitemap.xml") continue;
      expect(body, pathname).toContain(NAME);
      if (pathname.endsWith(".xml")) continue;
      expect(/<title>([^<]*)<\/title>/.exec(body)?.[1], `${pathname}'s title`).toContain(NAME);
      expect(body, `${pathname}'s application-name`).toContain(`<meta name="application-name" content="${NAME}"/>`);
    }
    expect(rss.body).toContain(`<title>${NAME}: Articles</title>`);
  }, 120_000);

  it("names the site and its team in the article's and the review's JSON-LD", async () => {
    const rss = await text("/rss.xml");
    const articlePath = /<link>[^<]*(\/articles\/[^<]+)<\/link>/.exec(rss.body)![1]!;
    const article = jsonLd((await text(articlePath)).body);
    const articleNames = names(article);
    expect(articleNames).toContain(NAME);
    expect(JSON.stringify(article)).toContain(`"publisher":{"@type":"Organization","name":"${NAME}"`);
    const home = names(jsonLd((await text("/")).body));
    expect(home).toContain(NAME);
    const reviews = await text("/product-reviews");
    const reviewPath = /href="(\/product-reviews\/[a-z0-9-]+)"/.exec(reviews.body)![1]!;
    const review = names(jsonLd((await text(reviewPath)).body));
    // The built-in content is credited to the team: its name follows the site's.
    expect([...articleNames, ...review]).toContain(`${NAME} editorial team`);
    for (const name of [...articleNames, ...home, ...review]) expect(name).not.toMatch(DEFAULT);
  });

  it("evaluates each module of ours once: nothing Node loaded is also in the server bundle", async () => {
    await text("/");
    const bundled = new Set<string>(
      JSON.parse(fs.readFileSync(path.join(root, "build/server/bundled-modules.json"), "utf8")) as string[],
    );
    const loaded = fs
      .readFileSync(loadedFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((url) => path.relative(root, fileURLToPath(url)).split(path.sep).join("/"));
    expect(loaded).toContain("app/lib/site.ts");
    expect(loaded).toContain("build/server/index.js");
    expect(loaded.filter((file) => bundled.has(file))).toEqual([]);
  });
});
