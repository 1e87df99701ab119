import type { GameSummary } from "@/lib/games/list";

const STATUS_LABEL: Record<GameSummary["status"], string> = {
  open: "Waiting for players",
  active: "In progress",
  finished: "Finished",
  cancelled: "Cancelled",
};

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export function YourGames({ games }: { games: GameSummary[] }) {
  return (
    <section aria-labelledby="your-games" className="flex flex-col gap-3">
      <h2 id="your-games" className="text-xl font-bold">
        Your games
      </h2>
      {games.length === 0 ? (
        <p className="text-slate-700">You are not in any game yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {games.map((g) => (
            <li key={g.id} className="rounded-md border border-neva-100 bg-white p-3" data-testid="game-summary">
              <p className="font-medium">{g.players.length > 0 ? g.players.join(", ") : "No players yet"}</p>
              <p className="text-sm text-slate-700">
                {STATUS_LABEL[g.status]} · {g.seatCount} seats
                {g.status === "open" && g.openSeats > 0 ? ` · ${g.openSeats} free` : ""} ·{" "}
                {g.lastMoveAt ? `last move ${dateFormat.format(g.lastMoveAt)} UTC` : `created ${dateFormat.format(g.createdAt)} UTC`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
