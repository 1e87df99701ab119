// Bot seats through the real path (issue 21): POST /api/games with `bots`, the table as a player
// gets it, the worker's own pass playing the bots' turns through the move append, two workers
// racing for one bot turn, and a player alone finishing a game against bots.
import type { LogLine } from "@/lib/games/history";
import { englishLine } from "@/lib/words/english";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, type GameState } from "@/lib/engine";
import { dueBotTurns, playBotTurn, startBotLoop } from "@/lib/games/bots";
import { loadEvents, replaySteps } from "@/lib/games/log";
import { exportGame, recordMoves, type ExportedRecord } from "@/lib/history/export";
import { checkShuffle } from "@/lib/history/shuffle";
import { runWorkerOnce } from "@/lib/services";
import * as gamesRoute from "@/app/api/games/route";
import * as gameRoute from "@/app/api/games/[id]/route";
import * as movesRoute from "@/app/api/games/[id]/moves/route";
import { call, createGameAs, joinAs, makeUser, type TestUser } from "./helpers";

vi.mock("@/lib/auth", () => import("./auth-mock"));

let ann: TestUser;
beforeAll(async () => {
  ann = await makeUser("ann");
});

/** The worker's pass, bots and timeouts only (no mail is due in these games). */
const workerPass = () => runWorkerOnce({ maxBatches: 0 });

async function table(user: TestUser, id: string) {
  const reply = await call(gameRoute.GET, { as: user, id });
  expect(reply.status, reply.text).toBe(200);
  return reply.body;
}

describe("POST /api/games with bots", () => {
  it("seats the bots last as Bot 1, Bot 2 … and starts at once when the creator is the only person", async () => {
    const creator = await makeUser("solo");
    const id = await createGameAs(creator, { seats: 3, bots: 2 });
    const game = await prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: { orderBy: { seat: "asc" } } } });
    expect(game.status).toBe("active");
    expect(game.hasBots).toBe(true);
    expect(game.seats.map((s) => s.botNumber)).toEqual([null, 1, 2]);
    expect(game.seats[0].userId).toBe(creator.id);
    const t = await table(creator, id);
    expect(t.view.players.map((p: { name: string; bot?: boolean }) => [p.name, p.bot ?? false])).toEqual([
      [creator.displayName, false],
      ["Bot 1", true],
      ["Bot 2", true],
    ]);
    expect(t.botSeats).toEqual([1, 2]);
  });

  it("plays the level the creator chose (standard unless told), and says it on each bot's seat (issue 36)", async () => {
    const creator = await makeUser("levels");
    const strong = await createGameAs(creator, { seats: 3, bots: 2, botLevel: "strong" });
    const seats = await prisma.gameSeat.findMany({ where: { gameId: strong }, orderBy: { seat: "asc" } });
    expect(seats.map((s) => s.botLevel)).toEqual([null, "strong", "strong"]);
    expect((await table(creator, strong)).botLevels).toEqual({ 1: "strong", 2: "strong" });
    const plain = await createGameAs(creator, { seats: 2, bots: 1 });
    expect((await table(creator, plain)).botLevels).toEqual({ 1: "standard" });
    // A seat stored before the levels had names reads as the standard level.
    await prisma.gameSeat.updateMany({ where: { gameId: plain, botNumber: 1 }, data: { botLevel: "heuristic" } });
    expect((await table(creator, plain)).botLevels).toEqual({ 1: "standard" });
  });

  it("waits for its people when seats are left open, and no one can take a bot's seat", async () => {
    const id = await createGameAs(ann, { seats: 4, bots: 2 });
    const game = await prisma.game.findUniqueOrThrow({ where: { id }, include: { seats: true } });
    expect(game.status).toBe("open");
    expect(game.seats.filter((s) => s.botNumber === null && s.userId === null)).toHaveLength(1);
    const listed = (await call(gamesRoute.GET, { as: ann })).body.games.find((g: { id: string }) => g.id === id);
    expect(listed).toMatchObject({ openSeats: 1, bots: 2 });
  });

  it("starts when the last person joins: people's seats drawn among them, the bot in the last seat", async () => {
    const bob = await makeUser("bob");
    const id = await createGameAs(ann, { seats: 3, bots: 1 });
    const joined = await joinAs(bob, id);
    expect(joined.status).toBe(200);
    expect(joined.body.started).toBe(true);
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    expect(seats.map((s) => s.botNumber)).toEqual([null, null, 1]);
    expect(new Set(seats.slice(0, 2).map((s) => s.userId))).toEqual(new Set([ann.id, bob.id]));
    const t = await table(bob, id);
    expect(t.view.players[2]).toMatchObject({ name: "Bot 1", bot: true });
  });

  it("rejects bots out of range or not a whole number with 400 naming the field in a sentence", async () => {
    const cases: [unknown, string][] = [
      [{ seats: 2, bots: 0 }, "bots"],
      [{ seats: 2, bots: 2 }, "bots"],
      [{ seats: 4, bots: 4 }, "bots"],
      [{ seats: 3, bots: 1.5 }, "bots"],
      [{ seats: 3, bots: "two" }, "bots"],
      [{ seats: 3, bots: 1, botLevel: "grandmaster" }, "botLevel"],
    ];
    for (const [body, field] of cases) {
      const reply = await call(gamesRoute.POST, { as: ann, body });
      expect(reply.status, JSON.stringify(body)).toBe(400);
      expect(reply.body.error.field, JSON.stringify(body)).toBe(field);
      expect(reply.body.error.message, JSON.stringify(body)).toMatch(/bot/i);
    }
    const tooMany = await call(gamesRoute.POST, { as: ann, body: { seats: 3, bots: 2, invites: [(await makeUser("guest")).displayName] } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.field).toBe("invites");
  });
});

/** A table of one person and `bots` bots in which a bot is to act first. */
async function botFirstTable(bots: number, options: Record<string, unknown> = {}): Promise<{ id: string; creator: TestUser }> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const creator = await makeUser("alone");
    const id = await createGameAs(creator, { seats: bots + 1, bots, ...options });
    const game = await prisma.game.findUniqueOrThrow({ where: { id }, select: { toActSeat: true } });
    if (game.toActSeat !== 0) return { id, creator };
  }
  throw new Error("no table with a bot to act first in 20 tries");
}

describe("bots in the worker", () => {
  it("make each bot move once when two workers race for it", async () => {
    const { id } = await botFirstTable(2);
    const [turn] = (await dueBotTurns(1000)).filter((t) => t.id === id);
    expect(turn).toBeTruthy();
    const results = await Promise.all([playBotTurn(turn), playBotTurn(turn)]);
    expect(results.sort()).toEqual(["applied", "raced"]);
    const events = await prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" } });
    expect(events.map((e) => e.seq)).toEqual([0, 1]);
    expect(events[1].payload).toMatchObject({ bot: true });
    expect(events[1].userId).toBeNull();
  });

  it("are played by the worker's bot loop on its own, without anyone asking", async () => {
    const { id } = await botFirstTable(1);
    const loop = startBotLoop({ pollMs: 50 });
    try {
      // No clock in the assertion: the loop must get there before the test's own time limit.
      while ((await prisma.game.findUniqueOrThrow({ where: { id }, select: { toActSeat: true } })).toActSeat !== 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await loop.stop();
    }
    const events = await prisma.gameEvent.findMany({ where: { gameId: id, seq: { gt: 0 } } });
    expect(events.length).toBeGreaterThan(0);
    for (const e of events) expect(e.payload).toMatchObject({ bot: true });
  });

  it("play every bot turn in the worker's pass, marked as a bot's in the log and replayed like any move", async () => {
    const { id, creator } = await botFirstTable(3, { edition: "second", expansions: ["market"] });
    await Promise.all([workerPass(), workerPass()]);
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    expect(game.toActSeat).toBe(0); // the bots played until the person's turn
    const t = await table(creator, id);
    const botLines = (t.log as LogLine[]).filter((line) => line.seat !== null && line.seat > 0);
    expect(botLines.length).toBeGreaterThan(0);
    // The log is data (lib/words says it): each bot line is marked, and says so in words.
    for (const line of botLines) {
      expect(line.bot).toBe(true);
      expect(englishLine(line).text).toMatch(/played by the bot/);
    }
    const events = await loadEvents(id);
    expect(new Set(events.map((e) => e.seq)).size).toBe(events.length);
    let last: GameState | null = null;
    for (const step of replaySteps(events)) last = step.after;
    expect(last && legalMoves(last, 0).length).toBeGreaterThan(0);
  });

  it("let a player alone finish a game against four bots", async () => {
    const creator = await makeUser("finisher");
    const id = await createGameAs(creator, { seats: 5, bots: 4, expansions: ["newSociety"] });
    for (let turn = 0; turn < 400; turn++) {
      await workerPass();
      const t = await table(creator, id);
      if (t.status === "finished") break;
      expect(t.view.toAct).toEqual([0]);
      // The person plays the first legal move (often a pass): the game must still reach its end.
      const pick = t.legalMoves.find((m: { move: { type: string } }) => m.move.type !== "pass") ?? t.legalMoves[0];
      const reply = await call(movesRoute.POST, { as: creator, id, body: { seq: t.seq, move: pick.move } });
      expect(reply.status, reply.text).toBe(200);
    }
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    expect(game.status).toBe("finished");
    expect(game.toActSeat).toBeNull();
    const { moves } = recordMoves(await loadEvents(id));
    expect(moves.length).toBeGreaterThan(20);
    // The export says which seats were bots', and `verify` checks the shuffle as for any game.
    const record = (await exportGame(id)) as ExportedRecord;
    expect(record.shuffle).toMatchObject({ bots: 4, joinOrder: [creator.displayName] });
    const check = checkShuffle({ ...record.shuffle!, seed: record.shuffle!.seed!, options: record.options as never, setup: record.setup as never });
    expect(check).toMatchObject({ ok: true, seatOrderMatches: true });
  });
});
