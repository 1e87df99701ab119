// Standing orders planned like the bot (issue 32): the orders a careful player would leave for
// their seat before going away, proposed from that seat's view alone. The heuristic is asked
// "what would you do if it were your turn now, with this board?" (and "how would you answer the
// Pub, the Guild Hall, the Trading House?"), and its ranking becomes an ordered list the engine's
// `chooseOrder` can play. Pure: the same view always gives the same plan, and nothing the seat
// may not see can reach it, since it reads the view only (through the bot's own belief).
import { legalMoves, MOST_ORDERS, type CardId, type GameView, type LegalMove, type Move, type PendingDecisionView, type StandingOrder } from "@/lib/engine";
import { PUB_RUBLES_PER_POINT } from "@/lib/engine/cards/pub";
import { owns } from "@/lib/engine/cards/types";
import { beliefOf } from "./belief";
import { scoreMoves, type Scored } from "./heuristic";
import { roundsAfter } from "./value";

/** A plan as the orders route takes it (lib/orders/plan.ts): orders, what to do else, how long it lasts. */
export interface BotPlan {
  orders: StandingOrder[];
  otherwise: "ask" | "pass";
  until: "phase" | "round" | "game";
}

/** Cards ordered at most: alternatives for the favourite being taken by others. */
const MOST_WANTED = 8;
/** A lesser card may not take the purse below this share of it: its rubles buy the next phase's cards. */
const RESERVE_SHARE = 0.25;
/** The moves that take a card or play one: used up once played (lib/engine/orders.ts). */
const ACQUIRE = new Set<Move["type"]>(["buy", "take", "play", "action"]);

/**
 * The decisions a seat can foresee: asked after the building scoring of the cards it owns (R26),
 * unless the table uses them inside the turn instead (then they are turn moves, not decisions).
 */
const FORESEEN: readonly { kind: "pub" | "guildHall" | "tradingHouse"; card: CardId }[] = [
  { kind: "guildHall", card: "guild-hall" },
  { kind: "tradingHouse", card: "trading-house" },
  { kind: "pub", card: "pub" },
];

/** The view as if `seat` were to act now: at its turn, or answering `decision`. */
function asIfToAct(view: GameView, seat: number, decision: PendingDecisionView | null): GameView {
  const onTurn = view.toAct[0] === seat && view.pendingDecision === null;
  return {
    ...view,
    toAct: [seat],
    pendingDecision: decision,
    step: decision ? decision.kind : "actions",
    drawn: null,
    // The Banquet's Double Turn is only known for a turn already under way.
    actionsLeft: onTurn ? view.actionsLeft : 0,
  };
}

/** The heuristic's scores of every move its seat would have, the best first (ties keep the table's order, as `decide` does). */
function ranked(view: GameView): { legal: LegalMove[]; scored: Scored[] } {
  const seat = view.viewer as number;
  const legal = legalMoves(beliefOf(view), seat);
  const scored = scoreMoves(view, legal).map((s, i) => ({ ...s, i }));
  scored.sort((a, b) => b.score - a.score || a.i - b.i);
  return { legal, scored };
}

/** Answers to the decisions the seat will be asked, as the bot would answer them with today's purse. */
function decisionOrders(view: GameView, seat: number, money: number): StandingOrder[] {
  if (view.options.variants.pubDuringBuildingPhase) return [];
  const player = beliefOf(view).players[seat];
  const out: StandingOrder[] = [];
  for (const { kind, card } of FORESEEN) {
    if (owns(player, card) === 0) continue;
    const { scored } = ranked(asIfToAct(view, seat, { kind, seat }));
    const best = scored[0]?.move;
    if (!best) continue;
    if (best.type === "pub" && best.points > 0) {
      // Points with a reserve: the rubles the bot meant to keep stay kept; poorer by then, fewer points.
      const keep = Math.max(0, money - PUB_RUBLES_PER_POINT * best.points);
      for (let points = best.points; points > 0; points--) out.push({ move: { type: "pub", seat, points }, keepRubles: keep });
      out.push({ move: { type: "pub", seat, points: 0 } });
    } else {
      out.push({ move: best });
    }
  }
  return out;
}

/**
 * The orders `seat` would leave now: first its answers to foreseeable decisions (they apply only
 * while such a decision is asked, and stay), then the cards of the rows the heuristic values above
 * passing, the best first, each at most at today's price and for this phase only (their worth
 * was judged with this phase's scorings ahead), then a pass for the rest of this phase. Later
 * phases ask the person again (`otherwise: "ask"`): the rows there are not known yet.
 */
export function planLikeBot(view: GameView): BotPlan {
  const seat = view.viewer;
  if (seat === null) throw new Error("orders are planned for a seat, not as a spectator");
  const none: BotPlan = { orders: [], otherwise: "ask", until: "round" };
  if (view.status !== "active") return none;
  const money = view.players[seat].money ?? 0;
  const orders = decisionOrders(view, seat, money);

  const { legal, scored } = ranked(asIfToAct(view, seat, null));
  const pass = scored.find((s) => s.move.type === "pass" && !s.move.untilPhaseEnd);
  const priceOf = new Map(legal.map((l) => [JSON.stringify(l.move), l.price ?? 0]));
  // In the last round rubles are worth little: no reserve then.
  const reserve = roundsAfter(beliefOf(view)) > 0 ? Math.floor(money * RESERVE_SHARE) : 0;
  const seen = new Set<string>();
  let wanted = 0;
  // Room for the closing pass within the orders a seat may leave.
  const most = Math.min(MOST_WANTED, MOST_ORDERS - orders.length - 1);
  for (const { move, score } of scored) {
    if (wanted >= most || (pass && score <= pass.score)) break;
    if (!ACQUIRE.has(move.type) || score <= -1000) continue;
    // One order per card and place: its best variant (a displaced card, a row) is listed first.
    const key = `${move.type}/${"card" in move ? move.card : ""}/${"from" in move ? move.from : ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const price = priceOf.get(JSON.stringify(move)) ?? 0;
    // The favourite may take the whole purse, as the bot would; a lesser card leaves a reserve.
    const keep = wanted === 0 ? undefined : Math.min(reserve, Math.max(0, money - price));
    orders.push({ move, maxRubles: price, ...(keep ? { keepRubles: keep } : {}), phase: view.phase });
    wanted++;
  }
  // Nothing else wanted in this phase: pass, as the bot would (never where a turn must buy, R20).
  if (pass) orders.push({ move: { type: "pass", seat }, phase: view.phase });
  return { orders, otherwise: "ask", until: "round" };
}
