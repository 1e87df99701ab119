// Beside a game on the dashboard and in the lobby: "3 new messages", "Ann nudged you".
import type { TalkMarkData } from "@/lib/talk/marks";
import { useTranslations } from "next-intl";
import { talkWords } from "@/lib/words/talk";

export type TalkMark = TalkMarkData;

export function TalkMarks({ mark }: { mark?: TalkMark }) {
  const W = talkWords(useTranslations("talk"));
  if (!mark || (mark.unread === 0 && mark.nudgedBy.length === 0)) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-2 text-sm">
      {mark.unread > 0 && (
        <span className="rounded-full bg-neva-600 px-2 text-white" data-testid="unread-badge">
          {W.unreadBadge(mark.unread)}
        </span>
      )}
      {mark.nudgedBy.map((by, i) => (
        <span key={by ?? `someone-${i}`} className="rounded-full bg-amber-100 px-2 text-amber-900" data-testid="nudged-mark">
          {W.nudgedMark(by ?? W.somePlayer)}
        </span>
      ))}
    </span>
  );
}
