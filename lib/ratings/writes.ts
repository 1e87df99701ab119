// Ratings written with a game's result (issue 23), in the transaction that writes it. The result
// statement of lib/history/results.ts carries `lockRatingsCtes`: it locks (and creates, for a
// first game) the rated players' rows and hands back their current ratings; `applyRatings` then
// writes the new ratings and the before/after rows in one statement. So rating a game adds one
// statement to the finishing move, and two games with a common player finishing at once are
// serialised on that player's row: the second reads what the first wrote, no update is lost.
import { Prisma } from "@/lib/db/client";
import { defaultRating, ordinal, rateGame, type Rating } from "./model";

type Tx = Prisma.TransactionClient;

/** A rated seat as the lock hands it back: the seat's current rating, locked until commit. */
export interface LockedSeat {
  seat: number;
  userId: string;
  rank: number;
  mu: number;
  sigma: number;
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
    ), rating_locked AS (
      INSERT INTO player_ratings (user_id, mu, sigma, ordinal, games, updated_at)
      SELECT i.user_id, ${start.mu}::float8, ${start.sigma}::float8, ${ordinal(start)}::float8, 0, ${now}::timestamp(3)
      FROM inserted i, rating_game WHERE i.user_id IS NOT NULL
      ORDER BY i.user_id
      ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
      RETURNING user_id, mu, sigma
    )`;
}

/** The final SELECT of that statement: the locked seats (none when the game is not rated). */
export const lockedSeatsSql = Prisma.sql`SELECT i.seat::int AS seat, i.user_id AS "userId", i.rank::int AS rank, l.mu, l.sigma
  FROM inserted i JOIN rating_locked l ON l.user_id = i.user_id ORDER BY i.seat`;

export interface RatingChangeRow {
  gameId: string;
  userId: string;
  seat: number;
  rank: number;
  before: Rating;
  after: Rating;
  finishedAt: Date;
}

/** The changes one game makes to the ratings of its locked seats (pure; the rebuild uses it too). */
export function changesOf(gameId: string, finishedAt: Date, seats: readonly Omit<LockedSeat, "mu" | "sigma">[], before: readonly Rating[]): RatingChangeRow[] {
  const after = rateGame(seats.map((s, i) => ({ rating: before[i], rank: s.rank })));
  return seats.map((s, i) => ({ gameId, userId: s.userId, seat: s.seat, rank: s.rank, before: before[i], after: after[i], finishedAt }));
}

/** VALUES rows of rating_changes, in its column order. */
export function changeValues(rows: readonly RatingChangeRow[]): Prisma.Sql {
  return Prisma.join(
    rows.map(
      (c) => Prisma.sql`(${c.gameId}, ${c.userId}, ${c.seat}::int, ${c.rank}::int, ${c.before.mu}::float8, ${c.before.sigma}::float8,
        ${c.after.mu}::float8, ${c.after.sigma}::float8, ${c.finishedAt}::timestamp(3))`,
    ),
  );
}

/** Rates the game whose seats `lockRatingsCtes` locked: one statement, nothing when none were. */
export async function applyRatings(tx: Tx, gameId: string, finishedAt: Date, locked: readonly LockedSeat[]): Promise<void> {
  if (locked.length < 2) return;
  const rows = changesOf(gameId, finishedAt, locked, locked.map((s) => ({ mu: s.mu, sigma: s.sigma })));
  await tx.$executeRaw`WITH v (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at) AS (
      VALUES ${changeValues(rows)}
    ), updated AS (
      UPDATE player_ratings p SET mu = v.mu_after, sigma = v.sigma_after, ordinal = v.mu_after - 3 * v.sigma_after,
        games = p.games + 1, updated_at = v.finished_at
      FROM v WHERE p.user_id = v.user_id
    )
    INSERT INTO rating_changes (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at)
    SELECT * FROM v`;
}
