import type { GameView, PlayerView } from "@/lib/engine";
import { rubles } from "./words";

// The Market module's side of the board (rules-notes §17): each player's five markers, the
// current value tile (its higher number is also the orange cards' upkeep) and the "?" tokens left.
// A marker past 10 starts again at 1 with a +10 token: the track shows N mod 10 and N div 10 tokens.

const SYMBOL_WORDS: Record<string, string> = { apple: "Apple", chicken: "Chicken", fish: "Fish", grain: "Grain", vegetable: "Vegetable" };

function trackWords(n: number): string {
  const tens = Math.floor(n / 10);
  return tens > 0 ? `${n % 10} +10×${tens}` : String(n);
}

function countOf(player: PlayerView, symbol: string): number {
  return (player.marketSymbols as Record<string, number> | null)?.[symbol] ?? 0;
}

export function MarketBoard({ view }: { view: GameView }) {
  const market = view.marketBoard;
  if (!market) return null;
  const symbols = Object.keys(SYMBOL_WORDS);
  const [first, second] = market.valueTile;
  return (
    <section aria-labelledby="market-title" className="flex min-w-0 flex-col gap-1 rounded-md border border-yellow-300 bg-yellow-50 p-2 text-sm" data-testid="market">
      <h2 id="market-title" className="font-semibold">
        Market
      </h2>
      <p data-testid="value-tile">
        Value tile {first}/{second}: the most of a symbol scores {first}, the second most {second}; orange cards cost {rubles(market.upkeep)} upkeep.
      </p>
      <p data-testid="symbol-supply">
        “?” tokens in the supply: {market.symbolSupply.length > 0 ? market.symbolSupply.map((s) => SYMBOL_WORDS[s]).join(", ") : "none"}
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">Market markers per player</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            {symbols.map((s) => (
              <th scope="col" key={s}>
                {SYMBOL_WORDS[s]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-testid="market-track" data-seat={p.seat}>
              <th scope="row" className="font-medium">
                {p.name}
              </th>
              {symbols.map((s) => (
                <td key={s} data-symbol={s} data-count={countOf(p, s)}>
                  {trackWords(countOf(p, s))}
                  {p.symbolTokens.some((t) => t.symbol === s) ? " (?)" : ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
