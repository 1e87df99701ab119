// A game review's moments in the reader's language (issue 36): "Round 4, building phase: Anna
// passed. Better: Anna bought an Observatory … for 6 rubles, worth about 5 points more at the end."
// The moves are said by the game log's own sentences (lib/words/log.ts), card names included.
import type { Edition } from "@/lib/engine/catalogue";
import type { Phrase } from "@/lib/engine/narrate";
import type { Phase } from "@/lib/engine/phases";
import type { Locale } from "@/lib/i18n/locales";
import { sayPhrase, type Say } from "./log";

export interface SaidMoment {
  round: number;
  phase: Phase;
  points: number;
  playedSaid: Phrase;
  betterSaid: Phrase;
}

export function sayMoment(say: Say, locale: Locale, edition: Edition, moment: SaidMoment): string {
  return say("review.moment", {
    round: moment.round,
    phase: say(`table.phase.${moment.phase}`),
    played: sayPhrase(say, locale, edition, moment.playedSaid),
    better: sayPhrase(say, locale, edition, moment.betterSaid),
    // Never "about 0 points": a moment is kept only when it cost at least one (lib/bots/review.ts).
    points: Math.max(1, Math.round(moment.points)),
  });
}
