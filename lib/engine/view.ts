// What one player (or a spectator, seat null) may see. Never the order of a pile; others' hands
// and money only where the table opened them (ruling R19); everything once the game is over.
import type { CardId } from "./catalogue";
import type { Phase, PileName } from "./phases";
import type { FinalScore, GameState, PlayedCard, Step } from "./state";
import { toAct } from "./turn";

export interface PlayerView {
  seat: number;
  name: string;
  points: number;
  /** null when hidden from this viewer. */
  money: number | null;
  handSize: number;
  /** null when hidden from this viewer. */
  hand: CardId[] | null;
  playArea: PlayedCard[];
  tokens: Phase[];
  autoPass: boolean;
}

export interface GameView {
  viewer: number | null;
  options: GameState["options"];
  status: GameState["status"];
  round: number;
  phase: Phase;
  step: Step;
  toAct: number[];
  upperRow: CardId[];
  lowerRow: CardId[];
  discardPile: CardId[];
  /** Cards left in each pile; `contents` (card → count, sorted by id) only with `pileContents`. */
  piles: Record<PileName, { size: number; contents: Record<string, number> | null }>;
  players: PlayerView[];
  /** The Observatory's draw is shown to everyone (ruling R9). */
  drawn: GameState["drawn"];
  pubQueue: number[];
  lastRound: boolean;
  final: FinalScore[] | null;
  winners: number[] | null;
}

function grouped(cards: readonly CardId[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const card of [...cards].sort()) counts[card] = (counts[card] ?? 0) + 1;
  return counts;
}

export function viewFor(state: GameState, viewer: number | null): GameView {
  const { variants } = state.options;
  const over = state.status === "finished";
  const piles = {} as GameView["piles"];
  for (const pile of state.phases) {
    piles[pile] = {
      size: state.piles[pile].length,
      contents: variants.pileContents || over ? grouped(state.piles[pile]) : null,
    };
  }
  return {
    viewer,
    options: state.options,
    status: state.status,
    round: state.round,
    phase: state.phase,
    step: state.step,
    toAct: toAct(state),
    upperRow: state.upperRow.slice(),
    lowerRow: state.lowerRow.slice(),
    discardPile: state.discardPile.slice(),
    piles,
    players: state.players.map((p) => {
      const own = p.seat === viewer;
      return {
        seat: p.seat,
        name: p.name,
        points: p.points,
        money: own || over || variants.openMoney ? p.money : null,
        handSize: p.hand.length,
        // A hand is shown sorted, so the order cards were taken in is not revealed either.
        hand: own || over || variants.openHands ? p.hand.slice().sort() : null,
        playArea: p.playArea.slice(),
        tokens: state.phases.filter((phase) => state.tokens[phase] === p.seat),
        autoPass: p.autoPass,
      };
    }),
    drawn: state.drawn && { ...state.drawn },
    pubQueue: state.pubQueue.slice(),
    lastRound: state.lastRound,
    final: state.final,
    winners: state.winners,
  };
}
