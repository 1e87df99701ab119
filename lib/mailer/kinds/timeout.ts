// timeout: a move's time ran out at the reader's table, theirs or another player's; always sent
// (it says what the clock did).
import { renderTimeoutEmail } from "@/emails/timeout";
import { prisma } from "@/lib/db/client";
import { passesForTimeout, toAct } from "@/lib/engine";
import { limitText, gameTitle, mailWords, waitingText, mailName } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { gameUrl, loadGame, said } from "../game-mail";
import { localeOf } from "../recipient";

export const composeTimeout: Composer = async ({ row, payload, to, preferencesUrl }) => {
  const game = await loadGame(row.gameId ?? "");
  const seq = Number(payload.seq);
  const timedOut = Number(payload.timedOut);
  if (!game || row.seat === null) throw new StaleMail("the game is gone");
  const locale = await localeOf(to);
  const limit = await prisma.game.findUnique({ where: { id: row.gameId! }, select: { moveTimeLimitDays: true } });
  const waiting = toAct(game.state);
  return renderTimeoutEmail({
    locale,
    recipientName: game.state.players[row.seat].name,
    gameTitle: gameTitle(game.state, locale, row.seat),
    timedOut: mailName(game.state.players[timedOut].name, locale),
    isYou: timedOut === row.seat,
    passed: game.states?.[seq - 1] ? passesForTimeout(game.states[seq - 1]) : true,
    limit: limitText(limit?.moveTimeLimitDays, locale) ?? mailWords(locale)("noLimitName"),
    happened: said(game.lines.filter((l) => l.seq === seq), locale),
    nextUp: waiting.length > 0 ? waitingText(game.state, waiting[0], waiting[0] === row.seat, locale) : null,
    gameUrl: gameUrl(row.gameId!),
    preferencesUrl,
  });
};
