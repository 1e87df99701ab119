// "Take it with you" (issue 26): GET /api/me/data answers a JSON attachment with everything held
// about the signed-in person, through the real route; paged reading loses and repeats nothing.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import * as dataRoute from "@/app/api/me/data/route";
import { exportPieces } from "@/lib/account/export";
import { savePrefs } from "@/lib/mail/prefs";
import { call } from "../games/helpers";
import { insertGame, makeUser } from "../history/helpers";
import { finishedGame } from "../ratings/helpers";
import type { WireJson } from "../wire";
import type { SetupPayload } from "@/lib/games/log";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

async function exported(person: { id: string }, page?: number): Promise<WireJson> {
  let text = "";
  for await (const piece of exportPieces(person, new Date(), page)) text += piece;
  return JSON.parse(text);
}

describe("GET /api/me/data", () => {
  it("is 401 signed out", async () => {
    const reply = await call(dataRoute.GET, { as: null, path: "/api/me/data" });
    expect(reply.status).toBe(401);
  });

  it("answers a dated attachment with the account, preferences, games with seat, result and own moves, talk and ratings", { timeout: 60_000 }, async () => {
    const [ann, bob, cat] = await Promise.all([makeUser("da"), makeUser("db"), makeUser("dc")]);
    await prisma.user.update({ where: { id: ann.id }, data: { locale: "it" } });
    await savePrefs(ann.email, { turnMail: "digest", digestHour: 7, timeZone: "Europe/Rome", reminders: false });
    // Finished through the real append path: its result and ratings are written as in play.
    const finished = await finishedGame([ann, bob, cat], `data-fin-${ann.id}`);
    const events = await prisma.gameEvent.findMany({ where: { gameId: finished.id }, orderBy: { seq: "asc" } });
    const players = (events[0].payload as SetupPayload).options.players;
    const result = await prisma.gameResultPlayer.findFirstOrThrow({ where: { gameId: finished.id, userId: ann.id } });
    const running = await insertGame([ann, bob], { seed: `data-run-${ann.id}`, stopAfter: 9 });
    const annSeat = finished.bySeat.findIndex((p) => p.id === ann.id);
    await prisma.gameMessage.create({ data: { gameId: running.id, userId: ann.id, seat: running.bySeat.findIndex((p) => p.id === ann.id), seq: 3, text: "Ciao a tutti" } });
    await prisma.gameMessage.create({ data: { gameId: running.id, userId: bob.id, seat: 0, seq: 3, text: "bob's own words" } });

    const reply = await call(dataRoute.GET, { as: ann, path: "/api/me/data" });
    expect(reply.status).toBe(200);
    const day = new Date().toISOString().slice(0, 10);
    expect(reply.text.length).toBeGreaterThan(0);
    const body = reply.body;
    expect(body.account).toMatchObject({ id: ann.id, email: ann.email, displayName: ann.displayName, language: "it" });
    expect(body.account.createdAt).toBeTruthy();
    expect(body.vacation).toMatchObject({ days: 3, away: null });
    expect(body.mailPreferences).toEqual({ turnMail: "digest", digestHour: 7, timeZone: "Europe/Rome", reminders: false });
    expect(body.games).toHaveLength(2);
    const fin = body.games.find((g: { id: string }) => g.id === finished.id);
    expect(fin).toMatchObject({ status: "finished", yourSeat: annSeat, players });
    expect(fin.result).toMatchObject({ total: result.total, rank: result.rank, winner: result.winner });
    const ownEvents = events.filter((e) => e.seat === annSeat && e.type !== "setup");
    expect(fin.yourMoves.map((m: { seq: number }) => m.seq)).toEqual(ownEvents.map((e) => e.seq));
    expect(fin.yourMoves[0].move.seat).toBe(annSeat);
    const run = body.games.find((g: { id: string }) => g.id === running.id);
    expect(run).toMatchObject({ status: "active", result: null });
    expect(body.tableTalk.messages.map((m: { text: string }) => m.text)).toEqual(["Ciao a tutti"]);
    expect(body.ratings.current).not.toBeNull();
    expect(body.ratings.changes.map((c: { gameId: string }) => c.gameId)).toEqual([finished.id]);
    // Nothing of the others' beyond the names at their tables.
    expect(reply.text).not.toContain(bob.email);
    expect(reply.text).not.toContain("bob's own words");

    // The headers of a download, asked again so the response object is at hand.
    const { signInAs } = await import("../games/auth-mock");
    signInAs(ann);
    const response = await dataRoute.GET(new Request("http://localhost/api/me/data"), { params: Promise.resolve({}) } as never);
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="neva-data-${day}.json"`);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toContain("no-store");
    await response.body?.cancel();
  });

  it("reads a long history page by page, each game and message once", { timeout: 60_000 }, async () => {
    const [dee, eve] = await Promise.all([makeUser("dd"), makeUser("de")]);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) ids.push((await insertGame([dee, eve], { seed: `data-page-${i}-${dee.id}`, stopAfter: 3 })).id);
    for (let i = 0; i < 5; i++) await prisma.gameMessage.create({ data: { gameId: ids[0], userId: dee.id, seat: 0, seq: 1, text: `line ${i}` } });
    const small = await exported(dee, 2);
    const whole = await exported(dee);
    expect(small.games.map((g: { id: string }) => g.id).sort()).toEqual([...ids].sort());
    expect(small.tableTalk.messages.map((m: { text: string }) => m.text)).toEqual(["line 0", "line 1", "line 2", "line 3", "line 4"]);
    expect({ ...small, exportedAt: null }).toEqual({ ...whole, exportedAt: null });
  });

  it("holds the devices that get pushes, what to push and the webhook, without the keys or the secret (issue 39)", async () => {
    const fay = await makeUser("df");
    const p256dh = "B".repeat(87);
    const auth = "a".repeat(22);
    await prisma.pushSubscription.create({ data: { userId: fay.id, endpoint: `https://push.example.com/${fay.id}`, p256dh, auth, userAgent: "Firefox on Android" } });
    await prisma.pushPreference.create({ data: { userId: fay.id, talk: false, insteadOfMail: true } });
    await prisma.webhook.create({ data: { userId: fay.id, url: "https://hooks.example.com/neva", kind: "discord", secret: "whsec-do-not-export" } });
    const body = await exported(fay);
    expect(body.push.devices).toEqual([{ endpoint: `https://push.example.com/${fay.id}`, userAgent: "Firefox on Android", createdAt: expect.any(String) }]);
    expect(body.push.preferences).toEqual({ yourTurn: true, nudge: true, talk: false, gameOver: true, tableFull: true, insteadOfMail: true });
    expect(body.push.webhook).toMatchObject({ url: "https://hooks.example.com/neva", kind: "discord", failures: 0, disabledAt: null });
    const text = JSON.stringify(body);
    for (const secret of [p256dh, auth, "whsec-do-not-export"]) expect(text).not.toContain(secret);
    // Someone without any: defaults and nothing else.
    const gus = await makeUser("dg");
    expect((await exported(gus)).push).toEqual({ devices: [], preferences: expect.objectContaining({ yourTurn: true, insteadOfMail: false }), webhook: null });
  });

  it("says whether the person shares their game review with the other players (issue 36)", async () => {
    const hal = await makeUser("dh");
    expect((await exported(hal)).reviewSharedWithOtherPlayers).toBe(false);
    await prisma.user.update({ where: { id: hal.id }, data: { shareReview: true } });
    expect((await exported(hal)).reviewSharedWithOtherPlayers).toBe(true);
  });
});
