// Property: complete random games with The Banquet, 4 players (see games.property.ts). With the
// other banquet-* and new-society-banquet-* files: 2,100 complete games with The Banquet.
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

it("300 complete random 4-player games with The Banquet: terminate, keep every card, never negative money, views leak nothing, replay identically", () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(4, 300, ["banquet"]);
  expect(games).toBe(300);
  console.info(`The Banquet 4 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 180_000);
