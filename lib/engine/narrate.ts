// The game log as data, built from the events a move reported (never by comparing states): each
// line is a phrase key with its values (player names, card ids, numbers, phase names), which
// lib/words says in the reader's language. Nothing here reveals what the table keeps secret:
// every move and event narrated is seen by all.
import type { GameEvent } from "./events";
import type { Move } from "./moves";
import { CARD_RULES, GUILD_HALL_TOTAL, MARKER_TRACK } from "./rules";
import { passesForTimeout, timeoutDecision } from "./timeout";
import type { GameState } from "./state";

export type PhraseValue = string | number | readonly string[] | readonly Phrase[];
/** One sentence of the log: `key` names it in the `log` namespace of the messages (never a card id). */
export interface Phrase {
  key: string;
  /** Card ids under card, target, displace, on, pick; phase ids under phase; names under who / winners. */
  values: Readonly<Record<string, PhraseValue>>;
}

const phrase = (key: string, values: Record<string, PhraseValue> = {}): Phrase => ({ key, values });

/** How the card now deciding was drawn: the Observatory or the Debtor's Prison. */
function drawnVia(before: GameState): string {
  const d = before.pending[0];
  return d?.kind === "drawn" ? d.via : "observatory";
}

/** Narrates `move`, made in `before`, from the events it reported. */
export function narrateMove(before: GameState, move: Move, events: readonly GameEvent[]): Phrase {
  const who = before.players[move.seat].name;
  const via = drawnVia(before);
  switch (move.type) {
    case "buy":
    case "play": {
      const paid = events.find((e) => e.type === "paid" && e.seat === move.seat);
      const rubles = paid?.type === "paid" ? paid.rubles : 0;
      const from = move.type === "play" ? "hand" : move.from;
      const values = { who, card: move.card, from, via, rubles };
      if (move.displace) return phrase(move.type === "play" ? "playedDisplacing" : "boughtDisplacing", { ...values, displace: move.displace });
      return phrase(move.type === "play" ? "played" : "bought", values);
    }
    case "take":
      return phrase("took", { who, card: move.card, from: move.from, via });
    case "pass":
      return move.untilPhaseEnd ? phrase("passedUntilEnd", { who, phase: before.phase }) : phrase("passed", { who });
    case "discard":
      return phrase("discarded", { who, card: move.card, via });
    case "observatory": {
      const drawn = events.find((e) => e.type === "moved" && e.to === "drawn");
      return phrase("observatoryUsed", { who, card: drawn?.type === "moved" ? drawn.card : "", pile: move.pile });
    }
    case "debtorsPrison":
      return phrase("debtorsPrison", { who, card: move.card });
    case "pub":
      return move.points === 0 ? phrase("pubNone", { who }) : phrase("pubBought", { who, points: move.points, rubles: move.points * CARD_RULES.pub.rublesPerPoint });
    case "tradingHouse":
      return move.use ? phrase("tradingHouse", { who, rubles: CARD_RULES.tradingHouse.rubles, points: CARD_RULES.tradingHouse.points }) : phrase("tradingHouseUnused", { who });
    case "guildHall": {
      const income = events.find((e) => e.type === "income" && e.card === "guild-hall");
      const points = income?.type === "income" ? income.points : 0;
      return income
        ? phrase("guildHallTook", { who, rubles: move.rubles, points })
        : phrase("guildHallSet", { who, rubles: move.rubles, points: GUILD_HALL_TOTAL - move.rubles });
    }
    case "releaseSycophant":
      return phrase("releaseSycophant", { who });
    case "action":
      switch (move.card) {
        case "golden-donkey":
          return phrase("goldenDonkey", { who, rubles: CARD_RULES.goldenDonkey.rubles });
        case "away-with-it":
          return phrase("awayWithIt", { who, target: move.target ?? "" });
        case "black-market":
          return phrase("blackMarket", { who, pick: move.pick ?? "" });
        case "double-turn":
          return phrase("doubleTurn", { who });
        case "pickpocket":
          return phrase("pickpocketPlayed", { who });
        default:
          return phrase("attached", { who, card: move.card, target: move.target ?? "" });
      }
    case "symbol": {
      const d = before.pending[0];
      return phrase("symbol", { who, symbol: move.symbol, card: d?.kind === "symbol" ? d.card : "" });
    }
    case "upkeep": {
      const paid = events.find((e) => e.type === "upkeep" && e.card === move.card);
      return move.pay
        ? phrase("upkeepPaid", { who, rubles: paid?.type === "upkeep" ? paid.rubles : 0, card: move.card })
        : phrase("upkeepGivenUp", { who, card: move.card });
    }
  }
}

/**
 * A move time limit ran out for `seat` in `before`: passed for the rest of the phase, except in
 * the second edition's first worker phase, where the timeout is the move it stands for (R20).
 */
export function narrateTimeout(before: GameState, seat: number, events: readonly GameEvent[]): Phrase {
  const who = before.players[seat].name;
  const move = passesForTimeout(before) ? null : timeoutDecision(before, seat);
  if (!move) return phrase("timeout", { who, phase: before.phase });
  return phrase("timeoutMove", { who, then: [narrateMove(before, move, events)] });
}

/** What happened by itself after a move: scoring, upkeep, new phases and rounds, the end. */
export function narrateAftermath(before: GameState, events: readonly GameEvent[]): Phrase[] {
  const names = before.players.map((p) => p.name);
  const lines: Phrase[] = [];
  let gains = new Map<number, { rubles: number; points: number }>();
  let lastRoundAnnounced = false;
  const gain = (seat: number, r: number, p: number) => {
    const g = gains.get(seat) ?? { rubles: 0, points: 0 };
    gains.set(seat, { rubles: g.rubles + r, points: g.points + p });
  };
  // Everyone with an income or upkeep in a scoring is named, even when it nets to nothing.
  // The Guild Hall decision is the move itself, not its aftermath.
  const scoring = events.some((e) => e.type === "phaseScored");
  let majorities: Phrase[] = [];
  let forcedUpkeep = false;
  for (const event of events) {
    switch (event.type) {
      case "income":
        if (scoring) gain(event.seat, event.rubles, event.points);
        break;
      case "upkeep":
        if (event.card === "sycophant") {
          gain(event.seat, -event.rubles, 0);
          if (!event.kept) lines.push(phrase("sycophantDiscarded", { who: names[event.seat] }));
        } else if (!event.kept && forcedUpkeep) {
          // Ruling R21: an orange card its owner cannot pay is given up without asking.
          lines.push(phrase("upkeepForced", { who: names[event.seat], card: event.card }));
        }
        break;
      case "skipped":
        forcedUpkeep = event.decision === "upkeep";
        break;
      case "marker":
        // A marker passing the end of its track takes a "+10" token (R38).
        if (event.by > 0 && Math.floor(event.total / MARKER_TRACK) > Math.floor((event.total - event.by) / MARKER_TRACK)) {
          lines.push(phrase("markerTen", { who: names[event.seat], symbol: event.symbol, passes: Math.floor(event.total / MARKER_TRACK) * MARKER_TRACK }));
        }
        break;
      case "symbolToken":
        if (!event.taken) lines.push(phrase("symbolBack", { who: names[event.seat], symbol: event.symbol, card: event.on }));
        break;
      case "majority":
        majorities.push(phrase("majority", { who: names[event.seat], points: event.points, place: event.place, symbol: event.symbol }));
        break;
      case "marketScored":
        lines.push(phrase(majorities.length ? "marketScored" : "marketScoredNone", { tile: event.valueTile.join("/"), list: majorities }));
        majorities = [];
        break;
      case "phaseScored": {
        const parts = [...gains.entries()]
          .sort(([a], [b]) => a - b)
          .map(([seat, g]) => phrase("gain", { who: names[seat], rubles: g.rubles, points: g.points }));
        lines.push(phrase(parts.length ? "phaseScored" : "phaseScoredNone", { phase: event.phase, list: parts }));
        gains = new Map();
        break;
      }
      case "pileEmptied":
        lastRoundAnnounced = true;
        break;
      case "roundBegins":
        lines.push(phrase(event.lastRound ? "lastRoundBegins" : "roundBegins", { round: event.round }));
        break;
      case "attachmentScored":
        lines.push(phrase("attachmentScored", { who: names[event.seat], card: event.card, on: event.on }));
        break;
      case "discScored":
        lines.push(phrase("discScored", { who: names[event.seat], points: event.points }));
        break;
      case "phaseBegins":
        // A round's first phase is announced by the round.
        if (event.phase !== before.phases[0]) {
          lines.push(phrase(lastRoundAnnounced && !before.lastRound ? "phaseBeginsLast" : "phaseBegins", { phase: event.phase }));
        }
        break;
      case "gameOver": {
        const winners = event.winners.map((seat) => names[seat]);
        lines.push(winners.length > 1 ? phrase("sharedWin", { winners }) : phrase("won", { who: winners[0] }));
        break;
      }
      default:
        break;
    }
  }
  return lines;
}
