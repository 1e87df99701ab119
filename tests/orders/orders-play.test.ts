// Standing orders played by the worker (issue 32), through the real path: the routes store them,
// the worker's own pass (runWorkerOnce) plays them through the append path, the log and the
// tables show them as the issue says (the author's mark only, until the game ends), and their
// lifetime, the seat's takeover and the reliability median treat them as the issue says.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct, type Move } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { loadLog, loadTable } from "@/lib/games/table";
import { loadEvents } from "@/lib/games/log";
import { walkEvents } from "@/lib/games/walk";
import { loadGame, turnSummary } from "@/lib/mailer/game-mail";
import { englishLine } from "@/lib/words/english";
import { exportGame } from "@/lib/history/export";
import { playerCard } from "@/lib/ratings/reads";
import { GameRecordSchema, replayRecord } from "@/lib/engine";
import { resignAs, runWorkerOnce, submitMove } from "@/lib/services";
import * as ordersRoute from "@/app/api/games/[id]/orders/route";
import { call, createGameAs, makeUser, startedGame, type TestUser } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const put = (as: TestUser, id: string, body: unknown) => call(ordersRoute.PUT, { as, id, method: "PUT", body });
const get = (as: TestUser, id: string) => call(ordersRoute.GET, { as, id, method: "GET" });
/** The worker's pass: clocks, bots and orders (no mail). */
const worker = () => runWorkerOnce({ maxBatches: 0 });

let ann: TestUser;
let bob: TestUser;
beforeAll(async () => {
  [ann, bob] = await Promise.all([makeUser("plan-ann"), makeUser("plan-bob")]);
});

/** A started two-person game: who is to act, and who waits. */
async function table() {
  const { id, bySeat } = await startedGame([ann, bob]);
  const loaded = (await loadState(id))!;
  const actingSeat = toAct(loaded.state)[0];
  return { id, bySeat, actor: bySeat[actingSeat], waiter: bySeat[1 - actingSeat], waiterSeat: 1 - actingSeat };
}

/** The person to act takes a card of the upper row by hand (a move that never ends the phase). */
async function takeByHand(id: string, as: TestUser): Promise<void> {
  const { seq, state } = (await loadState(id))!;
  const seat = toAct(state)[0];
  const take = legalMoves(state, seat).find((l) => l.move.type === "take")!.move as Move;
  const { seat: _seat, ...move } = take;
  await submitMove(id, as, { seq, move });
}

describe("the worker plays standing orders", () => {
  it("plays the first applicable order as soon as the seat is to act, marked byOrder and made by no user; a buy is used up", async () => {
    const { id, actor, waiter, waiterSeat } = await table();
    const { state } = (await loadState(id))!;
    const card = state.upperRow.find((c) => c !== state.upperRow[0]) ?? state.upperRow[0];
    expect((await put(waiter, id, { orders: [{ move: { type: "buy", card: "observatory", from: "upper" } }, { move: { type: "take", card, from: "upper" } }, { move: { type: "pass" } }] })).status).toBe(200);
    // Not the waiter's turn: nothing is played.
    await worker();
    expect((await loadState(id))!.seq).toBe(0);

    await takeByHand(id, actor);
    await worker();
    const events = await prisma.gameEvent.findMany({ where: { gameId: id, seq: { gt: 0 } }, orderBy: { seq: "asc" } });
    expect(events).toHaveLength(2);
    const played = events[1];
    expect(played).toMatchObject({ seat: waiterSeat, userId: null });
    expect(played.payload).toEqual({ move: { type: "take", seat: waiterSeat, card, from: "upper" }, byOrder: true });
    // The take is used up; the observatory (not there) and the pass stay.
    expect((await get(waiter, id)).body.orders).toEqual([{ move: { type: "buy", card: "observatory", from: "upper" } }, { move: { type: "pass" } }]);
    // The log replays it like any move.
    expect(walkEvents(await loadEvents(id)).events[1]).toMatchObject({ seq: 2, byOrder: true });
  });

  it("keeps the orders secret: only the author's table and mail say a move was planned, until the game is over", async () => {
    const { id, actor, waiter, waiterSeat } = await table();
    await put(waiter, id, { orders: [{ move: { type: "pass" } }] });
    await takeByHand(id, actor);
    await worker();
    const mine = await loadTable(id, waiter);
    const theirs = await loadTable(id, actor);
    const planned = (lines: typeof mine.log) => lines.filter((l) => l.byOrder).map((l) => englishLine(l).text);
    expect(planned(mine.log)).toEqual([expect.stringMatching(/passed.*\(planned\)$/)]);
    expect(planned(theirs.log)).toEqual([]);
    expect(planned((await loadLog(id, 0)).events)).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain("byOrder");
    // The turn mail of the other seat tells the move, not that it was planned.
    const game = (await loadGame(id))!;
    const actorSeat = 1 - waiterSeat;
    expect(turnSummary(game, id, actorSeat, "en").happened.join("\n")).not.toMatch(/planned/);
    expect(turnSummary(game, id, actorSeat, "en").happened.join("\n")).toMatch(/passed/);
  });

  it('asks the player when nothing applies ("ask"), then plays again once the game has moved on', async () => {
    const { id, actor, waiter } = await table();
    await put(waiter, id, { orders: [{ move: { type: "buy", card: "observatory", from: "upper" } }] });
    await takeByHand(id, actor);
    const before = (await loadState(id))!.seq;
    await worker();
    expect((await loadState(id))!.seq).toBe(before);
    expect((await prisma.seatOrders.findFirstOrThrow({ where: { gameId: id } })).triedSeq).toBe(before);
    // The player moves by hand as without orders.
    await takeByHand(id, waiter);
    expect((await loadState(id))!.seq).toBe(before + 1);
  });

  it('otherwise "pass" with until "game" plays a whole game against the bot to its end, every event replaying', { timeout: 300_000 }, async () => {
    const cal = await makeUser("plan-cal");
    const id = await createGameAs(cal, { seats: 2, bots: 1 });
    expect((await put(cal, id, { orders: [], otherwise: "pass", until: "game" })).status).toBe(200);
    for (let i = 0; i < 200 && (await loadState(id))!.state.status === "active"; i++) {
      const moved = await worker();
      if (moved.timeouts === 0) {
        // A turn that must be a buy (never here: first edition) would wait for Ann.
        break;
      }
    }
    const { state, seq } = (await loadState(id))!;
    expect(state.status).toBe("finished");
    const events = await prisma.gameEvent.findMany({ where: { gameId: id, seq: { gt: 0 } }, select: { payload: true, userId: true } });
    expect(events).toHaveLength(seq);
    expect(events.every((e) => e.userId === null)).toBe(true);
    expect(events.some((e) => (e.payload as { byOrder?: boolean }).byOrder)).toBe(true);
    expect(walkEvents(await loadEvents(id)).states.at(-1)!.status).toBe("finished");
    // The export replays to the same end, every move by order an ordinary move of the record.
    const record = await exportGame(id);
    expect(record && record !== "not-finished" && replayRecord(GameRecordSchema.parse(record)).ok).toBe(true);
    // Moves by order took no thinking time: the player card counts none of them.
    const card = await playerCard(cal.displayName);
    expect(card?.reliability).toMatchObject({ movesCounted: 0, timeouts: 0, timeoutRate: null });
    // Over: everyone reads which moves were planned; the orders go with the worker's next clock pass.
    expect((await loadLog(id, 0)).events.some((l) => l.byOrder)).toBe(true);
    await worker();
    expect(await prisma.seatOrders.count({ where: { gameId: id } })).toBe(0);
  });

  it('"until": "phase" ends with the phase: GET gives none at once, and the worker drops them when the seat is next to act', async () => {
    const { id, actor, waiter } = await table();
    await put(waiter, id, { orders: [{ move: { type: "buy", card: "observatory", from: "upper" } }], until: "phase" });
    const phase = (await loadState(id))!.state.phase;
    // Pass the phase out by hand.
    for (let i = 0; i < 40; i++) {
      const { seq, state } = (await loadState(id))!;
      if (state.phase !== phase) break;
      const seat = toAct(state)[0];
      await submitMove(id, seat === (await seatOf(id, actor)) ? actor : waiter, { seq, move: { type: "pass" } });
    }
    expect((await get(waiter, id)).body).toEqual({ orders: [], otherwise: "ask", until: "phase" });
    // The row goes when the worker next looks at the seat: once it is to act again.
    const waiterSeat = await seatOf(id, waiter);
    for (let i = 0; i < 40; i++) {
      const { seq, state } = (await loadState(id))!;
      if (toAct(state)[0] === waiterSeat) break;
      await submitMove(id, actor, { seq, move: { type: "pass" } });
    }
    expect(toAct((await loadState(id))!.state)[0]).toBe(waiterSeat);
    await worker();
    expect(await prisma.seatOrders.count({ where: { gameId: id } })).toBe(0);
  });

  it("a resignation drops the seat's orders", async () => {
    const { id, waiter } = await table();
    await put(waiter, id, { orders: [{ move: { type: "pass" } }], otherwise: "pass" });
    expect(await prisma.seatOrders.count({ where: { gameId: id } })).toBe(1);
    await resignAs(id, waiter.id);
    expect(await prisma.seatOrders.count({ where: { gameId: id } })).toBe(0);
  });
});

async function seatOf(id: string, user: TestUser): Promise<number> {
  return (await prisma.gameSeat.findFirstOrThrow({ where: { gameId: id, userId: user.id } })).seat!;
}
