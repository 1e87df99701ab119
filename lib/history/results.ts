// Result summaries: one game_results row and one game_result_players row per seat, written when a
// game ends (in the transaction of its last event) and rebuildable from the log. Every column is
// derived from the log and the game row only, so a rebuild writes identical rows.
import { FORMER_PLAYER } from "@/lib/players/former";
import { prisma, Prisma } from "@/lib/db/client";
import type { GameState } from "@/lib/engine";
import type { Appended } from "@/lib/games/announce";
import { loadEvents } from "@/lib/games/log";
import { walkEvents } from "@/lib/games/walk";
import { applyRatings, lockedSeatsSql, lockRatingsCtes, type LockedSeat } from "@/lib/ratings/writes";

export interface ResultPlayerRow {
  gameId: string;
  seat: number;
  userId: string | null;
  name: string;
  track: number;
  aristocrats: number;
  money: number;
  hand: number;
  total: number;
  rubles: number;
  rank: number;
  winner: boolean;
  finishedAt: Date;
  /** Issue 35: the round in which the player resigned (null: played to the end). */
  resignedRound: number | null;
}

export interface ResultRow {
  gameId: string;
  finishedAt: Date;
  seatCount: number;
  rounds: number;
  lastSeq: number;
  rulesVersion: number;
}

export interface ResultSummary {
  game: ResultRow;
  players: ResultPlayerRow[];
}

/**
 * The summary of a finished state. `userIds[seat]` is the seat's user (null if none);
 * `resigned[seat]` is true for a seat its player resigned (issue 22): ranked below every seat
 * played to the end, whatever its points, and never a winner.
 */
export function summarizeResult(
  gameId: string,
  state: GameState,
  meta: { finishedAt: Date; lastSeq: number; userIds: readonly (string | null)[]; resigned?: readonly boolean[]; resignedRounds?: readonly (number | null | undefined)[] },
): ResultSummary {
  if (state.status !== "finished" || !state.final || !state.winners) throw new Error(`game ${gameId} is not finished`);
  const final = state.final;
  const resigned = (seat: number) => meta.resigned?.[seat] === true;
  const stayed = final.filter((score) => !resigned(score.seat)).length;
  // The engine's winners, unless they resigned; then the best of those who stayed win.
  let winners = new Set(state.winners.filter((seat) => !resigned(seat)));
  if (winners.size === 0 && stayed > 0) {
    const best = Math.max(...final.filter((score) => !resigned(score.seat)).map((score) => score.total));
    winners = new Set(final.filter((score) => !resigned(score.seat) && score.total === best).map((score) => score.seat));
  }
  const players = state.players.map((p): ResultPlayerRow => {
    const score = final[p.seat];
    const won = winners.has(p.seat);
    const gaveUp = resigned(p.seat);
    // Rank: 1 + the players ahead (more points, or as many points but a winner where this one is
    // not), counted among the seats that stayed or among the resigned ones, who come after them.
    const ahead = final.filter(
      (other) =>
        other.seat !== p.seat &&
        resigned(other.seat) === gaveUp &&
        (other.total > score.total || (other.total === score.total && winners.has(other.seat) && !won)),
    ).length;
    return {
      gameId,
      seat: p.seat,
      userId: meta.userIds[p.seat] ?? null,
      name: p.name,
      track: p.points,
      aristocrats: score.aristocrats,
      money: score.money,
      hand: score.hand,
      total: score.total,
      rubles: p.money,
      rank: 1 + ahead + (gaveUp ? stayed : 0),
      winner: won,
      finishedAt: meta.finishedAt,
      resignedRound: gaveUp ? (meta.resignedRounds?.[p.seat] ?? null) : null,
    };
  });
  return {
    game: {
      gameId,
      finishedAt: meta.finishedAt,
      seatCount: state.players.length,
      rounds: state.round,
      lastSeq: meta.lastSeq,
      rulesVersion: state.rulesVersion,
    },
    players,
  };
}

function insertStatements(summary: ResultSummary) {
  const g = summary.game;
  const values = summary.players.map(
    (p) => Prisma.sql`(${p.gameId}, ${p.seat}, ${p.userId}, ${p.name}, ${p.track}, ${p.aristocrats}, ${p.money}, ${p.hand}, ${p.total}, ${p.rubles}, ${p.rank}, ${p.winner}, ${p.finishedAt}, ${p.resignedRound}::int)`,
  );
  return [
    prisma.$executeRaw`INSERT INTO game_results (game_id, finished_at, seat_count, rounds, last_seq, rules_version)
      VALUES (${g.gameId}, ${g.finishedAt}, ${g.seatCount}, ${g.rounds}, ${g.lastSeq}, ${g.rulesVersion})
      ON CONFLICT (game_id) DO NOTHING`,
    prisma.$executeRaw`INSERT INTO game_result_players
      (game_id, seat, user_id, name, track, aristocrats, money, hand, total, rubles, rank, winner, finished_at, resigned_round)
      VALUES ${Prisma.join(values)}
      ON CONFLICT (game_id, seat) DO NOTHING`,
  ];
}

/**
 * Stores the result of a game that has just ended, inside the transaction that appends its last
 * event (resultAfterAppend, wired in lib/services, for moves and timeouts alike), and rates it
 * (lib/ratings) when it is rated. The seats' users come from game_seats in the same statement.
 * Writing twice changes nothing (and rates nothing twice: only newly inserted rows are rated).
 */
export async function recordResult(tx: Prisma.TransactionClient, gameId: string, state: GameState, finishedAt: Date, lastSeq: number): Promise<void> {
  const { resigned, resignedRounds } = await resignedSeats(tx, gameId);
  const summary = summarizeResult(gameId, state, { finishedAt, lastSeq, userIds: [], resigned, resignedRounds });
  const g = summary.game;
  const values = summary.players.map(
    (p) => Prisma.sql`(${p.gameId}, ${p.seat}::int, ${p.name}, ${p.track}::int, ${p.aristocrats}::int, ${p.money}::int, ${p.hand}::int, ${p.total}::int, ${p.rubles}::int, ${p.rank}::int, ${p.winner}::boolean, ${p.finishedAt}::timestamp(3), ${p.resignedRound}::int)`,
  );
  await tx.$executeRaw`INSERT INTO game_results (game_id, finished_at, seat_count, rounds, last_seq, rules_version)
      VALUES (${g.gameId}, ${g.finishedAt}, ${g.seatCount}, ${g.rounds}, ${g.lastSeq}, ${g.rulesVersion})
      ON CONFLICT (game_id) DO NOTHING`;
  // The same statement locks the rated players' ratings (lib/ratings/writes), so rating the game
  // costs the finishing move one more statement, not two.
  const locked = await tx.$queryRaw<LockedSeat[]>`WITH inserted AS (
      INSERT INTO game_result_players
      (game_id, seat, user_id, name, track, aristocrats, money, hand, total, rubles, rank, winner, finished_at, resigned_round)
      SELECT v.game_id, v.seat, s.user_id,
        -- A person's seat without its person: they deleted their account (issue 26). The state may
        -- come from a process's cache made before the log renamed them; the row must not name them.
        CASE WHEN s.id IS NOT NULL AND s.user_id IS NULL AND s.bot_number IS NULL THEN ${FORMER_PLAYER} ELSE v.name END,
        v.track, v.aristocrats, v.money, v.hand, v.total, v.rubles, v.rank, v.winner, v.finished_at, v.resigned_round
      FROM (VALUES ${Prisma.join(values)}) AS v(game_id, seat, name, track, aristocrats, money, hand, total, rubles, rank, winner, finished_at, resigned_round)
      LEFT JOIN game_seats s ON s.game_id = v.game_id AND s.seat = v.seat
      ON CONFLICT (game_id, seat) DO NOTHING
      RETURNING game_id, seat, user_id, rank, resigned_round
    ), ${lockRatingsCtes(gameId, finishedAt)}
    ${lockedSeatsSql(finishedAt)}`;
  await applyRatings(tx, gameId, finishedAt, locked);
}

/** `[seat]` true for the seats their players resigned (issue 22), and the round they did (issue 35); one indexed read of game_seats. */
async function resignedSeats(tx: Prisma.TransactionClient, gameId: string): Promise<{ resigned: boolean[]; resignedRounds: (number | null)[] }> {
  const rows = await tx.$queryRaw<{ seat: number; round: number | null }[]>`
    SELECT seat, resigned_round AS round FROM game_seats WHERE game_id = ${gameId} AND resigned_at IS NOT NULL AND seat IS NOT NULL`;
  const resigned: boolean[] = [];
  const resignedRounds: (number | null)[] = [];
  for (const row of rows) {
    resigned[row.seat] = true;
    resignedRounds[row.seat] = row.round;
  }
  return { resigned, resignedRounds };
}

/** The append subscriber: the result summary is written with the event that ends the game. */
export async function resultAfterAppend({ tx, gameId, seq, after, now }: Appended): Promise<void> {
  if (after.status === "finished") await recordResult(tx, gameId, after, now, seq);
}

/** The summary of a finished game, rebuilt from its log and its game row; null if not finished. */
export async function computeResult(gameId: string): Promise<ResultSummary | null> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: { status: true, finishedAt: true, seats: { select: { seat: true, userId: true, resignedAt: true, resignedRound: true } } },
  });
  if (!game || game.status !== "finished" || !game.finishedAt) return null;
  const events = await loadEvents(gameId);
  const walk = walkEvents(events);
  const state = walk.states[walk.states.length - 1];
  const userIds: (string | null)[] = [];
  const resigned: boolean[] = [];
  const resignedRounds: (number | null)[] = [];
  for (const s of game.seats) {
    if (s.seat === null) continue;
    userIds[s.seat] = s.userId;
    if (s.resignedAt) {
      resigned[s.seat] = true;
      resignedRounds[s.seat] = s.resignedRound;
    }
  }
  return summarizeResult(gameId, state, { finishedAt: game.finishedAt, lastSeq: events[events.length - 1].seq, userIds, resigned, resignedRounds });
}

/** Stores the result of a finished game if it is missing (e.g. a game ended by a timeout). */
export async function ensureResult(gameId: string): Promise<boolean> {
  const summary = await computeResult(gameId);
  if (!summary) return false;
  await prisma.$transaction(insertStatements(summary));
  return true;
}

/** Finished games of `userId` (all finished games when null) that have no result row yet. */
export async function missingResults(userId: string | null, limit = 1000): Promise<string[]> {
  const rows =
    userId === null
      ? await prisma.$queryRaw<{ id: string }[]>`
          SELECT g.id FROM games g LEFT JOIN game_results r ON r.game_id = g.id
          WHERE g.status = 'finished' AND r.game_id IS NULL ORDER BY g.id LIMIT ${limit}`
      : await prisma.$queryRaw<{ id: string }[]>`
          SELECT g.id FROM game_seats s
          JOIN games g ON g.id = s.game_id AND g.status = 'finished'
          LEFT JOIN game_results r ON r.game_id = g.id
          WHERE s.user_id = ${userId} AND r.game_id IS NULL ORDER BY g.id LIMIT ${limit}`;
  return rows.map((r) => r.id);
}

/** Fills in the results a player's finished games lack; cheap when none do (one indexed query). */
export async function ensureResultsFor(userId: string): Promise<number> {
  const missing = await missingResults(userId);
  for (const id of missing) await ensureResult(id);
  return missing.length;
}

export interface RebuildReport {
  games: number;
  /** Games whose stored rows differed from the log (or were missing) before the rebuild. */
  changed: string[];
  /** Result rows of games that are not finished (removed). */
  orphans: number;
}

/** A game's stored rows: player rows may be there without their game's row (the rebuild then writes both). */
export interface StoredResult {
  game: ResultRow | undefined;
  players: ResultPlayerRow[];
}

function sameRows(a: ResultSummary, b: StoredResult | undefined): boolean {
  return b !== undefined && JSON.stringify(a) === JSON.stringify(b);
}

/** Stored rows of the given games, in the shape `summarizeResult` builds. */
export async function storedResults(gameIds?: string[]): Promise<Map<string, StoredResult>> {
  const where = gameIds ? { gameId: { in: gameIds } } : {};
  const [games, players] = await Promise.all([
    prisma.gameResult.findMany({ where, orderBy: { gameId: "asc" } }),
    prisma.gameResultPlayer.findMany({ where, orderBy: [{ gameId: "asc" }, { seat: "asc" }] }),
  ]);
  const out = new Map<string, StoredResult>();
  for (const g of games) {
    out.set(g.gameId, {
      game: { gameId: g.gameId, finishedAt: g.finishedAt, seatCount: g.seatCount, rounds: g.rounds, lastSeq: g.lastSeq, rulesVersion: g.rulesVersion },
      players: [],
    });
  }
  for (const p of players) {
    const entry = out.get(p.gameId);
    const row: ResultPlayerRow = {
      gameId: p.gameId,
      seat: p.seat,
      userId: p.userId,
      name: p.name,
      track: p.track,
      aristocrats: p.aristocrats,
      money: p.money,
      hand: p.hand,
      total: p.total,
      rubles: p.rubles,
      rank: p.rank,
      winner: p.winner,
      finishedAt: p.finishedAt,
      resignedRound: p.resignedRound,
    };
    if (entry) entry.players.push(row);
    else out.set(p.gameId, { game: undefined, players: [row] });
  }
  return out;
}

/**
 * Rebuilds every result summary from the logs: each finished game's rows are recomputed and
 * replaced where they differ; rows of games that are not finished are removed. With `dryRun`
 * nothing is written and the report says what would change.
 */
export async function rebuildResults(options: { dryRun?: boolean; batch?: number; log?: (line: string) => void } = {}): Promise<RebuildReport> {
  const batch = options.batch ?? 200;
  const report: RebuildReport = { games: 0, changed: [], orphans: 0 };
  let after = "";
  for (;;) {
    const games = await prisma.game.findMany({
      where: { status: "finished", id: { gt: after } },
      orderBy: { id: "asc" },
      take: batch,
      select: { id: true },
    });
    if (games.length === 0) break;
    after = games[games.length - 1].id;
    const ids = games.map((g) => g.id);
    const stored = await storedResults(ids);
    for (const id of ids) {
      const summary = await computeResult(id);
      if (!summary) continue;
      report.games++;
      if (sameRows(summary, stored.get(id))) continue;
      report.changed.push(id);
      if (options.dryRun) continue;
      await prisma.$transaction([
        prisma.gameResultPlayer.deleteMany({ where: { gameId: id } }),
        prisma.gameResult.deleteMany({ where: { gameId: id } }),
        ...insertStatements(summary),
      ]);
    }
    options.log?.(`${report.games} finished games checked, ${report.changed.length} rebuilt`);
  }
  const orphans = await prisma.$queryRaw<{ id: string }[]>`
    SELECT r.game_id AS id FROM game_results r LEFT JOIN games g ON g.id = r.game_id WHERE g.id IS NULL OR g.status <> 'finished'
    UNION
    SELECT p.game_id AS id FROM game_result_players p LEFT JOIN games g ON g.id = p.game_id WHERE g.id IS NULL OR g.status <> 'finished'`;
  report.orphans = orphans.length;
  if (!options.dryRun && orphans.length > 0) {
    const ids = orphans.map((o) => o.id);
    await prisma.$transaction([
      prisma.gameResultPlayer.deleteMany({ where: { gameId: { in: ids } } }),
      prisma.gameResult.deleteMany({ where: { gameId: { in: ids } } }),
    ]);
  }
  return report;
}
