// your_turn, reminder and deadline: the game waits for the reader. All three are dropped once the
// turn has passed, and while the reader is away (issue 22: one summary on return covers them,
// lib/mail/absence.ts).
import { renderReminderEmail } from "@/emails/reminder";
import { inLanguage } from "@/emails/table-talk";
import { renderYourTurnEmail, type YourTurnEmailProps } from "@/emails/your-turn";
import { toAct } from "@/lib/engine";
import type { Locale } from "@/lib/i18n/locales";
import { recipientAway } from "@/lib/mail/absence";
import { turnOrdersMark } from "@/lib/orders/status";
import { talkForMail } from "@/lib/talk/reads";
import { formatWhen } from "@/lib/words/mail";
import { StaleMail, type Composer, type MailToCompose } from "../composer";
import { loadGame, moveLimit, pausedSeconds, turnSummary } from "../game-mail";
import { localeOf, timeZoneOf } from "../recipient";

/** What the three share: the turn summary with the table's talk and time limit, or StaleMail. */
async function turnMail({ row, payload, to, preferencesUrl, now }: MailToCompose): Promise<{
  base: YourTurnEmailProps;
  locale: Locale;
  zone: string;
  /** The game is still at the event the mail was queued after. */
  unchanged: boolean;
}> {
  if (await recipientAway(to, now)) throw new StaleMail("the player is away: the summary on return covers it");
  const game = await loadGame(row.gameId ?? "");
  if (!game || row.seat === null) throw new StaleMail("the game is gone");
  if (!toAct(game.state).includes(row.seat)) throw new StaleMail("it is no longer this player's turn");
  if (game.seq !== Number(payload.seq)) {
    // Another event since (the player's own or a timeout): a newer notice covers it.
    const moved = game.events.some((e) => e.seq > Number(payload.seq) && e.seat === row.seat);
    if (moved) throw new StaleMail("the player has moved since");
  }
  const [locale, zone] = [await localeOf(to), await timeZoneOf(to)];
  const summary = {
    ...turnSummary(game, row.gameId!, row.seat, locale),
    talk: inLanguage(await talkForMail(row.gameId!, row.seat), locale),
    limit: await moveLimit(row.gameId!, zone, locale),
    // Issue 32: a turn mail is sent only when no order played the move within a second.
    orders: await turnOrdersMark(row.gameId!, row.seat),
  };
  const base = { ...summary, playerName: game.state.players[row.seat].name, preferencesUrl };
  return { base, locale, zone, unchanged: game.seq === Number(payload.seq) };
}

export const composeYourTurn: Composer = async (mail) => {
  const { base } = await turnMail(mail);
  return renderYourTurnEmail({ ...base, variant: "turn" });
};

export const composeReminder: Composer = async (mail) => {
  const { base, locale, zone } = await turnMail(mail);
  const since = String(mail.payload.since ?? mail.row.createdAt.toISOString());
  return renderReminderEmail({ ...base, variant: "reminder", waitingSince: formatWhen(since, zone, locale) });
};

export const composeDeadline: Composer = async (mail) => {
  const { base, locale, zone, unchanged } = await turnMail(mail);
  // Issue 22: time away folded into this turn moved the deadline on since the warning was queued.
  const moved = unchanged ? await pausedSeconds(mail.row.gameId!) : 0;
  const deadline = new Date(Date.parse(String(mail.payload.deadline)) + moved * 1000);
  return renderReminderEmail({ ...base, variant: "deadline", deadline: formatWhen(deadline, zone, locale) });
};
