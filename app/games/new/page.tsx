import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";
import { CreateGameForm } from "@/components/lobby/create-game-form";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "New game · Neva" };

export default async function NewGamePage() {
  await connection();
  await requireUser("/games/new");
  return (
    <section className="flex max-w-2xl flex-col gap-5">
      <p className="text-sm">
        <Link href="/lobby" className="underline underline-offset-4">
          ← Lobby
        </Link>
      </p>
      <h1 className="text-2xl font-bold">New game</h1>
      <p className="text-slate-700">The game starts as soon as every seat is taken. Seat order and start tokens are drawn at random.</p>
      <CreateGameForm />
    </section>
  );
}
