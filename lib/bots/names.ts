// A bot seat's name. Not a word of the catalogue: it becomes the seat's player name in the game's
// options and record (lib/games/lobby.ts → tableOptions), like a person's display name, so it is
// the same for every reader, in every language, and in exported records.

/** The name of the n-th bot seat of a table. */
export const botName = (n: number): string => `Bot ${n}`;
