// The lobby's line on table talk: the player's tables where something new was said.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { talkWords } from "@/lib/words/talk";

export function UnreadTables({ tables }: { tables: { gameId: string; players: string[]; unread: number }[] }) {
  const W = talkWords(useTranslations("talk"));
  if (tables.length === 0) return null;
  return (
    <section aria-labelledby="unread-talk" className="rounded-md border border-neva-100 bg-white p-3">
      <h2 id="unread-talk" className="font-semibold">
        {W.lobbyUnreadTitle}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {tables.map((t) => (
          <li key={t.gameId} data-testid="lobby-unread">
            <Link href={`/games/${t.gameId}`} className="underline">
              {W.unreadBadge(t.unread)}
            </Link>{" "}
            {W.lobbyUnreadAt(t.players.join(", "))}
          </li>
        ))}
      </ul>
    </section>
  );
}
