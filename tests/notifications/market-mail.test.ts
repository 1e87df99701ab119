// The "your turn" mail of a Market game (second edition), sent by the worker: when the market
// scoring asks a player for the upkeep of their orange cards (ruling R39), the mail says so in
// the words the table uses, with the market phase in its subject and the scoring in its lines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { legalMoves, toAct, type GameState, type Move } from "@/lib/engine";
import { isOrange } from "@/lib/engine/market";
import { createGame, joinGame, seedHash } from "@/lib/games/lobby";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { prisma } from "@/lib/db/client";
import { randomPicker } from "../games/play";
import { mailEnv, TestMail } from "./helpers";

const mail = new TestMail();

beforeAll(async () => {
  mailEnv();
  await mail.start();
});
afterAll(() => mail.cleanup());

describe("the your-turn mail of a Market game", () => {
  it("asks for the upkeep of the orange market cards in the market phase (ruling R39)", { timeout: 120_000 }, async () => {
    const players = [await mail.player("mka"), await mail.player("mkb"), await mail.player("mkc")];
    const { id } = await createGame(players[0], { seats: 3, invites: [], edition: "second", expansions: ["market"] });
    // A known deal (the lobby draws a random seed): with about one random deal in eight nobody
    // but the mover ever owes upkeep before the game ends. This one asks another player at move 26.
    const seed = "market-mail-1";
    await prisma.game.update({ where: { id }, data: { seed, seedHash: seedHash(seed) } });
    for (const p of players.slice(1)) await joinGame(id, p);
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    const bySeat = seats.map((s) => players.find((p) => p.id === s.userId)!);
    // Random play that buys every orange market card it can, so that upkeep is owed soon.
    const random = randomPicker("market-mail");
    const pick = (state: GameState): Move => {
      const orange = legalMoves(state, toAct(state)[0]).find(({ move }) => move.type === "buy" && isOrange(move.card));
      return orange?.move ?? random(state);
    };

    // Random moves until the upkeep is asked of someone other than the player who just moved.
    let loaded = (await loadState(id))!;
    let asked: number | undefined;
    for (let moves = 0; asked === undefined; moves++) {
      if (loaded.state.status !== "active" || moves > 2000) return expect.fail("no upkeep was asked of another player");
      const { seat: mover, ...move } = pick(loaded.state);
      await submitMove(id, bySeat[mover], { seq: loaded.seq, move });
      loaded = (await loadState(id))!;
      const decision = loaded.state.pending[0];
      if (decision?.kind === "upkeep" && decision.seat !== mover) asked = decision.seat;
      // Keep the outbox to the moment that matters: earlier turn mails are sent now.
      else await mail.work();
    }
    expect(toAct(loaded.state)).toEqual([asked]);
    expect(loaded.state.pending[0]?.kind).toBe("upkeep");

    await mail.work();
    // Newest first.
    const [last] = await mail.mails(bySeat[asked].email);
    expect(last.subject).toMatch(new RegExp(`^Your turn in Saint Petersburg with .* \\(round ${loaded.state.round}, market phase\\)$`));
    expect(last.text).toContain("your upkeep of the orange market cards");
    expect(last.text).toContain("Market phase scored:");
  });
});
