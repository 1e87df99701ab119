// Helpers for second-edition tables (with or without the Market): explicit piles in the
// edition's own deck, and start tokens for the five tokens of the Market (ruling R25).
import { newGame, type CardId, type GameState, type Phase } from "@/lib/engine";
import { deckContents } from "@/lib/engine/catalogue";
import { phaseOrder } from "@/lib/engine/phases";
import { defaultTokens, NAMES5 } from "./helpers";

export interface SecondSpec {
  players?: number;
  names?: string[];
  market?: boolean;
  top?: Partial<Record<Phase, CardId[]>>;
  tokens?: GameState["tokens"];
}

/** The second edition's piles with `top` cards first (top card first), the rest in catalogue order. */
export function secondPiles(top: Partial<Record<Phase, CardId[]>> = {}, market = false): Record<string, CardId[]> {
  const expansions = market ? ["market"] : [];
  const phases = phaseOrder({ expansions: expansions as never });
  const contents = deckContents(phases, expansions, "second");
  const out: Record<string, CardId[]> = {};
  for (const pile of phases) {
    const rest = contents[pile].slice();
    const first = top[pile] ?? [];
    for (const card of first) {
      const i = rest.indexOf(card);
      if (i < 0) throw new Error(`secondPiles: not enough ${card} in the ${pile} pile`);
      rest.splice(i, 1);
    }
    out[pile] = [...first, ...rest];
  }
  return out;
}

/** Five tokens (R25): 2p 2/3, 3p 1/2/2, 4p 1/1/1/2, 5p one each; the market token at the last seat. */
export function marketTokens(players: number): GameState["tokens"] {
  if (players === 2) return { worker: 0, market: 1, building: 1, aristocrat: 0, trading: 1 };
  if (players === 3) return { worker: 0, market: 1, building: 1, aristocrat: 2, trading: 2 };
  if (players === 4) return { worker: 0, market: 3, building: 1, aristocrat: 2, trading: 3 };
  return { worker: 0, market: 4, building: 1, aristocrat: 2, trading: 3 };
}

export function secondGame(spec: SecondSpec = {}): GameState {
  const players = spec.players ?? 2;
  const market = spec.market ?? false;
  return newGame(
    { players: (spec.names ?? NAMES5).slice(0, players), edition: "second", expansions: market ? ["market"] : [] },
    { piles: secondPiles(spec.top, market), tokens: spec.tokens ?? (market ? marketTokens(players) : defaultTokens(players)) },
  );
}
