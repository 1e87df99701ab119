// Transactions of the game paths: how long they may wait for a connection, and how their
// failures read (a lost race on a unique key; a database too busy to start one).
import { ApiError } from "@/lib/api/errors";
import { Prisma } from "@/lib/db/client";

/**
 * Under load a transaction may wait for a pooled connection: wait (up to 10 s) rather than fail
 * after Prisma's default 2 s. lib/games/http.ts turns a wait that still times out into a 503.
 */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/** A unique-key violation: P2002 from model queries, P2010 + SQLSTATE 23505 from raw ones. */
export function uniqueViolation(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return false;
  if (error.code === "P2002") return true;
  const cause = (error.meta as { driverAdapterError?: { cause?: { originalCode?: string } } } | undefined)?.driverAdapterError?.cause;
  return error.code === "P2010" && cause?.originalCode === "23505";
}

/** Prisma could not get a connection or start a transaction in time: the server is overloaded. */
export function busy(error: unknown): ApiError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  if (error.code !== "P2028" && error.code !== "P2024") return null;
  return new ApiError(503, "busy", "The server is too busy to take this right now. Please try again in a moment.");
}
