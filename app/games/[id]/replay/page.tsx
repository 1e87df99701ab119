import { notFound } from "next/navigation";
import { connection } from "next/server";
import { serverTranslator } from "@/lib/i18n/server";
import { isRecordId } from "@/lib/input";
import { GameNav } from "@/components/game/game-nav";
import { ReplayViewer } from "@/components/history/replay-viewer";
import { ShufflePanel } from "@/components/history/shuffle-panel";
import { getUser } from "@/lib/auth";
import { clampMove, loadReplay, replayStep } from "@/lib/history/replay";
import { titled } from "@/lib/i18n/metadata";
import { limitDaySeconds } from "@/lib/games/time-limits";

export const generateMetadata = titled("replay");

export default async function ReplayPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<{ move?: string | string[] }> }) {
  await connection();
  const { id } = await params;
  if (!isRecordId(id)) notFound();
  const { move } = await searchParams;
  const user = await getUser();
  const game = await loadReplay(id, user?.id ?? null);
  if (!game) notFound();
  const step = await replayStep(game, clampMove(Array.isArray(move) ? move[0] : move, game.last));
  const finished = game.status === "finished";
  const t = await serverTranslator("gamePages");
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold">{t("replayTitle", { players: game.players.join(", ") })}</h1>
        <p className="text-sm text-slate-700">
          {t(finished ? "replayFinished" : game.seat === null ? "replaySpectator" : "replaySeat")}
        </p>
        <GameNav gameId={id} finished={finished} current="replay" />
      </div>
      <ReplayViewer key={id} gameId={id} initial={step} seat={game.seat} log={game.log} clock={{ days: game.moveTimeLimitDays, dayMs: limitDaySeconds() * 1000 }} />
      {!finished && <ShufflePanel seedHash={game.seedHash} seed={null} check={null} />}
    </div>
  );
}
