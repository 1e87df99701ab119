// Property: 3-player complete random games (see games.property.ts). Together with the 2- and
// 3/4-player files: 2,100 complete games.
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

it("700 complete random 3-player games: terminate, keep all 116 cards, never negative money, replay identically", () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(3, 700);
  expect(games).toBe(700);
  console.info(`3 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 120_000);
