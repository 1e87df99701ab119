// nudge: another player reminds the reader that the game has waited for their move (issue 24);
// dropped once they have moved, and while the reader is away (issue 35): a nudge is a reminder,
// and reminders are dropped while away (turn.ts); the summary on return lists the game that waits,
// and the dashboard mark of the nudge stays until they move.
import { renderNudgeEmail } from "@/emails/nudge";
import { toAct } from "@/lib/engine";
import { recipientAway } from "@/lib/mail/absence";
import { formatWhen, gameTitle } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { gameUrl, loadGame } from "../game-mail";
import { localeOf, timeZoneOf } from "../recipient";

export const composeNudge: Composer = async ({ row, payload, to, preferencesUrl, now }) => {
  if (await recipientAway(to, now)) throw new StaleMail("the player is away: the summary on return covers it");
  const game = await loadGame(row.gameId ?? "");
  if (!game || row.seat === null) throw new StaleMail("the game is gone");
  if (!toAct(game.state).includes(row.seat) || game.seq !== Number(payload.seq)) throw new StaleMail("the player has moved since");
  const locale = await localeOf(to);
  return renderNudgeEmail({
    locale,
    recipientName: game.state.players[row.seat].name,
    by: typeof payload.by === "string" ? payload.by : null,
    gameTitle: gameTitle(game.state, locale, row.seat),
    since: formatWhen(String(payload.since ?? row.createdAt.toISOString()), await timeZoneOf(to), locale),
    gameUrl: gameUrl(row.gameId!),
    preferencesUrl,
  });
};
