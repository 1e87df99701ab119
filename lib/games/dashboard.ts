// The dashboard's list of a player's games: where it is their turn first, then games waiting for
// someone (open tables, others to move). Running games are replayed through the log (loadState,
// cached) to say the phase, round and who is to act. The recently finished ones come from their
// result summaries (lib/history/recent.ts, FINISHED_SHOWN of them): a player with thousands of
// finished games must not have them listed, let alone replayed, on every visit (issue 19).
import { prisma } from "@/lib/db/client";
import { toAct, type Phase } from "@/lib/engine";
import { StoredOptionsError, tableOptions } from "./options";
import { loadStateAtSeq } from "./current";

export type DashboardGroup = "yourTurn" | "waiting" | "finished";

export interface DashboardGame {
  id: string;
  group: DashboardGroup;
  status: "open" | "active" | "finished";
  players: string[];
  seatCount: number;
  /** Open games: seats nobody holds yet. */
  freeSeats: number;
  /** Open games: this player's seat is reserved but not yet taken. */
  invited: boolean;
  round: number | null;
  /** The phase as data (the page words it in the reader's language). */
  phase: Phase | null;
  /** Names of the players whose move is awaited. */
  toAct: string[];
  /** When the current wait began: the last move, the start, or the creation of the table. */
  since: string;
  winners: string[];
  /** Days per move, null without a limit; the wait began at `since`. */
  moveTimeLimitDays: number | null;
  /** The expansions the table plays with, as stored in its options. */
  expansions: string[];
  /** The edition the table plays (issue 34: a second-edition base game was called "1st edition"). */
  edition: "first" | "second";
}

/** At most this many running and open tables on the home page. */
const DASHBOARD_GAMES = 100;

/** Recently finished games the home page shows below the running ones. */
export const FINISHED_SHOWN = 10;

/** The table's expansions and edition; a row whose options cannot be read is listed without them, logged. */
export function setsOf(game: { id: string; options: unknown; seatCount: number }, where = "dashboard"): Pick<DashboardGame, "expansions" | "edition"> {
  try {
    const { expansions, edition } = tableOptions(game);
    return { expansions, edition };
  } catch (error) {
    if (!(error instanceof StoredOptionsError)) throw error;
    console.error(`${where}: ${error.message}`);
    return { expansions: [], edition: "first" };
  }
}

export async function loadDashboard(user: { id: string; email: string }): Promise<DashboardGame[]> {
  // The player's live tables by their seats' copy of the game status (issue 19): an index range
  // of the few they play now, not a visit to each of the thousands they have finished.
  const live = await prisma.$queryRaw<{ id: string }[]>`
    SELECT DISTINCT g.id, g.updated_at FROM game_seats s JOIN games g ON g.id = s.game_id
    WHERE ((s.user_id = ${user.id} AND s.game_status IN ('open', 'active'))
        OR (s.invited_email = ${user.email.toLowerCase()} AND s.game_status IN ('open', 'active')))
      AND g.status IN ('open', 'active')
    ORDER BY g.updated_at DESC LIMIT ${DASHBOARD_GAMES}`;
  const games = await prisma.game.findMany({
    where: { id: { in: live.map((g) => g.id) }, status: { in: ["open", "active"] } },
    orderBy: { updatedAt: "desc" },
    include: { seats: { include: { user: { select: { displayName: true } } }, orderBy: [{ seat: "asc" }, { id: "asc" }] } },
  });

  // Running games' states, read together (most from the cache, at the seq their row gives).
  const states = await Promise.all(games.map((g) => (g.status === "active" ? loadStateAtSeq(g.id, g.seq).catch(() => null) : null)));
  const out: DashboardGame[] = [];
  for (const [i, g] of games.entries()) {
    const mine = g.seats.find((s) => s.userId === user.id) ?? g.seats.find((s) => s.invitedEmail === user.email.toLowerCase());
    const base = {
      id: g.id,
      players: g.seats.flatMap((s) => (s.user?.displayName && s.joinedAt ? [s.user.displayName] : [])),
      seatCount: g.seatCount,
      freeSeats: g.seats.filter((s) => !s.joinedAt).length,
      invited: !!mine && !mine.joinedAt,
      winners: [] as string[],
      moveTimeLimitDays: g.moveTimeLimitDays,
      ...setsOf(g),
    };
    if (g.status === "open" || g.status === "cancelled") {
      if (g.status === "cancelled") continue;
      out.push({ ...base, group: "waiting", status: "open", round: null, phase: null, toAct: [], since: g.createdAt.toISOString() });
      continue;
    }
    const loaded = states[i];
    const since = (g.finishedAt ?? g.lastMoveAt ?? g.startedAt ?? g.createdAt).toISOString();
    if (!loaded) {
      out.push({ ...base, group: "waiting", status: g.status, round: null, phase: null, toAct: [], since });
      continue;
    }
    const { state } = loaded;
    const acting = toAct(state);
    const names = state.players.map((p) => p.name);
    const finished = state.status === "finished";
    out.push({
      ...base,
      players: names,
      group: finished ? "finished" : mine?.seat != null && acting.includes(mine.seat) ? "yourTurn" : "waiting",
      status: finished ? "finished" : "active",
      round: state.round,
      phase: state.phase,
      toAct: acting.map((seat) => names[seat]),
      since,
      winners: (state.winners ?? []).map((seat) => names[seat]),
    });
  }

  const order: DashboardGroup[] = ["yourTurn", "waiting", "finished"];
  const sorted = out.sort((a, b) => {
    const byGroup = order.indexOf(a.group) - order.indexOf(b.group);
    if (byGroup !== 0) return byGroup;
    // Longest-waiting first for turns; newest first for the rest.
    return a.group === "yourTurn" ? a.since.localeCompare(b.since) : b.since.localeCompare(a.since);
  });
  return sorted;
}

/**
 * How many tables wait for this player, for the header of every page: running games whose awaited
 * seat (the games row's to_act_seat, written with every append) is theirs, and tables they are
 * invited to and have not joined, as the dashboard's "Your turn" files them. One count, no game
 * replayed; a decision several players take at once counts for the first of them only (the
 * dashboard itself, which replays, lists every such game).
 */
export async function turnCount(user: { id: string; email: string }): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(DISTINCT g.id)::int AS n
    FROM game_seats s JOIN games g ON g.id = s.game_id
    WHERE ((s.user_id = ${user.id} AND s.game_status IN ('open', 'active'))
        OR (s.user_id IS NULL AND s.invited_email = ${user.email.toLowerCase()} AND s.game_status = 'open'))
      AND ((g.status = 'active' AND g.to_act_seat = s.seat) OR (g.status = 'open' AND s.joined_at IS NULL))`;
  return row?.n ?? 0;
}
