// Move benchmark: concurrent games played over HTTP against `next start` (production build, its
// own throw-away embedded PostgreSQL), beside two baselines measured in the same run: a signed-in
// GET /api/auth/session (Auth.js's own route: the session lookup and nothing of ours) at the same
// concurrency, and a bare insert of a game_events row through the same Prisma client.
// Bounded: BENCH_SECONDS (default 20) of play, BENCH_SESSION_SECONDS (default 10) of sessions.
//
//   npm run bench                       (builds into .next-bench first when the sources changed)
//   BENCH_GAMES=32 BENCH_SECONDS=30 BENCH_SEATS=4 npm run bench   (defaults: 16 games, 20 s, 3 seats)
import { cpus, loadavg } from "node:os";
import { cpuSeconds, ensureBuild, percentile, withBenchServer } from "./server";
import { benchPlayers, openTables, playTables } from "./tables";

export async function benchMoves(): Promise<void> {
  const games = Number(process.env.BENCH_GAMES || 16);
  const seats = Number(process.env.BENCH_SEATS || 3);
  const seconds = Number(process.env.BENCH_SECONDS || 20);
  const maxMoves = Number(process.env.BENCH_MAX_MOVES || 20_000);

  await ensureBuild("moves");
  // BENCH_PROFILE=dir writes a V8 CPU profile of the server there (open it in Chrome DevTools).
  const server = { prefix: "bench-", readyPath: "/api/games", profileDir: process.env.BENCH_PROFILE || undefined };
  await withBenchServer(server, async ({ base, pid, dbPid, prisma }) => {
    const players = await benchPlayers(prisma, games * seats);
    const tables = await openTables(base, prisma, players, games, seats);
    const dbCpu = () => (dbPid ? cpuSeconds(dbPid) : NaN);
    let moveCpuBefore = 0;
    let moveDbBefore = 0;
    const { latencies, sent, finished, wall, failures } = await playTables(base, tables, seconds, {
      maxMoves,
      onStart: () => ((moveCpuBefore = cpuSeconds(pid)), (moveDbBefore = dbCpu())),
    });
    const moveCpu = cpuSeconds(pid) - moveCpuBefore;
    const moveDb = dbCpu() - moveDbBefore;

    // Baseline: the cheapest signed-in request, at the same concurrency (one in flight per game,
    // each with its own player's cookie), for the same client and server.
    const sessionSeconds = Number(process.env.BENCH_SESSION_SECONDS || 10);
    const sessionLatencies: number[] = [];
    const sessionDeadline = performance.now() + sessionSeconds * 1000;
    const sessionStart = performance.now();
    const sessionCpuBefore = cpuSeconds(pid);
    const sessionDbBefore = dbCpu();
    await Promise.all(
      tables.map(async (table) => {
        const who = table.bySeat[0];
        while (performance.now() < sessionDeadline) {
          const t0 = performance.now();
          const response = await fetch(`${base}/api/auth/session`, { headers: { cookie: who.cookie } });
          const body = (await response.json()) as { user?: { id?: string } } | null;
          if (response.status !== 200 || body?.user?.id !== who.id) throw new Error(`session lookup failed: ${response.status}`);
          sessionLatencies.push(performance.now() - t0);
        }
      }),
    );
    const sessionRate = sessionLatencies.length / ((performance.now() - sessionStart) / 1000);
    const sessionCpu = cpuSeconds(pid) - sessionCpuBefore;
    const sessionDb = dbCpu() - sessionDbBefore;
    sessionLatencies.sort((a, b) => a - b);

    // Baseline: a bare insert of one game_events row through the same Prisma client.
    const dummy = await prisma.game.create({
      data: { createdById: players[0].id, options: {}, rulesVersion: 0, seed: "x", seedHash: "x", seatCount: 2, status: "active" },
    });
    let nextSeq = 1;
    const insert = () =>
      prisma.gameEvent.create({
        data: { gameId: dummy.id, seq: nextSeq++, type: "move", seat: 0, userId: players[0].id, payload: { move: { type: "pass", seat: 0 } } },
        select: { id: true },
      });
    for (let i = 0; i < 50; i++) await insert();
    const single: number[] = [];
    for (let i = 0; i < 500; i++) {
      const t0 = performance.now();
      await insert();
      single.push(performance.now() - t0);
    }
    single.sort((a, b) => a - b);
    const concurrentStart = performance.now();
    const insertDbBefore = dbCpu();
    const perWorker = Math.ceil(3000 / games);
    await Promise.all(Array.from({ length: games }, async () => {
      for (let i = 0; i < perWorker; i++) await insert();
    }));
    const insertRate = (perWorker * games) / ((performance.now() - concurrentStart) / 1000);
    const insertDbMs = ((dbCpu() - insertDbBefore) * 1000) / (perWorker * games);

    const rate = latencies.length / wall;
    const p50 = percentile(latencies, 50);
    const p95 = percentile(latencies, 95);
    const i50 = percentile(single, 50);
    const i95 = percentile(single, 95);
    console.log(`moves: ${games} concurrent ${seats}-player games over HTTP (next start, one move in flight per game), ${wall.toFixed(1)} s; ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`);
    console.log(`  POST /api/games/{id}/moves   ${latencies.length} moves  ${rate.toFixed(0)} moves/s  p50 ${p50.toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  (${finished} games finished, ${sent} requests in all)`);
    const s50 = percentile(sessionLatencies, 50);
    console.log(`  GET /api/auth/session        ${sessionLatencies.length} lookups  ${sessionRate.toFixed(0)} /s  p50 ${s50.toFixed(1)} ms  p95 ${percentile(sessionLatencies, 95).toFixed(1)} ms  (${games} at a time)`);
    console.log(`  ratio move / session lookup   p50 ${(p50 / s50).toFixed(1)}×;  rate ${(sessionRate / rate).toFixed(1)}×   (goal: ≤ 2×)`);
    // Server CPU per request (next start and its children, from /proc): what a request costs,
    // far less swayed by other work on the machine than the rates and latencies above.
    const moveCpuMs = (moveCpu * 1000) / latencies.length;
    const sessionCpuMs = (sessionCpu * 1000) / sessionLatencies.length;
    console.log(`  server CPU per request        move ${moveCpuMs.toFixed(1)} ms;  session lookup ${sessionCpuMs.toFixed(1)} ms;  ratio ${(moveCpuMs / sessionCpuMs).toFixed(1)}×`);
    // PostgreSQL's CPU (the embedded server and its backends) shares the same cores.
    const moveDbMs = (moveDb * 1000) / latencies.length;
    const sessionDbMs = (sessionDb * 1000) / sessionLatencies.length;
    console.log(`  database CPU per request      move ${moveDbMs.toFixed(1)} ms;  session lookup ${sessionDbMs.toFixed(1)} ms;  bare event insert (below) ${insertDbMs.toFixed(1)} ms`);
    console.log(`  bare game_events insert       1 at a time: p50 ${i50.toFixed(2)} ms  p95 ${i95.toFixed(2)} ms;  ${games} at a time: ${insertRate.toFixed(0)} inserts/s`);
    console.log(`  ratio move p50 / insert p50   ${(p50 / i50).toFixed(1)}×;  insert rate / move rate ${(insertRate / rate).toFixed(1)}×`);
    if (failures.size > 0) console.log(`  refused moves by status: ${JSON.stringify(Object.fromEntries(failures))}`);
  });
}
