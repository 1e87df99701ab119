// What the pages and GET /api/players/{name} read about ratings and reliability (issue 23). Each
// read is one statement. Reliability comes from the event log: a move's time runs from the event
// before it (the moment the seat had to act: every event hands the turn on) to the move; timeouts
// are the `timeout` events charged to the player (lib/games/timeouts.ts writes their user), and
// each game they resigned counts as one more (issue 22; a resigned seat's own passes are no one's).
import { prisma, Prisma } from "@/lib/db/client";
import { defaultRating, ordinal, PROVISIONAL_OPPONENTS } from "./model";

/** Moves the median time to move is taken over (the player's latest). */
export const MEDIAN_MOVES = 200;
export const LEADERBOARD_PAGE = 50;
/**
 * Turns (moves and timeouts) the timeout count and rate are taken over: the player's latest.
 * Issue 19: counting a whole history grew with it (350,000 moves for a player of 5,000 games).
 */
export const RELIABILITY_TURNS = 1000;

/**
 * `moves` and `timeouts` among the last RELIABILITY_TURNS turns of `userId` (an SQL expression):
 * each kind read newest first through its index, at most that many rows whatever the history.
 * A subquery for a LATERAL join or a FROM. Issue 35: only tables with people alone count (a
 * practice table with bots counts for nothing, either way); a move the bot made for the player
 * after their time ran out counts as a timeout (stand_in_for), and a resigned game as one.
 */
export function recentTurnsSql(userId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(
    SELECT (count(*) FILTER (WHERE recent.type = 'move'))::int AS moves, (count(*) FILTER (WHERE recent.type = 'timeout'))::int AS timeouts
    FROM (
      SELECT type FROM (
        (SELECT e.type, e.created_at FROM game_events e JOIN games g ON g.id = e.game_id AND NOT g.has_bots
         WHERE e.user_id = ${userId} AND e.type = 'move' ORDER BY e.created_at DESC LIMIT ${RELIABILITY_TURNS})
        UNION ALL
        (SELECT e.type, e.created_at FROM game_events e JOIN games g ON g.id = e.game_id AND NOT g.has_bots
         WHERE e.user_id = ${userId} AND e.type = 'timeout' ORDER BY e.created_at DESC LIMIT ${RELIABILITY_TURNS})
        UNION ALL
        (SELECT 'timeout', e.created_at FROM game_events e JOIN games g ON g.id = e.game_id AND NOT g.has_bots
         WHERE e.stand_in_for = ${userId} ORDER BY e.created_at DESC LIMIT ${RELIABILITY_TURNS})
        UNION ALL
        -- Issue 22: a resigned game counts as one timeout, at the moment of resigning.
        (SELECT 'timeout', s.resigned_at FROM game_seats s JOIN games g ON g.id = s.game_id AND NOT g.has_bots
         WHERE s.user_id = ${userId} AND s.resigned_at IS NOT NULL ORDER BY s.resigned_at DESC LIMIT ${RELIABILITY_TURNS})
      ) turns ORDER BY created_at DESC LIMIT ${RELIABILITY_TURNS}
    ) recent)`;
}

export interface Reliability {
  /** Median seconds from the turn reaching the player to their move, over their last 200 moves. */
  medianMoveSeconds: number | null;
  /** Timeouts charged to the player, one per move the bot made for them after their time ran out, and one per game they resigned (issues 22, 35); tables with people alone. */
  timeouts: number;
  /** Timeouts per turn over their last RELIABILITY_TURNS turns (moves + timeouts); null before their first. */
  timeoutRate: number | null;
  /** Moves the median was taken over. */
  movesCounted: number;
}

export interface PlayerRatingCard {
  userId: string;
  name: string;
  /** `provisional` (issue 35): fewer than PROVISIONAL_OPPONENTS different people met in rated games; `opponents` how many. */
  rating: { mu: number; sigma: number; ordinal: number; provisional: boolean; opponents: number };
  games: { played: number; won: number; rated: number };
  reliability: Reliability;
}

interface CardRow {
  userId: string;
  name: string;
  opponents: number;
  mu: number | null;
  sigma: number | null;
  rated: number | null;
  played: number;
  won: number;
  median: number | null;
  counted: number;
  timeouts: number;
  moves: number;
}

/**
 * Per player (`p.id`): the rating row, games from the result rows, and reliability (tables with
 * people alone: issue 35).
 */
const cardColumns = Prisma.sql`
  p.id AS "userId", p.display_name AS name, r.mu, r.sigma, r.games AS rated, coalesce(r.opponents, 0) AS opponents,
  (SELECT count(*)::int FROM game_result_players WHERE user_id = p.id) AS played,
  (SELECT (count(*) FILTER (WHERE winner))::int FROM game_result_players WHERE user_id = p.id) AS won,
  m.median, m.counted, turns.timeouts, turns.moves`;

const cardJoins = Prisma.sql`
  LEFT JOIN player_ratings r ON r.user_id = p.id
  LEFT JOIN LATERAL ${recentTurnsSql(Prisma.sql`p.id`)} turns ON true
  LEFT JOIN LATERAL (
    -- The event before each move, read per game through game_events(game_id, seq) with the
    -- move's seqs as one array: a few index descents per game instead of one per move (issue 19:
    -- 200 lookups a player, 4,000 for a lobby of 20, were most of the lobby's card read). OFFSET 0
    -- keeps the read a probe per game: pulled up into the join, the planner hashed the whole
    -- game_events table against the games (it guesses 200 of them).
    SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM mv.at - prev.created_at))::float8 AS median,
      count(*)::int AS counted
    FROM (
      SELECT game_id, array_agg(seq) AS seqs, array_agg(seq - 1) AS prevs, array_agg(created_at) AS ats
      FROM (SELECT e.game_id, e.seq, e.created_at FROM game_events e JOIN games g ON g.id = e.game_id AND NOT g.has_bots
            WHERE e.user_id = p.id AND e.type = 'move' ORDER BY e.created_at DESC LIMIT ${MEDIAN_MOVES}) last
      GROUP BY game_id
    ) span
    CROSS JOIN LATERAL (SELECT seq, created_at FROM game_events WHERE game_id = span.game_id AND seq = ANY (span.prevs) OFFSET 0) prev
    CROSS JOIN LATERAL unnest(span.seqs, span.ats) AS mv(seq, at)
    WHERE mv.seq = prev.seq + 1
  ) m ON true`;

function card(row: CardRow): PlayerRatingCard {
  const rating = row.mu !== null && row.sigma !== null ? { mu: row.mu, sigma: row.sigma } : defaultRating();
  const turns = row.moves + row.timeouts;
  return {
    userId: row.userId,
    name: row.name,
    rating: { ...rating, ordinal: ordinal(rating), provisional: row.opponents < PROVISIONAL_OPPONENTS, opponents: row.opponents },
    games: { played: row.played, won: row.won, rated: row.rated ?? 0 },
    reliability: {
      medianMoveSeconds: row.median,
      timeouts: row.timeouts,
      timeoutRate: turns > 0 ? row.timeouts / turns : null,
      movesCounted: row.counted,
    },
  };
}

/**
 * A player by display name (any case), or null. The exact spelling is tried first through the
 * unique index; only a miss scans for another case.
 */
export async function playerCard(name: string): Promise<PlayerRatingCard | null> {
  const rows = await prisma.$queryRaw<CardRow[]>`
    WITH p AS (
      (SELECT id, display_name FROM users WHERE display_name = ${name})
      UNION ALL
      (SELECT id, display_name FROM users WHERE lower(display_name) = lower(${name}))
      LIMIT 1
    )
    SELECT ${cardColumns} FROM p ${cardJoins}`;
  return rows[0] ? card(rows[0]) : null;
}

/** Cards of several players by user id (the lobby, the waiting room), keyed by user id. */
export async function playerCards(userIds: readonly string[]): Promise<Map<string, PlayerRatingCard>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await prisma.$queryRaw<CardRow[]>`
    SELECT ${cardColumns} FROM users p ${cardJoins}
    WHERE p.id IN (${Prisma.join(ids)}) AND p.display_name IS NOT NULL`;
  return new Map(rows.map((r) => [r.userId, card(r)]));
}

/** 1 + the players ranked above: a higher ordinal, or the same and a smaller id (the leaderboard's order). */
export async function rankOf(userId: string): Promise<number | null> {
  const [row] = await prisma.$queryRaw<{ rank: number | null }[]>`
    SELECT (SELECT count(*)::int + 1 FROM player_ratings o
            WHERE o.ordinal >= me.ordinal AND (o.ordinal > me.ordinal OR o.user_id < me.user_id) AND o.opponents >= ${PROVISIONAL_OPPONENTS}) AS rank
    FROM player_ratings me WHERE me.user_id = ${userId} AND me.opponents >= ${PROVISIONAL_OPPONENTS}`;
  return row?.rank ?? null;
}

export interface ChartPoint {
  gameId: string;
  finishedAt: Date;
  ordinal: number;
  /** The ordinal before this game (the chart's start, for the first point shown). */
  before: number;
}

/** Rated games the chart shows: the latest (issue 19: 5,000 points were read and drawn per view). */
export const CHART_GAMES = 100;

/**
 * The player's ordinal after each of their last `limit` rated games, oldest first (read newest
 * first through rating_changes(user_id, finished_at), so a long history costs no more).
 */
export async function ratingHistory(userId: string, limit = CHART_GAMES): Promise<ChartPoint[]> {
  const rows = await prisma.ratingChange.findMany({
    where: { userId },
    orderBy: [{ finishedAt: "desc" }, { gameId: "desc" }],
    take: limit,
    select: { gameId: true, finishedAt: true, muAfter: true, sigmaAfter: true, muBefore: true, sigmaBefore: true },
  });
  return rows.reverse().map((r) => ({
    gameId: r.gameId,
    finishedAt: r.finishedAt,
    ordinal: ordinal({ mu: r.muAfter, sigma: r.sigmaAfter }),
    before: ordinal({ mu: r.muBefore, sigma: r.sigmaBefore }),
  }));
}

/** Each seat's change of ordinal in a game (seat → change); empty when the game was not rated. */
export async function gameRatingChanges(gameId: string): Promise<Map<number, { before: number; after: number }>> {
  const rows = await prisma.ratingChange.findMany({ where: { gameId } });
  return new Map(
    rows.map((r) => [r.seat, { before: ordinal({ mu: r.muBefore, sigma: r.sigmaBefore }), after: ordinal({ mu: r.muAfter, sigma: r.sigmaAfter }) }]),
  );
}

export interface LeaderboardRow {
  userId: string;
  name: string;
  ordinal: number;
  games: number;
}

/** The keyset of a leaderboard page: the last row of the page before. */
export interface LeaderboardCursor {
  ordinal: number;
  userId: string;
}

/**
 * One page of the leaderboard: players whose rating is not provisional (issue 35), highest ordinal first (ties by user
 * id), after `cursor`. Walks the index player_ratings(ordinal DESC, user_id): no OFFSET.
 */
export async function leaderboardPage(cursor: LeaderboardCursor | null, size = LEADERBOARD_PAGE): Promise<{ rows: LeaderboardRow[]; next: LeaderboardCursor | null }> {
  // "ordinal <= x" first: the index range starts at the cursor (with the OR alone PostgreSQL
  // walks the index from the top and filters every row above it).
  const after = cursor
    ? Prisma.sql`AND r.ordinal <= ${cursor.ordinal}::float8 AND (r.ordinal < ${cursor.ordinal}::float8 OR r.user_id > ${cursor.userId})`
    : Prisma.empty;
  const rows = await prisma.$queryRaw<LeaderboardRow[]>`
    SELECT r.user_id AS "userId", u.display_name AS name, r.ordinal, r.games
    FROM player_ratings r JOIN users u ON u.id = r.user_id
    WHERE r.games > 0 AND r.opponents >= ${PROVISIONAL_OPPONENTS} AND u.display_name IS NOT NULL ${after}
    ORDER BY r.ordinal DESC, r.user_id ASC
    LIMIT ${size + 1}`;
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { rows: page, next: rows.length > size && last ? { ordinal: last.ordinal, userId: last.userId } : null };
}
