// A player's name as the reader sees it. The record names some seats with marks of Neva's own,
// the same for everyone in exports and replays: a deleted player's seat FORMER_PLAYER
// (lib/players/former.ts) and a bot's seat "Bot n" (lib/bots/names.ts). Pages and mails show the
// catalogue's words for them in the reader's language instead (account.formerPlayer,
// bots.seatName: «Бот 1», «ボット1»), so the seat is the same for everyone and named in each
// reader's words.
import { botNumberOf } from "@/lib/bots/names";
import type { GameView } from "@/lib/engine";
import { FORMER_PLAYER } from "@/lib/players/former";

/** The reader's words for the seats Neva names itself. */
export interface SeatWords {
  former: string;
  bot: (n: number) => string;
}

/** A translator of the whole catalogue or of the namespaces these words live in. */
type Say = (key: "account.formerPlayer" | "bots.seatName", values?: { n: number }) => string;

/** The seat words of a whole-catalogue translator (translatorFor(locale), useTranslations()). */
export function seatWords(say: Say): SeatWords {
  return { former: say("account.formerPlayer"), bot: (n) => say("bots.seatName", { n }) };
}

/** One record name as the reader sees it: a person's as it is, a former player's or a bot's in their words. */
export function shownName(name: string, words: SeatWords): string {
  if (name === FORMER_PLAYER) return words.former;
  const bot = botNumberOf(name);
  return bot === null ? name : words.bot(bot);
}

/** `view` with each seat's name as the reader sees it (the same object when none changes). */
export function withShownNames<V extends Pick<GameView, "players">>(view: V, words: SeatWords): V {
  if (!view.players.some((p) => shownName(p.name, words) !== p.name)) return view;
  return { ...view, players: view.players.map((p) => ({ ...p, name: shownName(p.name, words) })) };
}

/** Is this record name one Neva gave (a bot's or a former player's), so not a person's page? */
export function isSeatMark(name: string): boolean {
  return name === FORMER_PLAYER || botNumberOf(name) !== null;
}
