// The hot statements of a move, sent as named (prepared) statements: PostgreSQL parses each once
// per connection and, after a few runs, keeps one generic plan, instead of parsing and planning
// the text again on every move. Planning was most of a move's statement time (issue 19: EXPLAIN
// ANALYZE of the append statement: 0.8 ms planning against 0.5 ms execution). Only the statements
// marked here are named: each name is a plan a connection keeps for its life, so queries whose
// text varies without bound (Prisma's IN lists) stay unnamed. Behind a pooler in transaction mode
// without protocol-level prepared statements (PgBouncer before 1.21, or without
// max_prepared_statements) set DATABASE_POOLER=transaction: lib/db/client.ts then names nothing
// (lib/db/pooler.ts).
import { createHash } from "node:crypto";
import { Prisma } from "./generated/client";

const MARK = "/* prepared */";

/** `statement`, marked to be sent as a named statement (see statementName). */
export function prepared(statement: Prisma.Sql): Prisma.Sql {
  return Prisma.join([Prisma.raw(MARK), statement], " ");
}

/**
 * The name of a marked statement (a hash of its text: the same text, the same name, in every
 * process), or undefined for every other query. Given to the pg adapter (lib/db/client.ts).
 */
export function statementName(query: { sql: string }): string | undefined {
  if (!query.sql.startsWith(MARK)) return undefined;
  return `neva_${createHash("sha1").update(query.sql).digest("hex").slice(0, 24)}`;
}
