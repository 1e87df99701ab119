"use client";

// The viewer's standing orders at a running table (issue 32), for the Plan ahead panel: read from
// GET /api/games/{id}/orders/next (the plan and what it would play next), again whenever the
// table's seq moves on, and written whole with PUT (DELETE clears them). Orders are the seat's
// own: the routes take the seat from the session, never from here.
//
// Changes are queued, one request at a time, each applied to the plan as the previous change left
// it: a click while a save is under way (remove an order, then choose "ask me") is never lost and
// never undoes the one before.
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { Lifetime, OrderEntry, Plan } from "@/lib/orders/plan";
import type { NextByOrders } from "@/lib/orders/play";

export type { Lifetime, OrderEntry, Plan };
export type NextMove = NextByOrders;

export const NO_ORDERS: Plan = { orders: [], otherwise: "ask", until: "round" };

export interface Orders {
  /** Null until the first answer. */
  plan: Plan | null;
  /** What the orders would play at the next turn with the board as it is; null: the player is asked. */
  next: NextMove | null;
  /** The seat may leave no orders (the game is over, the seat resigned or is not the viewer's). */
  closed: boolean;
  loadFailed: boolean;
  /** The refusal of the last change in words (the server's sentence), or null. */
  error: string | null;
  busy: boolean;
  /** Stores `change` of the plan as it then stands; false when it was refused (`error` says why). */
  save: (change: (plan: Plan) => Plan) => Promise<boolean>;
  clear: () => Promise<boolean>;
}

type Read = { ticket: number; result: "closed" | "failed" | (Plan & { next: NextMove | null }) };

export function useOrders(gameId: string, seq: number): Orders {
  const t = useTranslations("plan");
  const [plan, setPlan] = useState<Plan | null>(null);
  const [next, setNext] = useState<NextMove | null>(null);
  const [closed, setClosed] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Only the newest read lands, and none while a change waits: the change reads again when done.
  const ticket = useRef(0);
  const pending = useRef(0);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The plan as stored last (what the next queued change applies to).
  const latest = useRef<Plan | null>(null);
  const base = `/api/games/${gameId}/orders`;

  // A read as data (no state set here, so the effect below may start it): the plan and its preview, or why not.
  const read = useCallback(async (): Promise<Read> => {
    const mine = ++ticket.current;
    try {
      const response = await fetch(`${base}/next`, { cache: "no-store" });
      if (response.status === 404 || response.status === 409) return { ticket: mine, result: "closed" };
      if (!response.ok) return { ticket: mine, result: "failed" };
      return { ticket: mine, result: (await response.json()) as Plan & { next: NextMove | null } };
    } catch {
      return { ticket: mine, result: "failed" };
    }
  }, [base]);

  const show = useCallback(({ ticket: mine, result }: Read) => {
    if (mine !== ticket.current || pending.current > 0) return;
    if (result === "closed") setClosed(true);
    else if (result === "failed") setLoadFailed(true);
    else {
      const stored: Plan = { orders: result.orders, otherwise: result.otherwise, until: result.until };
      latest.current = stored;
      setPlan(stored);
      setNext(result.next);
      setLoadFailed(false);
    }
  }, []);

  // The board changed (a move, a timeout, an order played): the plan may be used up, the preview other.
  useEffect(() => {
    void read().then(show);
  }, [read, show, seq]);

  /** The server's sentence for a refused change (lib/api/errors: `{ error: { code, message, field? } }`). */
  const refused = useCallback(
    async (response: Response) => {
      const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
      const message = body?.error?.message;
      setError(typeof message === "string" && message ? message : t("failed"));
      if (response.status === 404 || response.status === 409) setClosed(true);
    },
    [t],
  );

  /** Queues one change: `step` sends it for the plan as it then stands and gives the stored plan, or null when refused. */
  const enqueue = useCallback(
    (step: (current: Plan) => Promise<Plan | null>): Promise<boolean> => {
      pending.current++;
      ticket.current++;
      setBusy(true);
      setError(null);
      const run = async (): Promise<boolean> => {
        let ok = false;
        try {
          const stored = await step(latest.current ?? NO_ORDERS);
          if (stored) {
            latest.current = stored;
            setPlan(stored);
            ok = true;
          }
        } catch {
          setError(t("offline"));
        }
        pending.current--;
        if (pending.current === 0) {
          setBusy(false);
          show(await read());
        }
        return ok;
      };
      const done = queue.current.then(run);
      queue.current = done;
      return done;
    },
    [read, show, t],
  );

  const save = useCallback(
    (change: (plan: Plan) => Plan) =>
      enqueue(async (current) => {
        const response = await fetch(base, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(change(current)) });
        if (!response.ok) {
          await refused(response);
          return null;
        }
        return (await response.json()) as Plan;
      }),
    [base, enqueue, refused],
  );

  const clear = useCallback(
    () =>
      enqueue(async () => {
        const response = await fetch(base, { method: "DELETE" });
        if (!response.ok) {
          await refused(response);
          return null;
        }
        return NO_ORDERS;
      }),
    [base, enqueue, refused],
  );

  return { plan, next, closed, loadFailed, error, busy, save, clear };
}
