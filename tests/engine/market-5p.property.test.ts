// Property: complete random second-edition games with the Market, 5 players (see
// games.property.ts): besides the checks of every game, the "?" tokens are conserved and every
// marker, moved only by the reported `marker` events, equals the symbols in play. 250 games in
// normal runs; MARKET_RUNS=2000 for the full check.
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

const RUNS = Number(process.env.MARKET_RUNS ?? 250);

it(`${RUNS} complete random 5-player Market games: terminate, keep every card and symbol token, markers equal the symbols in play, replay identically`, () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(5, RUNS, ["market"], "second");
  expect(games).toBe(RUNS);
  console.info(`Market 5 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 900_000);
