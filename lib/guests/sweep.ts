// Issue 38: a guest left unused for GUEST_IDLE_DAYS is deleted with its games (docs/privacy.md). A
// worker job (lib/services.ts); each use of the guest moves `guest_until` on (lib/guests/identity.ts).
import { prisma, Prisma } from "@/lib/db/client";
import { storedKeys } from "@/lib/limits";

/** Tables holding a game's rows with no foreign key to `games` (a guest never talks: its tables have no messages). */
const GAME_KEYED = ["game_result_players", "game_results", "rating_changes", "chat_reads", "table_presence", "mail_outbox", "push_outbox"] as const;

/** Guests deleted per pass: a backlog drains over a few passes without one long transaction. */
const PER_PASS = 100;

/** Deletes the guests whose time ran out at `now`, with every table they sat at (practice tables only); how many guests. */
export async function deleteIdleGuests(now = new Date()): Promise<number> {
  return prisma.$transaction(async (tx) => {
    // Locked, so a guest used meanwhile (keepGuest waits for the lock) or a second worker never
    // sees half a deletion; a locked row is simply left for the next pass.
    const rows = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM users WHERE guest_until < ${now.toISOString()}::timestamp(3)
      ORDER BY guest_until LIMIT ${PER_PASS} FOR UPDATE SKIP LOCKED`;
    if (rows.length === 0) return 0;
    const ids = rows.map((r) => r.id);
    const games = (
      await tx.game.findMany({ where: { OR: [{ seats: { some: { userId: { in: ids } } } }, { createdById: { in: ids } }] }, select: { id: true } })
    ).map((g) => g.id);
    // Rows keyed by a game without a foreign key to it go by hand; seats, events, standing orders
    // and reviews go with the games (ON DELETE CASCADE).
    for (const table of GAME_KEYED) {
      await tx.$executeRaw`DELETE FROM ${Prisma.raw(table)} WHERE game_id = ANY(${games}::text[])`;
    }
    await tx.game.deleteMany({ where: { id: { in: games } } });
    await tx.$executeRaw`DELETE FROM rate_limits WHERE key = ANY(${storedKeys(ids.map((key) => ({ name: "guest_practice" as const, key })))}::text[])`;
    await tx.user.deleteMany({ where: { id: { in: ids } } });
    return ids.length;
  });
}
