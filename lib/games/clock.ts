// The move clock of the seat a game waits for, as SQL over `games g`, its seat to act `s` and that
// seat's player `u` (both LEFT JOINed: a bot seat has no player). One definition serves the
// worker's search for due turns and its check just before it acts, so they never disagree.
//
// Issue 22: the clock stands still while the player is away at a table that allows vacation
// (`g.vacation`): the time away since the turn began moves the deadline. Time away folded in when
// the player returned is `g.clock_paused_seconds` (reset by every append); an absence not yet
// folded is counted from `u.away_from`/`u.away_until` here. A seat played by the bot never times
// out; a resigned seat that passes (`played_by = 'pass'`) is due at once.
import { Prisma } from "@/lib/db/client";
import { limitDaySeconds } from "./time-limits";

/** The joins the expressions below read: the seat to act and its player. */
export const clockJoins = Prisma.sql`
  LEFT JOIN game_seats s ON s.game_id = g.id AND s.seat = g.to_act_seat
  LEFT JOIN users u ON u.id = s.user_id`;

/** Seconds of the current turn the player spent away (not yet folded into the game row) by `now`. */
export function unfoldedAwaySeconds(now: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`CASE WHEN g.vacation AND u.away_from IS NOT NULL
    THEN greatest(0, extract(epoch FROM least(u.away_until, ${now}) - greatest(u.away_from, g.last_move_at)))::float8
    ELSE 0 END`;
}

/** The player to act is away now, at a table whose clocks pause for it. */
export function awayNow(now: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(g.vacation AND u.away_until IS NOT NULL AND u.away_until > ${now})`;
}

/** The turn's deadline (null without a time limit). */
export function deadlineSql(now: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(g.last_move_at + make_interval(secs => g.move_time_limit_days * ${limitDaySeconds()}::float8
    + g.clock_paused_seconds + ${unfoldedAwaySeconds(now)}))`;
}

/** True when the worker must act for the seat to act at `now`: time ran out, or the seat resigned to pass. */
export function turnDueSql(now: Date): Prisma.Sql {
  const at = Prisma.sql`${now.toISOString()}::timestamp(3)`;
  return Prisma.sql`(g.status = 'active' AND (
    s.played_by = 'pass'
    OR (s.played_by IS NULL AND g.move_time_limit_days IS NOT NULL AND g.last_move_at IS NOT NULL
        AND NOT ${awayNow(at)} AND ${deadlineSql(at)} <= ${at})))`;
}
