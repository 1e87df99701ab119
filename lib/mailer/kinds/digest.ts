// digest: once a day at the reader's hour, every game that still waits for them among the turns
// the day collected (lib/mail/notices.ts adds them to the pending digest).
import { renderDigestEmail, type DigestGame } from "@/emails/digest";
import { inLanguage } from "@/emails/table-talk";
import { toAct } from "@/lib/engine";
import { talkForMail } from "@/lib/talk/reads";
import { formatDay } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { loadGame, turnSummary } from "../game-mail";
import { localeOf, recipientName, timeZoneOf } from "../recipient";

export const composeDigest: Composer = async ({ row, payload, to, preferencesUrl }) => {
  const turns = ((payload.turns ?? []) as { gameId: string; seq: number; seat: number }[]).filter((t) => t && t.gameId);
  const byGame = new Map<string, { seat: number; count: number; firstSeq: number }>();
  for (const t of turns) {
    const entry = byGame.get(t.gameId);
    if (entry) entry.count++;
    else byGame.set(t.gameId, { seat: t.seat, count: 1, firstSeq: t.seq });
  }
  const [locale, zone] = [await localeOf(to), await timeZoneOf(to)];
  const games: DigestGame[] = [];
  for (const [gameId, entry] of byGame) {
    const game = await loadGame(gameId);
    if (!game || !toAct(game.state).includes(entry.seat)) continue;
    games.push({ ...turnSummary(game, gameId, entry.seat, locale), talk: inLanguage(await talkForMail(gameId, entry.seat), locale), turns: entry.count });
  }
  if (games.length === 0) throw new StaleMail("no game waits for this player any more");
  return renderDigestEmail({
    locale,
    recipientName: await recipientName(to),
    day: formatDay(row.sendAfter, zone, locale),
    games,
    preferencesUrl,
  });
};
