// The one path by which a move enters a game: authenticate, check the seat, replay, let the
// engine judge, then append the event at the next sequence number. The unique (game, seq) key
// makes a racing second move fail cleanly; a retried client move id returns the first result.
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { prisma, Prisma } from "@/lib/db/client";
import { applyMove, MoveSchema, viewFor, type GameState, type GameView, type Move } from "@/lib/engine";
import { cacheState, loadState } from "./log";

export const MoveRequestSchema = z.object({
  /** The sequence number of the last event the client has seen; the move becomes seq + 1. */
  seq: z.number({ error: "seq must be the number of the last move you have seen" }).int().min(0),
  move: z.record(z.string(), z.unknown(), { error: "move must be an object" }),
  /** Lets a client retry after a lost response without playing the move twice. */
  clientMoveId: z.string().min(1).max(100).optional(),
});

export interface MoveAccepted {
  seq: number;
  view: GameView;
  /** True when this answers a retry of a move that had already landed. */
  duplicate: boolean;
}

export interface Mover {
  id: string;
}

function uniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/** The seat `user` holds at `gameId`, or the right ApiError: 404 no game, 403 not yours, 409 not running. */
export async function seatOf(gameId: string, user: Mover): Promise<number> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { status: true, seats: { where: { userId: user.id }, select: { seat: true } } },
  });
  if (!game) throw new ApiError(404, "not_found", "There is no such game.");
  const seat = game.seats[0]?.seat;
  if (seat === undefined || seat === null) {
    if (game.status === "open" && game.seats.length > 0) {
      throw new ApiError(409, "not_started", "The game has not started yet: it starts when every seat is taken.");
    }
    throw new ApiError(403, "not_your_game", "You do not play in this game.");
  }
  if (game.status === "open") throw new ApiError(409, "not_started", "The game has not started yet: it starts when every seat is taken.");
  if (game.status === "cancelled") throw new ApiError(409, "cancelled", "This game was cancelled.");
  return seat;
}

async function earlierResult(gameId: string, clientMoveId: string, seat: number): Promise<MoveAccepted | null> {
  const event = await prisma.gameEvent.findUnique({
    where: { gameId_clientMoveId: { gameId, clientMoveId } },
    select: { seq: true },
  });
  if (!event) return null;
  const loaded = await loadState(gameId);
  if (!loaded) return null;
  return { seq: event.seq, view: viewFor(loaded.state, seat), duplicate: true };
}

function parseMove(raw: Record<string, unknown>, seat: number): Move {
  if (raw.seat !== undefined && raw.seat !== seat) {
    throw new ApiError(403, "not_your_seat", "You can only move for your own seat.", "move.seat");
  }
  const parsed = MoveSchema.safeParse({ ...raw, seat });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ["move", ...issue.path.map(String)].join(".");
    throw new ApiError(400, "invalid_move", `${field}: ${issue.message}`, field);
  }
  return parsed.data;
}

export async function submitMove(gameId: string, user: Mover, body: unknown): Promise<MoveAccepted> {
  const request = MoveRequestSchema.safeParse(body);
  if (!request.success) {
    const issue = request.error.issues[0];
    const field = issue.path.map(String).join(".") || undefined;
    throw new ApiError(400, "invalid_request", issue.message, field);
  }
  const { seq, clientMoveId } = request.data;
  const seat = await seatOf(gameId, user);
  if (clientMoveId) {
    const earlier = await earlierResult(gameId, clientMoveId, seat);
    if (earlier) return earlier;
  }
  const move = parseMove(request.data.move, seat);

  const loaded = await loadState(gameId);
  if (!loaded) throw new ApiError(409, "not_started", "The game has not started yet.");
  if (seq !== loaded.seq) {
    throw new ApiError(409, "stale", `The game has moved on: the last move is number ${loaded.seq} and you sent ${seq}. Reload to see it.`, "seq");
  }
  const result = applyMove(loaded.state, move);
  if (!result.ok) throw new ApiError(422, result.error.code, result.error.messageToPlayer);

  const next: GameState = result.state;
  const nextSeq = loaded.seq + 1;
  try {
    await prisma.$transaction(async (tx) => {
      await tx.gameEvent.create({
        data: { gameId, seq: nextSeq, type: "move", seat, userId: user.id, payload: { move }, clientMoveId },
      });
      const finished = next.status === "finished";
      await tx.game.update({
        where: { id: gameId },
        data: {
          seq: nextSeq,
          lastMoveAt: new Date(),
          ...(finished ? { status: "finished", finishedAt: new Date() } : {}),
        },
      });
    });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    if (clientMoveId) {
      const earlier = await earlierResult(gameId, clientMoveId, seat);
      if (earlier) return earlier;
    }
    throw new ApiError(409, "stale", "Another move landed first. Reload to see it.", "seq");
  }
  cacheState(gameId, nextSeq, next);
  return { seq: nextSeq, view: viewFor(next, seat), duplicate: false };
}
