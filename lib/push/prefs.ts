// What a player wants pushed and sent to their webhook (issue 39), kind by kind like the mails;
// no row: every kind, and the mails as before. `insteadOfMail` drops the "your turn" and nudge
// mails while the player has a device to push to (lib/mail/notices reads it in SQL).
import { z } from "zod";
import { prisma } from "@/lib/db/client";

export const PUSH_KINDS = ["your_turn", "nudge", "talk", "game_over", "table_full"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PushPrefsSchema = z.object({
  yourTurn: z.boolean(),
  nudge: z.boolean(),
  talk: z.boolean(),
  gameOver: z.boolean(),
  tableFull: z.boolean(),
  insteadOfMail: z.boolean(),
});
/** The schema is the type (Settings' client component imports it as a type only). */
export type PushPrefs = z.infer<typeof PushPrefsSchema>;

export const DEFAULT_PUSH_PREFS: PushPrefs = { yourTurn: true, nudge: true, talk: true, gameOver: true, tableFull: true, insteadOfMail: false };

/** The column of push_preferences that switches a kind (SQL of ./notices.ts reads it). */
export const PREF_COLUMN: Record<PushKind, string> = {
  your_turn: "your_turn",
  nudge: "nudge",
  talk: "talk",
  game_over: "game_over",
  table_full: "table_full",
};

export async function getPushPrefs(userId: string): Promise<PushPrefs> {
  const row = await prisma.pushPreference.findUnique({ where: { userId } });
  if (!row) return { ...DEFAULT_PUSH_PREFS };
  const { yourTurn, nudge, talk, gameOver, tableFull, insteadOfMail } = row;
  return { yourTurn, nudge, talk, gameOver, tableFull, insteadOfMail };
}

export async function savePushPrefs(userId: string, input: unknown): Promise<PushPrefs> {
  const prefs = PushPrefsSchema.parse(input);
  await prisma.pushPreference.upsert({ where: { userId }, create: { userId, ...prefs }, update: prefs });
  return prefs;
}
