// The Banquet's action cards (rulings R13–R15, R32–R36): taken into hand, then used with an
// `action` move as one action of a turn, and discarded at once (a Jester or Banquet lies on its
// target until that card scores). Each may be used only when its effect can be carried out.
import { cardDef, isActionCard, type CardId } from "../../catalogue";
import type { RuleError } from "../../errors";
import type { LegalMove } from "../../acquire";
import { CARD_RULES, FIRST_ROUND } from "../../rules";
import { tokenHolder, type GameState, type PlayerState } from "../../state";
import type { DecisionRule, Fail, MoveOf, Perform, TurnMoveRule } from "../../cards/types";

const GOLDEN_DONKEY_RUBLES = CARD_RULES.goldenDonkey.rubles;
/** Playing a Double Turn is one action; then more follow at once (R13). */
const DOUBLE_TURN_ACTIONS = CARD_RULES.doubleTurn.actions;

type ActionMove = MoveOf<"action">;

/** Ruling R33: a target prints both rubles and points above 0. */
export function attachable(card: CardId): boolean {
  const def = cardDef(card);
  return def.rubles > 0 && def.points > 0;
}

/** The used card leaves the hand for the discard pile (or, attached, for its target). */
function spend(s: GameState, seat: number, card: CardId, events: Parameters<Perform>[1], to: "discard" | "playArea" = "discard"): void {
  const hand = s.players[seat].hand;
  hand.splice(hand.indexOf(card), 1);
  if (to === "discard") s.discardPile.push(card);
  events.push({ type: "moved", card, from: "hand", to, seat });
}

function judgeUse(state: GameState, player: PlayerState, move: ActionMove, fail: Fail): RuleError | Perform {
  const { card, seat } = { card: move.card, seat: player.seat };
  switch (card) {
    case "golden-donkey":
      return (s, events, flow) => {
        spend(s, seat, card, events);
        s.players[seat].money += GOLDEN_DONKEY_RUBLES;
        events.push({ type: "income", seat, phase: s.phase, card, rubles: GOLDEN_DONKEY_RUBLES, points: 0 });
        flow.afterAction(s, events);
      };
    case "away-with-it": {
      const target = move.target;
      const rest = player.hand.slice();
      rest.splice(rest.indexOf(card), 1);
      if (rest.length === 0) return fail("not-available", "awayNeedsCard");
      if (!target || !rest.includes(target)) {
        return fail("bad-target", "awayNameCard", { cards: [...new Set(rest)] });
      }
      return (s, events, flow) => {
        spend(s, seat, card, events);
        spend(s, seat, target, events);
        flow.afterAction(s, events);
      };
    }
    case "black-market": {
      const pick = move.pick;
      const pickable = state.discardPile.filter((c) => !isActionCard(c));
      if (pickable.length === 0) return fail("not-available", "blackMarketEmpty");
      if (!pick || !pickable.includes(pick)) {
        return pick ? fail("not-available", "blackMarketNotThere", { card: pick }) : fail("not-available", "blackMarketNameIt");
      }
      return (s, events) => {
        spend(s, seat, card, events);
        s.discardPile.splice(s.discardPile.lastIndexOf(pick), 1);
        events.push({ type: "moved", card: pick, from: "discard", to: "drawn", seat });
        s.pending.push({ kind: "drawn", seat, resume: "turn", card: pick, via: "blackMarket" });
        s.passStreak = 0;
      };
    }
    case "double-turn":
      return (s, events, flow) => {
        spend(s, seat, card, events);
        // This action, then the Double Turn's (afterAction counts this one off).
        s.extraActions = DOUBLE_TURN_ACTIONS + 1;
        flow.afterAction(s, events);
      };
    case "jester":
    case "banquet": {
      const target = move.target;
      const targets = [...new Set(player.playArea.map((p) => p.card).filter(attachable))];
      if (targets.length === 0) {
        return fail("not-available", "attachNoTarget", { card });
      }
      if (!target || !targets.includes(target)) {
        return fail("bad-target", "attachChooseTarget", { card, cards: targets });
      }
      return (s, events, flow) => {
        spend(s, seat, card, events, "playArea");
        s.players[seat].attachments.push({ card, on: target });
        flow.afterAction(s, events);
      };
    }
    case "pickpocket":
      return fail("wrong-step", "pickpocketOnlyAsked");
    default:
      return fail("bad-target", "notActionCard", { card });
  }
}

export const actionMove: TurnMoveRule<"action"> = {
  type: "action",
  judge(state, player, move, fail) {
    if (!isActionCard(move.card)) return fail("bad-target", "notActionCard", { card: move.card });
    if (!player.hand.includes(move.card)) return fail("not-available", "notInHand", { card: move.card });
    return judgeUse(state, player, move, fail);
  },
  legal(state, player) {
    const out: LegalMove[] = [];
    const seat = player.seat;
    for (const card of new Set(player.hand)) {
      if (!isActionCard(card) || card === "pickpocket") continue;
      const candidates: Omit<ActionMove, "type" | "seat" | "card">[] =
        card === "away-with-it"
          ? [...new Set(player.hand.filter((c, i) => i !== player.hand.indexOf(card)))].map((target) => ({ target }))
          : card === "black-market"
            ? [...new Set(state.discardPile.filter((c) => !isActionCard(c)))].map((pick) => ({ pick }))
            : card === "jester" || card === "banquet"
              ? [...new Set(player.playArea.map((p) => p.card).filter(attachable))].map((target) => ({ target }))
              : [{}];
      for (const extra of candidates) out.push({ move: { type: "action", seat, card, ...extra } });
    }
    return out;
  },
};

/** Ruling R36: asked at the start of a phase's actions, except round 1's first phase. */
export function pickpocketAskers(state: GameState): number[] {
  if (!state.options.expansions.includes("banquet")) return [];
  if (state.round === FIRST_ROUND && state.phase === state.phases[0]) return [];
  const holder = state.players.find((p) => p.hand.includes("pickpocket"));
  return holder && holder.seat !== tokenHolder(state, state.phase) ? [holder.seat] : [];
}

export const pickpocketDecision: DecisionRule<"pickpocket"> = {
  kind: "pickpocket",
  answers: ["action", "pass"],
  mustFirst: () => ["mustFirstPickpocket", {}],
  judge(state, d, move, fail) {
    if (move.type === "pass") {
      if (move.untilPhaseEnd) return fail("wrong-step", "pickpocketDeclinePlain");
      return (s, events, flow) => flow.decided(s, events);
    }
    if (move.type !== "action" || move.card !== "pickpocket") return fail("wrong-step", ...pickpocketDecision.mustFirst(d));
    // Ruling R36: they take the first turn; play goes on clockwise from them; tokens stay.
    return (s, events, flow) => {
      spend(s, d.seat, "pickpocket", events);
      s.turn = d.seat;
      flow.decided(s, events);
    };
  },
  legal: (_state, d) => [{ move: { type: "action", seat: d.seat, card: "pickpocket" } }, { move: { type: "pass", seat: d.seat } }],
  decline: (_state, d) => ({ type: "pass", seat: d.seat }),
};
