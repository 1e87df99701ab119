// What one player (or a spectator, seat null) may see. Never the order of a pile; others' hands
// and money only where the table opened them (ruling R19); everything once the game is over.
// A view is an allow-list: the fields below and nothing else. The fields an expansion adds are
// filled by its unit's `view` (lib/engine/expansions), after the core's own.
import type { CardId, MarketSymbol } from "./catalogue";
import { BOARD_VIEWS, PLAYER_VIEWS } from "./expansions";
import type { SymbolCounts } from "./expansions/market/symbols";
import { drawnOf, stepOf, type Decision } from "./decisions";
import type { Phase, PileName } from "./phases";
import { tokensOf, type FinalScore, type GameState, type PlayedCard, type Step, type Token } from "./state";
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
  tokens: Token[];
  autoPass: boolean;
  /** The Banquet's unit: Jesters and Banquets lying on cards of the play area (public). */
  attachments: { card: CardId; on: CardId }[];
  /** The Market's unit: the symbols in play ("?" tokens included), null without the Market; public (R38). */
  marketSymbols: SymbolCounts | null;
  /** The Market's unit: the "?" symbol tokens lying on this player's cards (public). */
  symbolTokens: { symbol: MarketSymbol; on: CardId }[];
}

/** The decision the game waits for, as the table shows it (data: lib/words and the table word it). */
export type PendingDecisionView = Omit<Decision, "resume">;

export interface GameView {
  viewer: number | null;
  options: GameState["options"];
  status: GameState["status"];
  round: number;
  phase: Phase;
  /** Derived from `pendingDecision` (its kind, or "actions"), kept for existing callers. */
  step: Step;
  toAct: number[];
  upperRow: CardId[];
  lowerRow: CardId[];
  discardPile: CardId[];
  /** Cards left in each pile; `contents` (card → count, sorted by id) only with `pileContents`. */
  piles: Record<PileName, { size: number; contents: Record<string, number> | null }>;
  players: PlayerView[];
  pendingDecision: PendingDecisionView | null;
  /** The drawn or picked card is shown to everyone (ruling R9); derived from `pendingDecision`. */
  drawn: { seat: number; card: CardId } | null;
  /** The Banquet's Double Turn: actions still due to the seat on turn (R13); 0 otherwise. Derived. */
  actionsLeft: number;
  lastRound: boolean;
  /** The Market's unit: this round's value tile, its upkeep and the "?" tokens left in the supply; null without it. */
  marketBoard: { valueTile: [number, number]; upkeep: number; symbolSupply: MarketSymbol[] } | null;
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
  const decision = state.pending[0];
  let pendingDecision: PendingDecisionView | null = null;
  if (decision) {
    const { resume: _resume, ...shown } = decision;
    pendingDecision = shown;
  }
  const view = {
    viewer,
    options: state.options,
    status: state.status,
    round: state.round,
    phase: state.phase,
    step: stepOf(state),
    toAct: toAct(state),
    upperRow: state.upperRow.slice(),
    lowerRow: state.lowerRow.slice(),
    discardPile: state.discardPile.slice(),
    piles,
    players: state.players.map((p) => {
      const own = p.seat === viewer;
      const shown = {
        seat: p.seat,
        name: p.name,
        points: p.points,
        money: own || over || variants.openMoney ? p.money : null,
        handSize: p.hand.length,
        // A hand is shown sorted, so the order cards were taken in is not revealed either.
        hand: own || over || variants.openHands ? p.hand.slice().sort() : null,
        playArea: p.playArea.slice(),
        tokens: tokensOf(state, p.seat),
        autoPass: p.autoPass,
      } as PlayerView;
      for (const fields of PLAYER_VIEWS) Object.assign(shown, fields(state, p));
      return shown;
    }),
    pendingDecision,
    drawn: drawnOf(state),
    actionsLeft: state.extraActions,
    lastRound: state.lastRound,
  } as GameView;
  for (const fields of BOARD_VIEWS) Object.assign(view, fields(state));
  view.final = state.final;
  view.winners = state.winners;
  return view;
}
