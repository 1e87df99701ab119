import Link from "next/link";
import { useTranslations } from "next-intl";

const LINK = "rounded-md border border-neva-600 px-3 py-1.5 text-sm font-semibold text-neva-700 hover:bg-white";

/** Links between a game's table, its replay, its result and its record. */
export function GameNav({ gameId, finished, current }: { gameId: string; finished: boolean; current: "table" | "replay" | "result" }) {
  const t = useTranslations("table.gameNav");
  return (
    <nav aria-label={t("label")} className="flex flex-wrap gap-2" data-testid="game-nav">
      {current !== "table" && (
        <Link href={`/games/${gameId}`} className={LINK}>
          {finished ? t("finalTable") : t("liveTable")}
        </Link>
      )}
      {finished && current !== "result" && (
        <Link href={`/games/${gameId}/result`} className={LINK}>
          {t("result")}
        </Link>
      )}
      {current !== "replay" && (
        <Link href={`/games/${gameId}/replay?move=0`} className={LINK}>
          {t("replay")}
        </Link>
      )}
      {finished && (
        <a href={`/api/games/${gameId}/export`} download={`neva-${gameId}.json`} className={LINK}>
          {t("download")}
        </a>
      )}
    </nav>
  );
}
