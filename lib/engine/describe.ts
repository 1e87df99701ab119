// The game log in plain words: "Alice bought a Library from the lower row for 16 rubles".
// Nothing here reveals what the table keeps secret: every move described is seen by all.
import { cardName, withArticle } from "./catalogue";
import { price, type Source } from "./costs";
import type { Move } from "./moves";
import { PHASE_LABEL } from "./phases";
import type { GameState } from "./state";

function rubles(n: number): string {
  return n === 1 ? "1 ruble" : `${n} rubles`;
}

function points(n: number): string {
  return n === 1 ? "1 point" : `${n} points`;
}

function fromText(source: Source): string {
  return source === "drawn" ? "drawn with the Observatory" : `from the ${source} row`;
}

/** Describes `move` as made in `before` (the state it was applied to). */
export function describeMove(before: GameState, move: Move): string {
  const player = before.players[move.seat];
  const who = player.name;
  switch (move.type) {
    case "buy":
    case "play": {
      const source: Source = move.type === "play" ? "hand" : move.from;
      const cost = price(player, move.card, source, move.displace).total;
      const verb = move.type === "play" ? `played ${withArticle(move.card)} from hand` : `bought ${withArticle(move.card)} ${fromText(source)}`;
      const displacing = move.displace ? `, displacing ${withArticle(move.displace)}` : "";
      return `${who} ${verb} for ${rubles(cost)}${displacing}`;
    }
    case "take":
      return `${who} took ${withArticle(move.card)} ${fromText(move.from)} into hand`;
    case "pass":
      return move.untilPhaseEnd ? `${who} passed until the end of the ${PHASE_LABEL[before.phase]}` : `${who} passed`;
    case "discard":
      return `${who} discarded the ${cardName(move.card)} drawn with the Observatory`;
    case "observatory": {
      const drawn = before.piles[move.pile][0];
      return `${who} used an Observatory and drew ${withArticle(drawn)} from the ${move.pile} pile`;
    }
    case "pub":
      return move.points === 0
        ? `${who} bought no points at the Pub`
        : `${who} bought ${points(move.points)} at the Pub for ${rubles(move.points * 2)}`;
  }
}

/** What happened by itself after a move: scoring, new phases, new rounds, the end. */
export function describeAftermath(before: GameState, after: GameState): string[] {
  const lines: string[] = [];
  const phaseEnded = before.phase !== after.phase || before.round !== after.round || after.status !== before.status;
  // Only a pass ends a phase's actions, so money gained across it is the phase's income.
  const scored = before.step === "actions" && (phaseEnded || after.step === "pub") && before.phase !== "trading";
  if (scored) {
    const gains = after.players.flatMap((p, i) => {
      const money = p.money - before.players[i].money;
      const pts = p.points - before.players[i].points;
      return money > 0 || pts > 0 ? [`${p.name} +${rubles(money)}, +${points(pts)}`] : [];
    });
    lines.push(`${capitalise(PHASE_LABEL[before.phase])} scored: ${gains.length ? gains.join("; ") : "nobody gains anything"}`);
  }
  if (after.status === "finished" && before.status !== "finished") {
    const names = (after.winners ?? []).map((seat) => after.players[seat].name);
    lines.push(`The game is over: ${names.length > 1 ? `${names.join(" and ")} share the win` : `${names[0]} wins`}`);
  } else if (before.round !== after.round) {
    lines.push(`Round ${after.round} begins${after.lastRound ? ": it is the last round" : ""}`);
  } else if (before.phase !== after.phase) {
    const last = !before.lastRound && after.lastRound ? ": a pile has run out, this is the last round" : "";
    lines.push(`The ${PHASE_LABEL[after.phase]} begins${last}`);
  }
  return lines;
}

function capitalise(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}
