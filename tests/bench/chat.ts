// Table-talk benchmark against `next start` (issue 24): a message POSTed by one player until it is
// on the other player's open game stream (`event: chat`, over LISTEN/NOTIFY), p50 and p95 over
// BENCH_CHAT_MESSAGES (default 60, after one warm-up); the goal is p50 ≤ 200 ms. Baseline from
// the same run and server: a signed-in GET /api/auth/session (Auth.js's session lookup alone),
// printed as a ratio so slow machines compare like with like.
import { randomBytes } from "node:crypto";
import { SseReader } from "../live/sse";
import { ensureBuild, percentile, withBenchServer } from "./server";
import type { WireJson } from "../wire";

export async function benchChat(): Promise<void> {
  const messages = Number(process.env.BENCH_CHAT_MESSAGES || 60);
  await ensureBuild("chat");
  // The flood limits would stop a benchmark that talks this fast: lifted for this server only.
  const serverEnv = { RATE_LIMIT_CHAT_BURST: "100000/30", RATE_LIMIT_CHAT_DAY: "100000/86400" };
  await withBenchServer({ prefix: "bench-chat-", readyPath: "/api/games", serverEnv }, async ({ base, prisma }) => {
    const tag = randomBytes(3).toString("hex");
    const viewers = [];
    for (let i = 0; i < 2; i++) {
      const user = await prisma.user.create({ data: { email: `chat-${tag}-${i}@example.test`, displayName: `Chat ${tag} ${i}`, emailVerified: new Date() } });
      const token = randomBytes(32).toString("hex");
      await prisma.session.create({ data: { sessionToken: token, userId: user.id, expires: new Date(Date.now() + 86_400_000) } });
      viewers.push({ id: user.id, cookie: `authjs.session-token=${token}` });
    }
    const [p0, p1] = viewers;
    const post = async (cookie: string, url: string, body: unknown) => {
      const response = await fetch(`${base}${url}`, { method: "POST", headers: { cookie, "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
      return { status: response.status, json: (await response.json()) as WireJson };
    };
    const gameId = (await post(p0.cookie, "/api/games", { seats: 2, variants: {}, invites: [] })).json.id as string;
    if ((await post(p1.cookie, `/api/games/${gameId}/join`, {})).status !== 200) throw new Error("join failed");

    const controller = new AbortController();
    const stream = await fetch(`${base}/api/games/${gameId}/stream?since=0`, { headers: { cookie: p1.cookie }, signal: controller.signal });
    const reader = new SseReader(stream.body!);
    // Listening once the first `turns` frame is there (it follows LISTEN).
    await reader.next((f) => f.event === "turns");

    const chatMs: number[] = [];
    for (let i = 0; i <= messages; i++) {
      const t0 = performance.now();
      const seen = reader.frames.length;
      const reply = await post(p0.cookie, `/api/games/${gameId}/chat`, { text: `bench message ${i}` });
      if (reply.status !== 201) throw new Error(`chat refused: ${reply.status} ${JSON.stringify(reply.json)}`);
      const id = reply.json.message.id as string;
      const frame = await reader.next((f) => f.event === "chat" && JSON.parse(f.data).id === id, seen);
      if (!frame) throw new Error("the stream ended");
      if (i > 0) chatMs.push(performance.now() - t0);
    }
    controller.abort();

    const sessionMs: number[] = [];
    for (let i = 0; i <= messages; i++) {
      const t0 = performance.now();
      await (await fetch(`${base}/api/auth/session`, { headers: { cookie: p0.cookie } })).text();
      if (i > 0) sessionMs.push(performance.now() - t0);
    }
    for (const list of [chatMs, sessionMs]) list.sort((a, b) => a - b);
    const c50 = percentile(chatMs, 50);
    const s50 = percentile(sessionMs, 50);
    console.log("chat:");
    console.log(`  POST to the other page's event: chat  ${chatMs.length} messages  p50 ${c50.toFixed(1)} ms  p95 ${percentile(chatMs, 95).toFixed(1)} ms  (goal p50 ≤ 200 ms)`);
    console.log(`  GET /api/auth/session (baseline)      p50 ${s50.toFixed(1)} ms  p95 ${percentile(sessionMs, 95).toFixed(1)} ms`);
    console.log(`  ratio                                  ${(c50 / s50).toFixed(2)}× the session lookup`);
  });
}
