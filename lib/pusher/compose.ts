// What a push or webhook call says (issue 39), read when it is sent so it is never out of date:
// the recipient's language, the game named as the mails name it, the link to the table.
import { prisma } from "@/lib/db/client";
import { resolveLocale, type Locale } from "@/lib/i18n/locales";
import type { ClaimedPush } from "@/lib/push/outbox";
import { gameTitle } from "@/lib/words/mail";
import { pushText, type PushTextKind } from "@/lib/words/push";
import { gameUrl, loadGame } from "@/lib/mailer/game-mail";
import { appUrl } from "@/lib/mail/config";

export interface PushMessage {
  kind: PushTextKind;
  title: string;
  body: string;
  /** Where a click leads: the table (the result page once the game is over). */
  url: string;
  gameId: string | null;
  gameTitle: string | null;
  /** The recipient's display name (the generic webhook's `player`). */
  player: string;
  locale: Locale;
  at: string;
}

export class StalePush extends Error {}

export async function composePush(row: ClaimedPush): Promise<PushMessage> {
  const user = await prisma.user.findUnique({ where: { id: row.userId }, select: { displayName: true, email: true, locale: true } });
  if (!user) throw new StalePush("the player is gone");
  const locale = resolveLocale({ stored: user.locale, cookie: undefined, acceptLanguage: null });
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const by = typeof payload.by === "string" ? payload.by : null;
  let title: string | null = null;
  let url = `${appUrl()}/`;
  if (row.gameId) {
    const game = await loadGame(row.gameId);
    if (!game) throw new StalePush("the game is gone");
    title = gameTitle(game.state, locale);
    url = row.kind === "game_over" ? `${gameUrl(row.gameId)}/result` : gameUrl(row.gameId);
  }
  const kind = row.kind as PushTextKind;
  const text = pushText(kind, locale, { game: title ?? "", by });
  return {
    kind,
    ...text,
    url,
    gameId: row.gameId,
    gameTitle: title,
    player: user.displayName ?? user.email.split("@")[0],
    locale,
    at: row.createdAt.toISOString(),
  };
}
