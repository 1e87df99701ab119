// Mails of time away (issue 22), queued in the transaction that starts or ends the absence
// (lib/absence/away.ts): "your games are paused, N days left" when a move's time ran out and a
// vacation day was taken instead, and on return one mail listing the games that wait (the turn
// mails of the absence were held back: lib/mailer/kinds/turn.ts drops them while the player is away).
import { prisma, type Prisma } from "@/lib/db/client";
import { enqueueMail } from "./outbox";
import { getPrefs } from "./prefs";

type Tx = Prisma.TransactionClient;

async function addressOf(tx: Tx, userId: string): Promise<string | null> {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  return user?.email ?? null;
}

/** "Your games are paused": always sent (like a timeout's notice, it says what the clock did). */
export async function queueVacationMail(
  tx: Tx,
  absence: { userId: string; gameId: string; awayFrom: Date; awayUntil: Date; daysLeft: number },
): Promise<void> {
  const to = await addressOf(tx, absence.userId);
  if (!to) return;
  await enqueueMail(tx, {
    kind: "vacation",
    to,
    dedupeKey: `vacation:${absence.userId}:${absence.awayFrom.toISOString()}`,
    gameId: absence.gameId,
    payload: { awayUntil: absence.awayUntil.toISOString(), daysLeft: absence.daysLeft },
  });
}

/** The summary on return, unless the player takes no turn mails at all. */
export async function queueBackMail(tx: Tx, absence: { userId: string; awayFrom: Date; now: Date }): Promise<void> {
  const to = await addressOf(tx, absence.userId);
  if (!to || (await getPrefs(to, tx)).turnMail === "none") return;
  await enqueueMail(tx, {
    kind: "back",
    to,
    dedupeKey: `back:${absence.userId}:${absence.awayFrom.toISOString()}`,
    payload: { awayFrom: absence.awayFrom.toISOString(), back: absence.now.toISOString() },
  });
}

/** Is the owner of `email` away now? Their turn mails wait, reminders and deadline warnings are dropped. */
export async function recipientAway(email: string, now: Date): Promise<boolean> {
  const user = await prisma.user.findFirst({ where: { email: { equals: email, mode: "insensitive" } }, select: { awayUntil: true } });
  return !!user?.awayUntil && user.awayUntil.getTime() > now.getTime();
}
