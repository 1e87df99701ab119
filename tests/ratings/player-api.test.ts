// GET /api/players/{name} through the route handler: rating, games and reliability of a player
// whose games were finished through the move path; 404 for unknown and hostile names; no email.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { ordinal } from "@/lib/ratings/model";
import { RELIABILITY_TURNS } from "@/lib/ratings/reads";
import * as playerRoute from "@/app/api/players/[name]/route";
import { makeUser } from "../history/helpers";
import { finishedGame } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

async function get(name: string) {
  const response = await playerRoute.GET(new Request(`http://localhost/api/players/${encodeURIComponent(name)}`), {
    params: Promise.resolve({ name: encodeURIComponent(name) }),
  });
  return { status: response.status, text: await response.text() };
}


describe("GET /api/players/{name}", () => {
  it("answers rating, games and reliability read from the log", { timeout: 120_000 }, async () => {
    const [ann, bob] = await Promise.all([makeUser("pa"), makeUser("pb")]);
    const game = await finishedGame([ann, bob], `api-${ann.id}`, { timeoutWhen: (s) => s.round === 2 && s.phase === "worker" });
    // Spread the events over time so each move has its own duration: event n at n·(n+1) minutes.
    const events = await prisma.gameEvent.findMany({ where: { gameId: game.id }, orderBy: { seq: "asc" } });
    const t0 = Date.UTC(2026, 5, 1);
    for (const e of events) await prisma.gameEvent.update({ where: { id: e.id }, data: { createdAt: new Date(t0 + e.seq * (e.seq + 1) * 60_000) } });
    const mine = await prisma.gameEvent.findMany({ where: { gameId: game.id, userId: ann.id }, orderBy: { seq: "asc" } });
    const moves = mine.filter((e) => e.type === "move");
    const timeouts = mine.filter((e) => e.type === "timeout").length;
    expect(timeouts).toBeGreaterThan(0);
    // Each of Ann's moves took seq·2 minutes (from the event before it); the median of those.
    const durations = moves.map((e) => e.seq * 2 * 60).sort((a, b) => a - b);
    const mid = durations.length / 2;
    const median = durations.length % 2 ? durations[Math.floor(mid)] : (durations[mid - 1] + durations[mid]) / 2;

    const reply = await get(ann.displayName.toUpperCase());
    expect(reply.status).toBe(200);
    const body = JSON.parse(reply.text);
    const stored = await prisma.playerRating.findUniqueOrThrow({ where: { userId: ann.id } });
    const result = await prisma.gameResultPlayer.findFirstOrThrow({ where: { gameId: game.id, userId: ann.id } });
    expect(body).toEqual({
      name: ann.displayName,
      // One opponent so far: provisional until three different people (issue 35).
      rating: { mu: stored.mu, sigma: stored.sigma, ordinal: ordinal(stored), provisional: true, opponents: 1 },
      games: { played: 1, won: result.winner ? 1 : 0, rated: 1 },
      reliability: { medianMoveSeconds: median, timeouts, timeoutRate: timeouts / (moves.length + timeouts), movesCounted: moves.length },
      away: false,
      awayUntil: null,
    });
    expect(reply.text).not.toContain(ann.email);
    expect(reply.text).not.toContain("seed");
  });

  it("answers a player without games with the default rating", async () => {
    const cat = await makeUser("pc");
    const body = JSON.parse((await get(cat.displayName)).text);
    expect(body.rating).toEqual({ mu: 25, sigma: 25 / 3, ordinal: 25 - 25, provisional: true, opponents: 0 });
    expect(body.games).toEqual({ played: 0, won: 0, rated: 0 });
    expect(body.reliability).toEqual({ medianMoveSeconds: null, timeouts: 0, timeoutRate: null, movesCounted: 0 });
  });

  it("counts timeouts over the player's last RELIABILITY_TURNS turns only", { timeout: 120_000 }, async () => {
    const dan = await makeUser("pd");
    const game = await finishedGame([dan, await makeUser("pe")], `window-${dan.id}`);
    await prisma.gameEvent.deleteMany({ where: { userId: dan.id } });
    // Three timeouts long ago, then RELIABILITY_TURNS moves and two timeouts since.
    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1) + minute * 60_000);
    const rows = [
      ...[0, 1, 2].map((m) => ({ type: "timeout", createdAt: at(m) })),
      ...Array.from({ length: RELIABILITY_TURNS }, (_, m) => ({ type: "move", createdAt: at(10 + m) })),
      ...[0, 1].map((m) => ({ type: "timeout", createdAt: at(10 + RELIABILITY_TURNS + m) })),
    ];
    await prisma.gameEvent.createMany({
      data: rows.map((row, i) => ({ gameId: game.id, seq: 10_000 + i, seat: 0, userId: dan.id, payload: {}, ...row })),
    });
    const body = JSON.parse((await get(dan.displayName)).text);
    // The newest RELIABILITY_TURNS: both recent timeouts and all but the two oldest moves.
    expect(body.reliability.timeouts).toBe(2);
    expect(body.reliability.timeoutRate).toBe(2 / RELIABILITY_TURNS);
  });

  it("answers 404 for an unknown or hostile name", async () => {
    for (const name of ["nobody-here-at-all", "a\u0000b", "x".repeat(500), "%E0%A4"]) {
      const reply = await get(name);
      expect(reply.status).toBe(404);
      expect(JSON.parse(reply.text).error.code).toBe("not_found");
    }
    const raw = await playerRoute.GET(new Request("http://localhost/api/players/%E0%A4"), { params: Promise.resolve({ name: "%E0%A4" }) });
    expect(raw.status).toBe(404);
  });
});
