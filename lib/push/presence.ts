// Presence (issue 39): no push about a table its player is looking at. The table's page says
// "visible" when it is shown and again every half minute while it stays so, and "hidden" on
// visibilitychange (POST /api/games/{id}/presence); each "visible" holds for PRESENCE_SECONDS,
// so a tab closed without a word stops counting soon. In PostgreSQL, not in one process's
// memory: the worker that sends and the app process that served the page are different ones.
import { prisma } from "@/lib/db/client";
import { pushConfig } from "./config";

export async function markPresence(userId: string, gameId: string, visible: boolean, now = new Date()): Promise<void> {
  if (!visible) {
    await prisma.tablePresence.deleteMany({ where: { userId, gameId } });
    return;
  }
  const until = new Date(now.getTime() + pushConfig().presenceSeconds * 1000);
  await prisma.tablePresence.upsert({
    where: { userId_gameId: { userId, gameId } },
    create: { userId, gameId, visibleUntil: until },
    update: { visibleUntil: until },
  });
}

/** Has `userId` the table `gameId` open in a visible tab at `now`? */
export async function isAtTable(userId: string, gameId: string, now = new Date()): Promise<boolean> {
  const row = await prisma.tablePresence.findUnique({ where: { userId_gameId: { userId, gameId } } });
  return row !== null && row.visibleUntil.getTime() > now.getTime();
}

/** Old presence rows go with the outbox's pruning. */
export async function prunePresence(now: Date): Promise<number> {
  const { count } = await prisma.tablePresence.deleteMany({ where: { visibleUntil: { lt: now } } });
  return count;
}
