// What a player may do about what is said: withdraw their own message (for five minutes), mute
// another player (their messages hidden for the one who mutes, at every table), report a message
// to the operator, and mark what they have read (the unread counts count past it).
import { prisma, Prisma } from "@/lib/db/client";
import { gameNoteSignal } from "@/lib/games/live";
import { CHAT_NOTE, type Seated } from "./messages";
import { DomainError } from "@/lib/errors";

/** How long after saying it an author may delete a message. */
export const DELETE_MINUTES = 5;

/** The message id of a route segment; 404 when it cannot be one. */
export function messageIdOf(raw: string): bigint {
  if (!/^[1-9]\d{0,17}$/.test(raw)) throw new DomainError("not_found", "noSuchMessage");
  return BigInt(raw);
}

async function messageAt(who: Seated, id: bigint) {
  const message = await prisma.gameMessage.findFirst({ where: { id, gameId: who.gameId, deletedAt: null, hiddenAt: null } });
  if (!message) throw new DomainError("not_found", "noSuchMessage");
  return message;
}

/** Marks a message gone and tells the open pages (a "chat" note they read as gone), on commit. */
export async function markGone(gameId: string, id: bigint, column: "deleted_at" | "hidden_at"): Promise<boolean> {
  const rows = await prisma.$queryRaw<{ id: bigint }[]>`
    WITH gone AS (
      UPDATE game_messages SET ${Prisma.raw(column)} = now() WHERE id = ${id} AND game_id = ${gameId} AND ${Prisma.raw(column)} IS NULL
      RETURNING id
    )
    SELECT id, (${gameNoteSignal(gameId, { kind: CHAT_NOTE, id: Prisma.sql`gone.id` })})::text AS signal FROM gone`;
  return rows.length === 1;
}

export async function deleteOwn(who: Seated, id: bigint, now = new Date()): Promise<void> {
  const message = await messageAt(who, id);
  if (message.userId !== who.userId) throw new DomainError("forbidden", "deleteNotYours");
  if (now.getTime() - message.createdAt.getTime() > DELETE_MINUTES * 60_000) {
    throw new DomainError("too_late", "deleteTooLate", { minutes: DELETE_MINUTES });
  }
  await markGone(who.gameId, id, "deleted_at");
}

export async function report(who: Seated, id: bigint): Promise<void> {
  await messageAt(who, id);
  await prisma.chatReport.createMany({ data: [{ messageId: id, reporterId: who.userId }], skipDuplicates: true });
}

/** Mutes (or unmutes) the player at `seat` of this table; answers the seats muted here now. */
export async function setMute(who: Seated, body: unknown): Promise<number[]> {
  const input = (body ?? {}) as { seat?: unknown; muted?: unknown };
  if (typeof input.muted !== "boolean") throw new DomainError("invalid_request", "mutedInvalid", {}, { field: "muted" });
  const seat = input.seat;
  if (typeof seat !== "number" || !Number.isInteger(seat)) throw new DomainError("invalid_request", "muteNotAtTable", {}, { field: "seat" });
  if (seat === who.seat) throw new DomainError("invalid_request", "muteSelf", {}, { field: "seat" });
  const target = await prisma.gameSeat.findFirst({ where: { gameId: who.gameId, seat }, select: { userId: true } });
  if (!target?.userId) throw new DomainError("invalid_request", "muteNotAtTable", {}, { field: "seat" });
  if (input.muted) {
    await prisma.chatMute.createMany({ data: [{ userId: who.userId, mutedUserId: target.userId }], skipDuplicates: true });
  } else {
    await prisma.chatMute.deleteMany({ where: { userId: who.userId, mutedUserId: target.userId } });
  }
  return mutedSeats(who);
}

/** Seats of this table whose player the viewer has muted. */
export async function mutedSeats(who: Seated): Promise<number[]> {
  const rows = await prisma.$queryRaw<{ seat: number }[]>`
    SELECT s.seat FROM game_seats s JOIN chat_mutes m ON m.muted_user_id = s.user_id AND m.user_id = ${who.userId}
    WHERE s.game_id = ${who.gameId} AND s.seat IS NOT NULL ORDER BY s.seat`;
  return rows.map((r) => r.seat);
}

/** The viewer has read up to message `id` at this table (never moves back). */
export async function markRead(who: Seated, body: unknown): Promise<void> {
  const raw = (body ?? {}) as { id?: unknown };
  if (typeof raw.id !== "string" || !/^[1-9]\d{0,17}$/.test(raw.id)) throw new DomainError("invalid_request", "cursorInvalid", { field: "id" }, { field: "id" });
  const id = BigInt(raw.id);
  await prisma.$executeRaw`
    INSERT INTO chat_reads (user_id, game_id, last_read_id) VALUES (${who.userId}, ${who.gameId}, ${id})
    ON CONFLICT (user_id, game_id) DO UPDATE SET last_read_id = GREATEST(chat_reads.last_read_id, EXCLUDED.last_read_id)`;
}

/** Unread messages by game for `userId` among `gameIds` (others' messages past the read mark, mutes left out). */
export async function unreadCounts(userId: string, gameIds: string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ game_id: string; n: number }[]>`
    SELECT m.game_id, count(*)::int AS n
    FROM game_messages m
    JOIN game_seats s ON s.game_id = m.game_id AND s.user_id = ${userId} AND s.seat IS NOT NULL
    LEFT JOIN chat_reads r ON r.user_id = ${userId} AND r.game_id = m.game_id
    WHERE m.game_id IN (${Prisma.join(gameIds)}) AND m.user_id <> ${userId}
      AND m.deleted_at IS NULL AND m.hidden_at IS NULL AND m.id > COALESCE(r.last_read_id, 0)
      AND NOT EXISTS (SELECT 1 FROM chat_mutes x WHERE x.user_id = ${userId} AND x.muted_user_id = m.user_id)
    GROUP BY m.game_id`;
  return new Map(rows.map((r) => [r.game_id, r.n]));
}
