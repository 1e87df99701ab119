// A bot seat's mark in the game's record. Not a word of the catalogue: it becomes the seat's
// player name in the game's options and record (lib/games/lobby.ts → tableOptions), so the record
// is the same for every reader and in exported records; what a reader sees is their language's
// name for the n-th bot (bots.seatName: «Бот 1», «ボット1», «Robot 1»), chosen at render time
// from the number this mark carries (lib/words/names.ts). No person may take the mark or a
// look-alike of it, nor any language's bot name (lib/players/reserved.ts), so a seat named so is
// always a bot's.

/** The record's name of the n-th bot seat of a table. */
export const botName = (n: number): string => `Bot ${n}`;

const MARK = /^Bot ([1-9][0-9]?)$/;

/** The bot number a record's seat name carries ("Bot 2" → 2), or null for a person's name. */
export function botNumberOf(name: string): number | null {
  const match = MARK.exec(name);
  return match ? Number(match[1]) : null;
}
