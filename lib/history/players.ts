// A player's page: statistics and opponents from the stored result summaries, and the list of
// their games (running and finished). A handful of indexed queries; no game is replayed.
import { prisma, Prisma } from "@/lib/db/client";
import { ensureResultsFor } from "./results";

export const PAGE_SIZE = 20;

export interface PlayerStats {
  played: number;
  won: number;
  /** 0..1, null before the first finished game. */
  winRate: number | null;
  averageScore: number | null;
  bestScore: number | null;
  running: number;
}

export interface Opponent {
  userId: string;
  name: string;
  games: number;
  /** Games of these that the player won. */
  won: number;
}

export type GameState = "running" | "finished";

export interface GameListEntry {
  gameId: string;
  state: GameState;
  /** Finished: when it ended; running: when it started. */
  date: Date;
  players: {
    seat: number;
    name: string;
    /** Current display name for a link, null if the user is gone. */
    link: string | null;
    total: number | null;
    winner: boolean;
    rank: number | null;
    isPlayer: boolean;
  }[];
  /** "won", "lost", "shared" (a shared win) or null while running. */
  result: "won" | "lost" | "shared" | null;
}

export interface GameListFilter {
  opponent?: string | null;
  state?: GameState | "all" | null;
  page?: number;
}

export interface PlayerPage {
  user: { id: string; displayName: string };
  stats: PlayerStats;
  opponents: Opponent[];
  /** Everyone the player has met at a started table, for the opponent filter. */
  opponentNames: string[];
  games: GameListEntry[];
  total: number;
  page: number;
  pages: number;
  filter: { opponent: string | null; state: GameState | "all" };
  /** The opponent filter named nobody the player has played with. */
  unknownOpponent: boolean;
}

export async function findPlayer(name: string): Promise<{ id: string; displayName: string } | null> {
  const user = await prisma.user.findFirst({
    where: { displayName: { equals: name, mode: "insensitive" } },
    select: { id: true, displayName: true },
  });
  return user?.displayName ? { id: user.id, displayName: user.displayName } : null;
}

export async function playerStats(userId: string): Promise<PlayerStats> {
  const [row] = await prisma.$queryRaw<{ played: number; won: number; average: number | null; best: number | null; running: number }[]>`
    SELECT count(*)::int AS played,
           (count(*) FILTER (WHERE winner))::int AS won,
           avg(total)::float8 AS average,
           max(total)::int AS best,
           (SELECT count(*)::int FROM game_seats s JOIN games g ON g.id = s.game_id WHERE s.user_id = ${userId} AND g.status = 'active') AS running
    FROM game_result_players WHERE user_id = ${userId}`;
  return {
    played: row.played,
    won: row.won,
    winRate: row.played > 0 ? row.won / row.played : null,
    averageScore: row.average,
    bestScore: row.best,
    running: row.running,
  };
}

/** The players met most often in finished games, with the player's wins against the table. */
export async function favouriteOpponents(userId: string, limit = 5): Promise<Opponent[]> {
  const rows = await prisma.$queryRaw<{ user_id: string; name: string | null; games: number; won: number }[]>`
    SELECT o.user_id, u.display_name AS name, count(*)::int AS games, (count(*) FILTER (WHERE me.winner))::int AS won
    FROM game_result_players me
    JOIN game_result_players o ON o.game_id = me.game_id AND o.seat <> me.seat AND o.user_id IS NOT NULL
    JOIN users u ON u.id = o.user_id
    WHERE me.user_id = ${userId} AND o.user_id <> ${userId}
    GROUP BY o.user_id, u.display_name
    ORDER BY games DESC, won DESC, u.display_name ASC
    LIMIT ${limit}`;
  return rows.filter((r) => r.name).map((r) => ({ userId: r.user_id, name: r.name as string, games: r.games, won: r.won }));
}

async function opponentNames(userId: string): Promise<{ id: string; name: string }[]> {
  return prisma.$queryRaw<{ id: string; name: string }[]>`
    SELECT DISTINCT u.id, u.display_name AS name
    FROM game_seats me
    JOIN games g ON g.id = me.game_id AND g.status IN ('active', 'finished')
    JOIN game_seats o ON o.game_id = me.game_id AND o.user_id IS NOT NULL AND o.user_id <> me.user_id
    JOIN users u ON u.id = o.user_id
    WHERE me.user_id = ${userId} AND u.display_name IS NOT NULL
    ORDER BY u.display_name`;
}

export async function playerGames(
  userId: string,
  filter: { opponentId: string | null; state: GameState | "all"; page: number },
): Promise<{ games: GameListEntry[]; total: number }> {
  const statuses = filter.state === "running" ? ["active"] : filter.state === "finished" ? ["finished"] : ["active", "finished"];
  const opponent = filter.opponentId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM game_seats o WHERE o.game_id = g.id AND o.user_id = ${filter.opponentId})`
    : Prisma.empty;
  const where = Prisma.sql`
    FROM game_seats me JOIN games g ON g.id = me.game_id
    WHERE me.user_id = ${userId} AND g.status::text IN (${Prisma.join(statuses)}) ${opponent}`;
  const offset = (filter.page - 1) * PAGE_SIZE;
  const [counted, page] = await Promise.all([
    prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n ${where}`,
    prisma.$queryRaw<{ id: string; status: string; date: Date; seat: number }[]>`
      SELECT g.id, g.status::text AS status, COALESCE(g.finished_at, g.started_at, g.created_at) AS date, me.seat
      ${where}
      ORDER BY (g.status = 'active') DESC, COALESCE(g.finished_at, g.started_at, g.created_at) DESC, g.id DESC
      LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
  ]);
  const ids = page.map((g) => g.id);
  if (ids.length === 0) return { games: [], total: counted[0].n };
  const [seats, results, setups] = await Promise.all([
    prisma.gameSeat.findMany({
      where: { gameId: { in: ids }, seat: { not: null } },
      select: { gameId: true, seat: true, userId: true, user: { select: { displayName: true } } },
    }),
    prisma.gameResultPlayer.findMany({ where: { gameId: { in: ids } } }),
    // Names as they were in each game, and the round of running games, from event 0 / results.
    prisma.$queryRaw<{ game_id: string; players: string[] }[]>`
      SELECT game_id, ARRAY(SELECT jsonb_array_elements_text(payload->'options'->'players')) AS players
      FROM game_events WHERE seq = 0 AND game_id IN (${Prisma.join(ids)})`,
  ]);
  const games = page.map((g): GameListEntry => {
    const names = setups.find((s) => s.game_id === g.id)?.players ?? [];
    const rows = results.filter((r) => r.gameId === g.id);
    const finished = g.status === "finished";
    const players = seats
      .filter((s) => s.gameId === g.id)
      .sort((a, b) => (a.seat ?? 0) - (b.seat ?? 0))
      .map((s) => {
        const r = rows.find((x) => x.seat === s.seat);
        return {
          seat: s.seat as number,
          name: r?.name ?? names[s.seat as number] ?? s.user?.displayName ?? "Player",
          link: s.user?.displayName ?? null,
          total: r?.total ?? null,
          winner: r?.winner ?? false,
          rank: r?.rank ?? null,
          isPlayer: s.userId === userId,
        };
      });
    const mine = rows.find((r) => r.seat === g.seat);
    const winners = rows.filter((r) => r.winner).length;
    const result = !finished || !mine ? null : mine.winner ? (winners > 1 ? "shared" : "won") : "lost";
    return { gameId: g.id, state: finished ? "finished" : "running", date: g.date, players, result };
  });
  return { games, total: counted[0].n };
}

export async function loadPlayerPage(name: string, raw: GameListFilter): Promise<PlayerPage | null> {
  const user = await findPlayer(name);
  if (!user) return null;
  const state = raw.state === "running" || raw.state === "finished" ? raw.state : "all";
  const wanted = raw.opponent?.trim() || null;
  // Results a game ended outside the move path (a timeout) may not have written yet.
  const [, named] = await Promise.all([ensureResultsFor(user.id), wanted ? findPlayer(wanted) : null]);
  const requested = Math.max(1, Math.trunc(Number(raw.page) || 1));
  const gamesOf = (page: number) => playerGames(user.id, { opponentId: named?.id ?? null, state, page });
  const [stats, opponents, met, listed] = await Promise.all([
    playerStats(user.id),
    favouriteOpponents(user.id),
    opponentNames(user.id),
    wanted && !named ? null : gamesOf(requested),
  ]);
  const opponent = named && met.some((m) => m.id === named.id) ? { id: named.id, name: named.displayName } : null;
  if (wanted && !opponent) {
    return {
      user, stats, opponents, opponentNames: met.map((m) => m.name), games: [], total: 0, page: 1, pages: 1,
      filter: { opponent: wanted, state }, unknownOpponent: true,
    };
  }
  let { games, total } = listed ?? { games: [], total: 0 };
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  let page = requested;
  if (requested > pages) {
    page = pages;
    ({ games, total } = await gamesOf(page));
  }
  return {
    user, stats, opponents, opponentNames: met.map((m) => m.name), games, total, page, pages,
    filter: { opponent: opponent?.name ?? null, state }, unknownOpponent: false,
  };
}
