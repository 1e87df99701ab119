// The "your turn" mail and the game log name the cards of New Society and The Banquet: the lines
// come from the engine's events (describe.ts), the mail from turnSummary over the same log.
import { describe, expect, it } from "vitest";
import { englishLine } from "@/lib/words/english";
import { toAct } from "@/lib/engine";
import { cardName } from "@/lib/words/cards";
import type { Move } from "@/lib/engine/moves";
import { playRandomGame } from "@/lib/engine/random-game";
import { describeEvents } from "@/lib/games/history";
import { stateFromEvents, type LoggedEvent } from "@/lib/games/log";
import { turnSummary } from "@/lib/mailer/game-mail";
import { renderYourTurnEmail } from "@/emails/your-turn";

const PREFS = "http://localhost:3000/unsubscribe?token=t";

function logOf(players: string[], seed: string) {
  const game = playRandomGame({ players, expansions: ["newSociety", "banquet"] }, seed);
  const events: LoggedEvent[] = [
    { seq: 0, type: "setup", payload: { options: game.options, rulesVersion: 1, setup: game.setup } },
    ...game.moves.map((move, i) => ({ seq: i + 1, type: "move", payload: { move } })),
  ];
  return { moves: game.moves, events, lines: describeEvents(events) };
}

/** The "your turn" mail of the first player other than the mover to act after move `index`. */
async function mailAfter(log: ReturnType<typeof logOf>, index: number) {
  const mover = log.moves[index].seat;
  for (let k = index + 1; k <= log.moves.length; k++) {
    const slice = log.events.slice(0, k + 1);
    const state = stateFromEvents(slice);
    const seat = toAct(state)[0];
    if (seat === undefined || seat === mover) continue;
    const game = {
      state,
      seq: k,
      lines: describeEvents(slice),
      events: slice.map((e) => ({ seq: e.seq, type: e.type, seat: e.type === "move" ? (e.payload as { move: Move }).move.seat : null })),
    };
    const summary = turnSummary(game, "g1", seat);
    return { summary, mail: await renderYourTurnEmail({ ...summary, playerName: state.players[seat].name, preferencesUrl: PREFS }) };
  }
  throw new Error("nobody else acted after that move");
}

describe("log lines and the your-turn mail name the expansion cards", () => {
  // Five players with both expansions: every action card and the New Society uses occur in a few games.
  const logs = ["mail-x1", "mail-x2", "mail-x3", "mail-x4"].map((seed) => logOf(["Ann", "Boris", "Clara", "Dima", "Eva"], seed));

  it("each action card played is named in its log line and in the next player's mail", async () => {
    const seen = new Set<string>();
    for (const log of logs) {
      for (const [index, move] of log.moves.entries()) {
        if (move.type !== "action" || move.card === "pickpocket" || seen.has(move.card)) continue;
        seen.add(move.card);
        const line = log.lines.find((l) => l.seq === index + 1);
        expect(line && englishLine(line).text, JSON.stringify(move)).toContain(cardName(move.card));
        const { summary, mail } = await mailAfter(log, index);
        expect(summary.happened.join("\n")).toContain(cardName(move.card));
        expect(mail.text).toContain(cardName(move.card));
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(3);
  });

  it("New Society uses (Debtor's Prison, Trading House, Guild Hall) are named in the log", () => {
    const named: Record<string, string> = { debtorsPrison: "Debtor", tradingHouse: "Trading House", guildHall: "Guild Hall" };
    const seen = new Set<string>();
    for (const log of logs) {
      for (const [index, move] of log.moves.entries()) {
        if (!(move.type in named)) continue;
        seen.add(move.type);
        const line = log.lines.find((l) => l.seq === index + 1);
        expect(line && englishLine(line).text, JSON.stringify(move)).toContain(named[move.type]);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(1);
  });
});
