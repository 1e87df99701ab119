// Table talk as other rooms read it. Mail (lib/mailer/kinds: turn and digest) calls talkForMail for the "table
// talk" section of turn mails and digests: what the others said since the recipient's last move.
import { prisma } from "@/lib/db/client";

/** At most this many messages in a mail; the rest are counted ("and N more"). */
export const MAIL_MESSAGES = 10;

export interface TalkSection {
  /** `author` is null for a seat whose player has no name (the mail says "Seat 2"). */
  lines: { author: string | null; seat: number; text: string }[];
  /** Messages beyond `lines`. */
  more: number;
}

/**
 * What the other players at `gameId` said since the player at `seat` last moved (since the start
 * when they never have: a message stores the seq it was said at, so one said after the move at
 * seq L has seq ≥ L), oldest first, leaving out messages deleted, hidden or by a player the
 * recipient muted; null when nothing was said.
 */
export async function talkForMail(gameId: string, seat: number): Promise<TalkSection | null> {
  const rows = await prisma.$queryRaw<{ author: string | null; seat: number; text: string; total: number }[]>`
    WITH me AS (SELECT user_id FROM game_seats WHERE game_id = ${gameId} AND seat = ${seat}),
    since AS (
      SELECT COALESCE(max(seq), 0) AS seq FROM game_events WHERE game_id = ${gameId} AND seat = ${seat} AND type = 'move'
    )
    SELECT u.display_name AS author, m.seat, m.text, (count(*) OVER ())::int AS total
    FROM game_messages m CROSS JOIN me CROSS JOIN since LEFT JOIN users u ON u.id = m.user_id
    WHERE m.game_id = ${gameId} AND m.seq >= since.seq AND m.user_id IS DISTINCT FROM me.user_id
      AND m.deleted_at IS NULL AND m.hidden_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM chat_mutes x WHERE x.user_id = me.user_id AND x.muted_user_id = m.user_id)
    ORDER BY m.id
    LIMIT ${MAIL_MESSAGES}`;
  if (rows.length === 0) return null;
  return {
    lines: rows.map((r) => ({ author: r.author, seat: r.seat, text: r.text })),
    more: rows[0].total - rows.length,
  };
}
