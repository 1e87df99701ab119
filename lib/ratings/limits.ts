// A table's join limits (issue 23): at most `max_timeout_rate` of a player's turns timed out (of
// their last RELIABILITY_TURNS, as their card shows), and at least `min_rating` (ordinal). Wired as a join check in lib/services; runs in the join's
// transaction, after the game row is locked, and refuses with 403 and a sentence.
import type { Joining } from "@/lib/games/announce";
import { ordinal, defaultRating, PROVISIONAL_OPPONENTS } from "./model";
import { DomainError } from "@/lib/errors";
import { percent, ratingValue } from "./format";
import { recentTurnsSql } from "./reads";
import { Prisma } from "@/lib/db/client";

interface LimitRow {
  maxTimeoutRate: number | null;
  minRating: number | null;
  mu: number | null;
  sigma: number | null;
  opponents: number;
  timeouts: number;
  moves: number;
}

export async function joinLimits({ tx, gameId, userId }: Joining): Promise<void> {
  const [row] = await tx.$queryRaw<LimitRow[]>`
    SELECT g.max_timeout_rate AS "maxTimeoutRate", g.min_rating AS "minRating", r.mu, r.sigma, coalesce(r.opponents, 0) AS opponents,
      CASE WHEN g.max_timeout_rate IS NULL THEN 0 ELSE (SELECT timeouts FROM ${recentTurnsSql(Prisma.sql`${userId}`)} t) END AS timeouts,
      CASE WHEN g.max_timeout_rate IS NULL THEN 0 ELSE (SELECT moves FROM ${recentTurnsSql(Prisma.sql`${userId}`)} t) END AS moves
    FROM games g LEFT JOIN player_ratings r ON r.user_id = ${userId}
    WHERE g.id = ${gameId}`;
  if (!row) return;
  if (row.minRating !== null) {
    // A player without rated games has the starting rating (ordinal 0).
    const mine = ordinal(row.mu !== null && row.sigma !== null ? { mu: row.mu, sigma: row.sigma } : defaultRating());
    // Issue 35: a provisional rating (too few different opponents yet) is not accepted by a minimum.
    if (row.opponents < PROVISIONAL_OPPONENTS && row.minRating > ordinal(defaultRating())) {
      throw new DomainError("rating_too_low", "ratingProvisional", { limit: ratingValue(row.minRating), opponents: row.opponents, needed: PROVISIONAL_OPPONENTS });
    }
    if (mine < row.minRating) throw new DomainError("rating_too_low", "ratingTooLow", { limit: ratingValue(row.minRating), rating: ratingValue(mine) });
  }
  if (row.maxTimeoutRate !== null) {
    const turns = row.moves + row.timeouts;
    // Before a first turn there is nothing to hold against the player.
    const rate = turns > 0 ? row.timeouts / turns : 0;
    if (rate > row.maxTimeoutRate) throw new DomainError("too_many_timeouts", "tooManyTimeouts", { limit: percent(row.maxTimeoutRate), rate: percent(rate) });
  }
}
