// Property: complete random games with New Society and The Banquet, 2 players (see games.property.ts). With the
// other banquet-* and new-society-banquet-* files: 2,100 complete games with The Banquet.
import { expect, it } from "vitest";
import { checkRandomGames } from "./games.property";

it("300 complete random 2-player games with New Society and The Banquet: terminate, keep every card, never negative money, views leak nothing, replay identically", () => {
  const started = performance.now();
  const { games, moves } = checkRandomGames(2, 300, ["newSociety", "banquet"]);
  expect(games).toBe(300);
  console.info(`New Society and The Banquet 2 players: ${games} games, ${moves} moves in ${Math.round(performance.now() - started)} ms`);
}, 180_000);
