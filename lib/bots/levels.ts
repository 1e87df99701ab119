// The bot levels (issue 36), apart from the bots themselves so a form can list them without
// bundling the search.
export const BOT_LEVELS = ["beginner", "standard", "strong"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** The level of a practice table's bots unless the creator chooses, and the one keeping a vanished person's seat. */
export const DEFAULT_BOT_LEVEL: BotLevel = "standard";

/** A level as stored on a seat; "heuristic" is the standard level's name before issue 36. */
export function botLevelOf(stored: string | null | undefined): BotLevel {
  if ((BOT_LEVELS as readonly (string | null | undefined)[]).includes(stored)) return stored as BotLevel;
  return DEFAULT_BOT_LEVEL;
}
