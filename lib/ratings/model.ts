// The rating model of issue 23: openskill's Plackett-Luce (Weng-Lin) with its defaults, one
// player per team, ranks = the final standing (a tie shares a rank). Pure functions, no I/O, so
// the live write (./writes), the rebuild (./rebuild) and the predictions compute the same.
import { ordinal as openskillOrdinal, predictWin, rate, rating as openskillRating } from "openskill";

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
 * A game with a bot seat is never rated (a practice table).
 */
export function isRatedGame(game: { rated: boolean; people: number; botSeats: number }): boolean {
  return game.rated && game.people >= 2 && game.botSeats === 0;
}
