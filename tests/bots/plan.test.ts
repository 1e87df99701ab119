// Standing orders planned like the bot (lib/bots/plan.ts): every order is one the orders route
// would take for that seat, the plan comes from the seat's view alone, and its favourite card is
// the bot's own choice.
import { describe, expect, it } from "vitest";
import { reshuffled, statesOf } from "./helpers";
import { decide } from "@/lib/bots";
import { planLikeBot } from "@/lib/bots/plan";
import { GameOptionsSchema, legalMoves, MoveSchema, newGame, toAct, viewFor, type GameOptionsInput } from "@/lib/engine";
import { parsePlan } from "@/lib/orders/plan";

const TABLES: [string, Omit<GameOptionsInput, "players">, number][] = [
  ["base", {}, 4],
  ["New Society and the Banquet", { expansions: ["newSociety", "banquet"] }, 4],
  ["second edition", { edition: "second" }, 2],
];

describe("planLikeBot", () => {
  for (const [name, options, players] of TABLES) {
    it(`proposes only orders the route takes for the seat, from its view alone (${name})`, () => {
      let planned = 0;
      let decisions = 0;
      let hiddenDiffered = 0;
      for (const [n, state] of statesOf(options, players, `plan-${name}`, { every: 7 }).entries()) {
        const seat = n % players;
        const plan = planLikeBot(viewFor(state, seat));
        planned += plan.orders.length;
        for (const order of plan.orders) {
          expect(order.move.seat).toBe(seat);
          expect(MoveSchema.safeParse(order.move).success).toBe(true);
          if (["pub", "guildHall", "tradingHouse"].includes(order.move.type)) decisions++;
        }
        // The body the orders route takes: the moves without their seat.
        const body = { ...plan, orders: plan.orders.map(({ move: { seat: _seat, ...move }, ...rest }) => ({ ...rest, move })) };
        expect(parsePlan(body, state.options, seat).orders).toHaveLength(plan.orders.length);
        // Never peeks: the hidden parts changed, the same plan.
        const other = reshuffled(state, seat, `other-${n}`);
        if (JSON.stringify(other.piles) !== JSON.stringify(state.piles) || JSON.stringify(other.players) !== JSON.stringify(state.players)) hiddenDiffered++;
        expect(planLikeBot(viewFor(other, seat))).toEqual(plan);
      }
      // The check means something only if the hidden parts really were different.
      expect(hiddenDiffered).toBeGreaterThan(10);
      expect(planned).toBeGreaterThan(20);
      if (name !== "second edition") expect(decisions).toBeGreaterThan(0);
    });
  }

  it("orders the bot's own choice first, at today's price, and passes for the rest of the phase", () => {
    const state = newGame(GameOptionsSchema.parse({ players: ["A", "B"] }), { seed: "early" });
    const seat = toAct(state)[0];
    const view = viewFor(state, seat);
    const legal = legalMoves(state, seat);
    const own = decide(view, legal);
    expect(own.type).toBe("buy");
    const plan = planLikeBot(view);
    expect(plan.orders[0].move).toEqual(own);
    expect(plan.orders[0].maxRubles).toBe(legal.find((l) => JSON.stringify(l.move) === JSON.stringify(own))?.price);
    expect(plan.orders[0].phase).toBe(state.phase);
    expect(plan.orders.at(-1)).toEqual({ move: { type: "pass", seat }, phase: state.phase });
    expect(plan).toMatchObject({ otherwise: "ask", until: "round" });
    // The other seat, not on turn, plans as if it were, for its own seat.
    const other = planLikeBot(viewFor(state, 1 - seat));
    expect(other.orders.every((o) => o.move.seat === 1 - seat)).toBe(true);
  });
});
