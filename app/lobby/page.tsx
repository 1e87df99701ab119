import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { AutoRefresh } from "@/components/lobby/auto-refresh";
import { GameActionButton } from "@/components/lobby/game-action-button";
import { VariantList } from "@/components/lobby/variant-list";
import { ExpansionList } from "@/components/lobby/expansion-list";
import { requireUser } from "@/lib/auth/session";
import { isOpenSeat, listOpenGames } from "@/lib/games/lobby";

export const metadata: Metadata = { title: "Lobby · Neva" };

export default async function LobbyPage() {
  await connection();
  const user = await requireUser("/lobby");
  const games = await listOpenGames();
  return (
    <section className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">Lobby</h1>
        <Link href="/games/new" className="ml-auto rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
          New game
        </Link>
      </div>
      <p className="text-slate-700">Open tables with a free seat. A game starts as soon as its last seat is taken.</p>
      {games.length === 0 ? (
        <p>No open tables right now. Start one and invite your friends.</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Open games">
          {games.map((g) => {
            const joined = g.seats.filter((s) => s.joinedAt);
            const free = g.seats.filter(isOpenSeat).length;
            const reserved = g.seats.length - joined.length - free;
            const mine = g.seats.find((s) => s.userId === user.id);
            return (
              <li key={g.id} data-testid="open-game" className="flex flex-col gap-2 rounded-md border border-neva-100 bg-white p-4">
                <p className="font-semibold">
                  <Link href={`/games/${g.id}`} className="underline-offset-4 hover:underline">
                    {g.createdBy.displayName ?? "Someone"}’s table
                  </Link>{" "}
                  <span className="font-normal text-slate-700">
                    · {g.seatCount} players · {free} free seat{free === 1 ? "" : "s"}
                    {reserved > 0 ? ` · ${reserved} reserved` : ""}
                  </span>
                </p>
                <p className="text-sm">Seated: {joined.map((s) => s.user?.displayName ?? "?").join(", ")}</p>
                <ExpansionList expansions={g.options.expansions} />
                <VariantList variants={g.options.variants} />
                {mine?.joinedAt ? (
                  <p className="text-sm font-medium text-neva-700">You sit at this table.</p>
                ) : (
                  <GameActionButton
                    gameId={g.id}
                    kind="join"
                    label="Join this game"
                    subject={`${g.createdBy.displayName ?? "someone"}’s table, ${g.seatCount} players`}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <AutoRefresh everyMs={10_000} />
    </section>
  );
}
