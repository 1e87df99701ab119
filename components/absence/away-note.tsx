// "away until 24 Dec, 18:00 UTC" beside a player's name (issue 22): the table, the lobby, the
// player page. A server component: the date in the reader's language.
import { serverFormatter, serverTranslator } from "@/lib/i18n/server";
import { onTimeoutOf } from "@/lib/games/time-limits";

export const AWAY_DATE = { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", timeZoneName: "short" } as const;

export async function AwayNote({ until, className }: { until: Date | undefined; className?: string }) {
  if (!until) return null;
  const [t, format] = await Promise.all([serverTranslator("absence"), serverFormatter()]);
  return (
    <span className={className ?? "text-amber-800"} data-testid="away-note" data-zoned>
      {t("awayUntil", { date: format.dateTime(until, AWAY_DATE) })}
    </span>
  );
}

/** A table's issue-22 options in the lobby: do clocks pause for vacation, who takes a timed-out seat. */
export async function AbsenceTerms({ vacation, onTimeout }: { vacation: boolean; onTimeout: string }) {
  const t = await serverTranslator("absence");
  return (
    <p className="text-sm text-slate-700" data-testid="absence-terms">
      {vacation ? t("termsVacation") : t("termsNoVacation")} · {onTimeoutOf(onTimeout) === "bot" ? t("termsBot") : t("termsPass")}
    </p>
  );
}
