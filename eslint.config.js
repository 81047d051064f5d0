import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The dependency rule is stated once, in docs/architecture.md ("The dependency rule").
 * Each part below lists the imports it may not make; a forbidden import fails `npm run lint`
 * (tests/integration/architecture.test.ts proves it). Import cycles are refused by
 * dependency-cruiser, which `npm run lint` runs after ESLint (.dependency-cruiser.mjs).
 */
/** A large share of memory (docs/decisions/009-memory.md): loaded with import() where S3 storage is used, never at start (platform/storage.ts). */
const awsSdkOnDemand = {
  group: ["@aws-sdk/*"],
  allowTypeImports: true,
  message: "Load the AWS SDK with import() when it is used (docs/decisions/009-memory.md); type imports are fine.",
};
/**
 * Libraries a read-only site never uses, each megabytes once loaded (decision 009, "Third pass"): sharp (libvips,
 * ~20 MB) loads with the first image checked (platform/uploads.ts), zxcvbn-ts's dictionaries with the first new
 * password (breached-passwords.server.ts). Tests, scripts and benchmarks may load them.
 */
const loadedWhenUsed = {
  group: ["sharp", "@zxcvbn-ts/*"],
  allowTypeImports: true,
  message: "Load this library with import() where it is used, never at start (docs/decisions/009-memory.md).",
};
const noParentImports = {
  group: ["../*", "../../*", "../../../*"],
  message: "Use the #app/…, #platform/… or #server/… subpath imports.",
};
const noServer = {
  regex: "^#server/",
  message:
    "server/ is the composition (HTTP, chat hub, seeding, CLI): it uses the app, nothing in the app uses it. Move what you need to platform/ or pass it in.",
};
const layers = [
  {
    name: "platform",
    files: ["platform/**/*.ts"],
    forbidden: [
      {
        regex: "^#(app|content|server|tests)/",
        message:
          "platform/ is what the domain uses (database, mail, storage, config, logger…): it imports no app, content or server module.",
      },
    ],
  },
  {
    name: "content",
    files: ["app/content/**/*.ts"],
    forbidden: [
      { regex: "^#app/(?!content/)", message: "Content is data and owns its types: it imports only other content." },
      { regex: "^#(platform|server)/", message: "Content is data and owns its types: it imports only other content." },
    ],
  },
  {
    name: "lib",
    files: ["app/lib/**/*.{ts,tsx}"],
    forbidden: [
      noServer,
      {
        regex: "^#app/(domain|routes|components)/|^#app/(root|entry)",
        message: "app/lib holds small helpers both sides use: it imports no domain, route or component.",
      },
    ],
  },
  {
    name: "domain",
    files: ["app/domain/**/*.{ts,tsx}"],
    forbidden: [
      noServer,
      {
        regex: "^#app/(routes|components)/|^#app/(root|entry)",
        message: "The domain returns typed results; routes and components use it, never the other way round.",
      },
      {
        regex: "^(react-router|@react-router/.*)$|^#app/lib/(toast|forms)(\\.server)?\\.ts$|^@conform-to/",
        message:
          "The domain is framework-free: no responses, redirects, toasts or form replies. Return a typed result; the route turns it into an answer (app/routes, guards in app/routes/guards.server.ts).",
      },
    ],
  },
  {
    name: "components",
    files: ["app/components/**/*.{ts,tsx}"],
    forbidden: [
      noServer,
      {
        regex: "^#app/routes/|^#platform/",
        message: "Components render what routes give them: no route module, no platform (browser code).",
      },
    ],
  },
  { name: "routes", files: ["app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"], forbidden: [noServer] },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "drizzle/",
      "tests/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": ["error", { patterns: [noParentImports, awsSdkOnDemand] }],
    },
  },
  {
    // The running site (app/ and platform/ through their layers below): scripts, benchmarks and tests may load them.
    files: ["server/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [noParentImports, awsSdkOnDemand, loadedWhenUsed] }] },
  },
  // Promises (every one awaited, returned, handled or let go with `void`, none passed where a callback's result
  // is ignored) are type-aware rules, checked by oxlint on TypeScript 7's native checker (.oxlintrc.json).
  // Per part (not its tests, which may reach across to set up what they check).
  ...layers.map((layer) => ({
    name: `layer/${layer.name}`,
    files: layer.files,
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [noParentImports, awsSdkOnDemand, loadedWhenUsed, ...layer.forbidden] },
      ],
    },
  })),
  {
    // The browser build leaves out an app module whose exports a page does not use (vite.config.ts, issue 62):
    // a module imported only for what it does when loaded would be left out too.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[specifiers.length=0][source.value!=/\\.css$/]",
          message:
            "No import for its effect alone under app/: the browser build drops modules whose exports go unused.",
        },
      ],
    },
  },
  {
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { sourceType: "module", globals: { process: "readonly", console: "readonly" } },
  },
  {
    // Browser modules served as they are (public/search-suggest.js).
    files: ["public/**/*.js"],
    languageOptions: {
      sourceType: "module",
      globals: Object.fromEntries(
        [
          "window",
          "document",
          "fetch",
          "AbortController",
          "HTMLElement",
          "HTMLInputElement",
          "Element",
          "clearTimeout",
        ].map((name) => [name, "readonly"]),
      ),
    },
  },
);
