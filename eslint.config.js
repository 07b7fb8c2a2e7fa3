// `npm run lint` (run first by `npm test`): the recommended rules of ESLint, typescript-eslint, React's hooks and
// jsx-a11y.
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "test-results/", "playwright-report/", "bench/runs/", "outbox/", "data/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // `const { omitted: _, ...rest } = value` is how the code drops a field from a copy.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
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
);
