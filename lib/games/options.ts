// A table's options as its game row stores them: edition, expansions and variants, chosen at
// creation (the players are the seats, named only at the start). Every reader of the row's
// `options` JSON goes through `tableOptions`, so the row is checked by the engine's own schema
// once, in one place, and a corrupt row is named in a clear error instead of read by a cast.
import { DomainError } from "@/lib/errors";
import { GameOptionsSchema, type GameOptions } from "@/lib/engine";

/**
 * A game row whose stored options cannot be read. A route meeting one (joining its last seat
 * starts the game) answers 409 in plain words instead of a bare 500: the table cannot be played.
 */
export class StoredOptionsError extends DomainError {
  constructor(
    readonly gameId: string,
    /** The option at fault ("edition", "players"; "options" for the whole). */
    field: string,
    /** What is wrong with it, for the logs: the schema's code. */
    detail?: string,
  ) {
    super("unreadable_options", "unreadableOptions", { field });
    // For the logs, which is where a corrupt row gets mended.
    this.message = `game ${gameId} has unreadable stored options: ${detail === undefined ? field : `${field}: ${detail}`}`;
  }
}

/**
 * The options of a game row, checked by GameOptionsSchema (edition, expansions, variants and the
 * seat count together, ruling R23). `players` names the seats in order; before the start they
 * are placeholders and only their number counts. Throws StoredOptionsError on a corrupt row.
 */
export function tableOptions(game: { id: string; options: unknown; seatCount: number }, players?: string[]): GameOptions {
  const stored = game.options;
  if (typeof stored !== "object" || stored === null || Array.isArray(stored)) {
    throw new StoredOptionsError(game.id, "options", "not a JSON object");
  }
  const names = players ?? Array.from({ length: game.seatCount }, (_, seat) => `Seat ${seat + 1}`);
  const parsed = GameOptionsSchema.safeParse({ ...stored, players: names });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoredOptionsError(game.id, issue.path.length ? issue.path.join(".") : "options", issue.message);
  }
  return parsed.data;
}
