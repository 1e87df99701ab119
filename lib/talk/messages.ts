// Table talk's storage: who may talk at a table, saying something (stored and signalled in one
// statement), reading the messages back. Only seated players of a started game read or write,
// during the game and after it; a muted author's messages are left out for the one who muted.
// Messages never enter the game log, so the export and the public replay cannot carry them.
import { prisma, Prisma } from "@/lib/db/client";
import { gameNoteSignal } from "@/lib/games/live";
import { DomainError } from "@/lib/errors";

/** The note kind on the games channel, and the event name on the streams. */
export const CHAT_NOTE = "chat";
/** A GET answers at most this many messages (the latest, or a page before/after a cursor). */
export const PAGE_SIZE = 200;

/** A name moderators see for an author without one: a mark, not a word. */
export const UNKNOWN_NAME = "?";

export interface ChatMessage {
  /** The message id as a decimal string (a bigint in the database). */
  id: string;
  seat: number;
  /** The author's display name; null for a seat whose player has none (the table says "Seat 2"). */
  author: string | null;
  text: string;
  /** ISO time it was said. */
  at: string;
}

export interface Seated {
  gameId: string;
  userId: string;
  seat: number;
  status: "active" | "finished";
}

/**
 * The viewer's seat at a started game, or 404 with nothing said about why: a stranger learns
 * neither whether the game exists nor who talks there.
 */
export async function requireSeat(gameId: string, userId: string): Promise<Seated> {
  const rows = await prisma.$queryRaw<{ seat: number; status: string }[]>`
    SELECT s.seat, g.status::text AS status FROM game_seats s JOIN games g ON g.id = s.game_id
    WHERE s.game_id = ${gameId} AND s.user_id = ${userId} AND s.seat IS NOT NULL`;
  const row = rows[0];
  if (!row || (row.status !== "active" && row.status !== "finished")) throw new DomainError("not_found", "notSeated");
  return { gameId, userId, seat: row.seat, status: row.status };
}

interface Row {
  id: bigint;
  seat: number;
  author: string | null;
  text: string;
  created_at: Date;
}

export function toMessage(row: Row): ChatMessage {
  return { id: String(row.id), seat: row.seat, author: row.author, text: row.text, at: row.created_at.toISOString() };
}

/** Stores `text` (already checked) said by the seated `who`, and signals it on commit. */
export async function storeMessage(who: Seated, text: string): Promise<ChatMessage> {
  // One statement: the row and its signal (pg_notify is sent when this statement commits). The
  // note carries only the id; each process's streams read the message once (lib/live/talk.ts).
  const rows = await prisma.$queryRaw<(Row & { signal: unknown })[]>`
    WITH m AS (
      INSERT INTO game_messages (game_id, user_id, seat, seq, text)
      SELECT ${who.gameId}, ${who.userId}, ${who.seat}, g.seq, ${text} FROM games g WHERE g.id = ${who.gameId}
      RETURNING id, seat, text, created_at
    )
    SELECT m.id, m.seat, m.text, m.created_at, u.display_name AS author,
      (${gameNoteSignal(who.gameId, { kind: CHAT_NOTE, id: Prisma.sql`m.id` })})::text AS signal
    FROM m LEFT JOIN users u ON u.id = ${who.userId}`;
  return toMessage(rows[0]);
}

export interface Page {
  before?: bigint;
  after?: bigint;
}

/**
 * Messages at the table the viewer may see, oldest first: the latest PAGE_SIZE, or the
 * PAGE_SIZE just before `before`, or the first PAGE_SIZE after `after`.
 */
export async function listMessages(who: Seated, page: Page = {}): Promise<ChatMessage[]> {
  const cursor =
    page.after !== undefined ? Prisma.sql`AND m.id > ${page.after}` : page.before !== undefined ? Prisma.sql`AND m.id < ${page.before}` : Prisma.empty;
  const order = page.after !== undefined ? Prisma.sql`ASC` : Prisma.sql`DESC`;
  const rows = await prisma.$queryRaw<Row[]>`
    SELECT m.id, m.seat, m.text, m.created_at, u.display_name AS author
    FROM game_messages m LEFT JOIN users u ON u.id = m.user_id
    WHERE m.game_id = ${who.gameId} AND m.deleted_at IS NULL AND m.hidden_at IS NULL ${cursor}
      AND NOT EXISTS (SELECT 1 FROM chat_mutes x WHERE x.user_id = ${who.userId} AND x.muted_user_id = m.user_id)
    ORDER BY m.id ${order}
    LIMIT ${PAGE_SIZE}`;
  const messages = rows.map(toMessage);
  return page.after !== undefined ? messages : messages.reverse();
}

/** One message as the stream sends it, or null when it is gone (deleted, hidden) or not there. */
export async function loadMessage(gameId: string, id: bigint): Promise<(ChatMessage & { userId: string }) | null> {
  const rows = await prisma.$queryRaw<(Row & { user_id: string })[]>`
    SELECT m.id, m.seat, m.text, m.created_at, m.user_id, u.display_name AS author
    FROM game_messages m LEFT JOIN users u ON u.id = m.user_id
    WHERE m.id = ${id} AND m.game_id = ${gameId} AND m.deleted_at IS NULL AND m.hidden_at IS NULL`;
  return rows[0] ? { ...toMessage(rows[0]), userId: rows[0].user_id } : null;
}

/** `?before=<id>` / `?after=<id>` of GET /api/games/{id}/chat; 400 naming the field when not an id. */
export function parsePage(url: string): Page {
  const params = new URL(url).searchParams;
  const page: Page = {};
  for (const field of ["before", "after"] as const) {
    const raw = params.get(field);
    if (raw === null) continue;
    if (!/^[1-9]\d{0,17}$/.test(raw)) throw new DomainError("invalid_request", "cursorInvalid", { field }, { field });
    page[field] = BigInt(raw);
  }
  if (page.before !== undefined && page.after !== undefined) throw new DomainError("invalid_request", "cursorBoth", {}, { field: "before" });
  return page;
}
