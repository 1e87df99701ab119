// The card just drawn by an Observatory or picked by a Debtor's Prison: its owner buys it (no row
// discount, R3), takes it into hand, or discards it (Observatory always; Prison only with a full
// hand, R10/R29). While it waits it lies in the decision, in no other list.
import { judgeAcquire, judgeTake } from "../actions";
import { hasHandRoom } from "../costs";
import type { DecisionOf } from "../decisions";
import { acquireMoves, type LegalMove } from "../acquire";
import type { Move } from "../moves";
import type { GameState } from "../state";
import type { DecisionRule } from "./types";

type Drawn = DecisionOf<"drawn">;

/** May the drawn card go (back) to the discard pile? */
function mayDiscard(state: GameState, d: Drawn): boolean {
  return d.via === "observatory" || !hasHandRoom(state.players[d.seat]);
}

export const drawnDecision: DecisionRule<"drawn"> = {
  kind: "drawn",
  answers: ["buy", "take", "discard"],
  mustFirst: (d) => ["mustFirstDrawn", { card: d.card, via: d.via }],
  judge(state, d, move, fail) {
    if ((move.type === "buy" || move.type === "take") && move.from !== "drawn") {
      return fail("wrong-step", ...drawnDecision.mustFirst(d));
    }
    if (!("card" in move) || move.card !== d.card) {
      return fail("not-available", "drawnIsOther", { via: d.via, card: d.card, other: (move as { card: string }).card });
    }
    const player = state.players[d.seat];
    if (move.type === "buy") return judgeAcquire(state, player, d.card, "drawn", move.displace, fail);
    if (move.type === "take") return judgeTake(state, player, d.card, "drawn", fail);
    if (!mayDiscard(state, d)) {
      const ruling = d.via === "blackMarket" ? "R34" : "R10";
      return fail("wrong-step", "drawnMustKeep", { card: d.card, via: d.via, ruling });
    }
    return (s, events, flow) => {
      s.discardPile.push(d.card);
      events.push({ type: "moved", card: d.card, from: "drawn", to: "discard", seat: d.seat });
      flow.decided(s, events);
    };
  },
  legal(state, d) {
    const player = state.players[d.seat];
    const out: LegalMove[] = [];
    acquireMoves(state, player, d.card, "drawn", out);
    if (hasHandRoom(player)) out.push({ move: { type: "take", seat: d.seat, card: d.card, from: "drawn" } });
    if (mayDiscard(state, d)) out.push({ move: { type: "discard", seat: d.seat, card: d.card } });
    return out;
  },
  decline(state, d): Move {
    return mayDiscard(state, d)
      ? { type: "discard", seat: d.seat, card: d.card }
      : { type: "take", seat: d.seat, card: d.card, from: "drawn" };
  },
};

