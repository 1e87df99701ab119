// The Market module (second edition) as one unit: its phase and pile, its symbols counted from
// the cards in play and the "?" tokens (./symbols.ts), the "?" symbol asked as a card enters play
// (R17, R38), the upkeep after the market scoring and the majorities after that (R39, ./market-cards.ts),
// and its view and summary fields. Its numbers on the table (phase order, display size, the
// five start tokens: rules.ts TABLE_RULES.market) and its value tiles (rules.ts, R16) are
// rules constants; its data shapes are in ./schema.ts.
import { valueTile, TABLE_RULES } from "../../rules";
import type { Unit } from "../types";
import { ownsOrange, symbolDecision, upkeepDecision } from "./market-cards";
import { askSymbol, cardEnteredPlay, cardLeftPlay, hasMarket, scoreMajorities, symbolsOf, symbolSupply, upkeepPrice } from "./symbols";

export const market: Unit = {
  name: "market",
  table: TABLE_RULES.market,
  decisions: [symbolDecision, upkeepDecision],
  // Ruling R39: upkeep owners one at a time in turn order from the market token holder; then the majorities.
  afterScoring: [{ phase: "market", kind: "upkeep", asked: () => true, owner: ownsOrange }],
  afterDecisions: [{ phase: "market", score: scoreMajorities }],
  playArea: {
    entered(s, player, card, events) {
      cardEnteredPlay(s, player, card, events);
      return askSymbol(s, player.seat, card);
    },
    left: cardLeftPlay,
  },
  view: {
    /** The symbols in play ("?" tokens included), null without the Market; the "?" tokens on the player's cards. Public (R38). */
    player: (state, p) => ({ marketSymbols: hasMarket(state) ? symbolsOf(p) : null, symbolTokens: p.symbolTokens.map((t) => ({ ...t })) }),
    /** This round's value tile, its upkeep and the "?" tokens left in the supply; null without the Market. */
    board: (state) => ({
      marketBoard: hasMarket(state) ? { valueTile: [...valueTile(state.round)] as [number, number], upkeep: upkeepPrice(state), symbolSupply: symbolSupply(state) } : null,
    }),
  },
  summary: {
    player: (state, p) => (hasMarket(state) ? { market: symbolsOf(p) } : {}),
    board: (state) => (hasMarket(state) ? { valueTile: [...valueTile(state.round)] as [number, number], symbolSupply: symbolSupply(state) } : {}),
  },
};
