// The nudge's mail (issue 24): queued in the nudge's own transaction (lib/talk/nudge.ts is handed
// this function by the route), only when the nudged player takes reminders; a nudge is one. It is
// a turn kind, so the player's move cancels it, and the worker drops it once the turn has passed.
import { Prisma } from "@/lib/db/client";
import type { Nudged } from "@/lib/talk/nudge";
import { enqueueMail } from "./outbox";
import { DEFAULT_PREFS } from "./prefs";

export async function queueNudgeMail(tx: Prisma.TransactionClient, nudge: Nudged): Promise<void> {
  const [row] = await tx.$queryRaw<{ email: string; reminders: boolean | null }[]>`
    SELECT u.email, p.reminders AND NOT EXISTS (
        -- Issue 39: "push instead of mail", while the player has a device to push to.
        SELECT 1 FROM push_preferences pp JOIN push_subscriptions ps ON ps.user_id = pp.user_id
        WHERE pp.user_id = s.user_id AND pp.instead_of_mail) AS reminders
    FROM game_seats s JOIN users u ON u.id = s.user_id
    LEFT JOIN mail_preferences p ON p.email = lower(btrim(u.email))
    WHERE s.game_id = ${nudge.gameId} AND s.seat = ${nudge.seat} AND u.guest_until IS NULL`; // a guest costs no mail (issue 38)
  if (!row || !(row.reminders ?? DEFAULT_PREFS.reminders)) return;
  await enqueueMail(tx, {
    kind: "nudge",
    to: row.email,
    dedupeKey: `nudge:${nudge.gameId}:${nudge.id}`,
    gameId: nudge.gameId,
    seat: nudge.seat,
    payload: { seq: nudge.seq, by: nudge.by, since: nudge.since.toISOString() },
  });
}
