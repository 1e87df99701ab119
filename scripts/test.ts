// `npm test`: every vitest test, then the browser tests in Chromium. Playwright cannot download its
// own browser on these machines, so the browser tests drive an installed Chromium (Debian's
// `/usr/bin/chromium`, or CHROMIUM_PATH). Where there is none, the run says how to get one and fails
// rather than pass with the browser tests silently left out; NEVA_SKIP_BROWSER_TESTS=1 leaves them
// out on purpose (and says so).
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function hasChromium(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const vitest = run(process.execPath, ["node_modules/vitest/vitest.mjs", "run"]);
if (vitest !== 0) process.exit(vitest);

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (process.env.NEVA_SKIP_BROWSER_TESTS === "1") {
  console.log("Browser tests skipped (NEVA_SKIP_BROWSER_TESTS=1): only the vitest tests above ran.");
  process.exit(0);
}
if (!hasChromium(chromium)) {
  console.error(
    `The browser tests need Chromium and there is none at ${chromium}: install Debian's (sudo apt-get install -y chromium), ` +
      "or point CHROMIUM_PATH at another Chromium, then run npm test again (NEVA_SKIP_BROWSER_TESTS=1 npm test runs the rest only).",
  );
  process.exit(1);
}
process.exit(run(process.execPath, ["node_modules/@playwright/test/cli.js", "test"]));
