import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    environment: "node",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/setup/database.ts"],
    setupFiles: ["tests/setup/env.ts"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // next-auth imports "next/server" without the ".js" Node's ESM resolver needs; Vite resolves it
    // (tests/security/http.test.ts calls the real Auth.js route).
    server: { deps: { inline: ["next-auth"] } },
  },
});
