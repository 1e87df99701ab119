// Web push (issue 39): from a move to the push request at the push service. An in-process move
// (submitMove) at a two-player table where both players have a device; the worker's own push job
// (lib/pusher/worker.ts) runs in its loop at its default poll (PUSH_POLL_SECONDS 0.25 s), encrypts
// and signs the push and POSTs it to a local fake push service (PUSH_TEST_ENDPOINTS=1). Figures:
// the time from the call of submitMove to the request's arrival, p50 and p95; goal p50 ≤ 1 s.
//
//   BENCH_ONLY=push npm run bench      (BENCH_PUSH_MOVES, default 40)
import { createECDH, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import path from "node:path";
import { removeStale } from "@/lib/db/embedded";
import { migrate } from "@/lib/db/migrate";
import { median, percentile, startBenchDatabase } from "./server";

export async function benchPush(): Promise<void> {
  const moves = Number(process.env.BENCH_PUSH_MOVES || 40);
  const parent = path.resolve(".data");
  await removeStale(parent, "bench-push-");
  const dir = path.join(parent, `bench-push-${process.pid}`);
  const db = await startBenchDatabase(dir);
  const arrivals: { path: string; at: number }[] = [];
  const waiting: ((at: number) => void)[] = [];
  const service = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      const at = performance.now();
      arrivals.push({ path: request.url ?? "", at });
      waiting.shift()?.(at);
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, "localhost", resolve));
  const base = `http://localhost:${(service.address() as AddressInfo).port}`;
  try {
    await migrate(db.url, { log: () => {} });
    process.env.DATABASE_URL = db.url;
    process.env.PUSH_TEST_ENDPOINTS = "1";
    const webPush = (await import("web-push")).default;
    const keys = webPush.generateVAPIDKeys();
    process.env.VAPID_PUBLIC_KEY ||= keys.publicKey;
    process.env.VAPID_PRIVATE_KEY ||= keys.privateKey;
    const { prisma } = await import("@/lib/db/client");
    const { createGame, joinGame, submitMove } = await import("@/lib/services");
    const { pushJob } = await import("@/lib/pusher/worker");
    const { startJobs } = await import("@/lib/worker/runner");
    const { loadState } = await import("@/lib/games/current");
    const { legalMoves, toAct } = await import("@/lib/engine");

    const tag = randomBytes(3).toString("hex");
    const users: { id: string; email: string }[] = [];
    for (let i = 0; i < 2; i++) users.push(await prisma.user.create({ data: { email: `pu-${tag}-${i}@example.test`, displayName: `Pu ${tag} ${i}` } }));
    for (const u of users) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      await prisma.pushSubscription.create({
        data: { userId: u.id, endpoint: `${base}/push/${u.id}`, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
      });
    }
    const { id } = await createGame(users[0], { seats: 2, variants: {}, invites: [] });
    await joinGame(id, users[1]);
    const seats = await prisma.gameSeat.findMany({ where: { gameId: id }, orderBy: { seat: "asc" } });
    const bySeat = seats.map((s) => users.find((u) => u.id === s.userId)!);

    const runner = startJobs([pushJob()], { log: () => {} });
    const latencies: number[] = [];
    try {
      // The start's own pushes (your turn, table full) go out first.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      arrivals.length = 0;
      for (let i = 0; i < moves; i++) {
        const loaded = (await loadState(id))!;
        if (loaded.state.status !== "active") break;
        const seat = toAct(loaded.state)[0];
        const legal = legalMoves(loaded.state, seat).map((l) => l.move);
        const { seat: _seat, ...move } = legal.find((m) => m.type === "take") ?? legal.find((m) => m.type === "pass")!;
        const arrived = new Promise<number>((resolve) => waiting.push(resolve));
        const t0 = performance.now();
        await submitMove(id, bySeat[seat], { seq: loaded.seq, move, clientMoveId: randomBytes(8).toString("hex") });
        const next = toAct((await loadState(id))!.state)[0];
        if (next === seat) {
          // The same player acts again: nobody is told; drop the waiter.
          waiting.pop();
          continue;
        }
        latencies.push((await arrived) - t0);
      }
    } finally {
      await runner.stop();
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`push: ${sorted.length} moves through submitMove in-process, the worker's push job at its default poll`);
    console.log(`  move → push request at the push service   p50 ${median(sorted).toFixed(0)} ms   p95 ${percentile(sorted, 95).toFixed(0)} ms   (goal p50 ≤ 1000 ms)`);
    await prisma.$disconnect();
  } finally {
    delete process.env.PUSH_TEST_ENDPOINTS;
    await new Promise<void>((resolve) => service.close(() => resolve()));
    await db.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
