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
 *
 * Issue 19: nothing here visits every game of the player. Running games are an index range of
 * their seats (game_seats(user_id, game_status), the status a trigger copies); finished games are
 * read newest first from game_result_players(user_id, finished_at) and only as far as the page;
 * the counts come from those two indexes alone, and the favourite opponents are the first rows of
 * opponent_tallies (kept by triggers on the result rows). A player with 5,000 games costs what a
 * player with 50 does.
 */
function pageStatement(userId: string, wanted: string | null, state: GameState | "all", requested: number): Prisma.Sql {
  const running = state !== "finished";
  const finished = state !== "running";
  return Prisma.sql`
    WITH results AS (
      -- Their statistics, from the index alone; "played" is also the finished part of the total.
      SELECT count(*)::int AS played, (count(*) FILTER (WHERE winner))::int AS won,
        avg(total)::float8 AS average, max(total)::int AS best
      FROM game_result_players WHERE user_id = ${userId}
    ), running AS (
      -- Their running games (open tables have no seat order yet), when they started.
      SELECT g.id, COALESCE(g.started_at, g.created_at) AS date, me.seat, g.to_act_seat
      FROM game_seats me
      JOIN games g ON g.id = me.game_id AND g.status = 'active'
      WHERE me.user_id = ${userId} AND me.game_status = 'active'
    ), opponent AS (
      -- The filter's opponent: anyone they have finished a game with or sit with now.
      SELECT u.id, u.display_name AS name FROM users u
      WHERE lower(u.display_name) = lower(${wanted}::text) AND u.id <> ${userId}
        AND (EXISTS (SELECT 1 FROM opponent_tallies t WHERE t.user_id = ${userId} AND t.opponent_id = u.id)
          OR EXISTS (SELECT 1 FROM game_seats o JOIN running r ON r.id = o.game_id WHERE o.user_id = u.id))
    ), listed_running AS (
      SELECT r.* FROM running r
      WHERE ${running} AND (${wanted}::text IS NULL OR EXISTS (SELECT 1 FROM game_seats o JOIN opponent ON opponent.id = o.user_id WHERE o.game_id = r.id))
    ), counted AS (
      -- Running games first, then finished ones; the finished count from an index (or the tally
      -- with the opponent) matches the rows the list walks. A page past the last shows the last.
      SELECT t.total, GREATEST(1, LEAST(${requested}::int, CEIL(t.total / ${PAGE_SIZE}::float8)))::int AS page, t.running
      FROM (SELECT (SELECT count(*) FROM listed_running)::int AS running,
        ((SELECT count(*) FROM listed_running) + CASE WHEN NOT ${finished} THEN 0
          WHEN ${wanted}::text IS NULL THEN (SELECT played FROM results)
          ELSE COALESCE((SELECT t.games FROM opponent_tallies t, opponent o WHERE t.user_id = ${userId} AND t.opponent_id = o.id), 0) END)::int AS total) t
    ), shown_running AS (
      SELECT * FROM listed_running ORDER BY date DESC, id DESC
      LIMIT ${PAGE_SIZE} OFFSET (SELECT (page - 1) * ${PAGE_SIZE} FROM counted)
    ), shown_finished AS (
      -- Newest first through the index, only as far as this page.
      SELECT r.game_id AS id, r.finished_at AS date, r.seat, r.winner
      FROM game_result_players r
      WHERE ${finished} AND r.user_id = ${userId}
        AND (${wanted}::text IS NULL OR EXISTS (SELECT 1 FROM game_result_players o JOIN opponent ON opponent.id = o.user_id WHERE o.game_id = r.game_id))
      ORDER BY r.finished_at DESC, r.game_id DESC
      LIMIT (SELECT ${PAGE_SIZE} - count(*) FROM shown_running)
      OFFSET (SELECT GREATEST(0, (page - 1) * ${PAGE_SIZE} - running) FROM counted)
    ), shown AS (
      SELECT id, 'active' AS status, date, seat, to_act_seat, NULL::boolean AS winner FROM shown_running
      UNION ALL
      SELECT id, 'finished', date, seat, NULL::int, winner FROM shown_finished
    )
    SELECT
      (SELECT json_build_object('played', played, 'won', won, 'averageScore', average, 'bestScore', best,
          'running', (SELECT count(*)::int FROM running))
        FROM results) AS stats,
      -- Their finished games by seat, from the index alone: more than result rows means some lack them.
      (SELECT count(*)::int FROM game_seats s WHERE s.user_id = ${userId} AND s.game_status = 'finished') AS finished,
      -- Favourite opponents: those met most often in finished games, with the player's wins. The
      -- tally's index gives the leaders (and whoever ties with the fifth); names break the ties.
      (SELECT coalesce(json_agg(json_build_object('userId', f.user_id, 'name', f.name, 'games', f.games, 'won', f.won)
                                ORDER BY f.games DESC, f.won DESC, f.name ASC), '[]')
       FROM (
         SELECT t.opponent_id AS user_id, u.display_name AS name, t.games, t.won
         FROM (SELECT * FROM opponent_tallies WHERE user_id = ${userId} ORDER BY games DESC, won DESC FETCH FIRST ${FAVOURITES} ROWS WITH TIES) t
         JOIN users u ON u.id = t.opponent_id
         ORDER BY t.games DESC, t.won DESC, u.display_name ASC
         LIMIT ${FAVOURITES}) f
      ) AS opponents,
      -- The people they sat with in their latest games, suggested by the opponent filter: a
      -- bounded list (a player of 5,000 games had met 10,000 people, all in the page).
      (SELECT coalesce(json_agg(u.display_name ORDER BY u.display_name), '[]') FROM users u
       WHERE u.display_name IS NOT NULL AND u.id <> ${userId} AND u.id IN (
         SELECT o.user_id FROM game_seats o WHERE o.game_id = ANY (ARRAY(
           SELECT id FROM (
             SELECT id, date FROM running
             UNION ALL
             (SELECT game_id, finished_at FROM game_result_players WHERE user_id = ${userId} ORDER BY finished_at DESC, game_id DESC LIMIT ${SUGGESTED_FROM})
           ) latest ORDER BY date DESC, id DESC LIMIT ${SUGGESTED_FROM})))) AS "opponentNames",
      (SELECT name FROM opponent) AS opponent,
      c.total, c.page,
      (SELECT coalesce(json_agg(json_build_object(
          'gameId', s.id,
          'state', s.status,
          -- Epoch milliseconds: JSON has no dates, and the column holds UTC without a zone.
          'date', (extract(epoch FROM s.date) * 1000)::float8,
          'toActSeat', s.to_act_seat,
          'result', CASE WHEN s.status <> 'finished' OR s.winner IS NULL THEN NULL
                         WHEN NOT s.winner THEN 'lost'
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
                'isPlayer', COALESCE(gs.user_id = ${userId}, false)) ORDER BY gs.seat), '[]')
            FROM game_seats gs
            LEFT JOIN users u ON u.id = gs.user_id
            LEFT JOIN game_result_players r ON r.game_id = gs.game_id AND r.seat = gs.seat
            WHERE gs.game_id = s.id AND gs.seat IS NOT NULL))
        ORDER BY (s.status = 'active') DESC, s.date DESC, s.id DESC), '[]')
       FROM shown s
       LEFT JOIN LATERAL (SELECT payload->'options'->'players' AS names FROM game_events e WHERE e.game_id = s.id AND e.seq = 0) setup ON true
      ) AS games
    FROM counted c`;
}

const query = (userId: string, wanted: string | null, state: GameState | "all", requested: number) =>
  prisma.$queryRaw<PageRow[]>(pageStatement(userId, wanted, state, requested));

export async function loadPlayerPage(name: string, raw: GameListFilter): Promise<PlayerPage | null> {
  const state = raw.state === "running" || raw.state === "finished" ? raw.state : "all";
  const wanted = raw.opponent?.trim() || null;
  // Clamped so any number fits the statement's int; a page past the last shows the last.
  const requested = Math.min(2 ** 31 - 1, Math.max(1, Math.trunc(Number(raw.page) || 1)));
  // The player first, on its own: the page's statement then carries their id as a value, and the
  // planner knows from its statistics whether they have five games or five thousand (unknown
  // until run, it planned every player as average: a sort of all their rows for each list).
  // Names are unique whatever their case (lib/players/display-name.ts). Not ILIKE: "_" and "%"
  // would be wildcards there, and "_" is a name's character.
  const [player] = await prisma.$queryRaw<{ id: string; displayName: string }[]>`
    SELECT id, display_name AS "displayName" FROM users WHERE lower(display_name) = lower(${name}) LIMIT 1`;
  if (!player) return null;
  let [row] = await query(player.id, wanted, state, requested);
  // Each finished game has a result row in the player's name, written with its last event; fewer
  // rows than games means a game ended outside the move path (a timeout) lacks them: fill them in.
  if (row.stats.played < row.finished && (await ensureResultsFor(player.id)) > 0) [row] = await query(player.id, wanted, state, requested);
  const common = {
    user: player,
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
