// The operator's side of table talk (npm run moderation): the reported messages, and hiding one.
// A hidden message disappears from every page at once (a "chat" note read as gone) and from mail.
import { prisma } from "@/lib/db/client";
import { markGone } from "./safety";
import { UNKNOWN_NAME } from "./messages";

export interface Reported {
  id: string;
  gameId: string;
  author: string;
  text: string;
  at: string;
  reports: number;
  hidden: boolean;
}

export async function reportedMessages(limit = 200): Promise<Reported[]> {
  const rows = await prisma.$queryRaw<{ id: bigint; game_id: string; author: string | null; text: string; created_at: Date; reports: number; hidden: boolean }[]>`
    SELECT m.id, m.game_id, u.display_name AS author, m.text, m.created_at, count(r.*)::int AS reports, m.hidden_at IS NOT NULL AS hidden
    FROM chat_reports r JOIN game_messages m ON m.id = r.message_id LEFT JOIN users u ON u.id = m.user_id
    GROUP BY m.id, u.display_name
    ORDER BY max(r.created_at) DESC
    LIMIT ${limit}`;
  return rows.map((r) => ({ id: String(r.id), gameId: r.game_id, author: r.author ?? UNKNOWN_NAME, text: r.text, at: r.created_at.toISOString(), reports: r.reports, hidden: r.hidden }));
}

/** Hides message `raw` (a decimal id); false when there is no such message. */
export async function hideMessage(raw: string): Promise<{ ok: boolean }> {
  if (!/^[1-9]\d{0,17}$/.test(raw)) return { ok: false };
  const row = await prisma.gameMessage.findUnique({ where: { id: BigInt(raw) }, select: { gameId: true } });
  if (!row) return { ok: false };
  await markGone(row.gameId, BigInt(raw), "hidden_at");
  return { ok: true };
}
