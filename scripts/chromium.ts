// Which Chromium the browser tests and the click benchmark drive. Playwright's own browser
// download is never used (these machines, and many CI runners, cannot reach it), so:
//   1. CHROMIUM_PATH, when set (any Chromium build you like);
//   2. the system's Chromium (Debian/Ubuntu `/usr/bin/chromium`, or `chromium-browser`), when present;
//   3. the Chromium shipped inside the npm package @sparticuz/chromium (a devDependency: its binary
//      is in the package itself, brotli-compressed, and is unpacked into the temp folder on first
//      use; no download from anywhere but the npm registry at `npm install`).
// The packaged build is for Linux x64 (and arm64); elsewhere set CHROMIUM_PATH.
import { accessSync, constants } from "node:fs";

export type ChromiumChoice = { path: string; source: "CHROMIUM_PATH" | "system" | "@sparticuz/chromium" };

const SYSTEM_PATHS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The flags every launch passes: no sandbox (tests run as root in containers), no GPU, and no calls home. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export async function findChromium(): Promise<ChromiumChoice | { error: string }> {
  const chosen = process.env.CHROMIUM_PATH;
  if (chosen) return executable(chosen) ? { path: chosen, source: "CHROMIUM_PATH" } : { error: `CHROMIUM_PATH=${chosen} is not an executable file.` };
  const system = SYSTEM_PATHS.find(executable);
  if (system) return { path: system, source: "system" };
  if (process.platform !== "linux") {
    return { error: `No Chromium found: the packaged one (@sparticuz/chromium) runs on Linux only. Set CHROMIUM_PATH to a Chromium or Chrome on this ${process.platform} machine.` };
  }
  try {
    const packaged = (await import("@sparticuz/chromium")).default;
    const path = await packaged.executablePath();
    if (path && executable(path)) return { path, source: "@sparticuz/chromium" };
    return { error: `@sparticuz/chromium unpacked no executable (got ${path}).` };
  } catch (error) {
    return { error: `@sparticuz/chromium could not unpack its Chromium: ${(error as Error).message}` };
  }
}
