"use client";

import type { GameView, PlayerView } from "@/lib/engine";
import { capital } from "@/lib/words/table";
import { useTableWords } from "./use-words";

// The Market module's side of the board (rules-notes §17): each player's five markers, the
// current value tile (its higher number is also the orange cards' upkeep) and the "?" tokens left.
// A marker past 10 starts again at 1 with a +10 token: the track shows N mod 10 and N div 10 tokens.

const SYMBOLS = ["apple", "chicken", "fish", "grain", "vegetable"] as const;

function trackWords(n: number): string {
  const tens = Math.floor(n / 10);
  return tens > 0 ? `${n % 10} +10×${tens}` : String(n);
}

function countOf(player: PlayerView, symbol: string): number {
  return (player.marketSymbols as Record<string, number> | null)?.[symbol] ?? 0;
}

export function MarketBoard({ view }: { view: GameView }) {
  const { t, list } = useTableWords();
  const market = view.marketBoard;
  if (!market) return null;
  const symbol = (s: string) => capital(t(`symbol.${s as (typeof SYMBOLS)[number]}`));
  const [first, second] = market.valueTile;
  return (
    <section aria-labelledby="market-title" className="flex min-w-0 flex-col gap-1 rounded-md border border-yellow-300 bg-yellow-50 p-2 text-sm" data-testid="market">
      <h2 id="market-title" className="font-semibold">
        {t("market.title")}
      </h2>
      <p data-testid="value-tile">{t("market.valueTile", { first, second, upkeep: market.upkeep })}</p>
      <p data-testid="symbol-supply">
        {t("market.supply", { symbols: market.symbolSupply.length > 0 ? list(market.symbolSupply.map(symbol)) : t("market.none") })}
      </p>
      <table className="w-full text-left">
        <caption className="sr-only">{t("market.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("market.player")}</th>
            {SYMBOLS.map((s) => (
              <th scope="col" key={s}>
                {symbol(s)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.players.map((p) => (
            <tr key={p.seat} data-testid="market-track" data-seat={p.seat}>
              <th scope="row" className="font-medium" translate="no">
                {p.name}
              </th>
              {SYMBOLS.map((s) => (
                <td key={s} data-symbol={s} data-count={countOf(p, s)}>
                  {trackWords(countOf(p, s))}
                  {p.symbolTokens.some((token) => token.symbol === s) ? ` ${t("market.token")}` : ""}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
