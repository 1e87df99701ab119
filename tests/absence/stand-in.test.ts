// "bot" tables (issue 22): once a player's time runs out with no vacation days left, the bot
// plays their seat through the worker until the player's own move (or "I'm back") takes it back;
// the log says whom it played for; two workers racing never make the same bot move twice.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { describeEvents } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { dueBotTurns, playBotTurn, startBotLoop } from "@/lib/games/bots";
import { englishLine } from "@/lib/words/english";
import { headerAbsence } from "@/lib/absence/reads";
import { createGame } from "@/lib/services";
import * as awayRoute from "@/app/api/me/away/route";
import * as gamesRoute from "@/app/api/games/route";
import { call } from "../games/helpers";
import { mailEnv, playOne, startedGame, TestMail, type Player } from "../notifications/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const DAY = 3600_000;
const mail = new TestMail();

beforeAll(async () => {
  mailEnv({ MOVE_LIMIT_DAY_SECONDS: String(DAY / 1000) });
  await mail.start();
});
afterAll(async () => {
  delete process.env.MOVE_LIMIT_DAY_SECONDS;
  await mail.cleanup();
});

const work = (now: Date) => mail.work({ now, timeouts: true });
const seatRow = (gameId: string, userId: string) => prisma.gameSeat.findFirstOrThrow({ where: { gameId, userId } });

/** A "bot" table of two whose player to act has no vacation days, timed out by the worker. */
async function timedOutAtBotTable(standInLevel?: "beginner" | "standard" | "strong") {
  const [a, b] = [await mail.player("cy"), await mail.player("di")];
  await prisma.user.updateMany({ where: { id: { in: [a.id, b.id] } }, data: { vacationDays: 0 } });
  const { id, bySeat } = await startedGame([a, b], { moveTimeLimitDays: 1, onTimeout: "bot", ...(standInLevel ? { standInLevel } : {}) });
  const first = (await loadState(id))!;
  const seat = toAct(first.state)[0];
  const start = (await prisma.game.findUniqueOrThrow({ where: { id } })).lastMoveAt!.getTime();
  await work(new Date(start + 1.1 * DAY));
  const events = await prisma.gameEvent.findMany({ where: { gameId: id, seq: { gt: 0 } } });
  expect(events.map((e) => e.type)).toEqual(["timeout"]);
  return { id, bySeat, seat, late: bySeat[seat], other: bySeat[1 - seat] };
}

/** Plays the other player's moves until the game waits for `seat` again. */
async function untilTurnOf(id: string, bySeat: Player[], seat: number) {
  for (let i = 0; i < 200; i++) {
    const loaded = (await loadState(id))!;
    if (loaded.state.status !== "active" || toAct(loaded.state)[0] === seat) return loaded;
    await playOne(id, bySeat);
  }
  throw new Error("the seat's turn never came");
}

describe("table options", () => {
  it("are stored with the game at creation and refused with 400 when not one of theirs", async () => {
    const ann = await mail.player("ann");
    const { id } = await createGame(ann, { seats: 2, vacation: false, onTimeout: "bot" });
    expect(await prisma.game.findUniqueOrThrow({ where: { id }, select: { vacation: true, onTimeout: true } })).toEqual({ vacation: false, onTimeout: "bot" });
    const plain = await createGame(ann, { seats: 2 });
    expect(await prisma.game.findUniqueOrThrow({ where: { id: plain.id }, select: { vacation: true, onTimeout: true } })).toEqual({ vacation: true, onTimeout: "pass" });
    // The engine's options (and so the setup event) are as before: old games replay unchanged.
    expect(Object.keys((await prisma.game.findUniqueOrThrow({ where: { id } })).options as object).sort()).toEqual(["edition", "expansions", "variants"]);
    for (const [body, field] of [
      [{ seats: 2, onTimeout: "robot" }, "onTimeout"],
      [{ seats: 2, vacation: "yes" }, "vacation"],
      [{ seats: 2, standInLevel: "grandmaster" }, "standInLevel"],
    ] as const) {
      const reply = await call(gamesRoute.POST, { as: ann, body });
      expect(reply.status).toBe(400);
      expect(reply.body.error.field).toBe(field);
    }
  });
});

describe('a "bot" table', () => {
  it("plays a timed-out seat at the standard level, or at the level the table chose (issue 36)", { timeout: 90_000 }, async () => {
    for (const [chosen, level] of [
      [undefined, "standard"],
      ["strong", "strong"],
      ["beginner", "beginner"],
    ] as const) {
      const { id, bySeat, seat } = await timedOutAtBotTable(chosen);
      expect((await prisma.game.findUniqueOrThrow({ where: { id }, select: { standInLevel: true } })).standInLevel).toBe(level);
      await untilTurnOf(id, bySeat, seat);
      const [turn] = (await dueBotTurns(1000)).filter((t) => t.id === id);
      expect(turn).toMatchObject({ seat, standIn: true, level });
    }
  });

  it("the bot plays a timed-out seat, the log says for whom, and the player's own move takes it back", { timeout: 60_000 }, async () => {
    const { id, bySeat, seat, late } = await timedOutAtBotTable();
    expect((await seatRow(id, late.id)).playedBy).toBe("bot");
    const at = await untilTurnOf(id, bySeat, seat);
    await work(new Date());
    const botMoves = await prisma.gameEvent.findMany({ where: { gameId: id, seat, type: "move" } });
    expect(botMoves.length).toBeGreaterThan(0);
    for (const e of botMoves) expect(e).toMatchObject({ userId: null, payload: { bot: true, standIn: true } });
    expect(botMoves[0].seq).toBe(at.seq + 1);
    const line = describeEvents(await loadEvents(id)).find((l) => l.seq === botMoves[0].seq)!;
    expect(englishLine(line).text).toContain(`(played by the bot for ${late.displayName})`);

    // The player's own move at their next turn: the bot lets go at once, and the move is theirs.
    await untilTurnOf(id, bySeat, seat);
    const own = await playOne(id, bySeat);
    expect(own.seat).toBe(seat);
    expect((await seatRow(id, late.id)).playedBy).toBeNull();
    const last = await prisma.gameEvent.findFirstOrThrow({ where: { gameId: id }, orderBy: { seq: "desc" } });
    expect(last).toMatchObject({ seat, userId: late.id });
    expect(last.payload).not.toHaveProperty("bot");
  });

  it('"I\'m back" (DELETE /api/me/away) takes the seat back from the bot', { timeout: 60_000 }, async () => {
    const { id, late } = await timedOutAtBotTable();
    expect((await seatRow(id, late.id)).playedBy).toBe("bot");
    // The header says so, with its "I'm back".
    expect(await headerAbsence(late.id)).toEqual({ awayUntil: null, heldByBot: 1 });
    const reply = await call(awayRoute.DELETE, { as: late, method: "DELETE" });
    expect(reply.status).toBe(200);
    expect((await seatRow(id, late.id)).playedBy).toBeNull();
    expect(await dueBotTurns(1000)).not.toContainEqual(expect.objectContaining({ id }));
    expect(await headerAbsence(late.id)).toEqual({ awayUntil: null, heldByBot: 0 });
  });

  it("two workers racing for the bot's turn make the move once, and two bot loops never double a move", async () => {
    const { id, bySeat, seat } = await timedOutAtBotTable();
    const at = await untilTurnOf(id, bySeat, seat);
    const [turn] = (await dueBotTurns(1000)).filter((t) => t.id === id);
    expect(turn).toMatchObject({ seq: at.seq, seat, standIn: true });
    expect((await Promise.all([playBotTurn(turn), playBotTurn(turn)])).sort()).toEqual(["applied", "raced"]);
    expect(await prisma.gameEvent.count({ where: { gameId: id, seq: at.seq + 1 } })).toBe(1);

    // Two worker loops on one database, while the other player plays on.
    const loops = [startBotLoop({ pollMs: 20 }), startBotLoop({ pollMs: 20 })];
    try {
      for (let round = 0; round < 3; round++) {
        const loaded = await untilTurnOf(id, bySeat, seat);
        if (loaded.state.status !== "active") break;
        // The loops get there (no clock in the assertion: the test's own time limit bounds it).
        while ((await loadState(id))!.seq === loaded.seq) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
    }
    const all = await prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" } });
    expect(all.map((e) => e.seq)).toEqual(all.map((_, i) => i));
    // Every state replays: no bot move was made from a state that had moved on.
    const replayed = describeEvents(await loadEvents(id));
    expect(replayed).toHaveLength(all.length - 1);
  });
});
