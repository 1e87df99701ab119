// Ratings written with a game's result (issue 23), in the transaction that writes it. The result
// statement of lib/history/results.ts carries `lockRatingsCtes`: it locks (and creates, for a
// first game) the rated players' rows and hands back their current ratings; `applyRatings` then
// writes the new ratings and the before/after rows in one statement. So rating a game adds one
// statement to the finishing move, and two games with a common player finishing at once are
// serialised on that player's row: the second reads what the first wrote, no update is lost.
import { Prisma } from "@/lib/db/client";
import { FIRST_ROUND } from "@/lib/engine/rules";
import { defaultRating, ordinal, rateGame, repeatWeight, REPEAT_WINDOW_MS, weighted, type Rating } from "./model";

type Tx = Prisma.TransactionClient;

/** A rated seat as the lock hands it back: the seat's current rating, locked until commit. */
export interface LockedSeat {
  seat: number;
  userId: string;
  rank: number;
  mu: number;
  sigma: number;
  /** Issue 35: its rated games within the repeat window against one of this game's opponents (the most with any one). */
  earlier: number;
}

/**
 * CTEs for the statement that inserts the game's result rows as the CTE `inserted` (game_id,
 * seat, user_id, rank): `rating_locked` upserts the rows of a rated game's players, which takes
 * their row locks and returns their latest committed ratings (ON CONFLICT DO UPDATE reads the
 * newest version, whatever the statement's snapshot). Rows are locked in user id order, so two
 * finishing games never wait on each other in a cycle. Select `lockedSeatsSql` from it.
 * Nothing is locked when the rows were already there (a result is rated once) or the game is not
 * rated (see isRatedGame in ./model: the same rule, here in SQL).
 */
export function lockRatingsCtes(gameId: string, now: Date): Prisma.Sql {
  const start = defaultRating();
  return Prisma.sql`rating_game AS (
      SELECT g.id FROM games g
      WHERE g.id = ${gameId} AND g.rated AND NOT g.has_bots
        AND (SELECT count(*) FROM inserted WHERE user_id IS NOT NULL) >= 2
        -- Issue 35: not when a person resigned in the first round, nor when every person resigned.
        AND NOT EXISTS (SELECT 1 FROM inserted WHERE resigned_round = ${FIRST_ROUND})
        AND EXISTS (SELECT 1 FROM inserted WHERE user_id IS NOT NULL AND resigned_round IS NULL)
    ), rating_locked AS (
      INSERT INTO player_ratings (user_id, mu, sigma, ordinal, games, updated_at)
      SELECT i.user_id, ${start.mu}::float8, ${start.sigma}::float8, ${ordinal(start)}::float8, 0, ${now}::timestamp(3)
      FROM inserted i, rating_game WHERE i.user_id IS NOT NULL
      ORDER BY i.user_id
      ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
      RETURNING user_id, mu, sigma
    )`;
}

/**
 * The final SELECT of that statement: the locked seats (none when the game is not rated), each
 * with its `earlier` games (issue 35), read from the changes committed before this game.
 */
export function lockedSeatsSql(finishedAt: Date): Prisma.Sql {
  const since = new Date(finishedAt.getTime() - REPEAT_WINDOW_MS);
  return Prisma.sql`SELECT i.seat::int AS seat, i.user_id AS "userId", i.rank::int AS rank, l.mu, l.sigma,
    coalesce((SELECT max(met.games) FROM (
      SELECT count(*) AS games FROM rating_changes me JOIN rating_changes o ON o.game_id = me.game_id AND o.user_id <> me.user_id
      WHERE me.user_id = i.user_id AND o.user_id IN (SELECT x.user_id FROM inserted x WHERE x.user_id IS NOT NULL AND x.user_id <> i.user_id)
        AND me.finished_at > ${since}::timestamp(3) AND me.finished_at <= ${finishedAt}::timestamp(3)
      GROUP BY o.user_id) met), 0)::int AS earlier
  FROM inserted i JOIN rating_locked l ON l.user_id = i.user_id ORDER BY i.seat`;
}

export interface RatingChangeRow {
  gameId: string;
  userId: string;
  seat: number;
  rank: number;
  before: Rating;
  after: Rating;
  finishedAt: Date;
  /** How much of the model's change was applied (./model repeatWeight). */
  weight: number;
}

/**
 * The changes one game makes to the ratings of its locked seats (pure; the rebuild uses it too).
 * `earlier[i]`: seat i's rated games within the repeat window against one of this game's
 * opponents (the most with any one of them); absent, none.
 */
export function changesOf(
  gameId: string,
  finishedAt: Date,
  seats: readonly Pick<LockedSeat, "seat" | "userId" | "rank">[],
  before: readonly Rating[],
  earlier: readonly number[] = [],
): RatingChangeRow[] {
  const after = rateGame(seats.map((s, i) => ({ rating: before[i], rank: s.rank })));
  return seats.map((s, i) => {
    const weight = repeatWeight(earlier[i] ?? 0);
    return { gameId, userId: s.userId, seat: s.seat, rank: s.rank, before: before[i], after: weighted(before[i], after[i], weight), finishedAt, weight };
  });
}

/** VALUES rows of rating_changes, in its column order. */
export function changeValues(rows: readonly RatingChangeRow[]): Prisma.Sql {
  return Prisma.join(
    rows.map(
      (c) => Prisma.sql`(${c.gameId}, ${c.userId}, ${c.seat}::int, ${c.rank}::int, ${c.before.mu}::float8, ${c.before.sigma}::float8,
        ${c.after.mu}::float8, ${c.after.sigma}::float8, ${c.finishedAt}::timestamp(3), ${c.weight}::float8)`,
    ),
  );
}

/** Rates the game whose seats `lockRatingsCtes` locked: one statement, nothing when none were. */
export async function applyRatings(tx: Tx, gameId: string, finishedAt: Date, locked: readonly LockedSeat[]): Promise<void> {
  if (locked.length < 2) return;
  const rows = changesOf(gameId, finishedAt, locked, locked.map((s) => ({ mu: s.mu, sigma: s.sigma })), locked.map((s) => s.earlier));
  await tx.$executeRaw`WITH v (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at, weight) AS (
      VALUES ${changeValues(rows)}
    ), updated AS (
      UPDATE player_ratings p SET mu = v.mu_after, sigma = v.sigma_after, ordinal = v.mu_after - 3 * v.sigma_after,
        games = p.games + 1, updated_at = v.finished_at,
        -- Issue 35: the different people met in rated games, this game's included (its rows are
        -- not visible to this statement's reads of rating_changes, so they come from v).
        opponents = (SELECT count(DISTINCT met.user_id) FROM (
          SELECT o.user_id FROM rating_changes me JOIN rating_changes o ON o.game_id = me.game_id AND o.user_id <> me.user_id WHERE me.user_id = p.user_id
          UNION ALL SELECT w.user_id FROM v w WHERE w.user_id <> p.user_id) met)
      FROM v WHERE p.user_id = v.user_id
    )
    INSERT INTO rating_changes (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at, weight)
    SELECT * FROM v`;
}

/**
 * A deleted player's ratings (issue 35, in the deletion's transaction): their rating row goes,
 * and their rated games keep one random stand-in id instead of theirs, so the other players'
 * ratings stay as they are and `rebuild-ratings` still replays them exactly.
 */
export async function forgetRatings(tx: Tx, userId: string, standIn: string): Promise<void> {
  await tx.$executeRaw`UPDATE rating_changes SET user_id = ${standIn} WHERE user_id = ${userId}`;
  await tx.$executeRaw`DELETE FROM player_ratings WHERE user_id = ${userId}`;
}
