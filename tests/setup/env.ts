import { inject } from "vitest";

// Runs before each test file's imports, so `@/lib/db/client` connects to the test database.
process.env.DATABASE_URL = inject("databaseUrl");
// Wires the subscribers of game changes (mail notices, result summaries) as every entry point of
// the app does; imported here, after DATABASE_URL is set, so no test can forget it.
await import("@/lib/services");

// Issue 39: the tests' own VAPID keys (push is signed with them), generated once per run.
if (!process.env.VAPID_PUBLIC_KEY || !process.env.VAPID_PRIVATE_KEY) {
  const { generateVAPIDKeys } = (await import("web-push")).default;
  const keys = generateVAPIDKeys();
  process.env.VAPID_PUBLIC_KEY = keys.publicKey;
  process.env.VAPID_PRIVATE_KEY = keys.privateKey;
}
