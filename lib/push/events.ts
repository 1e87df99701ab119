// Pushes for what happens beside the log (issue 39): a nudge, written in the nudge's own
// transaction (the route hands this to lib/talk/nudge with the nudge mail), and table talk,
// written right after the message (one row per reader and device; a lost push of a message is
// the price of not holding the message's insert open for it).
import { prisma, type Prisma } from "@/lib/db/client";
import { MOST_TTL_SECONDS } from "./config";
import { queuePushes } from "./notices";

/** Talk is worth a push for a few hours; the table shows it after that. */
const TALK_TTL_SECONDS = 6 * 3600;

export async function queueNudgePush(
  tx: Prisma.TransactionClient,
  nudge: { id: string; gameId: string; seat: number; seq: number; by: string | null },
  now = new Date(),
): Promise<void> {
  await queuePushes(tx, nudge.gameId, [
    {
      kind: "nudge",
      key: `nudge:${nudge.gameId}:${nudge.id}`,
      seat: nudge.seat,
      payload: { seq: nudge.seq, by: nudge.by },
      expiresAt: new Date(now.getTime() + MOST_TTL_SECONDS * 1000),
    },
  ]);
}

/** Every other seated player of the table hears of a message said at it. */
export async function queueTalkPush(message: { gameId: string; id: string; seat: number; author: string | null }, now = new Date()): Promise<void> {
  const seats = await prisma.gameSeat.findMany({ where: { gameId: message.gameId, seat: { not: null }, userId: { not: null } }, select: { seat: true } });
  const notices = seats
    .filter((s) => s.seat !== message.seat)
    .map((s) => ({
      kind: "talk" as const,
      key: `talk:${message.gameId}:${message.id}:${s.seat}`,
      seat: s.seat,
      payload: { by: message.author, messageId: message.id },
      expiresAt: new Date(now.getTime() + TALK_TTL_SECONDS * 1000),
    }));
  if (notices.length > 0) await prisma.$transaction((tx) => queuePushes(tx, message.gameId, notices));
}
