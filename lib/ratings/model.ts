// The rating model of issue 23: openskill's Plackett-Luce (Weng-Lin) with its defaults, one
// player per team, ranks = the final standing (a tie shares a rank). Pure functions, no I/O, so
// the live write (./writes), the rebuild (./rebuild) and the predictions compute the same.
import { ordinal as openskillOrdinal, predictWin, rate, rating as openskillRating } from "openskill";
import { FIRST_ROUND } from "@/lib/engine/rules";

export interface Rating {
  mu: number;
  sigma: number;
}

/** A new player's rating: openskill's defaults (mu 25, sigma 25/3). */
export function defaultRating(): Rating {
  const { mu, sigma } = openskillRating();
  return { mu, sigma };
}

/** The rating shown and ranked by: mu - 3 sigma. */
export function ordinal(r: Rating): number {
  return openskillOrdinal(r);
}

/** One seat of a finished game as the model sees it. */
export interface RatedSeat {
  rating: Rating;
  /** game_result_players.rank: 1 for the winner(s); equal ranks are a tie. */
  rank: number;
}

/** The ratings after one game, in the order of `seats`. */
export function rateGame(seats: readonly RatedSeat[]): Rating[] {
  const teams = seats.map((s) => [{ mu: s.rating.mu, sigma: s.rating.sigma }]);
  const after = rate(teams, { rank: seats.map((s) => s.rank) });
  return after.map(([r]) => ({ mu: r.mu, sigma: r.sigma }));
}

/** Each player's chance to win against the others (sums to 1), from openskill's prediction. */
export function winChances(ratings: readonly Rating[]): number[] {
  if (ratings.length < 2) return ratings.map(() => 1);
  return predictWin(ratings.map((r) => [{ mu: r.mu, sigma: r.sigma }]));
}

/**
 * Whether a finished game is rated: its table was created rated, and two or more people sat at
 * it. Cancelled games never finish, so they never reach this.
 * A game with a bot seat is never rated (a practice table). Issue 35: nor one in which every
 * person resigned, nor one with a resignation in its first round (a win given away at once).
 * `resignedRounds` has one entry per person: the round they resigned in, null if they played on.
 */
export function isRatedGame(game: { rated: boolean; people: number; botSeats: number; resignedRounds?: readonly (number | null)[] }): boolean {
  const rounds = game.resignedRounds ?? [];
  if (rounds.includes(FIRST_ROUND)) return false;
  if (rounds.length > 0 && rounds.every((round) => round !== null)) return false;
  return game.rated && game.people >= 2 && game.botSeats === 0;
}

/**
 * Issue 35: a rating is provisional (shown as such, off the leaderboard, not accepted by a
 * table's minimum rating) until its player has had rated games against this many different people.
 */
export const PROVISIONAL_OPPONENTS = 3;

/** Repeated rated games against the same opponent within this many days weigh less. */
export const REPEAT_WINDOW_DAYS = 30;
export const REPEAT_WINDOW_MS = REPEAT_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/**
 * How much of the model's change a game applies to a player who already had `earlier` rated
 * games within the window against one of this game's opponents (the most with any one of them):
 * the first game 1, the second 1/2, the third 1/3…
 */
export function repeatWeight(earlier: number): number {
  return 1 / (1 + earlier);
}

/** The rating moved `weight` of the way from `before` to the model's `after`. */
export function weighted(before: Rating, after: Rating, weight: number): Rating {
  if (weight === 1) return after;
  return { mu: before.mu + weight * (after.mu - before.mu), sigma: before.sigma + weight * (after.sigma - before.sigma) };
}

/**
 * A deleted player's rated games keep a random stand-in id (issue 35), so the rebuild still
 * replays every rating as it was live; no rating row is kept or shown for it.
 */
export const FORMER_RATING_PREFIX = "former:";
export const isFormerRating = (userId: string) => userId.startsWith(FORMER_RATING_PREFIX);
