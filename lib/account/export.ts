// "Take it with you" (issue 26): everything Neva holds about one person, as one JSON document.
// Written as a stream of pieces, games and table talk a page at a time, so a player with
// thousands of games costs a bounded amount of memory and a few queries per page, never one
// replay per game: their moves are read straight from the log (each event names its seat).
import { prisma } from "@/lib/db/client";
import { vacationBalance } from "@/lib/absence/balance";
import { getPrefs } from "@/lib/mail/prefs";
import { getPushPrefs } from "@/lib/push/prefs";

/** Games (and messages) read per query. */
export const PAGE = 200;

export const EXPORT_FORMAT = "neva-data/1";

type Person = { id: string };

/** The file name of an export made at `now`: neva-data-2026-11-25.json. */
export function exportFileName(now: Date): string {
  return `neva-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Pieces of JSON text that together are the export of `person`. */
export async function* exportPieces(person: Person, now = new Date(), page = PAGE): AsyncGenerator<string> {
  const user = await prisma.user.findUnique({
    where: { id: person.id },
    select: {
      id: true,
      email: true,
      emailVerified: true,
      displayName: true,
      locale: true,
      createdAt: true,
      vacationDays: true,
      vacationAccruedAt: true,
      awayFrom: true,
      awayUntil: true,
      awayDays: true,
      shareReview: true,
    },
  });
  if (!user) return;
  const [prefs, pendingChange, rating, ratingChanges, devices, pushKinds, webhook] = await Promise.all([
    getPrefs(user.email),
    prisma.emailChange.findFirst({ where: { userId: user.id, usedAt: null, expires: { gt: now } }, select: { newEmail: true, expires: true, createdAt: true } }),
    prisma.playerRating.findUnique({ where: { userId: user.id }, select: { mu: true, sigma: true, ordinal: true, games: true, updatedAt: true } }),
    prisma.ratingChange.findMany({
      where: { userId: user.id },
      orderBy: { finishedAt: "asc" },
      select: { gameId: true, seat: true, rank: true, muBefore: true, sigmaBefore: true, muAfter: true, sigmaAfter: true, finishedAt: true },
    }),
    // Issue 39: the devices that get pushes (their endpoint is where the browser's push service
    // takes them), what to push, and the webhook. The browser's keys and the webhook's secret are
    // credentials, not facts about the person, and are left out like the sign-in tokens.
    prisma.pushSubscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" }, select: { endpoint: true, userAgent: true, createdAt: true } }),
    getPushPrefs(user.id),
    prisma.webhook.findUnique({ where: { userId: user.id }, select: { url: true, kind: true, failures: true, disabledAt: true, createdAt: true } }),
  ]);
  const head = {
    format: EXPORT_FORMAT,
    exportedAt: now.toISOString(),
    account: {
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      displayName: user.displayName,
      language: user.locale,
      createdAt: user.createdAt,
    },
    // Issue 22: the vacation balance today (lib/absence's own count) and any time away.
    vacation: {
      days: vacationBalance(user, now).days,
      away: user.awayFrom ? { from: user.awayFrom, until: user.awayUntil, days: user.awayDays } : null,
    },
    mailPreferences: prefs,
    pendingAddressChange: pendingChange,
    ratings: { current: rating, changes: ratingChanges },
    push: { devices, preferences: pushKinds, webhook },
    // Issue 36: whether the other players of a game may read this person's game review.
    reviewSharedWithOtherPlayers: user.shareReview,
  };
  // The head without its closing brace, then the long lists one page at a time.
  yield JSON.stringify(head, null, 1).replace(/\n}$/, ",\n");
  yield ' "games": [';
  let first = true;
  for await (const game of games(user.id, page)) {
    yield (first ? "\n" : ",\n") + JSON.stringify(game);
    first = false;
  }
  yield '\n ],\n "tableTalk": {\n  "messages": [';
  first = true;
  for await (const message of messages(user.id, page)) {
    yield (first ? "\n" : ",\n") + JSON.stringify(message);
    first = false;
  }
  const [mutes, reports, nudges] = await Promise.all([
    prisma.$queryRaw<{ name: string | null; since: Date }[]>`
      SELECT u.display_name AS name, m.created_at AS since FROM chat_mutes m LEFT JOIN users u ON u.id = m.muted_user_id
      WHERE m.user_id = ${user.id} ORDER BY m.created_at`,
    prisma.chatReport.findMany({ where: { reporterId: user.id }, select: { messageId: true, createdAt: true }, orderBy: { createdAt: "asc" } }),
    prisma.gameNudge.findMany({ where: { byUserId: user.id }, select: { gameId: true, seat: true, seq: true, createdAt: true }, orderBy: { id: "asc" } }),
  ]);
  const rest = {
    muted: mutes,
    reported: reports.map((r) => ({ messageId: r.messageId.toString(), at: r.createdAt })),
    nudgesSent: nudges,
  };
  yield "\n  ],\n" + JSON.stringify(rest, null, 1).slice(2, -2).replace(/^/gm, " ") + "\n }\n}\n";
}

type SeatRow = {
  seatId: string;
  gameId: string;
  seat: number | null;
  joinedAt: Date | null;
  status: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  seatCount: number;
  rated: boolean;
  players: string[] | null;
  playedBy: string | null;
  resignedAt: Date | null;
};

/** Every game the person sat at (or joined and waits at), with their seat, result and moves. */
async function* games(userId: string, page: number): AsyncGenerator<unknown> {
  let after = "";
  for (;;) {
    const seats = await prisma.$queryRaw<SeatRow[]>`
      SELECT s.id AS "seatId", s.game_id AS "gameId", s.seat, s.joined_at AS "joinedAt", g.status::text AS status,
             g.created_at AS "createdAt", g.started_at AS "startedAt", g.finished_at AS "finishedAt",
             g.seat_count AS "seatCount", g.rated, s.played_by AS "playedBy", s.resigned_at AS "resignedAt",
             (SELECT e.payload->'options'->'players' FROM game_events e WHERE e.game_id = s.game_id AND e.seq = 0) AS players
      FROM game_seats s JOIN games g ON g.id = s.game_id
      WHERE s.user_id = ${userId} AND s.id > ${after}
      ORDER BY s.id
      LIMIT ${page}`;
    if (seats.length === 0) return;
    after = seats[seats.length - 1].seatId;
    const ids = seats.map((s) => s.gameId);
    const seated = seats.filter((s) => s.seat !== null);
    const [results, events] = await Promise.all([
      prisma.gameResultPlayer.findMany({
        where: { userId, gameId: { in: ids } },
        select: { gameId: true, track: true, aristocrats: true, money: true, hand: true, total: true, rubles: true, rank: true, winner: true },
      }),
      seated.length === 0
        ? Promise.resolve([])
        : prisma.$queryRaw<{ gameId: string; seq: number; type: string; payload: Record<string, unknown>; at: Date }[]>`
            SELECT e.game_id AS "gameId", e.seq, e.type, e.payload, e.created_at AS at
            FROM game_events e
            JOIN unnest(${seated.map((s) => s.gameId)}::text[], ${seated.map((s) => s.seat)}::int[]) AS mine(game_id, seat)
              ON e.game_id = mine.game_id AND e.seat = mine.seat
            WHERE e.type IN ('move', 'timeout')
            ORDER BY e.game_id, e.seq`,
    ]);
    const resultOf = new Map(results.map(({ gameId, ...r }) => [gameId, r]));
    const movesOf = new Map<string, unknown[]>();
    for (const e of events) {
      const list = movesOf.get(e.gameId) ?? [];
      list.push(e.type === "move" ? { seq: e.seq, at: e.at, move: e.payload.move } : { seq: e.seq, at: e.at, timeout: true });
      movesOf.set(e.gameId, list);
    }
    for (const s of seats) {
      yield {
        id: s.gameId,
        status: s.status,
        createdAt: s.createdAt,
        startedAt: s.startedAt,
        finishedAt: s.finishedAt,
        seats: s.seatCount,
        rated: s.rated,
        yourSeat: s.seat,
        joinedAt: s.joinedAt,
        // Issue 22: someone else plays the seat ("bot" or "pass"), and since when it is resigned.
        seatPlayedBy: s.playedBy,
        resignedAt: s.resignedAt,
        players: s.players,
        result: resultOf.get(s.gameId) ?? null,
        yourMoves: movesOf.get(s.gameId) ?? [],
      };
    }
  }
}

/** What the person said at tables, withdrawn and hidden messages included (they are still held). */
async function* messages(userId: string, page: number): AsyncGenerator<unknown> {
  let after: bigint = BigInt(0);
  for (;;) {
    const rows = await prisma.gameMessage.findMany({
      where: { userId, id: { gt: after } },
      orderBy: { id: "asc" },
      take: page,
      select: { id: true, gameId: true, seat: true, seq: true, text: true, createdAt: true, deletedAt: true, hiddenAt: true },
    });
    if (rows.length === 0) return;
    after = rows[rows.length - 1].id;
    for (const m of rows) yield { ...m, id: m.id.toString() };
  }
}
