// Transactions of the game paths: how long they may wait for a connection, and how a lost race
// on a unique key reads.
import { Prisma } from "@/lib/db/client";

/**
 * Under load a transaction may wait for a pooled connection: wait (up to 10 s) rather than fail
 * after Prisma's default 2 s. app/api/games/http.ts turns a wait that still times out into a 503.
 */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** A unique-key violation: P2002 from model queries, P2010 + SQLSTATE 23505 from raw ones. */
export function uniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && cause?.originalCode === "23505";
}
