// Names Neva gives to seats itself, which no display name may be or imitate (issues 26 and 35):
// a deleted player's seat ("Former player" in the record, the catalogue's account.formerPlayer on
// every page, so each language's word counts) and a bot's ("Bot 1" …, the same in every language:
// lib/bots/names.ts). Compared by the confusable skeleton that keeps players' names apart
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
const FORMER_WORDS = [en, fr, it, ja, ru].map((catalogue) => catalogue.account.formerPlayer);

const RESERVED: ReadonlySet<string> = new Set(
  [FORMER_PLAYER, ...FORMER_WORDS, ...Array.from({ length: BOT_NUMBERS + 1 }, (_, n) => botName(n))].map(nameSkeleton),
);

/** Is `name` (already normalised as display names are) a seat name of Neva's own, or a look-alike of one? */
export function isReservedName(name: string): boolean {
  return RESERVED.has(nameSkeleton(name));
}
