// The lobby's open tables, a page at a time (issue 19, scale). The read walks the index
// games(status, created_at) newest first and stops after the page, whatever the number of open
// tables; then it reads the page's own rows (creator, seats, players) by id.
import { z } from "zod";
import { prisma, Prisma } from "@/lib/db/client";
import { RecordIdSchema } from "@/lib/input";
import { StoredOptionsError, tableOptions } from "./options";

/** Open tables on one page of the lobby (a phone's screenful or two). */
export const LOBBY_PAGE = 20;

/** The keyset of a page: the newest table older than the page before it. */
export interface LobbyCursor {
  createdAt: Date;
  id: string;
}

/**
 * A cursor in a query string, "<created_at in ms>_<game id>", as written by `lobbyCursorParam`.
 * Hostile input: anything else is not a cursor (the caller shows the first page). At most 13
 * digits: every moment up to the year 2286, and never a date PostgreSQL cannot read.
 */
export const LobbyCursorSchema = z
  .string()
  .max(60)
  .transform((s, ctx): LobbyCursor => {
    const at = s.indexOf("_");
    const ms = /^\d{1,13}$/.test(s.slice(0, at)) ? Number(s.slice(0, at)) : NaN;
    const createdAt = new Date(ms);
    const id = RecordIdSchema.safeParse(s.slice(at + 1));
    if (at < 1 || Number.isNaN(createdAt.getTime()) || !id.success) {
      ctx.addIssue({ code: "custom", message: "not a cursor" });
      return z.NEVER;
    }
    return { createdAt, id: id.data };
  });

export function lobbyCursorParam(cursor: LobbyCursor): string {
  return `${cursor.createdAt.getTime()}_${cursor.id}`;
}

/**
 * The keys of the open tables with a free seat anyone may take, newest first (ties by id), older than
 * `after`, at most `take`. The free seat is an EXISTS with OFFSET 0 on purpose: PostgreSQL cannot
 * turn it into a semi-join, so it stays a per-row probe of game_seats(game_id, user_id) while the
 * index games(status, created_at) is walked backward, and the walk stops once the page is full.
 * As a join (the Prisma `seats: { some }` filter) it hashed every open table and every free seat
 * (docs/performance.md).
 */
async function openTables(after: LobbyCursor | null, take: number): Promise<LobbyCursor[]> {
  // "created_at <= x" first, so the index range starts at the cursor; the OR settles ties.
  const older = after
    ? Prisma.sql`AND g.created_at <= ${after.createdAt.toISOString()}::timestamp(3)
        AND (g.created_at < ${after.createdAt.toISOString()}::timestamp(3) OR g.id < ${after.id})`
    : Prisma.empty;
  return prisma.$queryRaw<LobbyCursor[]>`
    SELECT g.id, g.created_at AS "createdAt" FROM games g
    WHERE g.status = 'open'::"GameStatus" ${older}
      AND EXISTS (SELECT FROM game_seats s
                  WHERE s.game_id = g.id AND s.user_id IS NULL AND s.invited_email IS NULL AND s.bot_number IS NULL
                  OFFSET 0)
    ORDER BY g.created_at DESC, g.id DESC
    LIMIT ${take}`;
}

/**
 * One page of open tables with a free seat, newest first, their options read (lib/games/options).
 * `after` is the query string's cursor as anyone may type it: anything but a cursor of ours (see
 * LobbyCursorSchema) shows the first page. Returns whether this is the first page, and the cursor
 * of the next (older) page, null on the last. A row whose options cannot be read is left out and
 * logged: one corrupt table must not empty the lobby.
 */
export async function listOpenGames(after?: unknown, size = LOBBY_PAGE) {
  const cursor = LobbyCursorSchema.safeParse(after);
  const from = cursor.success ? cursor.data : null;
  // One row more than the page says whether an older page exists.
  const keys = await openTables(from, size + 1);
  const pageIds = keys.slice(0, size).map((key) => key.id);
  const rows = pageIds.length
    ? await prisma.game.findMany({
        where: { id: { in: pageIds }, status: "open" },
        include: {
          createdBy: { select: { displayName: true } },
          seats: { include: { user: { select: { displayName: true } } }, orderBy: { id: "asc" } },
        },
      })
    : [];
  const byId = new Map(rows.map((game) => [game.id, game]));
  // In the order of the walk; a table that started between the two reads is simply gone.
  const page = pageIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  // The next page starts after the walk's last key, whether or not that table is still open.
  const next = keys.length > size ? lobbyCursorParam(keys[size - 1]) : null;
  const games = page.flatMap((game) => {
    try {
      return [{ ...game, options: tableOptions(game) }];
    } catch (error) {
      if (!(error instanceof StoredOptionsError)) throw error;
      console.error(`lobby: ${error.message}`);
      return [];
    }
  });
  return { games, next, first: from === null };
}
