// A player's name as the reader sees it. The record names a deleted player's seat FORMER_PLAYER
// (lib/players/former.ts: the same for everyone, in exports and replays); pages and mails show
// the catalogue's word for it (account.formerPlayer) in the reader's language instead.
import type { GameView } from "@/lib/engine";
import { FORMER_PLAYER } from "@/lib/players/former";

/** `view` with each former player's name in the reader's words (the same object when there is none). */
export function withShownNames<V extends Pick<GameView, "players">>(view: V, former: string): V {
  if (!view.players.some((p) => p.name === FORMER_PLAYER)) return view;
  return { ...view, players: view.players.map((p) => (p.name === FORMER_PLAYER ? { ...p, name: former } : p)) };
}
