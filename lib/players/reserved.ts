// Names Neva gives to seats itself, which no display name may be or imitate (issues 26 and 35):
// a deleted player's seat ("Former player" in the record, the catalogue's account.formerPlayer on
// every page, so each language's word counts) and a bot's ("Bot 1" in the record, lib/bots/names.ts;
// «Бот 1», «ボット1», «Robot 1» on pages, so each language's name counts too). Compared by the confusable skeleton that keeps players' names apart
// (lib/players/skeleton.ts), so "Fоrmer player" with a Cyrillic о, "Ｆormer player" and "Bоt 1"
// are refused as well as the names themselves.
import { botName } from "@/lib/bots/names";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import it from "@/messages/it.json";
import ja from "@/messages/ja.json";
import ru from "@/messages/ru.json";
import { FORMER_PLAYER } from "./former";
import { nameSkeleton } from "./skeleton";

/** Bot seats are numbered from 1 (a table has at most 4); numbers up to this are reserved. */
const BOT_NUMBERS = 99;

// Read from the catalogue, not worded: the domain only needs to know these strings are taken
// (tests/players/reserved-names.test.ts checks every language of lib/i18n is here).
const CATALOGUES = [en, fr, it, ja, ru];
const FORMER_WORDS = CATALOGUES.map((catalogue) => catalogue.account.formerPlayer);
const numbers = Array.from({ length: BOT_NUMBERS + 1 }, (_, n) => n);
// Each language's name of the n-th bot (bots.seatName, «Бот {n}», «ボット{n}»: a plain template),
// as pages show a bot's seat, besides the record's mark "Bot n".
// In lower case too: the skeleton folds case only after mapping look-alikes (a capital Б is not a small б's look-alike).
const BOT_WORDS = CATALOGUES.flatMap((catalogue) => numbers.map((n) => catalogue.bots.seatName.replace("{n}", String(n)))).flatMap((w) => [w, w.toLowerCase()]);

const RESERVED: ReadonlySet<string> = new Set([FORMER_PLAYER, ...FORMER_WORDS, ...numbers.map(botName), ...BOT_WORDS].map(nameSkeleton));

/** Is `name` (already normalised as display names are) a seat name of Neva's own, or a look-alike of one? */
export function isReservedName(name: string): boolean {
  return RESERVED.has(nameSkeleton(name));
}
