// Live-update benchmark against `next start` (production build, own embedded PostgreSQL):
//  1. idle cost: the server's CPU over BENCH_IDLE_SECONDS (default 25) with no stream open, then
//     with BENCH_STREAMS (default 500) idle streams open (keep-alive comments only);
//  2. fan-out: BENCH_PAGES (default 50) pages listen to one game; for each of BENCH_FANOUT_MOVES
//     (default 40, after one warm-up move) moves, the time from sending the POST (the commit lies
//     between sending it and its answer, so this is an upper bound) until each page has its own
//     new table (the stream's `event: table`, which the page shows as it comes), and until it has
//     the `event: seq` after it.
//  3. memory: the server's resident memory (all its processes) before and after opening the idle
//     streams, per stream;
//  4. the stream cap (lib/limits/streams.ts): one player asking for BENCH_CAP_HITS (default
//     10,000) more streams than the cap lets them hold; the server's CPU and memory for it.
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { applyMove, newGame, toAct, type GameState } from "@/lib/engine";
import { randomPicker } from "../games/play";
import { SseReader } from "../live/sse";
import { cpuSeconds, ensureBuild, percentile, treeRss, withBenchServer, type Prisma } from "./server";
import type { WireJson } from "../wire";

async function cpuShare(pid: number, seconds: number): Promise<number> {
  const before = cpuSeconds(pid);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  return (cpuSeconds(pid) - before) / seconds;
}

interface Viewer {
  id: string;
  cookie: string;
}

async function makeViewers(prisma: Prisma, count: number): Promise<Viewer[]> {
  const tag = randomBytes(3).toString("hex");
  const viewers: Viewer[] = [];
  for (let i = 0; i < count; i++) {
    const user = await prisma.user.create({ data: { email: `live-${tag}-${i}@example.test`, displayName: `Live ${tag} ${i}`, emailVerified: new Date() } });
    const token = randomBytes(32).toString("hex");
    await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
    viewers.push({ id: user.id, cookie: `authjs.session-token=${token}` });
  }
  return viewers;
}

export async function benchLive(): Promise<void> {
  const streams = Number(process.env.BENCH_STREAMS || 500);
  const pages = Number(process.env.BENCH_PAGES || 50);
  const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS || 25);
  const moves = Number(process.env.BENCH_FANOUT_MOVES || 40);
  const capHits = Number(process.env.BENCH_CAP_HITS || 10_000);
  await ensureBuild("live");
  const server = { prefix: "bench-live-", readyPath: "/api/games", profileDir: process.env.BENCH_PROFILE || undefined };
  await withBenchServer(server, async ({ base, pid, prisma }) => {
    // At most 4 streams per viewer (the per-game cap of lib/limits/streams.ts).
    const viewers = await makeViewers(prisma, Math.max(pages, 2, Math.ceil(streams / 4)));
    const post = async (who: Viewer, url: string, body: unknown) => {
      const response = await fetch(`${base}${url}`, {
        method: "POST",
        headers: { cookie: who.cookie, "content-type": "application/json", origin: base },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json()) as WireJson };
    };
    const [p0, p1] = viewers;
    const created = await post(p0, "/api/games", { seats: 2, variants: {}, invites: [] });
    const gameId = created.json.id as string;
    if ((await post(p1, `/api/games/${gameId}/join`, {})).status !== 200) throw new Error("join failed");
    const seatRows = await prisma.gameSeat.findMany({ where: { gameId }, orderBy: { seat: "asc" } });
    const bySeat = seatRows.map((s) => (s.userId === p0.id ? p0 : p1));
    const setup = await prisma.gameEvent.findUniqueOrThrow({ where: { gameId_seq: { gameId, seq: 0 } } });
    const payload = setup.payload as { options: GameState["options"]; setup: Parameters<typeof newGame>[1] };
    let state = newGame(payload.options, payload.setup);
    let seq = 0;

    const open = async (who: Viewer, path: string, controller: AbortController) => {
      const response = await fetch(`${base}${path}`, { headers: { cookie: who.cookie, accept: "text/event-stream" }, signal: controller.signal });
      if (response.status !== 200) throw new Error(`stream: ${response.status}`);
      return new SseReader(response.body!);
    };

    // 1. Idle cost.
    await new Promise((r) => setTimeout(r, 2000));
    const idleBefore = await cpuShare(pid, idleSeconds);
    const rssBefore = treeRss(pid);
    const idleController = new AbortController();
    const idle: SseReader[] = [];
    for (let i = 0; i < streams; i += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, streams - i) }, (_, j) => {
          const who = viewers[(i + j) % viewers.length];
          return (i + j) % 5 === 0 ? open(who, "/api/me/stream", idleController) : open(who, `/api/games/${gameId}/stream?since=${seq}`, idleController);
        }),
      );
      idle.push(...batch);
    }
    const listening = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM pg_stat_activity WHERE query = 'LISTEN neva_games'`;
    await new Promise((r) => setTimeout(r, 2000));
    const idleWith = await cpuShare(pid, idleSeconds);
    const rssWith = treeRss(pid);
    // 4. The cap, hammered by the first viewer (who holds 4 streams already) while the idle ones stay open.
    const hammerer = viewers[0];
    const capStatuses = new Map<number, number>();
    const capCpu = cpuSeconds(pid);
    // One controller per request: a shared one would collect 10,000 abort listeners in this client.
    const letIn: AbortController[] = [];
    for (let i = 0; i < capHits; i += 50) {
      await Promise.all(
        Array.from({ length: Math.min(50, capHits - i) }, async (_, j) => {
          const path = (i + j) % 2 ? "/api/me/stream" : `/api/games/${gameId}/stream?since=${seq}`;
          const controller = new AbortController();
          const response = await fetch(`${base}${path}`, { headers: { cookie: hammerer.cookie, accept: "text/event-stream" }, signal: controller.signal });
          capStatuses.set(response.status, (capStatuses.get(response.status) ?? 0) + 1);
          // A stream let in (the dashboard's, up to the cap in all; again once one of them ended
          // on its own) stays open; refusals are read to the end.
          if (response.status === 200) letIn.push(controller);
          else await response.text();
        }),
      );
    }
    const capCpuSeconds = cpuSeconds(pid) - capCpu;
    const rssAfterCap = treeRss(pid);
    for (const controller of letIn) controller.abort();
    idleController.abort();
    await new Promise((r) => setTimeout(r, 1000));

    // 2. Fan-out to `pages` listening pages.
    const fanController = new AbortController();
    const listeners = await Promise.all(viewers.slice(0, pages).map((who) => open(who, `/api/games/${gameId}/stream?since=0`, fanController)));
    const signalMs: number[] = [];
    const viewMs: number[] = [];
    const postMs: number[] = [];
    const pick = randomPicker(`bench-live/${gameId}`);
    // Move 0 warms up (the process reads this game's log for the first time); it is not counted.
    for (let m = 0; m <= moves && state.status === "active"; m++) {
      const counted = m > 0;
      const { seat, ...move } = pick(state);
      const target = seq + 1;
      const t0 = performance.now();
      const pageDone = listeners.map(async (reader, i) => {
        const frame = await reader.next((f) => f.event === "table" && Number(f.id) >= target, 0);
        const table = JSON.parse(frame?.data ?? "{}") as { seq?: number; view?: unknown };
        if (table.seq !== target || !table.view) throw new Error(`page ${i} got no table for seq ${target}`);
        if (counted) viewMs.push(performance.now() - t0);
        await reader.next((f) => f.event === "seq" && Number(f.id) >= target, 0);
        if (counted) signalMs.push(performance.now() - t0);
      });
      const reply = await post(bySeat[seat], `/api/games/${gameId}/moves`, { seq, move });
      if (counted) postMs.push(performance.now() - t0);
      if (reply.status !== 200) throw new Error(`move refused: ${reply.status} ${JSON.stringify(reply.json)}`);
      await Promise.all(pageDone);
      const next = applyMove(state, { seat, ...move } as Parameters<typeof applyMove>[1]);
      if (!next.ok) throw new Error(next.error.message);
      state = next.state;
      seq = target;
      if (toAct(state).length === 0) break;
    }
    fanController.abort();
    for (const list of [signalMs, viewMs, postMs]) list.sort((a, b) => a - b);

    const f = (n: number) => n.toFixed(1);
    console.log(`live: ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(1)}`);
    console.log(`  idle server CPU, no streams          ${(idleBefore * 100).toFixed(2)}% of one core (${idleSeconds} s)`);
    console.log(`  idle server CPU, ${streams} open streams   ${(idleWith * 100).toFixed(2)}% of one core (${idleSeconds} s; keep-alive every 20 s; goal < 5%)`);
    console.log(`  server memory (RSS)                 ${(rssBefore / 1e6).toFixed(1)} MB with no stream, ${(rssWith / 1e6).toFixed(1)} MB with ${streams}: ${((rssWith - rssBefore) / streams / 1024).toFixed(1)} KB per idle stream`);
    console.log(`  one player asking ${capHits} times past the stream cap: ${JSON.stringify(Object.fromEntries(capStatuses))} by status; server CPU ${capCpuSeconds.toFixed(1)} s (${((capCpuSeconds / capHits) * 1000).toFixed(2)} ms per request); RSS ${(rssWith / 1e6).toFixed(1)} → ${(rssAfterCap / 1e6).toFixed(1)} MB`);
    console.log(`  listening database connections      ${listening[0].n} with ${streams} streams open (one per process)`);
    console.log(`  fan-out to ${pages} pages, ${postMs.length} moves  own table on the page p50 ${f(percentile(viewMs, 50))} ms  p95 ${f(percentile(viewMs, 95))} ms;  seq frame after it p50 ${f(percentile(signalMs, 50))} ms  p95 ${f(percentile(signalMs, 95))} ms  (from sending the POST; goal p95 ≤ 200 ms)`);
    console.log(`  the POST itself                     p50 ${f(percentile(postMs, 50))} ms  p95 ${f(percentile(postMs, 95))} ms`);
  });
}
