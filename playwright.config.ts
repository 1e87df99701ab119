import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/chromium";

// The browser tests run against a production build served by scripts/start.ts in throw-away
// mode: its own embedded PostgreSQL and mail sink under .data/e2e-<port>, removed on exit.
// Tests read mail from the sink's files (E2E_MAIL_DIR), never over HTTP, and the database's
// state from services.json there (E2E_DATA_DIR). E2E_BASE_URL=http://localhost:3000 runs the
// tests against `npm run dev` started by you instead (its mail is in .data/mail).
const port = Number(process.env.E2E_PORT || 3100);
const external = process.env.E2E_BASE_URL;
const baseURL = external || `http://localhost:${port}`;
// Set here so the test processes (which load this file too) see the same folders.
process.env.E2E_DATA_DIR ||= path.resolve(external ? ".data" : `.data/e2e-${port}`);
process.env.E2E_MAIL_DIR ||= path.join(process.env.E2E_DATA_DIR, "mail");

export default defineConfig({
  testDir: "tests/browser",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? "list" : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          // `npm test` sets CHROMIUM_PATH to the Chromium scripts/chromium.ts found (CHROMIUM_PATH,
          // the system's, or the one inside @sparticuz/chromium): never Playwright's own download.
          executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
        },
      },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: "npm run build && node --import tsx scripts/start.ts",
        url: `${baseURL}/signin`,
        // A loaded CI machine may take minutes to build and start; the timeout only bounds a hang
        // (E2E_SERVER_TIMEOUT_MS gives it longer still).
        timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS || 600_000),
        reuseExistingServer: false,
        stdout: "pipe",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
        env: {
          NEVA_THROWAWAY: "1",
          NEVA_DATA_DIR: process.env.E2E_DATA_DIR,
          // Its own build folder per port, so two runs on one machine (E2E_PORT) never share one.
          NEVA_DIST_DIR: port === 3100 ? ".next-e2e" : `.next-e2e-${port}`,
          NEXT_TELEMETRY_DISABLED: "1",
          PORT: String(port),
          AUTH_URL: baseURL,
          // Empty values make scripts/start.ts start its own services even when the shell has real ones.
          DATABASE_URL: "",
          SMTP_URL: "",
          AUTH_SECRET: "",
          MAIL_FROM: "Neva <neva@localhost>",
          // The mail worker sends "your turn" at once, so tests/browser/notifications.spec.ts need not wait 2 minutes.
          TURN_MAIL_DELAY_SECONDS: "0",
          MAIL_POLL_SECONDS: "1",
          // Every test browser signs in from the same address (localhost): the per-client limit
          // would otherwise count the whole suite as one visitor. Per-address limits stay as shipped.
          RATE_LIMIT_SIGNIN_CLIENT: "100000/3600",
          // The pseudo-locale en-XA (lib/i18n/pseudo.ts), chosen by cookie in tests/browser/i18n.spec.ts.
          NEVA_PSEUDO_LOCALE: "1",
        },
      },
});
