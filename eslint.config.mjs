// ESLint (flat config; `npm run lint`, and `npm test` runs it first with --max-warnings=0).
// Next 16 has no `next lint`: eslint-config-next ships flat configs to spread here.
// - core-web-vitals: Next's rules (core web vitals ones as errors), React, React Hooks (with the
//   React Compiler rules of eslint-plugin-react-hooks 7), jsx-a11y's few checks, import.
// - typescript: typescript-eslint's `recommended` (not the type-checked or stylistic sets).
// A rule switched off below says why; nothing is switched off only to make the lint pass.
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    // Generated: the Prisma client, the catalogue builder's output (scripts/build-catalogue.ts).
    "lib/db/generated/**",
    "**/*.generated.ts",
    // Build output and local state.
    ".next/**",
    ".next-*/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
  {
    rules: {
      // The codebase's idiom for "this one is left out on purpose": `const { seat: _seat, ...move } =
      // pick(state)` drops a key by destructuring, and an unused parameter a signature requires is
      // named `_state`. The rule still reports any other unused variable, import or parameter.
      "@typescript-eslint/no-unused-vars": [
        "warn",
        {
          args: "after-used",
          argsIgnorePattern: "^_",
          varsIgnorePattern: "^_",
          caughtErrorsIgnorePattern: "^_",
          destructuredArrayIgnorePattern: "^_",
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // The rules layer (docs/layers.md) is pure TypeScript with no React: its `use(seat, effect)`
    // (a card's use, lib/engine/cards) is not React 19's `use` hook, which is all the rule sees.
    files: ["lib/engine/**", "lib/bots/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // A .ts file has no JSX: it builds elements with createElement, and React's types check the
    // props object alone, so a component whose props require `children` (NextIntlClientProvider)
    // only type-checks with `children` in the props. The rule is for .tsx and JSX.
    files: ["**/*.ts"],
    rules: { "react/no-children-prop": "off" },
  },
  {
    linterOptions: {
      // A stale `eslint-disable` comment is a warning, so it fails the gate like any other.
      reportUnusedDisableDirectives: "warn",
    },
  },
]);
