// Time away (issue 22, queued by lib/mail/absence.ts): vacation, "your games are paused, N days
// left"; back, on return, the games that wait for the reader (unless they went away again).
import { renderAbsenceEmail } from "@/emails/absence";
import { prisma } from "@/lib/db/client";
import { yourTurnIn } from "@/lib/games/turns";
import { recipientAway } from "@/lib/mail/absence";
import { formatWhen, gameTitle } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { gameUrl, loadGame } from "../game-mail";
import { localeOf, recipientName, timeZoneOf } from "../recipient";

export const composeVacation: Composer = async ({ row, payload, to, preferencesUrl }) => {
  const game = await loadGame(row.gameId ?? "");
  if (!game) throw new StaleMail("the game is gone");
  const locale = await localeOf(to);
  return renderAbsenceEmail({
    variant: "paused",
    locale,
    recipientName: await recipientName(to),
    gameTitle: gameTitle(game.state),
    gameUrl: gameUrl(row.gameId!),
    awayUntil: formatWhen(String(payload.awayUntil), await timeZoneOf(to), locale),
    daysLeft: Number(payload.daysLeft ?? 0),
    preferencesUrl,
  });
};

export const composeBack: Composer = async ({ to, preferencesUrl, now }) => {
  const user = await prisma.user.findFirst({ where: { email: { equals: to, mode: "insensitive" } }, select: { id: true } });
  if (!user) throw new StaleMail("the player is gone");
  if (await recipientAway(to, now)) throw new StaleMail("the player is away again");
  const games: { title: string; url: string }[] = [];
  for (const gameId of await yourTurnIn(user.id)) {
    const game = await loadGame(gameId);
    if (game) games.push({ title: gameTitle(game.state), url: gameUrl(gameId) });
  }
  if (games.length === 0) throw new StaleMail("no game waits for this player");
  return renderAbsenceEmail({ variant: "back", locale: await localeOf(to), recipientName: await recipientName(to), games, preferencesUrl });
};
