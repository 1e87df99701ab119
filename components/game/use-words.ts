// The log's phrases (engine data) in the reader's language, on the server and in the browser alike.
import { useLocale, useTranslations } from "next-intl";
import type { LogLine } from "@/lib/games/history";
import type { Locale } from "@/lib/i18n/locales";
import { sayLine, type Say } from "@/lib/words/log";

export function useSayLine(): (line: Pick<LogLine, "phrase" | "aftermath" | "edition">) => { text: string; aftermath: string[] } {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  return (line) => sayLine(t as unknown as Say, locale, line);
}
