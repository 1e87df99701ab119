// The leaderboard's keyset pages, a player's rank and chart, a game's rating changes and a table's
// chances to win, read from ratings written by games finished through the move path; the pages'
// components rendered from them.
import { renderToStaticMarkup } from "react-dom/server";
import { createElement, type ReactElement } from "react";
import { NextIntlClientProvider } from "next-intl";
import en from "@/messages/en.json";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { ordinal, winChances } from "@/lib/ratings/model";
import { gameRatingChanges, LEADERBOARD_PAGE, leaderboardPage, rankOf, ratingHistory, type LeaderboardRow } from "@/lib/ratings/reads";
import { tableRatings } from "@/lib/ratings/tables";
import { RatingChanges } from "@/components/ratings/rating-changes";
import { RatingChart } from "@/components/ratings/rating-chart";
import { signedChange } from "@/lib/ratings/format";
import { createGameAs, joinAs, makeUser as makeRouteUser } from "../games/helpers";
import { makeUser } from "../history/helpers";
import { finishedGame } from "./helpers";

// The components read the catalogue (useTranslations), as under the app's provider: in English.
const render = (element: ReactElement) => renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: "en", messages: en, timeZone: "UTC", children: element }));

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("rating reads", () => {
  it("page the leaderboard by keyset, rank players, chart them and show a game's changes", { timeout: 180_000 }, async () => {
    const [a, b, c, d, e, f] = await Promise.all([makeUser("lb"), makeUser("lb"), makeUser("lb"), makeUser("lb"), makeUser("lb"), makeUser("lb")]);
    const first = await finishedGame([a, b, c], `board-1-${a.id}`);
    // Three different opponents each: a, b, c and d are on the leaderboard; e and f (one
    // opponent each) are provisional and not (issue 35).
    await finishedGame([a, b, c, d], `board-2-${a.id}`);
    await finishedGame([e, f], `board-3-${a.id}`);

    // Every page (of 2 here, to walk several; the page asks for 50): highest ordinal first, ties
    // by id, no row twice. Other tests' players may be there too: only the order is global.
    const all: LeaderboardRow[] = [];
    let cursor = null;
    let pages = 0;
    do {
      const page: Awaited<ReturnType<typeof leaderboardPage>> = await leaderboardPage(cursor, 2);
      expect(page.rows.length).toBeLessThanOrEqual(2);
      if (page.next) expect(page.rows).toHaveLength(2);
      all.push(...page.rows);
      cursor = page.next;
      pages++;
    } while (cursor && pages < 100_000);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((r) => r.userId)).size).toBe(all.length);
    expect((await leaderboardPage(null)).rows.length).toBe(Math.min(LEADERBOARD_PAGE, all.length));
    for (let i = 1; i < all.length; i++) {
      const [p, q] = [all[i - 1], all[i]];
      expect(p.ordinal > q.ordinal || (p.ordinal === q.ordinal && p.userId < q.userId)).toBe(true);
    }
    for (const u of [a, b, c, d]) {
      const at = all.findIndex((r) => r.userId === u.id);
      expect(at).toBeGreaterThanOrEqual(0);
      expect(await rankOf(u.id)).toBe(at + 1);
    }
    for (const u of [e, f]) {
      expect(all.some((r) => r.userId === u.id)).toBe(false);
      expect(await rankOf(u.id)).toBeNull();
    }
    expect(await rankOf((await makeUser("lb")).id)).toBeNull();

    // The chart: Ann's ordinal after each of her two games, the last one her current rating.
    const history = await ratingHistory(a.id);
    expect(history).toHaveLength(2);
    const current = await prisma.playerRating.findUniqueOrThrow({ where: { userId: a.id } });
    expect(history[1].ordinal).toBe(ordinal(current));
    const chart = render(createElement(RatingChart, { name: a.displayName, points: history }));
    expect(chart.match(/data-testid="rating-point"/g)).toHaveLength(2);
    // The first game starts from the default rating (ordinal 0); a shorter history starts where
    // its first game did.
    expect(history[0].before).toBe(0);
    const last = await ratingHistory(a.id, 1);
    expect(last).toEqual([{ ...history[1], before: history[0].ordinal }]);

    // The result page's changes: one per seat, before → after as stored.
    const changes = await gameRatingChanges(first.id);
    expect(changes.size).toBe(3);
    const rows = await prisma.ratingChange.findMany({ where: { gameId: first.id } });
    for (const r of rows) {
      expect(changes.get(r.seat)).toEqual({ before: ordinal({ mu: r.muBefore, sigma: r.sigmaBefore }), after: ordinal({ mu: r.muAfter, sigma: r.sigmaAfter }) });
    }
    const names = first.bySeat.map((u) => u.displayName);
    const html = render(createElement(RatingChanges, { names, changes }));
    for (const [seat, c] of changes) expect(html).toContain(`${names[seat]}</span> <span class="${c.after >= c.before ? "text-green-800" : "text-red-800"}" data-testid="rating-delta">${signedChange(c.after - c.before)}`);
    expect(render(createElement(RatingChanges, { names, changes: new Map() }))).toContain("This game was not rated.");
  });

  it("give each seated player of a waiting table a chance to win", { timeout: 120_000 }, async () => {
    const [x, y] = await Promise.all([makeUser("wc"), makeUser("wc")]);
    await finishedGame([x, y], `chances-${x.id}`);
    const host = await makeRouteUser("wh");
    const id = await createGameAs(host, { seats: 3, rated: true });
    const asRoute = async (u: { id: string; email: string; displayName: string }) => expect((await joinAs(u, id)).status).toBe(200);
    await asRoute(x);
    await asRoute(y);
    const table = (await tableRatings(id))!;
    expect(table.seated.map((s) => s.card.name)).toEqual([host.displayName, x.displayName, y.displayName]);
    const ratings = await Promise.all([host, x, y].map(async (u) => {
      const r = await prisma.playerRating.findUnique({ where: { userId: u.id } });
      return r ? { mu: r.mu, sigma: r.sigma } : { mu: 25, sigma: 25 / 3 };
    }));
    const expected = winChances(ratings);
    table.seated.forEach((s, i) => expect(s.chance).toBeCloseTo(expected[i], 12));
    expect(table.seated.reduce((sum, s) => sum + s.chance!, 0)).toBeCloseTo(1, 9);
    // The winner of the earlier game is the favourite against the loser.
    const [rx, ry] = [ratings[1], ratings[2]];
    expect(table.seated[1].chance! > table.seated[2].chance!).toBe(rx.mu > ry.mu);
  });
});
