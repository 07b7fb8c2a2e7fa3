// `npm run lint` (run first by `npm test`): the recommended rules of ESLint, typescript-eslint, React's hooks and
// jsx-a11y, and the import boundaries between the folders (scripts/import-boundaries.test.ts proves they bite).
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  {
    ignores: [
      "build/",
      ".react-router/",
      "test-results/",
      "playwright-report/",
      "bench/runs/",
      "outbox/",
      "data/",
      "shared/i18n/paraglide/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // `const { omitted: _, ...rest } = value` is how the code drops a field from a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // One import style: a module of this project by its relative path, which every tool that reads the code (Vite,
      // Vitest, tsx, esbuild, ESLint) resolves without an alias of its own.
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^[~@]/", message: "Import a module of this project by its relative path." }] },
      ],
    },
  },
  // React lives in app/ only: the hooks and accessibility rules read its components.
  {
    files: ["app/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["app/features/enquiry/*-schema.ts"],
    rules: {
      // A form pattern doubles as an HTML `pattern`, which the browser compiles with the `v` flag: a hyphen in a class needs its escape.
      "no-useless-escape": ["error", { allowRegexCharacters: ["-"] }],
    },
  },
  {
    files: ["app/components/ui/drawer.tsx"],
    rules: {
      // The close button is the popover's autofocus delegate: focused when the visitor opens the menu, never on page load.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    files: ["tests/e2e/**/*.ts"],
    rules: {
      // Playwright reads a test's fixtures from its first parameter, which must be a pattern even when it takes none: `({}, testInfo)`.
      "no-empty-pattern": ["error", { allowObjectPatternsAsParameters: true }],
    },
  },
  // Which folder may import which (eslint-plugin-boundaries). Inside app/ imports run one way, each layer taking from
  // itself and the layers before it: shared → config → content → lib → features → components → routes. The server,
  // the build scripts and the tests have rules of their own, and test helpers are for tests only. A policy further
  // down the list wins over one above it.
  {
    plugins: { boundaries },
    settings: {
      "import/resolver": { [`${import.meta.dirname}/scripts/eslint-import-resolver.js`]: {} },
      "boundaries/root-path": import.meta.dirname,
      "boundaries/dependency-nodes": ["import", "dynamic-import", "export"],
      "boundaries/elements": [
        { type: "shared", pattern: "shared", partialMatch: false },
        { type: "config", pattern: "app/config", partialMatch: false },
        { type: "content", pattern: "app/content", partialMatch: false },
        { type: "lib", pattern: "app/lib", partialMatch: false },
        { type: "feature", pattern: "app/features/*", capture: ["feature"], partialMatch: false },
        { type: "components", pattern: "app/components", partialMatch: false },
        { type: "routes", pattern: "app/routes", partialMatch: false },
        { type: "bootstrap", pattern: "app/bootstrap", partialMatch: false },
        // root.tsx, routes.ts, entry.server.tsx: the app as React Router assembles it.
        { type: "app", pattern: "app", partialMatch: false },
        { type: "server", pattern: "server", partialMatch: false },
        { type: "scripts", pattern: "scripts", partialMatch: false },
        { type: "editor", pattern: "editor", partialMatch: false },
        { type: "e2e", pattern: "tests", partialMatch: false },
      ],
      "boundaries/files": [
        { category: "unit-test", pattern: "**/*.test.{ts,tsx}" },
        { category: "test-support", pattern: ["server/testing/**", "**/*-test-utils.tsx"] },
        // The benches and the lab measures of scripts/page-bench.ts.
        { category: "bench", pattern: ["scripts/*-bench.ts", "scripts/lab/*.ts"] },
        // vite.config.ts, react-router.config.ts, playwright.config.ts, vitest.config.ts and this file.
        { category: "tool-config", pattern: "*.{ts,js}" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          checkInternals: true,
          policies: [
            { from: { element: { type: "shared" } }, allow: { to: { element: { type: "shared" } } } },
            { from: { element: { type: "config" } }, allow: { to: { element: { type: ["shared", "config"] } } } },
            {
              from: { element: { type: "content" } },
              allow: { to: { element: { type: ["shared", "config", "content"] } } },
            },
            {
              from: { element: { type: "lib" } },
              allow: { to: { element: { type: ["shared", "config", "content", "lib"] } } },
            },
            {
              // A feature takes from the layers before it and from itself, never from another feature.
              from: { element: { type: "feature" } },
              allow: {
                to: [
                  { element: { type: ["shared", "config", "content", "lib"] } },
                  { element: { type: "feature", captured: { feature: "{{ from.element.captured.feature }}" } } },
                ],
              },
            },
            {
              from: { element: { type: "components" } },
              allow: { to: { element: { type: ["shared", "config", "content", "lib", "feature", "components"] } } },
            },
            {
              from: { element: { type: ["routes", "app"] } },
              allow: {
                to: {
                  element: { type: ["shared", "config", "content", "lib", "feature", "components", "routes", "app"] },
                },
              },
            },
            {
              // The page's script is compiled on its own and inlined in every page: it stands alone, free of React,
              // but for the description of the islands it loads, which it shares with them, and the visitor's motion
              // preference, which the islands ask too.
              from: { element: { type: "bootstrap" } },
              allow: {
                to: [
                  { element: { type: "bootstrap" } },
                  { element: { type: "lib", fileInternalPath: "island-data.ts" } },
                  { element: { type: "lib", fileInternalPath: "motion.ts" } },
                ],
              },
            },
            {
              // The server reaches a feature through its `.server.ts` module only, and of the rest of app/ only the
              // route paths (app/config/paths.ts), so a path it names is the one the site serves.
              from: { element: { type: "server" } },
              allow: {
                to: [
                  { element: { type: ["server", "shared"] } },
                  { element: { type: "feature", fileInternalPath: "*.server.ts" } },
                  { element: { type: "config", fileInternalPath: "paths.ts" } },
                  // The editor's production routes (GitHub mode), and nothing else of the editor.
                  { element: { type: "editor", fileInternalPath: "server-routes.ts" } },
                ],
              },
            },
            {
              // The build scripts read the content and the bootstrap, and of the server only the settings a build
              // is made with (which the server reads back), never the running server.
              from: { element: { type: "scripts" } },
              allow: {
                to: [
                  { element: { type: ["scripts", "shared", "config", "content", "lib", "bootstrap"] } },
                  { element: { type: "server", fileInternalPath: "build-settings.ts" } },
                ],
              },
            },
            {
              // The content editor (Keystatic) reads the content's registry and schemas, as the build scripts do.
              from: { element: { type: "editor" } },
              allow: { to: { element: { type: ["editor", "shared", "config", "content"] } } },
            },
            {
              from: { file: { categories: "tool-config" } },
              allow: {
                to: { element: { type: ["scripts", "shared", "config", "content", "lib", "server", "editor"] } },
              },
            },
            {
              from: { element: { type: "e2e" } },
              allow: { to: { element: { type: ["e2e", "shared", "config", "content", "lib"] } } },
            },
            {
              // A unit test may import whatever it tests, and the browser tests' code is nobody's.
              from: { file: { categories: "unit-test" } },
              allow: { to: { element: { type: "*" } } },
              disallow: { to: { element: { type: "e2e" } } },
            },
            // Test helpers (the SMTP server, fixtures, the forms' test set-up) are for tests and the relay benchmark.
            { disallow: { to: { file: { categories: "test-support" } } } },
            {
              from: [{ file: { categories: ["unit-test", "test-support", "bench"] } }, { element: { type: "e2e" } }],
              allow: { to: { file: { categories: "test-support" } } },
            },
          ],
        },
      ],
    },
  },
);
