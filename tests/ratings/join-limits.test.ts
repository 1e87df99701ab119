// A table's join limits through the routes: POST /api/games with maxTimeoutRate / minRating /
// rated, then POST /api/games/{id}/join: 403 with a sentence for a player who does not meet them.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { call, createGameAs, joinAs, makeUser } from "../games/helpers";
import * as gamesRoute from "@/app/api/games/route";
import { insertGame } from "../history/helpers";
import { finishedGame } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("join limits", () => {
  it("refuse an open seat to a player with too many timeouts or too low a rating", { timeout: 120_000 }, async () => {
    const [host, late, punctual, invited] = await Promise.all([makeUser("jh"), makeUser("jl"), makeUser("jp"), makeUser("ji")]);
    // `late` let a third of their turns time out; `punctual` none.
    await insertGame([late, punctual], { seed: `limits-${host.id}`, timeoutRate: 0.3, stopAfter: 60 });
    await prisma.gameEvent.updateMany({ where: { userId: punctual.id, type: "timeout" }, data: { userId: null } });
    const lateTimeouts = await prisma.gameEvent.count({ where: { userId: late.id, type: "timeout" } });
    expect(lateTimeouts).toBeGreaterThan(0);

    const strict = await createGameAs(host, { seats: 3, maxTimeoutRate: 0.05, invites: [invited.displayName] });
    const refused = await joinAs(late, strict);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("too_many_timeouts");
    expect(refused.body.error.message).toMatch(/^This table takes only players with at most 5 % of their moves timed out; yours is \d+(\.\d)? %\.$/);
    // A player within the limits joins as usual.
    expect((await joinAs(punctual, strict)).status).toBe(200);

    // Ratings from a rated four-player game finished through the move path (three different
    // opponents each: settled ratings, issue 35): the best above the worst.
    const four = await Promise.all([makeUser("jr"), makeUser("jr"), makeUser("jr"), makeUser("jr")]);
    await finishedGame(four, `limits-rated-${four[0].id}`);
    const rated = await Promise.all(four.map(async (u) => ({ u, r: await prisma.playerRating.findUniqueOrThrow({ where: { userId: u.id } }) })));
    rated.sort((p, q) => q.r.ordinal - p.r.ordinal);
    const [strong, weak] = [rated[0].u, rated[3].u];
    const [high, low] = [rated[0].r.ordinal, rated[3].r.ordinal];
    expect(rated.every(({ r }) => r.opponents === 3)).toBe(true);
    const limit = Math.round((high + low) / 2);
    const ranked = await createGameAs(host, { seats: 2, minRating: limit });
    const tooLow = await joinAs(weak, ranked);
    expect(tooLow.status).toBe(403);
    expect(tooLow.body.error).toMatchObject({
      code: "rating_too_low",
      message: `This table takes only players rated at least ${limit.toFixed(1)}; your rating is ${low.toFixed(1)}.`,
    });
    expect((await joinAs(strong, ranked)).status).toBe(200);

    // Issue 35: a provisional rating (one opponent so far) counts as a new player's, however high.
    const pair = await Promise.all([makeUser("jv"), makeUser("jv")]);
    await finishedGame(pair, `limits-provisional-${pair[0].id}`);
    const ratings = await Promise.all(pair.map((u) => prisma.playerRating.findUniqueOrThrow({ where: { userId: u.id } })));
    const winner = ratings[0].ordinal > ratings[1].ordinal ? pair[0] : pair[1];
    const best = Math.max(ratings[0].ordinal, ratings[1].ordinal);
    expect(best).toBeGreaterThan(0.5);
    const demanding = await createGameAs(host, { seats: 2, minRating: 0.5 });
    const provisional = await joinAs(winner, demanding);
    expect(provisional.status).toBe(403);
    expect(provisional.body.error).toMatchObject({
      code: "rating_too_low",
      message: "This table asks for a rating of at least 0.5; your rating is still provisional (rated games against 1 of the 3 different people it needs), so it counts as a new player's.",
    });

    // Out-of-range limits are refused at creation; `rated` is stored.
    const bad = await call(gamesRoute.POST, { as: host, body: { seats: 2, maxTimeoutRate: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe("maxTimeoutRate");
    const unrated = await createGameAs(host, { seats: 2, rated: false });
    expect((await prisma.game.findUniqueOrThrow({ where: { id: unrated } })).rated).toBe(false);
    expect((await prisma.game.findUniqueOrThrow({ where: { id: ranked } })).rated).toBe(true);
    // The lobby's list says so.
    const limited = await createGameAs(host, { seats: 2, maxTimeoutRate: 0.5, minRating: -3 });
    const listed = (await call(gamesRoute.GET, { as: host })).body.games as { id: string; rated: boolean; maxTimeoutRate: number | null; minRating: number | null }[];
    expect(listed.find((g) => g.id === unrated)).toMatchObject({ rated: false, maxTimeoutRate: null, minRating: null });
    expect(listed.find((g) => g.id === limited)).toMatchObject({ rated: true, maxTimeoutRate: 0.5, minRating: -3 });
  });

  it("do not hold back the player invited to the seat", { timeout: 60_000 }, async () => {
    const [host, guest] = await Promise.all([makeUser("jh"), makeUser("jg")]);
    const id = await createGameAs(host, { seats: 2, minRating: 50, invites: [guest.displayName] });
    expect((await joinAs(guest, id)).status).toBe(200);
  });
});
