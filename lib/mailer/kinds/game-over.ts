// game_over: the final scores, to every seat; always sent.
import { renderGameOverEmail } from "@/emails/game-over";
import { addressedName, gameTitle, mailName } from "@/lib/words/mail";
import { StaleMail, type Composer } from "../composer";
import { gameUrl, loadGame } from "../game-mail";
import { localeOf } from "../recipient";

export const composeGameOver: Composer = async ({ row, to, preferencesUrl }) => {
  const game = await loadGame(row.gameId ?? "");
  if (!game || row.seat === null || game.state.status !== "finished" || !game.state.final) throw new StaleMail("the game is not over");
  const { state } = game;
  const locale = await localeOf(to);
  const winners = state.winners ?? [];
  const scores = [...state.final!]
    .sort((a, b) => b.total - a.total)
    .map((f) => ({
      name: mailName(state.players[f.seat].name, locale),
      track: f.total - f.aristocrats - f.money - f.hand,
      aristocrats: f.aristocrats,
      money: f.money,
      hand: f.hand,
      total: f.total,
      winner: winners.includes(f.seat),
    }));
  return renderGameOverEmail({
    locale,
    recipientName: state.players[row.seat].name,
    gameTitle: gameTitle(state, locale, row.seat),
    rounds: state.round,
    scores,
    winners: winners.map((s) => addressedName(state.players[s].name, locale)),
    gameUrl: gameUrl(row.gameId!),
    preferencesUrl,
  });
};
