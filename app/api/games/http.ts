// Shared by the JSON routes under app/api/games: who is asking, the route's game id, the body,
// and a database too busy to answer.
import { requireApiUser, type SessionUser } from "@/lib/auth";
import { Prisma } from "@/lib/db/client";
import { ApiError, jsonRoute } from "@/lib/api/errors";
import { controlCharacterPath, isRecordId } from "@/lib/api/input";
import { notJson } from "@/lib/api/request-guard";

/** Prisma could not get a connection or start a transaction in time: the server is overloaded. */
export function busy(error: unknown): ApiError | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return null;
  if (error.code !== "P2028" && error.code !== "P2024") return null;
  return new ApiError(503, "busy", "The server is too busy to take this right now. Please try again in a moment.");
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

/** Move and lobby bodies are a few hundred bytes; anything near this is not a real request. */
export const MAX_BODY_BYTES = 16 * 1024;

/**
 * The JSON body, read up to `limit` bytes: 415 unless sent as application/json (a cross-site
 * form posts text/plain), 413 beyond the limit, 400 when it is not JSON or a string in it holds a
 * control character (PostgreSQL refuses NUL in text).
 */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const refused = notJson(request);
  if (refused) throw new ApiError(refused.status, refused.code, refused.message, refused.field);
  const tooLarge = () => new ApiError(413, "too_large", `The request body must be at most ${limit} bytes.`);
  if (Number(request.headers.get("content-length")) > limit) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const text = new TextDecoder().decode(Buffer.concat(chunks));
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, "invalid_json", "The request body must be valid JSON.");
  }
  const field = controlCharacterPath(body);
  if (field !== null) throw new ApiError(400, "invalid_request", `${field} must not contain control characters.`, field);
  return body;
}

/** A signed-in user who has picked a display name (needed to sit at a table), else 401/403. */
export async function requireApiPlayer(): Promise<SessionUser & { displayName: string }> {
  const user = await requireApiUser();
  if (!user.displayName) {
    throw new ApiError(403, "needs_display_name", "Pick a display name before you join a table.");
  }
  return user as SessionUser & { displayName: string };
}

/** The route's game id; 404 when it cannot be one of ours (junk, NUL bytes, huge). */
export async function gameIdOf(context: GameRouteContext): Promise<string> {
  const { id } = await context.params;
  if (!isRecordId(id)) throw new ApiError(404, "not_found", "There is no such game.");
  return id;
}

/** `after` of GET /api/games/{id}/events: a non-negative integer; 0 (every move) when absent. */
export function parseAfter(url: string): number {
  const raw = new URL(url).searchParams.get("after");
  if (raw === null) return 0;
  if (!/^\d+$/.test(raw)) {
    throw new ApiError(400, "invalid_request", "after must be a non-negative integer: the number of the last move you have seen.", "after");
  }
  // Sequence numbers are 32-bit in the database; anything larger simply has no moves after it.
  return Math.min(Number(raw), 2 ** 31 - 1);
}
