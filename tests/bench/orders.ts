// Standing orders (issue 32), measured against a baseline of the same run:
// 1. the append path: a person's move at a game where every other seat has orders pending, beside
//    a move at a game without orders (interleaved, so both meet the same machine); goal ≤ 1.1×.
// 2. how soon an order plays once its seat is to act, with the worker's own loop running (the
//    bots-and-orders job at its default poll): the gap from the event before (a person's move or a
//    bot's) to the order's event, p50 and p95; goal p95 ≤ 1 s.
//
//   BENCH_ONLY=orders npm run bench      (BENCH_ORDER_MOVES, default 60)
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { removeStale } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { median, percentile, startBenchDatabase } from "./server";

export async function benchOrders(): Promise<void> {
  const moves = Number(process.env.BENCH_ORDER_MOVES || 60);
  const parent = path.resolve(".data");
  await removeStale(parent, "bench-orders-");
  const dir = path.join(parent, `bench-orders-${process.pid}`);
  const db = await startBenchDatabase(dir);
  try {
    await migrate(db.url, { log: () => {} });
    process.env.DATABASE_URL = db.url;
    const { prisma } = await import("@/lib/db/client");
    const { createGame, joinGame, setOrders, submitMove, sweepSeats } = await import("@/lib/services");
    const { loadState } = await import("@/lib/games/current");
    const { startJobs } = await import("@/lib/worker/runner");
    const { legalMoves, toAct } = await import("@/lib/engine");

    const tag = randomBytes(3).toString("hex");
    const users: { id: string; email: string }[] = [];
    for (let i = 0; i < 3; i++) users.push(await prisma.user.create({ data: { email: `or-${tag}-${i}@example.test`, displayName: `Or ${tag} ${i}` } }));
    const seated = async (id: string) => {
      const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
      return seats.map((s) => users.find((u) => u.id === s.userId)!);
    };
    const table = async () => {
      const { id } = await createGame(users[0], { seats: 3, variants: {}, invites: [] });
      for (const u of users.slice(1)) await joinGame(id, u);
      return { id, bySeat: await seated(id) };
    };

    // 1. The append path. Orders that never apply (a card no row holds, "ask"), so they stay pending.
    const plain = await table();
    const planned = await table();
    for (const u of planned.bySeat) await setOrders(planned.id, u.id, { orders: [{ move: { type: "buy", card: "observatory", from: "upper" }, maxRubles: 0 }], until: "game" });
    const timed: Record<"plain" | "planned", number[]> = { plain: [], planned: [] };
    const moveOnce = async (game: { id: string; bySeat: { id: string }[] }, into: number[]) => {
      const loaded = (await loadState(game.id))!;
      if (loaded.state.status !== "active") return;
      const seat = toAct(loaded.state)[0];
      const legal = legalMoves(loaded.state, seat).map((l) => l.move);
      const { seat: _seat, ...move } = legal.find((m) => m.type === "take") ?? legal.find((m) => m.type === "pass")!;
      const t0 = performance.now();
      await submitMove(game.id, game.bySeat[seat], { seq: loaded.seq, move, clientMoveId: randomBytes(8).toString("hex") });
      into.push(performance.now() - t0);
    };
    for (let i = 0; i < moves; i++) {
      // Each goes first every other time, so neither always meets a warmer cache.
      const pair: [typeof plain, number[]][] = [[plain, timed.plain], [planned, timed.planned]];
      for (const [game, into] of i % 2 ? pair.reverse() : pair) await moveOnce(game, into);
    }
    const ratio = median(timed.planned) / median(timed.plain);
    console.log(`orders: ${timed.plain.length} + ${timed.planned.length} moves through submitMove in-process, interleaved`);
    console.log(`  move, no orders at the table           median ${median(timed.plain).toFixed(2)} ms`);
    console.log(`  move, orders pending at every seat     median ${median(timed.planned).toFixed(2)} ms   ${ratio.toFixed(2)}× (goal ≤ 1.10×)`);

    // 2. Latency with the worker's loop running: two people and a bot; one person passes by order
    // ("otherwise": "pass" for the whole game), so orders follow both the bot and the other person.
    const { id } = await createGame(users[0], { seats: 3, variants: {}, invites: [], bots: 1 });
    await joinGame(id, users[1]);
    const bySeat = await seated(id);
    const planner = users[1];
    await setOrders(id, planner.id, { orders: [], otherwise: "pass", until: "game" });
    const runner = startJobs([{ name: "bots and orders", everyMs: 200, run: async () => void (await sweepSeats()) }], { log: () => {} });
    try {
      // To the end of the game (a bound keeps a stuck game from hanging the bench).
      for (let i = 0; i < 20_000; i++) {
        const loaded = (await loadState(id))!;
        if (loaded.state.status !== "active") break;
        const seat = toAct(loaded.state)[0];
        if (bySeat[seat]?.id !== users[0].id) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const legal = legalMoves(loaded.state, seat).map((l) => l.move);
        const { seat: _seat, ...move } = legal.find((m) => m.type === "take") ?? legal[0];
        await submitMove(id, bySeat[seat], { seq: loaded.seq, move }).catch(() => null);
      }
    } finally {
      await runner.stop();
    }
    const events = await prisma.gameEvent.findMany({ where: { gameId: id }, orderBy: { seq: "asc" }, select: { createdAt: true, payload: true } });
    const gaps: number[] = [];
    events.forEach((event, k) => {
      if (k > 0 && (event.payload as { byOrder?: boolean }).byOrder) gaps.push(event.createdAt.getTime() - events[k - 1].createdAt.getTime());
    });
    gaps.sort((a, b) => a - b);
    console.log(`  from the event before to the order's move (worker loop at 200 ms), ${gaps.length} orders played`);
    console.log(`    p50 ${percentile(gaps, 50).toFixed(0)} ms   p95 ${percentile(gaps, 95).toFixed(0)} ms   max ${gaps.at(-1) ?? 0} ms (goal p95 ≤ 1000 ms)`);
    await prisma.$disconnect();
  } finally {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
