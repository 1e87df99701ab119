// Standing orders (issue 32) over whole random games of every rule set: at every position the
// seat to act has random orders (its legal moves, other seats' moves, cards not on the table, with
// random conditions) and the game goes on by what chooseOrder picks. At each position:
// - the chosen move is one the engine accepts (an order can never do what a person could not);
// - it is the first order that is legal and meets its conditions, every earlier one failing one;
// - with the seat's own legal moves among the orders and no conditions, some order always plays;
// - `otherwise: "pass"` plays a legal move everywhere but where a turn must be a buy (R20).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyMove, chooseOrder, legalMoves, newGame, rublesPaid, toAct, type GameOptionsInput, type GameState, type Move, type StandingOrder } from "@/lib/engine";
import { dealFromSeed } from "@/lib/engine/setup";
import { GameOptionsSchema } from "@/lib/engine/options";
import { mustBuy } from "@/lib/engine/expansions";
import { seededRandom } from "@/lib/engine/random";
import { fcParams, NAMES5 } from "./helpers";

const RULE_SETS: { name: string; options: Omit<GameOptionsInput, "players">; players: number[] }[] = [
  { name: "first edition", options: {}, players: [2, 3, 4] },
  { name: "New Society + The Banquet", options: { expansions: ["newSociety", "banquet"] }, players: [2, 4, 5] },
  { name: "second edition + Market", options: { edition: "second", expansions: ["market"] }, players: [2, 3, 5] },
  { name: "second edition, Pub at the Yucata timing", options: { edition: "second", variants: { pubDuringBuildingPhase: true, autoPass: true } }, players: [3] },
];

/** Is `order` legal for `seat` on `state` and within its conditions (what a person's judge would say)? */
function meets(state: GameState, seat: number, order: StandingOrder): boolean {
  if (order.phase !== undefined && order.phase !== state.phase) return false;
  const result = applyMove(state, order.move);
  if (!result.ok) return false;
  const paid = rublesPaid(result.events, seat);
  return (order.maxRubles === undefined || paid <= order.maxRubles) && (order.keepRubles === undefined || state.players[seat].money - paid >= order.keepRubles);
}

function randomOrders(state: GameState, seat: number, pick: (n: number) => number): StandingOrder[] {
  const own = legalMoves(state, seat).map((l) => l.move);
  const others = state.players.filter((p) => p.seat !== seat).flatMap((p) => legalMoves({ ...state, turn: p.seat, pending: [] }, p.seat).map((l) => ({ ...l.move, seat }) as Move));
  const pool = [...own, ...others, { type: "buy", seat, card: "observatory", from: "upper" } as Move];
  const orders: StandingOrder[] = [];
  for (let i = pick(6); i > 0; i--) {
    const move = pool[pick(pool.length)];
    const order: StandingOrder = { move };
    if (pick(3) === 0) order.maxRubles = pick(12);
    if (pick(3) === 0) order.keepRubles = pick(30);
    if (pick(5) === 0) order.phase = state.phases[pick(state.phases.length)];
    orders.push(order);
  }
  return orders;
}

function playByOrders(options: GameOptionsInput, seed: string): number {
  const parsed = GameOptionsSchema.parse(options);
  let state = newGame(parsed, dealFromSeed(parsed, seed));
  const random = seededRandom(`${seed}/orders`);
  const pick = (n: number) => random.below(n);
  let positions = 0;
  while (state.status === "active" && positions < 2000) {
    const seat = toAct(state)[0];
    const orders = randomOrders(state, seat, pick);
    const choice = chooseOrder(state, seat, orders, pick(2) ? "pass" : "ask");
    const first = orders.findIndex((order) => meets(state, seat, order));
    if (first >= 0) expect(choice).toMatchObject({ index: first, move: orders[first].move });
    else if (choice) expect(choice.index).toBeNull();
    // Not to act: nothing, whatever the orders.
    expect(chooseOrder(state, (seat + 1) % state.players.length, orders, "pass")).toBeNull();
    // The seat's own legal moves, unconditioned: one always plays.
    const own = legalMoves(state, seat).map((l) => ({ move: l.move }));
    expect(chooseOrder(state, seat, own, "ask")).not.toBeNull();
    const passing = chooseOrder(state, seat, [], "pass");
    if (!passing) expect(mustBuy(state)).toBe(true);
    // Go on by the orders (or by a legal move when they ask).
    const move = choice?.move ?? passing?.move ?? own[pick(own.length)].move;
    const result = applyMove(state, move);
    expect(result.ok, JSON.stringify(move)).toBe(true);
    if (!result.ok) break;
    state = result.state;
    positions++;
  }
  return positions;
}

describe("standing orders over random games of every rule set", () => {
  for (const set of RULE_SETS) {
    for (const players of set.players) {
      it(`${set.name}, ${players} players`, { timeout: 120_000 }, () => {
        let positions = 0;
        fc.assert(
          fc.property(fc.string({ minLength: 1, maxLength: 8 }), (seed) => {
            positions += playByOrders({ ...set.options, players: NAMES5.slice(0, players) }, seed);
          }),
          fcParams(8),
        );
        expect(positions).toBeGreaterThan(100);
      });
    }
  }
});
