// The words of the table (lib/words: the log's phrases, moves, prices, cards) in the reader's
// language and the table's edition, for the table's components.
import { useLocale, useTranslations } from "next-intl";
import type { LogLine } from "@/lib/games/history";
import type { Locale } from "@/lib/i18n/locales";
import { sayLine } from "@/lib/words/log";
import { tableWords, type TableWords } from "@/lib/words/table";
import { useEdition } from "./edition";

export function useSayLine(): (line: Pick<LogLine, "phrase" | "aftermath" | "edition">) => { text: string; aftermath: string[] } {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (line) => sayLine(t, locale, line);
}

/** The table's words (lib/words/table.ts) in the reader's language and the table's edition. */
export function useTableWords(): TableWords {
  return tableWords(useTranslations("table"), useLocale() as Locale, useEdition());
}
