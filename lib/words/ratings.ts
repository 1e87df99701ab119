// Ratings' sentences live in the catalogue (messages/*.json, namespace "ratings"); these are the
// calls into it for any of next-intl's translators of that namespace (useTranslations("ratings"),
// serverTranslator("ratings"), translatorFor(locale, "ratings")). No catalogue import here, so
// client components can use it.
import type { Translator } from "@/lib/i18n/messages";
import { percent, ratingValue } from "@/lib/ratings/format";

export function ratingWords(t: Translator<"ratings">) {
  /** "3 min", "2 h 5 min", "1 d 4 h"; "–" before the first move. */
  const duration = (seconds: number | null): string => {
    if (seconds === null) return "–";
    const s = Math.round(seconds);
    if (s < 60) return t("durationS", { n: s });
    const m = Math.floor(s / 60);
    if (m < 60) return t("durationM", { n: m });
    const h = Math.floor(m / 60);
    if (h < 24) return m % 60 ? t("durationHM", { h, m: m % 60 }) : t("durationH", { h });
    const d = Math.floor(h / 24);
    return h % 24 ? t("durationDH", { d, h: h % 24 }) : t("durationD", { d });
  };
  const ratingShown = (rating: { ordinal: number; provisional: boolean }): string =>
    rating.provisional ? t("provisionalValue", { rating: ratingValue(rating.ordinal) }) : ratingValue(rating.ordinal);
  return {
    duration,
    notFound: t("notFound"),
    leaderboardTitle: t("leaderboardTitle"),
    leaderboardIntro: t("leaderboardIntro"),
    leaderboardEmpty: t("leaderboardEmpty"),
    leaderboardNext: t("leaderboardNext"),
    leaderboardFirst: t("leaderboardFirst"),
    pages: t("pages"),
    seated: t("seated"),
    seatedPlayers: t("seatedPlayers"),
    colRank: t("colRank"),
    colPlayer: t("colPlayer"),
    colRating: t("colRating"),
    colGames: t("colGames"),
    ratingTitle: t("ratingTitle"),
    rating: t("rating"),
    rank: t("rank"),
    unranked: t("unranked"),
    ratedGames: t("ratedGames"),
    medianMove: t("medianMove"),
    timeouts: t("timeouts"),
    timeoutRate: t("timeoutRate"),
    chartTitle: t("chartTitle"),
    chartEmpty: t("chartEmpty"),
    chartLabel: (name: string, games: number) => t("chartLabel", { name, games }),
    ratingChange: t("ratingChange"),
    unratedGame: t("unratedGame"),
    unratedTable: t("unratedTable"),
    maxTimeoutRateInvalid: t("maxTimeoutRateInvalid"),
    minRatingInvalid: t("minRatingInvalid"),
    maxTimeoutRateLabel: t("maxTimeoutRateLabel"),
    minRatingLabel: t("minRatingLabel"),
    anyone: t("anyone"),
    winChance: t("winChance"),
    /** A rating as shown: "12.3", or "12.3 (provisional)" (issue 35). */
    ratingShown,
    rulesTitle: t("rulesTitle"),
    /** The rules of issue 35, in the order the leaderboard page lists them. */
    rules: (numbers: { needed: number; days: number }) => [t("rulesProvisional", { needed: numbers.needed }), t("rulesRepeat", { days: numbers.days }), t("rulesResign"), t("rulesReliability")],
    /** Beside a seated player: "rating 12.3 · 4 % timeouts · moves in 2 h". */
    seatLine: (rating: { ordinal: number; provisional: boolean }, timeoutRate: number | null, median: number | null) =>
      t("seatLine", {
        rating: ratingShown(rating),
        timeouts: percent(timeoutRate),
        median: duration(median),
      }),
    limitsLine: (maxTimeoutRate: number | null, minRating: number | null) =>
      [
        maxTimeoutRate !== null ? t("limitTimeouts", { rate: percent(maxTimeoutRate) }) : null,
        minRating !== null ? t("limitRating", { rating: ratingValue(minRating) }) : null,
      ]
        .filter(Boolean)
        .join(", "),
  };
}

export type RatingWords = ReturnType<typeof ratingWords>;
