// Property: complete random second-edition games with 2 players (see games.property.ts). With
// the other second-edition-Np files; 250 games each in normal runs, SECOND_EDITION_RUNS=2000 for the full check.
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

const RUNS = Number(process.env.SECOND_EDITION_RUNS ?? 250);

it(`${RUNS} complete random 2-player second-edition games: terminate, keep every card, never negative money, views leak nothing, replay identically`, () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(2, RUNS, [], "second");
  expect(games).toBe(RUNS);
  console.info(`Second edition 2 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 900_000);
