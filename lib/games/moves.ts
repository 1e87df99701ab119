// The one path by which a move enters a game: authenticate, check the seat, replay, let the
// engine judge, then append the event at the next sequence number. The unique (game, seq) key
// makes a racing second move fail cleanly; a retried client move id returns the first result.
import { z } from "zod";
import { DomainError, ruleRefusal } from "@/lib/errors";
import { Prisma, prisma } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { applyMove, MAX_PLAYERS, MoveSchema, viewFor, type GameState, type GameView, type Move } from "@/lib/engine";
import { badRequest } from "./issues";
import { appendEvent } from "./append";
import { uniqueViolation } from "./tx";
import { cached as cachedEntry, stateAfter } from "./current";
import { loadEvents, replaySteps, type LoggedEvent, type LogStep } from "./log";
import { tableUpdate, type TableUpdate } from "./table";

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
  /** The mover's legal moves, prices and the move's log lines: with `view`, the whole new table. */
  table: TableUpdate;
  /** True when this answers a retry of a move that had already landed. */
  duplicate: boolean;
}

/**
 * Who moves: a user already known, or (the move route) their id as an SQL expression that checks
 * the session itself, NULL without a valid one (lib/auth/session-sql.ts builds it: lib/games
 * knows nothing of sessions).
 */
export type Mover = { id: string } | { userSql: Prisma.Sql };


interface EarlierEvent {
  seq: number;
  seat: number | null;
}

/**
 * The seat `user` holds at `gameId`, or the right DomainError: 404 no game, 403 not yours,
 * 409 not started or cancelled. A finished game still answers with the seat (moves then get
 * the engine's "the game is over"). With `clientMoveId`, also the event that id already made.
 * Also the game's current state (null before it starts), from the events the cache lacks.
 */
export async function seatOf(
  gameId: string,
  user: Mover,
  clientMoveId?: string,
): Promise<{
  /** The mover's user id (read from the session row when `user` is a session). */
  userId: string;
  seat: number;
  earlier: EarlierEvent | null;
  loaded: { seq: number; state: GameState } | null;
  /** The game's move time limit in days (null: none), for the append. */
  moveTimeLimitDays: number | null;
  /** Issue 22: who plays the seat instead of its player ("bot", "pass"), and whether they resigned. */
  playedBy: string | null;
  resigned: boolean;
}> {
  // One statement: who the session is (when `user` is one: 401 otherwise, before anything about the
  // game is said), the game's status, this user's seat (at most one: unique (game, user)), the
  // event of a retried client move id (at most one: unique (game, client move id)), and the log's
  // events after the cached state (issues 13 and 19: one round trip per statement saved).
  const cached = cachedEntry(gameId);
  const me = "id" in user ? Prisma.sql`${user.id}::text` : user.userSql;
  const rows = await prisma.$queryRaw<
    {
      userId: string | null;
      status: string | null;
      seated: boolean;
      seat: number | null;
      earlierSeq: number | null;
      earlierSeat: number | null;
      moveTimeLimitDays: number | null;
      playedBy: string | null;
      resigned: boolean;
      events: LoggedEvent[];
    }[]
  >(prepared(Prisma.sql`
    SELECT me.id AS "userId", g.status::text AS status, s.id IS NOT NULL AS seated, s.seat, e.seq AS "earlierSeq", e.seat AS "earlierSeat",
      g.move_time_limit_days AS "moveTimeLimitDays", s.played_by AS "playedBy", s.resigned_at IS NOT NULL AS resigned,
      (SELECT coalesce(json_agg(json_build_object('seq', l.seq, 'type', l.type, 'payload', l.payload) ORDER BY l.seq), '[]'::json)
        FROM game_events l WHERE l.game_id = g.id AND l.seq > ${cached?.seq ?? -1}) AS events
    FROM (SELECT ${me} AS id) me
    LEFT JOIN games g ON g.id = ${gameId}
    LEFT JOIN game_seats s ON s.game_id = g.id AND s.user_id = me.id
    LEFT JOIN game_events e ON e.game_id = g.id AND e.client_move_id = ${clientMoveId ?? null}`));
  const game = rows[0];
  if (!game?.userId) throw new DomainError("unauthenticated", "unauthenticated");
  if (!game.status) throw new DomainError("not_found", "noSuchGame");
  if (!game.seated) throw new DomainError("not_your_game", "notYourGame");
  if (game.status === "open") throw new DomainError("not_started", "notStarted");
  if (game.status === "cancelled") throw new DomainError("cancelled", "cancelled");
  if (game.seat === null) throw new DomainError("not_your_game", "notYourGame");
  const earlier = game.earlierSeq === null ? null : { seq: game.earlierSeq, seat: game.earlierSeat };
  return {
    userId: game.userId,
    seat: game.seat,
    earlier,
    loaded: stateAfter(gameId, cached, game.events),
    moveTimeLimitDays: game.moveTimeLimitDays,
    playedBy: game.playedBy,
    resigned: !!game.resigned,
  };
}

/** The bot stops playing `userId`'s seat at `gameId` (never a resigned seat: that is for good). */
export async function takeSeatBack(gameId: string, userId: string): Promise<void> {
  await prisma.$executeRaw`UPDATE game_seats SET played_by = NULL
    WHERE game_id = ${gameId} AND user_id = ${userId} AND played_by = 'bot' AND resigned_at IS NULL`;
}

/** The answer a move with this client move id got the first time (its event is `event`). */
async function answerAgain(gameId: string, event: EarlierEvent, seat: number): Promise<MoveAccepted | null> {
  if (event.seat !== seat) {
    throw new DomainError("client_move_id_taken", "clientMoveIdTaken", {}, { field: "clientMoveId" });
  }
  // The table just after that move, as the first response carried it (not the game as it is now).
  let last: LogStep | undefined;
  for (const step of replaySteps(await loadEvents(gameId, -1, event.seq))) last = step;
  if (!last || last.event.seq !== event.seq) return null;
  return { seq: event.seq, view: viewFor(last.after, seat), table: tableUpdate(last, seat), duplicate: true };
}

/** The answer a move with this client move id got the first time, or null if none landed. */
async function earlierResult(gameId: string, clientMoveId: string, seat: number): Promise<MoveAccepted | null> {
  const event = await prisma.gameEvent.findUnique({
    where: { gameId_clientMoveId: { gameId, clientMoveId } },
    select: { seq: true, seat: true },
  });
  return event ? answerAgain(gameId, event, seat) : null;
}

const SeatField = z.number().int().min(0).max(MAX_PLAYERS - 1);

function parseMove(raw: Record<string, unknown>, seat: number): Move {
  if (raw.seat !== undefined) {
    const given = SeatField.safeParse(raw.seat);
    if (!given.success) throw badRequest(given.error, "invalid_move", "move.seat");
    if (given.data !== seat) throw new DomainError("not_your_seat", "notYourSeat", {}, { field: "move.seat" });
  }
  const parsed = MoveSchema.safeParse({ ...raw, seat });
  if (!parsed.success) throw badRequest(parsed.error, "invalid_move", "move");
  return parsed.data;
}

/** Checks the shape of a move request body without touching the database (400 on failure). */
export function parseMoveRequest(body: unknown): z.infer<typeof MoveRequestSchema> {
  const request = MoveRequestSchema.safeParse(body);
  if (!request.success) throw badRequest(request.error, "invalid_request");
  return request.data;
}

export async function submitMove(gameId: string, user: Mover, body: unknown): Promise<MoveAccepted> {
  const { seq, clientMoveId, move: rawMove } = parseMoveRequest(body);
  const { userId, seat, earlier, loaded, moveTimeLimitDays, playedBy, resigned } = await seatOf(gameId, user, clientMoveId);
  if (earlier) {
    const again = await answerAgain(gameId, earlier, seat);
    if (again) return again;
  }
  const move = parseMove(rawMove, seat);
  if (resigned) throw new DomainError("resigned", "resignedNoMoves");
  // Issue 22: the player's own move takes their seat back from the bot at once, whether or not
  // this move lands (a bot move racing it may take the sequence number first).
  if (playedBy === "bot") await takeSeatBack(gameId, userId);

  if (!loaded) throw new DomainError("not_started", "notStarted");
  if (seq !== loaded.seq) {
    // A retry that raced its own first attempt: that attempt may have landed since we looked.
    if (clientMoveId && seq < loaded.seq) {
      const earlier = await earlierResult(gameId, clientMoveId, seat);
      if (earlier) return earlier;
    }
    throw new DomainError("stale", seq < loaded.seq ? "movedOn" : "noMoveYet", { last: loaded.seq, seq }, { field: "seq" });
  }
  const result = applyMove(loaded.state, move);
  // The engine's reason is data; the route words it in the reader's language (lib/words/refusals).
  if (!result.ok) throw ruleRefusal(result.error);

  const next: GameState = result.state;
  const nextSeq = loaded.seq + 1;
  const step: LogStep = { event: { seq: nextSeq, type: "move", seat, move }, before: loaded.state, after: next, effects: result.events };
  try {
    await appendEvent({ gameId, step, userId, clientMoveId, now: new Date(), moveTimeLimitDays });
  } catch (error) {
    if (!uniqueViolation(error)) throw error;
    if (clientMoveId) {
      const earlier = await earlierResult(gameId, clientMoveId, seat);
      if (earlier) return earlier;
    }
    throw new DomainError("conflict", "conflict", {}, { field: "seq" });
  }
  return { seq: nextSeq, view: viewFor(next, seat), table: tableUpdate(step, seat), duplicate: false };
}
