"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { LogLine } from "@/lib/games/history";
import type { Locale } from "@/lib/i18n/locales";
import { announcements } from "@/lib/words/access";

/**
 * The polite live region of the table (issue 37): each move of the others and each scoring, said
 * as it arrives, from the viewer's own log lines (the same projection the table frames carry, so
 * never a card the viewer cannot see). Lines are keyed by seq and only those after the highest seq
 * already said are added (a reader may read the region back like a log): what the page held when it opened is not read out, and a reconnected
 * stream or a refetched table that brings old lines again adds nothing.
 */
export function Announcer({ lines, seat }: { lines: LogLine[]; seat: number | null }) {
  const say = useTranslations();
  const locale = useLocale() as Locale;
  const label = useTranslations("access.live")("label");
  const newest = lines.reduce((max, line) => Math.max(max, line.seq), 0);
  const [said, setSaid] = useState<{ upTo: number; items: { seq: number; text: string }[] }>({ upTo: newest, items: [] });
  // Adjusted while rendering (not in an effect), so the new lines reach the region in the same commit as the table.
  if (newest > said.upTo) {
    const fresh = announcements(say, locale, lines, seat, said.upTo);
    setSaid({ upTo: newest, items: [...said.items, ...fresh] });
  }
  return (
    <div role="log" aria-live="polite" aria-relevant="additions" aria-label={label} className="sr-only" data-testid="announcer">
      {said.items.map((item) => (
        <p key={item.seq} data-seq={item.seq}>
          {item.text}
        </p>
      ))}
    </div>
  );
}
