// The shape of a seat's standing orders (issue 32), as PUT /api/games/{id}/orders takes them and
// GET gives them back: each order a move exactly as the moves route takes it but without its seat
// (the seat is the author's), with optional conditions, and what to do when none applies. The
// zod schema is the type; `parsePlan` also checks every move against the table's rule set.
import { z } from "zod";
import { DomainError } from "@/lib/errors";
import { MOST_ORDERS, MoveSchema, notAtTable, type GameOptions, type Move, type StandingOrder } from "@/lib/engine";
import { phaseOrder } from "@/lib/engine/phases";
import { badRequest } from "@/lib/games/issues";


export const LIFETIMES = ["phase", "round", "game"] as const;
export type Lifetime = (typeof LIFETIMES)[number];

const Rubles = z.number({ error: "rublesWhole" }).int({ error: "rublesWhole" }).min(0, { error: "rublesWhole" });

const OrderInput = z.strictObject({
  move: z.record(z.string(), z.unknown(), { error: "orderMove" }),
  maxRubles: Rubles.optional(),
  keepRubles: Rubles.optional(),
  phase: z.string({ error: "phaseOfTable" }).optional(),
});

export const PlanInputSchema = z.strictObject(
  {
    orders: z.array(OrderInput, { error: "ordersList" }),
    otherwise: z.enum(["ask", "pass"], { error: "otherwiseChoice" }).default("ask"),
    until: z.enum(LIFETIMES, { error: "untilChoice" }).default("round"),
  },
);

/** A stored order: the move without its seat. */
export type OrderEntry = Omit<StandingOrder, "move"> & { move: Record<string, unknown> & { type: Move["type"] } };

export interface Plan {
  orders: OrderEntry[];
  otherwise: "ask" | "pass";
  until: Lifetime;
}

/** The PUT body as a plan for `seat` at a table of `options`, or a 400 naming the field at fault. */
export function parsePlan(body: unknown, options: GameOptions, seat: number): Plan {
  const parsed = PlanInputSchema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error, "invalid_request");
  const { orders, otherwise, until } = parsed.data;
  if (orders.length > MOST_ORDERS) {
    throw new DomainError("invalid_request", "fieldSays", {}, { field: "orders", issue: { reason: "tooManyOrders", values: { most: MOST_ORDERS } } });
  }
  const phases = phaseOrder(options) as readonly string[];
  const entries = orders.map((order, i): OrderEntry => {
    const at = `orders.${i}`;
    if (order.phase !== undefined && !phases.includes(order.phase)) {
      throw new DomainError("invalid_request", "fieldSays", {}, { field: `${at}.phase`, issue: { reason: "phaseOfTable", values: { phases: phases.join(", ") } } });
    }
    if (order.move.seat !== undefined && order.move.seat !== seat) {
      throw new DomainError("not_your_seat", "notYourSeat", {}, { field: `${at}.move.seat` });
    }
    const move = MoveSchema.safeParse({ ...order.move, seat });
    if (!move.success) throw badRequest(move.error, "invalid_move", `${at}.move`);
    const missing = notAtTable(options, move.data);
    if (missing) throw new DomainError("invalid_move", "fieldSays", {}, { field: `${at}.move.${missing.field}`, issue: { reason: "notAtThisTable" } });
    const { seat: _own, ...withoutSeat } = move.data;
    return {
      move: withoutSeat as OrderEntry["move"],
      ...(order.maxRubles !== undefined ? { maxRubles: order.maxRubles } : {}),
      ...(order.keepRubles !== undefined ? { keepRubles: order.keepRubles } : {}),
      ...(order.phase !== undefined ? { phase: order.phase as StandingOrder["phase"] } : {}),
    };
  });
  return { orders: entries, otherwise, until };
}

/** A stored plan read back (the database's JSON is trusted only through this). */
export function storedPlan(raw: unknown): Plan {
  const parsed = PlanInputSchema.safeParse(raw);
  if (!parsed.success) return { orders: [], otherwise: "ask", until: "round" };
  return parsed.data as Plan;
}

/** The plan's orders as the engine takes them, for `seat`. */
export function ordersFor(plan: Plan, seat: number): StandingOrder[] {
  return plan.orders.map((order) => ({ ...order, move: { ...order.move, seat } as Move }));
}

/** Have the orders outlived `until`, counted from the round and phase they were written in? */
export function expired(until: Lifetime, set: { round: number; phase: string }, now: { round: number; phase: string; status: string }): boolean {
  if (now.status !== "active") return true;
  if (until === "game") return false;
  if (now.round !== set.round) return true;
  return until === "phase" && now.phase !== set.phase;
}
