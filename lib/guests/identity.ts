// Issue 38: a guest identity. A guest is a `users` row with `guest_until` set and a placeholder
// address under `.invalid`, signed in by an ordinary Auth.js database session: seats, moves (whose
// statement checks the session row, lib/auth/session-sql), history and replay read it as they read
// anyone, and nothing else had to change. Why not a nullable users.email or a table of its own:
// both would have made every reader of users (Auth.js's adapter, the seats' names, history) learn a
// second kind of player; this way only the doors a guest may not pass ask (lib/guests/refuse.ts).
import { createHash, randomBytes, randomInt } from "node:crypto";
import { prisma, Prisma } from "@/lib/db/client";
import { consume, refusedSaying } from "@/lib/limits";
import { clientAddress } from "@/lib/limits/client";
import { GUEST_IDLE_MS, GUEST_MAIL_DOMAIN, GUEST_TOUCH_SLACK_MS } from "./rules";

/** What the route puts in the cookie: Auth.js's session token, valid until `expires`. */
export type NewGuest = { userId: string; sessionToken: string; expires: Date };

/** The SHA-256 of a guest's session token, kept on its row (lib/guests/adopt.ts finds it by that). */
export function guestTokenHash(sessionToken: string): string {
  return createHash("sha256").update(sessionToken).digest("base64url");
}

/** Letters nobody misreads (no 0/O, 1/I/L): a guest's name is "Guest-7KQ2M". */
const NAME_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

function guestName(): string {
  return `Guest-${Array.from({ length: 5 }, () => NAME_LETTERS[randomInt(NAME_LETTERS.length)]).join("")}`;
}

/**
 * A new guest with its session, for the client at `headers`; refused (429) when that client made
 * too many guests lately (the `guest_client` limit, lib/limits).
 */
export async function createGuest(headers: Headers, now = new Date()): Promise<NewGuest> {
  const refused = await consume("guest_client", clientAddress(headers));
  if (refused) throw refusedSaying(refused, "guestsLimit", {}, { wait: refused.msBeforeNext });
  const sessionToken = randomBytes(32).toString("hex");
  const expires = new Date(now.getTime() + GUEST_IDLE_MS);
  for (let attempt = 0; ; attempt++) {
    const handle = randomBytes(12).toString("hex");
    try {
      const user = await prisma.user.create({
        data: {
          email: `guest-${handle}@${GUEST_MAIL_DOMAIN}`,
          displayName: guestName(),
          guestUntil: expires,
          guestToken: guestTokenHash(sessionToken),
          sessions: { create: { sessionToken, expires } },
        },
        select: { id: true },
      });
      return { userId: user.id, sessionToken, expires };
    } catch (error) {
      // Two guests drew the same name (one in 28 million): draw again.
      if (attempt < 3 && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") continue;
      throw error;
    }
  }
}

/**
 * A guest's use moves its deletion to GUEST_IDLE_DAYS from now (at most one write an hour): the
 * worker deletes only a guest nobody used for that long (lib/guests/sweep.ts).
 */
export async function keepGuest(userId: string, now = new Date()): Promise<void> {
  const until = new Date(now.getTime() + GUEST_IDLE_MS);
  const stale = new Date(until.getTime() - GUEST_TOUCH_SLACK_MS);
  await prisma.user.updateMany({ where: { id: userId, guestUntil: { not: null, lt: stale } }, data: { guestUntil: until } });
}

/** A guest made for a table that was then refused: nothing of it stays (its session goes with the row). */
export async function dropGuest(userId: string): Promise<void> {
  await prisma.user.deleteMany({ where: { id: userId, guestUntil: { not: null } } });
}
