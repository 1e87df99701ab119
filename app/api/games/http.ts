// Shared by the JSON routes under app/api/games: who is asking, the route's game id, and a
// database too busy to answer (the body is read by lib/api/json-body.ts).
import { requireApiMember, type SessionUser } from "@/lib/auth";
import { Prisma } from "@/lib/db/client";
import { DomainError } from "@/lib/errors";
import { jsonRoute } from "@/lib/api/route";
import { isRecordId } from "@/lib/input";

/** Prisma could not get a connection or start a transaction in time: the server is overloaded. */
export function busy(error: unknown): DomainError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  if (error.code !== "P2028" && error.code !== "P2024") return null;
  return new DomainError("busy", "busy");
}

export type GameRouteContext = { params: Promise<{ id: string }> };

/**
 * jsonRoute (errors as JSON) plus one translation: a database too busy to start a transaction
 * answers 503 "busy" with Retry-After instead of a bare 500.
 */
export function gameRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  const route = jsonRoute<C>(async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      throw busy(error) ?? error;
    }
  });
  return async (request: Request, context: C): Promise<Response> => {
    const response = await route(request, context);
    if (response.status === 503) response.headers.set("retry-after", "1");
    return response;
  };
}

/**
 * A signed-in member who has picked a display name (needed to sit at a table with people), else
 * 401/403; a guest (issue 38) is refused here: it starts practice tables by POST /api/practice.
 */
export async function requireApiPlayer(): Promise<SessionUser & { displayName: string }> {
  const user = await requireApiMember();
  if (!user.displayName) {
    throw new DomainError("needs_display_name", "needsDisplayName");
  }
  return user as SessionUser & { displayName: string };
}

/** The route's game id; 404 when it cannot be one of ours (junk, NUL bytes, huge). */
export async function gameIdOf(context: GameRouteContext): Promise<string> {
  const { id } = await context.params;
  if (!isRecordId(id)) throw new DomainError("not_found", "noSuchGame");
  return id;
}

/** `after` of GET /api/games/{id}/events: a non-negative integer; 0 (every move) when absent. */
export function parseAfter(url: string): number {
  const raw = new URL(url).searchParams.get("after");
  if (raw === null) return 0;
  if (!/^\d+$/.test(raw)) {
    throw new DomainError("invalid_request", "afterNotInteger", {}, { field: "after" });
  }
  // Sequence numbers are 32-bit in the database; anything larger simply has no moves after it.
  return Math.min(Number(raw), 2 ** 31 - 1);
}
