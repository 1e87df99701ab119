// Statements per move, counted at the driver (every query the pg client sends, BEGIN and COMMIT
// included) while moves go through submitMove in-process, beside Auth.js's own session lookup
// (the Prisma adapter's getSessionAndUser) through the same client. Counts do not depend on how
// busy the machine is; the in-process times beside them are sequential and only for comparison.
//
//   BENCH_ONLY=statements npm run bench      (BENCH_STATEMENT_MOVES, default 60)
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { removeStale } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { countStatements } from "../games/statements";
import { median, startBenchDatabase } from "./server";

export async function benchStatements(): Promise<void> {
  const moves = Number(process.env.BENCH_STATEMENT_MOVES || 60);
  const parent = path.resolve(".data");
  await removeStale(parent, "bench-statements-");
  const dir = path.join(parent, `bench-statements-${process.pid}`);
  const db = await startBenchDatabase(dir);
  try {
    await migrate(db.url, { log: () => {} });
    process.env.DATABASE_URL = db.url;
    const { prisma } = await import("@/lib/db/client");
    const { PrismaAdapter } = await import("@auth/prisma-adapter");
    const { createGame, joinGame, submitMove } = await import("@/lib/services");
    const { loadState } = await import("@/lib/games/current");
    const { randomPicker } = await import("../games/play");

    const tag = randomBytes(3).toString("hex");
    const users: { id: string; email: string }[] = [];
    for (let i = 0; i < 3; i++) {
      users.push(await prisma.user.create({ data: { email: `st-${tag}-${i}@example.test`, displayName: `St ${tag} ${i}` } }));
    }
    const token = randomBytes(16).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: users[0].id, expires: new Date(Date.now() + 86_400_000) } });
    const adapter = PrismaAdapter(prisma as never);

    const { id } = await createGame(users[0], { seats: 3, variants: {}, invites: [] });
    for (const u of users.slice(1)) await joinGame(id, { id: u.id, email: u.email });
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    const bySeat = seats.map((s) => users.find((u) => u.id === s.userId)!);
    const pick = randomPicker(`statements/${id}`);

    // Warm up (the first queries of a client prepare its engine).
    await adapter.getSessionAndUser!(token);
    const sessionCounts: number[] = [];
    const sessionMs: number[] = [];
    for (let i = 0; i < 100; i++) {
      const t0 = performance.now();
      const { statements } = await countStatements(async () => adapter.getSessionAndUser!(token));
      sessionMs.push(performance.now() - t0);
      sessionCounts.push(statements.length);
    }

    const moveCounts: number[] = [];
    const moveMs: number[] = [];
    let sample: string[] = [];
    for (let i = 0; i < moves; i++) {
      const loaded = (await loadState(id))!;
      if (loaded.state.status !== "active") break;
      const { seat, ...move } = pick(loaded.state);
      const t0 = performance.now();
      // As the page sends it: with a client move id.
      const { statements } = await countStatements(() =>
        submitMove(id, bySeat[seat], { seq: loaded.seq, move, clientMoveId: randomBytes(8).toString("hex") }),
      );
      moveMs.push(performance.now() - t0);
      moveCounts.push(statements.length);
      if (i === 5) sample = statements.map((text) => text.slice(0, 60));
    }
    await prisma.$disconnect();

    const s = median(sessionCounts);
    const m = median(moveCounts);
    console.log(`statements: counted at the pg driver, in-process (no HTTP), ${moveCounts.length} moves of a 3-player game`);
    console.log(`  session lookup (Auth.js adapter)   ${s} statement(s)   median ${median(sessionMs).toFixed(2)} ms`);
    console.log(`  move (submitMove, clientMoveId)    ${m} statements (median; min ${Math.min(...moveCounts)}, max ${Math.max(...moveCounts)})   median ${median(moveMs).toFixed(2)} ms`);
    console.log(`  ratio                              ${(m / s).toFixed(1)}× statements, ${(median(moveMs) / median(sessionMs)).toFixed(1)}× time`);
    console.log(`  one move's statements: ${sample.join(" | ")}`);
  } finally {
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
