// Property: complete random New Society games with 3 players (see games.property.ts). With the
// other new-society-Np files: 2,000 complete games (500 per player count, 2 to 5).
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

it("500 complete random 3-player New Society games: terminate, keep every card, never negative money, views leak nothing, replay identically", () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(3, 500, ["newSociety"]);
  expect(games).toBe(500);
  console.info(`New Society 3 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 180_000);
