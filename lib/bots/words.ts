// Every user-facing word about bots, in one place for the language catalogue (next-intl) to take
// over: seat names, lobby labels, the log's note. Nothing else in Neva spells these.
import type { BotLevel } from "./index";

export const BOT_WORDS = {
  /** The name of the n-th bot seat of a table. */
  seatName: (n: number) => `Bot ${n}`,
  levelLabel: { heuristic: "Heuristic" } satisfies Record<BotLevel, string>,
  /** After a bot's move in the log: "Bot 1 buys a Lumberjack (played by the bot)". */
  playedByBot: "played by the bot",
  /** The seat marker on the table. */
  seatBadge: "bot",
  practiceTable: "Practice table",
  practiceExplanation: "Play against bots: the table starts at once, and it is not rated.",
  botsField: "Bots",
  botsHelp: (most: number) => `Bots take the last seats (0 to ${most}); they move within a second of their turn.`,
  botLevelField: "Bot level",
  /** zod messages of POST /api/games. */
  botsNotInteger: "bots must be a whole number of bot seats",
  botsOutOfRange: (most: number) => `bots must be between 1 and ${most}: at least one seat is a person's`,
  botLevelUnknown: (levels: readonly string[]) => `botLevel must be one of ${levels.join(", ")}`,
} as const;
