// Issue 36: the review of a finished game. The job reviews a game once (a second pass does
// nothing), only people's seats, none for a bot-only game; a verdict comes from the seat's view
// alone; the reader sees their own review and another player's only when that player shares it.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct, viewFor } from "@/lib/engine";
import { judgeDecision } from "@/lib/bots/review";
import { readReviews, reviewNextGame, reviewWaits, type StoredMoment } from "@/lib/history/reviews";
import { sayMoment } from "@/lib/words/review";
import { translatorFor } from "@/lib/i18n/messages";
import * as sharingRoute from "@/app/api/me/review-sharing/route";
import { insertGame, makeUser } from "../history/helpers";
import { reshuffled, statesOf } from "../bots/helpers";
import { call } from "../games/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("the strong level's verdict", () => {
  it("depends on the seat's view only: reshuffling what the seat cannot see changes nothing", () => {
    const states = statesOf({ edition: "first", expansions: [], variants: {} }, 2, "review-view", { every: 23, withChoice: true }).slice(0, 6);
    expect(states.length).toBeGreaterThan(3);
    for (const [k, state] of states.entries()) {
      const seat = toAct(state)[0];
      const legal = legalMoves(state, seat);
      const played = legal[legal.length - 1].move;
      const verdict = judgeDecision(viewFor(state, seat), legal, played, `v${k}`);
      const other = reshuffled(state, seat, `shuffle-${k}`);
      expect(judgeDecision(viewFor(other, seat), legalMoves(other, seat), played, `v${k}`)).toEqual(verdict);
    }
  });
});

describe("the review job", () => {
  it("reviews a finished game once, people's seats only, and shows a review to its player and to others only if shared", async () => {
    const players = [await makeUser("rv"), await makeUser("rv"), await makeUser("rv")];
    const game = await insertGame(players, { seed: "review-three" });
    expect(game.final.status).toBe("finished");
    // The last seat becomes a bot's (as a table with a bot seat stores it).
    const botSeat = 2;
    const botUser = game.bySeat[botSeat];
    await prisma.gameSeat.updateMany({ where: { gameId: game.id, seat: botSeat }, data: { userId: null, botNumber: 1, botLevel: "standard" } });
    const [a, b] = [game.bySeat[0], game.bySeat[1]];
    expect(await reviewWaits(game.id, a.id)).toBe(true);

    const started = performance.now();
    expect(await reviewNextGame({ only: [game.id] })).toBe(game.id);
    console.log(`reviewed a ${game.events.length - 1}-event game (2 people) in ${Math.round(performance.now() - started)} ms`);
    // Computed once: the second pass finds nothing to do.
    expect(await reviewNextGame({ only: [game.id] })).toBeNull();

    const rows = await prisma.gameReview.findMany({ where: { gameId: game.id }, orderBy: { seat: "asc" } });
    expect(rows.map((r) => r.seat)).toEqual([0, 1]);
    const moments = rows[0].moments as unknown as StoredMoment[];
    // Random players make costly moves: the review finds some, costliest first, each the seat's own.
    expect(moments.length).toBeGreaterThan(0);
    for (const m of moments) expect(m.seat).toBe(0);
    expect(moments.map((m) => m.points)).toEqual([...moments.map((m) => m.points)].sort((x, y) => y - x));
    expect(await reviewWaits(game.id, a.id)).toBe(false);

    // Said in the reader's language, card names included.
    const text = sayMoment(translatorFor("en"), "en", "first", moments[0]);
    expect(text).toMatch(/^Round \d+, .+ phase: .+\. Better: .+, worth about \d+\spoints? more at the end\.$/);
    expect(sayMoment(translatorFor("ru"), "ru", "first", moments[0])).toMatch(/^Раунд \d+/);

    // Own review always; another's only once shared; a bot's seat and a stranger see none unshared.
    expect((await readReviews(game.id, a.id)).map((r) => [r.seat, r.own])).toEqual([[0, true]]);
    expect((await readReviews(game.id, b.id)).map((r) => [r.seat, r.own])).toEqual([[1, true]]);
    expect(await readReviews(game.id, null)).toEqual([]);
    expect(await readReviews(game.id, botUser.id)).toEqual([]);
    const shared = await call(sharingRoute.PUT, { as: b, method: "PUT", path: "/api/me/review-sharing", body: { share: true } });
    expect(shared.status).toBe(200);
    expect((await readReviews(game.id, a.id)).map((r) => [r.seat, r.own])).toEqual([
      [0, true],
      [1, false],
    ]);
    const bad = await call(sharingRoute.PUT, { as: b, method: "PUT", path: "/api/me/review-sharing", body: { share: "yes" } });
    expect(bad.status).toBe(400);
  }, 120_000);

  it("reviews no game of bots only", async () => {
    const players = [await makeUser("rb"), await makeUser("rb")];
    const game = await insertGame(players, { seed: "review-bots" });
    await prisma.gameSeat.updateMany({ where: { gameId: game.id }, data: { userId: null, botLevel: "standard" } });
    await prisma.gameSeat.updateMany({ where: { gameId: game.id, seat: 0 }, data: { botNumber: 1 } });
    await prisma.gameSeat.updateMany({ where: { gameId: game.id, seat: 1 }, data: { botNumber: 2 } });
    expect(await reviewNextGame({ only: [game.id] })).toBeNull();
    expect(await prisma.gameReview.count({ where: { gameId: game.id } })).toBe(0);
  });
});
