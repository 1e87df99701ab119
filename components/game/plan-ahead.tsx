"use client";

// "Plan ahead" (issue 32): a seated player's standing orders at a running table, in plain words,
// with what they would play at the next turn with the board as it is. Orders are added from a card
// of the rows, from a decision the player may face, or as "pass for the rest of this phase";
// reordered, removed, cleared; `otherwise` and `until` chosen. Every change is one PUT of the
// whole plan (use-orders.ts); the preview is read again after it and whenever the table's seq moves.
import { useEffect, useRef } from "react";
import type { GameView, PlayerView } from "@/lib/engine/view";
import { capital } from "@/lib/words/table";
import { AddDecisions, AddFromRows, BUTTON, PlanSettings, useOrderWords } from "./plan-ahead-parts";
import { NO_ORDERS, useOrders, type NextMove, type OrderEntry, type Plan } from "./use-orders";

export function PlanAhead({ gameId, seq, view, me }: { gameId: string; seq: number; view: GameView; me: PlayerView }) {
  const orders = useOrders(gameId, seq);
  const { t, words, moveText, conditions } = useOrderWords();
  const rootRef = useRef<HTMLDivElement>(null);
  // The control to focus once the changed list is shown (the moved order's button, the next one to remove).
  const focusNext = useRef<string | null>(null);
  const { plan, next } = orders;

  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    const target = rootRef.current?.querySelector<HTMLElement>(`[data-plan-focus="${key}"]`);
    if (target) {
      target.focus();
      focusNext.current = null;
    }
  }, [plan]);

  if (orders.closed) return null;

  // Each change is applied to the plan as stored when its turn in the queue comes (use-orders.ts).
  const save = (change: (current: Plan) => Plan, focus?: string) => {
    focusNext.current = focus ?? null;
    void orders.save(change).then((ok) => {
      if (!ok) focusNext.current = null;
    });
  };
  const add = (order: OrderEntry) => save((p) => ({ ...p, orders: [...p.orders, order] }));
  const swap = (i: number, j: number, focus: string) =>
    save((p) => {
      if (j < 0 || j >= p.orders.length || i >= p.orders.length) return p;
      const list = [...p.orders];
      [list[i], list[j]] = [list[j], list[i]];
      return { ...p, orders: list };
    }, focus);
  const remove = (i: number) => {
    const left = (plan?.orders.length ?? 1) - 1;
    save((p) => ({ ...p, orders: p.orders.filter((_, k) => k !== i) }), left > 0 ? `remove-${Math.min(i, left - 1)}` : "add-card");
  };

  const count = plan?.orders.length ?? 0;
  const last = count - 1;
  return (
    <details className="group rounded-md border border-slate-300 bg-white" data-testid="plan-ahead">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 px-3 font-semibold" data-testid="plan-summary">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        {t("title")}
        {plan && <span className="font-normal text-slate-700">· {t("count", { count })}</span>}
      </summary>
      <div ref={rootRef} className="flex min-w-0 flex-col gap-3 px-3 pb-3">
        <p className="text-sm text-slate-700">{t("intro")}</p>
        <p aria-live="polite" className="rounded bg-neva-50 px-2 py-1" data-testid="plan-next">
          {plan ? preview(plan, next) : orders.loadFailed ? t("loadFailed") : t("loading")}
        </p>
        <div aria-live="assertive" className="empty:hidden">
          {orders.error && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-900" data-testid="plan-error">
              {orders.error}
            </p>
          )}
        </div>
        {plan && count > 0 && (
          <ol aria-label={t("listLabel")} className="flex flex-col gap-1.5" data-testid="plan-orders">
            {plan.orders.map((order, i) => {
              const conds = conditions(order);
              const isNext = next?.index === i;
              return (
                <li key={i} className="flex flex-col gap-1 rounded-md border border-slate-200 px-2 py-1 sm:flex-row sm:items-center" data-testid="plan-order" data-next={isNext || undefined}>
                  <div className="min-w-0 flex-1 break-words">
                    <span className="font-medium">
                      {i + 1}. {capital(moveText(order.move))}
                    </span>
                    {isNext && <span className="ml-2 rounded bg-neva-100 px-1.5 text-xs font-semibold text-neva-900">{t("nextBadge")}</span>}
                    {conds.length > 0 && <span className="block text-sm text-slate-700">{words.list(conds)}</span>}
                  </div>
                  <div className="flex flex-wrap gap-1">
                    <button type="button" className={`${BUTTON} w-11`} aria-label={t("up", { number: i + 1 })} disabled={i === 0} data-plan-focus={`up-${i}`} onClick={() => swap(i, i - 1, i - 1 > 0 ? `up-${i - 1}` : "down-0")}>
                      <span aria-hidden="true">↑</span>
                    </button>
                    <button
                      type="button"
                      className={`${BUTTON} w-11`}
                      aria-label={t("down", { number: i + 1 })}
                      disabled={i === last}
                      data-plan-focus={`down-${i}`}
                      onClick={() => swap(i, i + 1, i + 1 < last ? `down-${i + 1}` : `up-${i + 1}`)}
                    >
                      <span aria-hidden="true">↓</span>
                    </button>
                    <button type="button" className={BUTTON} aria-label={t("remove", { number: i + 1 })} data-plan-focus={`remove-${i}`} onClick={() => remove(i)}>
                      {t("removeShort")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        )}
        {plan && (
          <>
            <section aria-labelledby="plan-add-title" className="flex min-w-0 flex-col gap-2">
              <h3 id="plan-add-title" className="text-sm font-semibold">
                {t("add.title")}
              </h3>
              <AddFromRows view={view} me={me} onAdd={add} />
              <div>
                <button type="button" className={BUTTON} data-testid="plan-pass-phase" onClick={() => add({ move: { type: "pass" }, phase: view.phase })}>
                  {t("add.passPhase", { phase: words.phase(view.phase) })}
                </button>
              </div>
              <AddDecisions view={view} me={me} onAdd={add} />
            </section>
            <PlanSettings plan={plan} onChange={(settings) => save((p) => ({ ...p, ...settings }))} />
            {(count > 0 || plan.otherwise !== NO_ORDERS.otherwise) && (
              <div>
                <button
                  type="button"
                  className={BUTTON}
                  data-testid="plan-clear"
                  onClick={() => {
                    focusNext.current = "add-card";
                    void orders.clear();
                  }}
                >
                  {t("clear")}
                </button>
              </div>
            )}
            {orders.busy && <p className="text-sm text-slate-700">{t("saving")}</p>}
          </>
        )}
      </div>
    </details>
  );

  /** "With the board as it is, your next move will be: buy the Observatory from the upper row for 6 rubles." */
  function preview(current: Plan, move: NextMove | null): string {
    if (!move) return current.orders.length === 0 && current.otherwise === "ask" ? t("empty") : t("preview.ask");
    if (move.index === null) return t("preview.otherwise", { move: moveText(move.move, move.rubles) });
    return t("preview.order", { move: moveText(move.move, move.rubles), rubles: move.rubles });
  }
}
