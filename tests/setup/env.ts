import { inject } from "vitest";

// Runs before each test file's imports, so `@/lib/db/client` connects to the test database.
process.env.DATABASE_URL = inject("databaseUrl");
