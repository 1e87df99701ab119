// Every user-facing string of ratings and reliability (issue 23), kept together for the coming
// language catalogue (next-intl): plain English strings and small functions, nothing else.

/** A signed change of rating, one decimal: "+1.2", "−0.8", "±0.0". */
export function signedChange(delta: number): string {
  const rounded = Math.round(delta * 10) / 10;
  if (rounded === 0) return "±0.0";
  return `${rounded > 0 ? "+" : "−"}${Math.abs(rounded).toFixed(1)}`;
}

/** One decimal, never "-0.0". */
export function ratingValue(ordinal: number): string {
  return (Math.round(ordinal * 10) / 10 || 0).toFixed(1);
}

/** "3 min", "2 h 5 min", "1 d 4 h"; "–" before the first move. */
export function duration(seconds: number | null): string {
  if (seconds === null) return "–";
  const s = Math.round(seconds);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 24) return `${h} h${m % 60 ? ` ${m % 60} min` : ""}`;
  const d = Math.floor(h / 24);
  return `${d} d${h % 24 ? ` ${h % 24} h` : ""}`;
}

export function percent(rate: number | null): string {
  return rate === null ? "–" : `${Math.round(rate * 1000) / 10} %`;
}

export const words = {
  notFound: "There is no player of that name.",
  leaderboardTitle: "Players",
  leaderboardIntro: "Everyone with at least one rated game, highest rating first. The rating is mu − 3·sigma of a Plackett–Luce (Weng–Lin) model: it starts at 0 and rises as you finish ahead of others.",
  leaderboardEmpty: "Nobody has finished a rated game yet.",
  leaderboardNext: "Next 50 →",
  leaderboardFirst: "← Top",
  pages: "Pages",
  seated: "Seated:",
  seatedPlayers: "Seated players",
  colRank: "#",
  colPlayer: "Player",
  colRating: "Rating",
  colGames: "Rated games",
  ratingTitle: "Rating and reliability",
  rating: "Rating",
  rank: "Rank",
  unranked: "unranked",
  ratedGames: "Rated games",
  medianMove: "Median time to move",
  timeouts: "Timeouts",
  timeoutRate: "Timeouts per move",
  chartTitle: "Rating over time",
  chartEmpty: "No rated games yet.",
  chartLabel: (name: string, games: number) => `Rating of ${name} after each of ${games} rated game${games === 1 ? "" : "s"}`,
  ratingChange: "Rating change",
  unratedGame: "This game was not rated.",
  unratedTable: "Unrated table: the result does not change anyone's rating.",
  maxTimeoutRateInvalid: "Give a percentage from 0 to 100, or leave it blank for anyone.",
  minRatingInvalid: "Give a rating such as 5 or -2.5, or leave it blank for anyone.",
  maxTimeoutRateLabel: "Only players with at most this share of timed-out moves (%)",
  minRatingLabel: "Only players with at least this rating",
  anyone: "anyone",
  winChance: "Chance to win",
  /** Beside a seated player: "rating 12.3 · 4 % timeouts · moves in 2 h". */
  seatLine: (ordinal: number, timeoutRate: number | null, median: number | null) =>
    `rating ${ratingValue(ordinal)} · ${percent(timeoutRate)} timeouts · moves in ${duration(median)}`,
  limitsLine: (maxTimeoutRate: number | null, minRating: number | null) =>
    [
      maxTimeoutRate !== null ? `at most ${percent(maxTimeoutRate)} timeouts` : null,
      minRating !== null ? `rating at least ${ratingValue(minRating)}` : null,
    ]
      .filter(Boolean)
      .join(", "),
  tooManyTimeouts: (rate: number, limit: number) =>
    `This table takes only players with at most ${percent(limit)} of their moves timed out; yours is ${percent(rate)}.`,
  ratingTooLow: (ordinal: number, limit: number) =>
    `This table takes only players rated at least ${ratingValue(limit)}; your rating is ${ratingValue(ordinal)}.`,
};
