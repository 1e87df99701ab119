// A player's page: statistics and opponents from the stored result summaries, and the list of
// their games (running and finished). One SQL statement (pageStatement); no game is replayed.
import { prisma, Prisma } from "@/lib/db/client";
import { ensureResultsFor } from "./results";

export const PAGE_SIZE = 20;
/** Favourite opponents shown. */
const FAVOURITES = 5;
/** The opponent filter suggests the people met in this many of the player's latest games. */
export const SUGGESTED_FROM = 100;

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
  /** A running game: the seat it waits for (the games row's to_act_seat); null otherwise. */
  toActSeat: number | null;
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
  /** The people the player met in their latest SUGGESTED_FROM started games, for the opponent filter. */
  opponentNames: string[];
  games: GameListEntry[];
  total: number;
  page: number;
  pages: number;
  filter: { opponent: string | null; state: GameState | "all" };
  /** The opponent filter named nobody the player has played with. */
  unknownOpponent: boolean;
}

type OpponentRow = Omit<Opponent, "name"> & { name: string | null };

/** The one row of pageStatement; its JSON columns are built in SQL. */
interface PageRow {
  id: string;
  displayName: string;
  stats: Omit<PlayerStats, "winRate">;
  /** Their finished games, to tell whether each has its result rows (see loadPlayerPage). */
  finished: number;
  /** A name is null when that user has none: dropped after the limit, as the list always did. */
  opponents: OpponentRow[];
  opponentNames: string[];
  /** The filter's opponent as spelt today, when the player has met them. */
  opponent: string | null;
  total: number;
  page: number;
  games: (Omit<GameListEntry, "date" | "state"> & { state: string; date: number })[];
}

/**
 * Everything the page shows in one statement: one round trip and one Prisma call, where there
 * were five sequential steps of eleven calls, each step waiting for the one before and each call
 * paying Prisma's own cost (twice the time in all, measured on the bench's 500 games).
 * Written for any plan: a freshly filled database without statistics (the bench) makes the
 * planner expect a handful of games, so the games' ids are handed on as an array (one index
 * scan for all) rather than joined (an index scan per game).
 */
function pageStatement(name: string, wanted: string | null, state: GameState | "all", requested: number): Prisma.Sql {
  const statuses = state === "running" ? ["active"] : state === "finished" ? ["finished"] : ["active", "finished"];
  return Prisma.sql`
    WITH player AS (
      -- Names are unique whatever their case (lib/players/display-name.ts). Not ILIKE: "_" and
      -- "%" would be wildcards there, and "_" is a name's character.
      SELECT id, display_name FROM users WHERE lower(display_name) = lower(${name}) LIMIT 1
    ), started AS (
      -- Their games, running and finished (open tables have no seat order yet).
      SELECT g.id, g.status::text AS status, COALESCE(g.finished_at, g.started_at, g.created_at) AS date, me.seat,
        CASE WHEN g.status = 'active' THEN g.to_act_seat END AS to_act_seat
      FROM player p JOIN game_seats me ON me.user_id = p.id JOIN games g ON g.id = me.game_id
      WHERE g.status IN ('active', 'finished')
    ), met AS (
      -- The people they sat with in their latest games, suggested by the opponent filter: a
      -- bounded list (issue 19: a player of 5,000 games had met 10,000 people, all in the page).
      SELECT u.id, u.display_name AS name FROM users u
      WHERE u.display_name IS NOT NULL AND u.id IN (
        SELECT o.user_id FROM game_seats o
        WHERE o.game_id = ANY (ARRAY(SELECT id FROM started ORDER BY date DESC, id DESC LIMIT ${SUGGESTED_FROM}))
          AND o.user_id <> (SELECT id FROM player))
    ), opponent AS (
      -- The filter's opponent: anyone they have sat with at a started table, suggested or not.
      SELECT u.id, u.display_name AS name FROM users u
      WHERE lower(u.display_name) = lower(${wanted}::text) AND u.id <> (SELECT id FROM player)
        AND EXISTS (SELECT 1 FROM game_seats o JOIN started s ON s.id = o.game_id WHERE o.user_id = u.id)
    ), listed AS (
      -- The games the filter asks for; none when it names someone they have not met.
      SELECT s.* FROM started s
      WHERE s.status IN (${Prisma.join(statuses)})
        AND (${wanted}::text IS NULL OR EXISTS (SELECT 1 FROM game_seats o JOIN opponent ON opponent.id = o.user_id WHERE o.game_id = s.id))
    ), counted AS (
      -- A page past the last one shows the last one.
      SELECT count(*)::int AS total, GREATEST(1, LEAST(${requested}::int, CEIL(count(*) / ${PAGE_SIZE}::float8)))::int AS page FROM listed
    ), shown AS (
      SELECT * FROM listed
      ORDER BY (status = 'active') DESC, date DESC, id DESC
      LIMIT ${PAGE_SIZE} OFFSET (SELECT (page - 1) * ${PAGE_SIZE} FROM counted)
    )
    SELECT p.id, p.display_name AS "displayName",
      (SELECT json_build_object(
          'played', count(*)::int,
          'won', (count(*) FILTER (WHERE winner))::int,
          'averageScore', avg(total)::float8,
          'bestScore', max(total)::int,
          'running', (SELECT count(*)::int FROM started WHERE status = 'active'))
        FROM game_result_players WHERE user_id = p.id) AS stats,
      (SELECT count(*)::int FROM started WHERE status = 'finished') AS finished,
      -- Favourite opponents: those met most often in finished games, with the player's wins.
      (SELECT coalesce(json_agg(json_build_object('userId', f.user_id, 'name', f.name, 'games', f.games, 'won', f.won)
                                ORDER BY f.games DESC, f.won DESC, f.name ASC), '[]')
       FROM (
         SELECT t.user_id, u.display_name AS name, t.games, t.won
         FROM (
           SELECT o.user_id, count(*)::int AS games, (count(*) FILTER (WHERE me.winner))::int AS won
           FROM game_result_players me
           JOIN game_result_players o ON o.game_id = me.game_id AND o.seat <> me.seat
           WHERE me.user_id = p.id AND o.user_id <> p.id
           GROUP BY o.user_id) t
         JOIN users u ON u.id = t.user_id
         ORDER BY t.games DESC, t.won DESC, u.display_name ASC
         LIMIT ${FAVOURITES}) f
      ) AS opponents,
      (SELECT coalesce(json_agg(name ORDER BY name), '[]') FROM met) AS "opponentNames",
      (SELECT name FROM opponent) AS opponent,
      c.total, c.page,
      (SELECT coalesce(json_agg(json_build_object(
          'gameId', s.id,
          'state', s.status,
          -- Epoch milliseconds: JSON has no dates, and the column holds UTC without a zone.
          'date', (extract(epoch FROM s.date) * 1000)::float8,
          'toActSeat', s.to_act_seat,
          'result', CASE WHEN s.status <> 'finished' OR mine.winner IS NULL THEN NULL
                         WHEN NOT mine.winner THEN 'lost'
                         WHEN (SELECT count(*) FROM game_result_players w WHERE w.game_id = s.id AND w.winner) > 1 THEN 'shared'
                         ELSE 'won' END,
          'players', (
            SELECT coalesce(json_agg(json_build_object(
                'seat', gs.seat,
                -- The name as it was in the game: its result row, else event 0's table, else today's.
                'name', COALESCE(r.name, setup.names->>gs.seat, u.display_name, 'Player'),
                'link', u.display_name,
                'total', r.total,
                'winner', COALESCE(r.winner, false),
                'rank', r.rank,
                'isPlayer', COALESCE(gs.user_id = p.id, false)) ORDER BY gs.seat), '[]')
            FROM game_seats gs
            LEFT JOIN users u ON u.id = gs.user_id
            LEFT JOIN game_result_players r ON r.game_id = gs.game_id AND r.seat = gs.seat
            WHERE gs.game_id = s.id AND gs.seat IS NOT NULL))
        ORDER BY (s.status = 'active') DESC, s.date DESC, s.id DESC), '[]')
       FROM shown s
       LEFT JOIN game_result_players mine ON mine.game_id = s.id AND mine.seat = s.seat
       LEFT JOIN LATERAL (SELECT payload->'options'->'players' AS names FROM game_events e WHERE e.game_id = s.id AND e.seq = 0) setup ON true
      ) AS games
    FROM player p, counted c`;
}

const query = (name: string, wanted: string | null, state: GameState | "all", requested: number) =>
  prisma.$queryRaw<PageRow[]>(pageStatement(name, wanted, state, requested));

export async function loadPlayerPage(name: string, raw: GameListFilter): Promise<PlayerPage | null> {
  const state = raw.state === "running" || raw.state === "finished" ? raw.state : "all";
  const wanted = raw.opponent?.trim() || null;
  // Clamped so any number fits the statement's int; a page past the last shows the last.
  const requested = Math.min(2 ** 31 - 1, Math.max(1, Math.trunc(Number(raw.page) || 1)));
  let [row] = await query(name, wanted, state, requested);
  if (!row) return null;
  // Each finished game has a result row in the player's name, written with its last event; fewer
  // rows than games means a game ended outside the move path (a timeout) lacks them: fill them in.
  if (row.stats.played < row.finished && (await ensureResultsFor(row.id)) > 0) [row] = await query(name, wanted, state, requested);
  const common = {
    user: { id: row.id, displayName: row.displayName },
    stats: { ...row.stats, winRate: row.stats.played > 0 ? row.stats.won / row.stats.played : null },
    opponents: row.opponents.filter((o): o is Opponent => !!o.name),
    opponentNames: row.opponentNames,
  };
  if (wanted && !row.opponent) {
    return { ...common, games: [], total: 0, page: 1, pages: 1, filter: { opponent: wanted, state }, unknownOpponent: true };
  }
  const games = row.games.map((g): GameListEntry => ({ ...g, state: g.state === "finished" ? "finished" : "running", date: new Date(g.date) }));
  return {
    ...common, games, total: row.total, page: row.page, pages: Math.max(1, Math.ceil(row.total / PAGE_SIZE)),
    filter: { opponent: row.opponent, state }, unknownOpponent: false,
  };
}
