// The game log in plain words, built from the events a move reported (never by comparing states):
// "Alice bought a Library from the lower row for 16 rubles". Nothing here reveals what the table
// keeps secret: every move and event described is seen by all.
import { describeAction } from "./cards/action-cards";
import { cardNameIn, withArticle as articleAndName, type Edition } from "./catalogue";
import type { GameEvent } from "./events";
import type { Move } from "./moves";
import { PHASE_LABEL } from "./phases";
import { passesForTimeout, timeoutDecision } from "./timeout";
import type { GameState } from "./state";

function rubles(n: number): string {
  return n === 1 ? "1 ruble" : `${n} rubles`;
}

function points(n: number): string {
  return n === 1 ? "1 point" : `${n} points`;
}

function signed(n: number, unit: (n: number) => string): string {
  return n < 0 ? `−${unit(-n)}` : `+${unit(n)}`;
}

const DRAWN_HOW: Record<string, string> = {
  observatory: "drawn with the Observatory",
  debtorsPrison: "picked with the Debtor's Prison",
  blackMarket: "picked with the Black Market",
};

function fromText(from: string, via: string): string {
  return from === "drawn" ? DRAWN_HOW[via] : `from the ${from} row`;
}

/** How the card now deciding was drawn: the Observatory or the Debtor's Prison. */
function drawnVia(before: GameState): string {
  const d = before.pending[0];
  return d?.kind === "drawn" ? d.via : "observatory";
}

/** Card names as the table's edition prints them ("Czar & Carpenter" in the second). */
function namer(edition: Edition) {
  return { cardName: (id: string) => cardNameIn(id, edition), withArticle: (id: string) => articleAndName(id, edition) };
}

/** Describes `move`, made in `before`, from the events it reported. */
export function describeMove(before: GameState, move: Move, events: readonly GameEvent[]): string {
  const { cardName, withArticle } = namer(before.options.edition);
  const who = before.players[move.seat].name;
  const via = drawnVia(before);
  switch (move.type) {
    case "buy":
    case "play": {
      const paid = events.find((e) => e.type === "paid" && e.seat === move.seat);
      const cost = paid?.type === "paid" ? paid.rubles : 0;
      const verb = move.type === "play" ? `played ${withArticle(move.card)} from hand` : `bought ${withArticle(move.card)} ${fromText(move.from, via)}`;
      const displacing = move.displace ? `, displacing ${withArticle(move.displace)}` : "";
      return `${who} ${verb} for ${rubles(cost)}${displacing}`;
    }
    case "take":
      return `${who} took ${withArticle(move.card)} ${fromText(move.from, via)} into hand`;
    case "pass":
      return move.untilPhaseEnd ? `${who} passed until the end of the ${PHASE_LABEL[before.phase]}` : `${who} passed`;
    case "discard":
      return `${who} discarded the ${cardName(move.card)} ${DRAWN_HOW[via]}`;
    case "observatory": {
      const drawn = events.find((e) => e.type === "moved" && e.to === "drawn");
      return `${who} used an Observatory and drew ${withArticle(drawn?.type === "moved" ? drawn.card : "")} from the ${move.pile} pile`;
    }
    case "debtorsPrison":
      return `${who} used the Debtor's Prison and picked ${withArticle(move.card)} from the discard pile`;
    case "pub":
      return move.points === 0
        ? `${who} bought no points at the Pub`
        : `${who} bought ${points(move.points)} at the Pub for ${rubles(move.points * 2)}`;
    case "tradingHouse":
      return move.use ? `${who} paid ${rubles(3)} for ${points(2)} at the Trading House` : `${who} did not use the Trading House`;
    case "guildHall": {
      const income = events.find((e) => e.type === "income" && e.card === "guild-hall");
      const pts = income?.type === "income" ? income.points : 0;
      return income
        ? `${who} took ${rubles(move.rubles)} and ${points(pts)} from the Guild Hall`
        : `${who} set the Guild Hall to ${rubles(move.rubles)} and ${points(4 - move.rubles)}`;
    }
    case "releaseSycophant":
      return `${who} released a Sycophant`;
    case "action":
      return `${who} ${describeAction(move)}`;
    case "symbol": {
      const d = before.pending[0];
      return `${who} took the ${move.symbol} token for the "?" of the ${cardName(d?.kind === "symbol" ? d.card : "")}`;
    }
    case "upkeep": {
      const paid = events.find((e) => e.type === "upkeep" && e.card === move.card);
      return move.pay
        ? `${who} paid ${rubles(paid?.type === "upkeep" ? paid.rubles : 0)} upkeep for the ${cardName(move.card)}`
        : `${who} gave up the ${cardName(move.card)}`;
    }
  }
}

/**
 * A move time limit ran out for `seat` in `before`: passed for the rest of the phase, except in
 * the second edition's first worker phase, where the timeout is the move it stands for (R20).
 */
export function describeTimeout(before: GameState, seat: number, events: readonly GameEvent[]): string {
  const name = before.players[seat].name;
  const move = passesForTimeout(before) ? null : timeoutDecision(before, seat);
  if (!move) return `${name} ran out of time and passes for the rest of the ${PHASE_LABEL[before.phase]}`;
  return `${name} ran out of time; nobody passes in the first worker phase (ruling R20), so: ${describeMove(before, move, events)}`;
}

/** What happened by itself after a move: scoring, upkeep, new phases and rounds, the end. */
export function describeAftermath(before: GameState, events: readonly GameEvent[]): string[] {
  const { cardName } = namer(before.options.edition);
  const names = before.players.map((p) => p.name);
  const lines: string[] = [];
  let gains = new Map<number, { rubles: number; points: number }>();
  let lastRoundAnnounced = false;
  const gain = (seat: number, r: number, p: number) => {
    const g = gains.get(seat) ?? { rubles: 0, points: 0 };
    gains.set(seat, { rubles: g.rubles + r, points: g.points + p });
  };
  // Everyone with an income or upkeep in a scoring is named, even when it nets to nothing.
  // The Guild Hall decision is the move itself, not its aftermath.
  const scoring = events.some((e) => e.type === "phaseScored");
  let majorities: string[] = [];
  let forcedUpkeep = false;
  for (const event of events) {
    switch (event.type) {
      case "income":
        if (scoring) gain(event.seat, event.rubles, event.points);
        break;
      case "upkeep":
        if (event.card === "sycophant") {
          gain(event.seat, -event.rubles, 0);
          if (!event.kept) lines.push(`${names[event.seat]} cannot pay for a Sycophant: it is discarded`);
        } else if (!event.kept && forcedUpkeep) {
          // Ruling R21: an orange card its owner cannot pay is given up without asking.
          lines.push(`${names[event.seat]} cannot pay the upkeep of the ${cardName(event.card)}: it is given up`);
        }
        break;
      case "skipped":
        forcedUpkeep = event.decision === "upkeep";
        break;
      case "marker":
        if (event.by > 0 && Math.floor(event.total / 10) > Math.floor((event.total - event.by) / 10)) {
          lines.push(`${names[event.seat]}'s ${event.symbol} marker passes ${Math.floor(event.total / 10) * 10}: a +10 token`);
        }
        break;
      case "symbolToken":
        if (!event.taken) lines.push(`The ${event.symbol} token on ${names[event.seat]}'s ${cardName(event.on)} goes back to the supply`);
        break;
      case "majority":
        majorities.push(`${names[event.seat]} ${signed(event.points, points)} (${event.place === 1 ? "most" : "second most"} ${event.symbol})`);
        break;
      case "marketScored":
        lines.push(`Market majorities (value tile ${event.valueTile.join("/")}): ${majorities.length ? majorities.join("; ") : "nobody has a market symbol"}`);
        majorities = [];
        break;
      case "phaseScored": {
        const parts = [...gains.entries()]
          .sort(([a], [b]) => a - b)
          .map(([seat, g]) => `${names[seat]} ${signed(g.rubles, rubles)}, ${signed(g.points, points)}`);
        lines.push(`${capitalise(PHASE_LABEL[event.phase])} scored: ${parts.length ? parts.join("; ") : "nobody gains anything"}`);
        gains = new Map();
        break;
      }
      case "pileEmptied":
        lastRoundAnnounced = true;
        break;
      case "roundBegins":
        lines.push(`Round ${event.round} begins${event.lastRound ? ": it is the last round" : ""}`);
        break;
      case "attachmentScored":
        lines.push(`The ${cardName(event.card)} on ${names[event.seat]}'s ${cardName(event.on)} has scored and is discarded`);
        break;
      case "discScored":
        lines.push(`${names[event.seat]} holds the disc and scores ${points(event.points)}`);
        break;
      case "phaseBegins":
        // A round's first phase is announced by the round.
        if (event.phase !== before.phases[0]) {
          const last = lastRoundAnnounced && !before.lastRound ? ": a pile has run out, this is the last round" : "";
          lines.push(`The ${PHASE_LABEL[event.phase]} begins${last}`);
        }
        break;
      case "gameOver": {
        const won = event.winners.map((seat) => names[seat]);
        lines.push(`The game is over: ${won.length > 1 ? `${won.join(" and ")} share the win` : `${won[0]} wins`}`);
        break;
      }
      default:
        break;
    }
  }
  return lines;
}

function capitalise(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}
