// Resigning (issue 22) through the real path: POST /api/games/{id}/resign, then the worker's own
// pass playing the seat by the table's rule, to the end of the game, and the result ranking the
// resigned player last; `resignSeat` inside another transaction (account deletion uses it).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { summarizeResult } from "@/lib/history/results";
import { playerCard } from "@/lib/ratings/reads";
import { describeEvents } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { englishLine } from "@/lib/words/english";
import { resignSeat, runWorkerOnce, submitMove } from "@/lib/services";
import * as resignRoute from "@/app/api/games/[id]/resign/route";
import { call, makeUser, startedGame, type TestUser } from "../games/helpers";
import { randomPicker } from "../games/play";
import { newGame, type GameState } from "@/lib/engine";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const resign = (as: TestUser | null, id: string) => call(resignRoute.POST, { as, id, method: "POST" });
/** The worker's pass, timeouts and bots only. */
const workerPass = () => runWorkerOnce({ maxBatches: 0 });

let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [ann, bob] = await Promise.all([makeUser("ann"), makeUser("bob")]);
});

describe("POST /api/games/{id}/resign", () => {
  it("resigns the caller's seat once; a stranger, a second resign and the resigned player's moves are refused", async () => {
    const { id, bySeat } = await startedGame([ann, bob]);
    const stranger = await makeUser("stranger");
    expect((await resign(stranger, id)).status).toBe(403);
    expect((await resign(null, id)).status).toBe(401);
    expect((await resign(ann, "no-such-game-id")).status).toBe(404);

    const reply = await resign(bob, id);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toMatchObject({ resigned: true, playedBy: "pass", seat: bySeat.indexOf(bob) });
    const again = await resign(bob, id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe("resigned");

    const seat = await prisma.gameSeat.findFirstOrThrow({ where: { gameId: id, userId: bob.id } });
    expect(seat.resignedAt).toBeInstanceOf(Date);
    expect(seat.playedBy).toBe("pass");
    const loaded = (await loadState(id))!;
    const move = randomPicker("x")(loaded.state);
    const { seat: _seat, ...body } = move;
    await expect(submitMove(id, bob, { seq: loaded.seq, move: body })).rejects.toMatchObject({ code: "resigned", reason: "resignedNoMoves" });
  });

  it("refuses a game that has not started", async () => {
    const { createGameAs } = await import("../games/helpers");
    const id = await createGameAs(ann, { seats: 2 });
    const reply = await resign(ann, id);
    expect(reply.status).toBe(409);
    expect(reply.body.error.code).toBe("not_running");
  });
});

describe("a resigned seat goes on by the table's rule", () => {
  it('"pass": the worker times the seat out at its turns at once, charged to no one', async () => {
    const { id, bySeat } = await startedGame([ann, bob]);
    const first = (await loadState(id))!;
    const resigner = bySeat[toAct(first.state)[0]];
    expect((await resign(resigner, id)).status).toBe(200);
    await workerPass();
    const events = await prisma.gameEvent.findMany({ where: { gameId: id, seq: { gt: 0 } }, orderBy: { seq: "asc" } });
    expect(events[0]).toMatchObject({ type: "timeout", seat: bySeat.indexOf(resigner), userId: null });
  });

  it('"bot": the bot plays the seat to the end, the log says for whom, and the result ranks the player last', { timeout: 300_000 }, async () => {
    const [cy, dee] = await Promise.all([makeUser("cy"), makeUser("dee")]);
    const { id, bySeat } = await startedGame([cy, dee]);
    await prisma.game.update({ where: { id }, data: { onTimeout: "bot" } });
    const cySeat = bySeat.indexOf(cy);
    const reply = await resign(cy, id);
    expect(reply.body.playedBy).toBe("bot");
    const pick = randomPicker("resign-bot");
    let loaded = (await loadState(id))!;
    for (let steps = 0; loaded.state.status === "active"; steps++) {
      if (steps > 3000) throw new Error("the game did not end within 3000 steps");
      const seat = toAct(loaded.state)[0];
      if (seat === cySeat) {
        expect((await workerPass()).timeouts).toBeGreaterThan(0);
      } else {
        const { seat: _seat, ...body } = pick(loaded.state);
        await submitMove(id, dee, { seq: loaded.seq, move: body });
      }
      loaded = (await loadState(id))!;
    }
    const botMoves = await prisma.gameEvent.findMany({ where: { gameId: id, seat: cySeat, type: "move" } });
    expect(botMoves.length).toBeGreaterThan(0);
    for (const e of botMoves) expect(e.payload).toMatchObject({ bot: true, standIn: true });
    const lines = describeEvents(await loadEvents(id)).filter((line) => line.seat === cySeat && line.bot);
    expect(lines.length).toBe(botMoves.length);
    expect(englishLine(lines[0]).text).toContain(`(played by the bot for ${cy.displayName})`);
    const rows = await prisma.gameResultPlayer.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    expect(rows[cySeat]).toMatchObject({ rank: 2, winner: false, userId: cy.id });
    expect(rows[1 - cySeat]).toMatchObject({ rank: 1, winner: true, userId: dee.id });
    // The resignation counts against Cy's reliability once; the bot's moves and passes are no one's.
    const card = await playerCard(cy.displayName);
    expect(card!.reliability.timeouts).toBe(1);
  });
});

describe("resignSeat inside another transaction", () => {
  it("resigns with the caller's writes, and not at all when the caller's transaction rolls back", async () => {
    const { id, bySeat } = await startedGame([ann, bob]);
    const seat = bySeat.indexOf(ann);
    await expect(
      prisma.$transaction(async (tx) => {
        expect(await resignSeat(tx, { gameId: id, seat })).toBe("resigned");
        throw new Error("the caller gives up");
      }),
    ).rejects.toThrow("the caller gives up");
    expect((await prisma.gameSeat.findFirstOrThrow({ where: { gameId: id, seat } })).resignedAt).toBeNull();
    const result = await prisma.$transaction((tx) => resignSeat(tx, { gameId: id, seat }));
    expect(result).toBe("resigned");
    expect(await prisma.$transaction((tx) => resignSeat(tx, { gameId: id, seat }))).toBe("already");
  });
});

describe("the result of a game with a resigned seat", () => {
  it("ranks the resigned player below everyone who stayed, even with the most points, and never a winner", () => {
    const state = newGame({ players: ["Ann", "Bob", "Cy"] }, { seed: "resign" });
    const finished = {
      ...state,
      status: "finished",
      final: [
        { seat: 0, total: 50, aristocrats: 0, money: 0, hand: 0 },
        { seat: 1, total: 40, aristocrats: 0, money: 0, hand: 0 },
        { seat: 2, total: 30, aristocrats: 0, money: 0, hand: 0 },
      ],
      winners: [0],
    } as unknown as GameState;
    const rows = summarizeResult("g", finished, { finishedAt: new Date(), lastSeq: 1, userIds: [], resigned: [true] }).players;
    expect(rows.map((r) => [r.rank, r.winner])).toEqual([
      [3, false],
      [1, true],
      [2, false],
    ]);
  });
});
