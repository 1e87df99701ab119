// `npm test`: the lint (ESLint, not one warning allowed), every vitest test, then the browser tests
// in Chromium. Playwright cannot download its own browser on these machines; scripts/chromium.ts
// picks CHROMIUM_PATH, else the system's Chromium, else the one shipped inside the npm package
// @sparticuz/chromium, so a fresh machine with only Node runs everything. NEVA_SKIP_BROWSER_TESTS=1 leaves the browser tests out on purpose (and says so).
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium";

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

// The same command as `npm run lint` (package.json); its cache lives in node_modules/.cache/eslint.
const lint = run(process.execPath, ["node_modules/eslint/bin/eslint.js", "--max-warnings=0", "--cache", "--cache-location", "node_modules/.cache/eslint/", "."]);
if (lint !== 0) {
  console.error("The lint failed (npm run lint shows it again): fix every error and warning before the tests run.");
  process.exit(lint);
}

const vitest = run(process.execPath, ["node_modules/vitest/vitest.mjs", "run"]);
if (vitest !== 0) process.exit(vitest);

if (process.env.NEVA_SKIP_BROWSER_TESTS === "1") {
  console.log("Browser tests skipped (NEVA_SKIP_BROWSER_TESTS=1): only the vitest tests above ran.");
  process.exit(0);
}
const chromium = await findChromium();
if ("error" in chromium) {
  console.error(`The browser tests need a Chromium: ${chromium.error} (NEVA_SKIP_BROWSER_TESTS=1 npm test runs the rest only).`);
  process.exit(1);
}
console.log(`Browser tests in Chromium from ${chromium.source}: ${chromium.path}`);
process.exit(run(process.execPath, ["node_modules/@playwright/test/cli.js", "test"], { ...process.env, CHROMIUM_PATH: chromium.path }));
