// The header's note while the signed-in player is away or the bot holds seats for them (issue
// 22): "Away until …" and "I'm back", which ends the absence and takes the seats back at once.
import { serverFormatter, serverTranslator } from "@/lib/i18n/server";
import { headerAbsence } from "@/lib/absence/reads";
import { comeBackAction } from "./actions";
import { AWAY_DATE } from "./away-note";

export async function AwayBanner({ userId }: { userId: string }) {
  const { awayUntil: until, heldByBot: held } = await headerAbsence(userId);
  if (!until && held === 0) return null;
  const [t, format] = await Promise.all([serverTranslator("absence"), serverFormatter()]);
  return (
    <form action={comeBackAction} className="flex items-center gap-2" data-testid="away-banner">
      <span className="font-medium text-amber-800" data-zoned={until ? true : undefined}>
        {until ? t("awayUntilHeader", { date: format.dateTime(until, AWAY_DATE) }) : t("botHoldsSeats", { count: held })}
      </span>
      <button type="submit" className="rounded-md border border-amber-400 bg-amber-50 px-3 py-1.5 hover:bg-amber-100">
        {t("imBack")}
      </button>
    </form>
  );
}
