// What to push, and send to webhooks, when something happens at a table (issue 39). Beside the
// mail notices (lib/mail/notices.ts) and built the same way: lib/games announces an append, and
// this subscriber (wired in lib/services) writes the push outbox rows in the append's own
// statement or transaction, so they stand or fall with the move. One row per device (channel
// push) and one per live webhook (channel webhook), each only if the player wants that kind.
// Presence is judged when the row is sent (lib/pusher), not here: a player may close the tab
// between the move and the push.
import { Prisma } from "@/lib/db/client";
import { toAct } from "@/lib/engine";
import type { Appended, AppendedInStatement, StatementPart } from "@/lib/games/announce";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { MOST_TTL_SECONDS } from "./config";
import type { PushKind } from "./prefs";

type Tx = Prisma.TransactionClient;

/** Kinds that stop mattering once the player has moved (cancelled like the turn mails). */
export const TURN_PUSH_KINDS: PushKind[] = ["your_turn", "nudge"];

/** One event for one recipient: a seat, or the table's creator (table_full). */
export interface PushNotice {
  kind: PushKind;
  /** Unique per event and recipient; the row's key adds the device or "hook". */
  key: string;
  seat: number | null;
  creator?: boolean;
  /** A player (by user id) instead of a seat: table talk names its readers so. */
  userId?: string;
  payload: Prisma.InputJsonObject;
  expiresAt: Date;
}

function dayAfter(now: Date): Date {
  return new Date(now.getTime() + MOST_TTL_SECONDS * 1000);
}

/** The notices of an append, and the seats whose pending turn pushes it cancels. */
export function planPushes(event: AppendedInStatement): { notices: PushNotice[]; cancel: number[]; over: boolean } {
  const { gameId, seq, after, actorSeat, cause, now } = event;
  const over = after.status === "finished";
  const waiting = toAct(after);
  const everyone = after.players.map((p) => p.seat);
  const notices: PushNotice[] = [];
  if (over) {
    for (const seat of everyone) {
      notices.push({ kind: "game_over", key: `over:${gameId}:${seat}`, seat, payload: { seq }, expiresAt: dayAfter(now) });
    }
  } else {
    // A "your turn" is worthless once the turn has passed (a move cancels it) or its time runs out.
    const limitMs = event.moveTimeLimitDays ? event.moveTimeLimitDays * limitDaySeconds() * 1000 : null;
    const expiresAt = new Date(Math.min(dayAfter(now).getTime(), limitMs === null ? Infinity : now.getTime() + limitMs));
    for (const seat of waiting) {
      if (seat !== actorSeat) notices.push({ kind: "your_turn", key: `turn:${gameId}:${seq}:${seat}`, seat, payload: { seq }, expiresAt });
    }
  }
  if (cause === "start") {
    notices.push({ kind: "table_full", key: `full:${gameId}`, seat: null, creator: true, payload: { seq }, expiresAt: dayAfter(now) });
  }
  return { notices, cancel: everyone.filter((s) => s === actorSeat || !waiting.includes(s)), over };
}

/** The WHERE of a recipient's preference for the row's kind (no row: every kind on). */
const WANTS = Prisma.sql`CASE n.kind
      WHEN 'your_turn' THEN coalesce(pp.your_turn, TRUE) WHEN 'nudge' THEN coalesce(pp.nudge, TRUE)
      WHEN 'talk' THEN coalesce(pp.talk, TRUE) WHEN 'game_over' THEN coalesce(pp.game_over, TRUE)
      WHEN 'table_full' THEN coalesce(pp.table_full, TRUE) ELSE TRUE END`;

/**
 * The notices as two CTEs (`push_cancelled`, `push_queued`) for `gameId`, each writing only when
 * `written` holds: rows for every device of each recipient, and for their webhook if switched on.
 */
export function pushSql(gameId: string, notices: readonly PushNotice[], cancel: readonly number[], over: boolean, written: Prisma.Sql): Prisma.Sql[] {
  const ofSeats = cancel.length > 0 ? Prisma.sql`seat IN (${Prisma.join(cancel)})` : Prisma.sql`FALSE`;
  const cancelled = Prisma.sql`push_cancelled AS (
      UPDATE push_outbox SET status = 'cancelled', last_error = 'the turn has passed'
      WHERE game_id = ${gameId} AND status = 'pending' AND kind IN (${Prisma.join(TURN_PUSH_KINDS)}) AND (${over} OR ${ofSeats})
        AND ${written}
      RETURNING id
    )`;
  const rows = JSON.stringify(
    notices.map((n) => ({
      kind: n.kind,
      key: n.key,
      seat: n.seat,
      creator: n.creator ?? false,
      user_id: n.userId ?? null,
      payload: n.payload,
      expires_at: n.expiresAt.toISOString(),
    })),
  );
  const queued = Prisma.sql`push_queued AS (
      INSERT INTO push_outbox (id, dedupe_key, kind, channel, user_id, subscription_id, game_id, seat, payload, expires_at)
      SELECT gen_random_uuid()::text, t.channel || ':' || n.key || ':' || coalesce(t.subscription_id, r.user_id), n.kind, t.channel,
             r.user_id, t.subscription_id, ${gameId}, r.seat, n.payload, n.expires_at
      FROM jsonb_to_recordset(${rows}::jsonb) AS n(kind text, key text, seat int, creator boolean, user_id text, payload jsonb, expires_at timestamp(3))
      JOIN game_seats r ON r.game_id = ${gameId} AND r.user_id IS NOT NULL AND (
        (n.user_id IS NOT NULL AND r.user_id = n.user_id)
        OR (n.creator AND r.user_id = (SELECT created_by_id FROM games WHERE id = ${gameId}))
        OR (n.user_id IS NULL AND NOT n.creator AND r.seat = n.seat))
      LEFT JOIN push_preferences pp ON pp.user_id = r.user_id
      JOIN LATERAL (
        SELECT 'push' AS channel, ps.id AS subscription_id FROM push_subscriptions ps WHERE ps.user_id = r.user_id
        UNION ALL
        SELECT 'webhook', NULL FROM webhooks w WHERE w.user_id = r.user_id AND w.disabled_at IS NULL
      ) t ON TRUE
      WHERE ${written} AND r.played_by IS NULL AND ${WANTS}
      ON CONFLICT (dedupe_key) DO NOTHING
      RETURNING id
    )`;
  return [cancelled, queued];
}

/** The pushes of a move folded into the append's own statement (lib/games/announce StatementPart). */
export function pushesInAppend(event: AppendedInStatement): StatementPart {
  const plan = planPushes(event);
  return { reads: [], fits: null, writes: pushSql(event.gameId, plan.notices, plan.cancel, plan.over, Prisma.sql`EXISTS (SELECT 1 FROM event)`) };
}

/** The same in the append's transaction (the start of a game, its end, a timeout...). */
export async function pushesAfterAppend(event: Appended): Promise<void> {
  const plan = planPushes(event);
  await queuePushes(event.tx, event.gameId, plan.notices, plan.cancel, plan.over);
}

export async function queuePushes(tx: Tx, gameId: string, notices: readonly PushNotice[], cancel: readonly number[] = [], over = false): Promise<void> {
  const ctes = pushSql(gameId, notices, cancel, over, Prisma.sql`TRUE`);
  await tx.$executeRaw`WITH ${Prisma.join(ctes, ", ")} SELECT 1`;
}
