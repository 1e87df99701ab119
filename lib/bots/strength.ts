// Each level's measured strength, as the practice form says it (issue 36): the share of
// 2-player games it wins in the duplicate ladder against the level below it (the beginner against
// a random legal player), every rule set pooled, in percent. From the table in docs/bots.md
// (`npm run --silent game -- ladder`); update both together.
import type { BotLevel } from "./levels";

export const MEASURED_SHARE: Record<BotLevel, number> = { beginner: 95, standard: 86, strong: 73 };
