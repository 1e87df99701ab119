import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/client";
import { namedStatements } from "./pooler";
import { statementName } from "./prepared";

export { Prisma, GameStatus } from "./generated/client";
export type { User, Game, GameSeat, GameEvent } from "./generated/client";

function createClient() {
  // Creating the client does not connect, so `next build` works without a database.
  // The adapter's type asks for a name for every query; pg sends a query without one unnamed.
  // Behind a transaction pool (DATABASE_POOLER=transaction, lib/db/pooler.ts) nothing is named:
  // the next transaction may run on a server connection that never saw the name.
  const statementNameGenerator = statementName as (query: { sql: string }) => string;
  const options = namedStatements() ? { statementNameGenerator } : {};
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL }, options) });
}

// Dev hot reload re-evaluates modules; reusing one client avoids exhausting connections.
const cache = globalThis as unknown as { __nevaPrisma?: ReturnType<typeof createClient> };

export const prisma = cache.__nevaPrisma ?? createClient();
if (process.env.NODE_ENV !== "production") cache.__nevaPrisma = prisma;
