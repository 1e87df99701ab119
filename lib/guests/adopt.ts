// Issue 38: "keep it when signing up". Signing in (the usual mail link) from a browser that holds a
// guest's session moves everything keyed by the guest's id to the account, new or existing, in one
// transaction; the guest row then goes (its session with it) and Auth.js's new session cookie
// replaces the guest's. Called from Auth.js's `events.signIn` (lib/auth/config.ts). The guest is
// found by the SHA-256 of the token its browser still sends: for an existing account Auth.js has
// already deleted the guest's session row by then.
import { prisma } from "@/lib/db/client";
import { guestTokenHash } from "./identity";

/** The guest whose session token the browser sent, moved into `accountId`; its id, or null when there was none. */
export async function adoptGuest(sessionToken: string | undefined, accountId: string): Promise<string | null> {
  if (!sessionToken || sessionToken.length > 512) return null;
  const guest = await prisma.user.findFirst({
    where: { guestToken: guestTokenHash(sessionToken), guestUntil: { not: null }, id: { not: accountId } },
    select: { id: true },
  });
  if (!guest) return null;
  await prisma.$transaction(async (tx) => {
    const from = guest.id;
    // A guest sits only at its own practice tables (people's tables refuse it), so the account
    // meets none of these seats: no (game, user) pair can collide.
    await tx.$executeRaw`UPDATE game_seats SET user_id = ${accountId} WHERE user_id = ${from}`;
    await tx.$executeRaw`UPDATE games SET created_by_id = ${accountId} WHERE created_by_id = ${from}`;
    await tx.$executeRaw`UPDATE game_events SET user_id = ${accountId} WHERE user_id = ${from}`;
    await tx.$executeRaw`UPDATE game_result_players SET user_id = ${accountId} WHERE user_id = ${from}`;
    // What is left (its session, presence and read marks at its tables) goes with the row.
    await tx.$executeRaw`DELETE FROM table_presence WHERE user_id = ${from}`;
    await tx.$executeRaw`DELETE FROM chat_reads WHERE user_id = ${from}`;
    await tx.user.delete({ where: { id: from } });
  });
  return guest.id;
}
