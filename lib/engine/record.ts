// The `neva-game/1` record (shared/reference/game-record.md): options, setup and every move.
// Replaying it rebuilds the game; `summarize` prints the state the replay command outputs.
import { z } from "zod";
import { applyMoveInPlace } from "./apply";
import type { RuleError } from "./errors";
import { MoveSchema, type Move } from "./moves";
import { GameOptionsSchema } from "./options";
import { newGame, SetupSchema, type Setup } from "./setup";
import { drawnOf, stepOf } from "./decisions";
import { cloneState, tokensOf, type GameState } from "./state";
import { toAct } from "./turn";
import { BOARD_SUMMARIES, PLAYER_SUMMARIES } from "./expansions";
import type { SymbolCounts } from "./expansions/market/symbols";

export const GameRecordSchema = z.object({
  format: z.literal("neva-game/1"),
  options: GameOptionsSchema,
  setup: SetupSchema,
  // Moves are checked one by one during replay, so a bad one is reported with its index.
  moves: z.array(z.unknown()),
});
export type GameRecord = Omit<z.input<typeof GameRecordSchema>, "moves" | "setup"> & { setup: Setup; moves: Move[] };

export type ReplayResult =
  | { ok: true; state: GameState }
  | { ok: false; state: GameState; move: number; message: string; refused?: RuleError; invalid?: z.ZodError };


/** Applies moves to a copy of `start`; stops at the first move that is malformed or illegal. */
export function replayMoves(start: GameState, moves: readonly unknown[]): ReplayResult {
  const state = cloneState(start);
  for (let index = 0; index < moves.length; index++) {
    const parsed = MoveSchema.safeParse(moves[index]);
    if (!parsed.success) {
      // Data, not words: the caller words the issues (lib/words/setup.ts issuesText).
      return { ok: false, state, move: index, message: "invalidMove", invalid: parsed.error };
    }
    const error = applyMoveInPlace(state, parsed.data);
    // A refused move carries its reason as data: the caller words it (lib/words).
    if (error) return { ok: false, state, move: index, message: error.message, refused: error };
  }
  return { ok: true, state };
}

/** Rebuilds a game from a parsed record. Throws SetupError when the setup cannot start a game. */
export function replayRecord(record: z.infer<typeof GameRecordSchema>): ReplayResult {
  return replayMoves(newGame(record.options, record.setup as Setup), record.moves);
}

export interface ReplaySummary {
  status: GameState["status"];
  round: number;
  phase: GameState["phase"];
  step: ReturnType<typeof stepOf>;
  toAct: number[];
  board: { upper: string[]; lower: string[] };
  piles: Record<string, number>;
  discard: string[];
  /** A card drawn (Observatory) or picked (Debtor's Prison) and not yet bought, taken or discarded. */
  drawn: { seat: number; card: string } | null;
  players: {
    seat: number;
    name: string;
    money: number;
    points: number;
    hand: string[];
    playArea: string[];
    tokens: string[];
    /** Only with The Banquet: Jesters and Banquets lying on a card, sorted by card then `on`. */
    attachments?: { card: string; on: string }[];
    /** Only with the Market: the symbols in play, "?" tokens included (track N mod 10, +10 tokens N div 10). */
    market?: SymbolCounts;
  }[];
  /** Only with the Market: this round's value tile (after the game, the last round's). */
  valueTile?: [number, number];
  /** Only with the Market: the "?" symbol tokens still in the supply, sorted. */
  symbolSupply?: string[];
  final: GameState["final"];
  winners: number[] | null;
}

const sorted = (cards: readonly string[]) => cards.slice().sort();

/**
 * The replay command's output: every list sorted, so two engines print the same document. The
 * fields an expansion adds come from its unit's `summary` (lib/engine/expansions).
 */
export function summarize(state: GameState): ReplaySummary {
  const piles: Record<string, number> = {};
  for (const pile of state.phases) piles[pile] = state.piles[pile].length;
  const summary = {
    status: state.status,
    round: state.round,
    phase: state.phase,
    step: stepOf(state),
    toAct: toAct(state),
    board: { upper: sorted(state.upperRow), lower: sorted(state.lowerRow) },
    piles,
    discard: sorted(state.discardPile),
    drawn: drawnOf(state),
    players: state.players.map((p) => {
      const player: ReplaySummary["players"][number] = {
        seat: p.seat,
        name: p.name,
        money: p.money,
        points: p.points,
        hand: sorted(p.hand),
        playArea: sorted(p.playArea.map((played) => played.card)),
        tokens: sorted(tokensOf(state, p.seat)),
      };
      for (const fields of PLAYER_SUMMARIES) Object.assign(player, fields(state, p));
      return player;
    }),
  } as ReplaySummary;
  for (const fields of BOARD_SUMMARIES) Object.assign(summary, fields(state));
  summary.final = state.final;
  summary.winners = state.winners;
  return summary;
}
