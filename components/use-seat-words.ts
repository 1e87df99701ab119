// The reader's words for the seats Neva names itself (a bot's «Бот 1», a former player's), for
// client components that show players' names (lib/words/names.ts).
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { seatWords, type SeatWords } from "@/lib/words/names";

export function useSeatWords(): SeatWords {
  const t = useTranslations();
  return useMemo(() => seatWords(t), [t]);
}
