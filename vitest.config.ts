import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/database.ts"],
    setupFiles: ["tests/setup/env.ts"],
    // A test in which no expect ran fails (as if each began with expect.hasAssertions()): a test
    // that cannot fail is a defect. fast-check's properties count only through the expects they call.
    expect: { requireAssertions: true },
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // next-auth imports "next/server" without the ".js" Node's ESM resolver needs; Vite resolves it
    // (tests/security/http.test.ts calls the real Auth.js route).
    server: { deps: { inline: ["next-auth"] } },
  },
});
