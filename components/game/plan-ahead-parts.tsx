"use client";

// The pieces of the Plan ahead panel (plan-ahead.tsx): an order in words, the forms that add an
// order from a card of the rows or from a decision the player may face, and the plan's settings.
// Every control is a real button, select or input with a label, at least 44 px tall.
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { PUB_POINTS_PER_PUB } from "@/lib/engine/cards/pub";
import type { CardId } from "@/lib/engine/catalogue";
import type { Move } from "@/lib/engine/moves";
import { GUILD_HALL_TOTAL } from "@/lib/engine/rules";
import type { GameView, PlayerView } from "@/lib/engine/view";
import type { Lifetime, OrderEntry, Plan } from "./use-orders";
import { cardDef } from "./table-helpers";
import { useTableWords } from "./use-words";
import { displacementPrices, tilePrice } from "./view-model";

const LIFETIMES: readonly Lifetime[] = ["phase", "round", "game"];

export const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-slate-400 bg-white px-3 text-sm font-medium hover:bg-slate-50 disabled:opacity-60";
export const PRIMARY =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-neva-600 px-3 text-sm font-semibold text-white hover:bg-neva-700 disabled:opacity-60";
const FIELD = "min-h-11 w-full min-w-0 max-w-full rounded-md border border-slate-400 bg-white px-2 text-sm";

/** A move of an order or of the preview, read loosely: each type words the fields it has. */
type AnyMove = { type: string; card?: string; from?: string; displace?: string; points?: number; rubles?: number; use?: boolean; untilPhaseEnd?: boolean };

/** The plan's words: a move as a phrase ("buy the Observatory from the upper row") and an order's conditions. */
export function useOrderWords() {
  const t = useTranslations("plan");
  const words = useTableWords();
  const { name } = words;

  function moveText(move: AnyMove, rubles = 0): string {
    const card = name(move.card ?? "");
    const from = move.from ?? "drawn";
    switch (move.type) {
      case "buy":
        return move.displace ? t("move.buyDisplacing", { card, from, displace: name(move.displace) }) : t("move.buy", { card, from });
      case "take":
        return t("move.take", { card, from });
      case "play":
        return move.displace ? t("move.playDisplacing", { card, displace: name(move.displace) }) : t("move.play", { card });
      case "pass":
        if (!move.untilPhaseEnd) return t("move.pass");
        break;
      case "pub":
        return move.points ? t("move.pub", { count: move.points, card: name("pub") }) : t("move.pubNone", { card: name("pub") });
      case "guildHall":
        return t("move.guildHall", { count: move.rubles ?? 0, card: name("guild-hall") });
      case "tradingHouse":
        return move.use ? t("move.tradingHouse", { card: name("trading-house") }) : t("move.tradingHouseSkip", { card: name("trading-house") });
    }
    // Moves this panel never adds (set through the API): the table's own label for them.
    return words.moveLabel({ move: { ...move, seat: 0 } as Move, price: rubles });
  }

  function conditions(order: OrderEntry): string[] {
    const out: string[] = [];
    if (order.maxRubles !== undefined) out.push(t("cond.atMost", { count: order.maxRubles }));
    if (order.keepRubles !== undefined) out.push(t("cond.keep", { count: order.keepRubles }));
    if (order.phase !== undefined) out.push(t("cond.phase", { phase: words.phase(order.phase) }));
    return out;
  }

  return { t, words, moveText, conditions };
}

/** A label above its control, the pair one column on a phone. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** Rubles typed in a field: undefined when left empty; anything else as typed (the server words a refusal). */
function rublesOf(value: string): number | undefined {
  return value.trim() === "" ? undefined : Number(value);
}

interface CardChoice {
  key: string;
  move: { type: "buy" | "take"; card: CardId; from: "upper" | "lower"; displace?: CardId };
  /** What it costs the viewer now; null for a card taken into hand. */
  price: number | null;
  label: string;
}

function useCardChoices(view: GameView, me: PlayerView): CardChoice[] {
  const { t, words } = useOrderWords();
  const { name, edition } = words;
  const out: CardChoice[] = [];
  for (const from of ["upper", "lower"] as const) {
    for (const card of new Set(from === "upper" ? view.upperRow : view.lowerRow)) {
      const def = cardDef(card);
      if (def.kind === "action") {
        out.push({ key: `take:${from}:${card}`, move: { type: "take", card, from }, price: null, label: t("add.cardOptionTake", { card: name(card), from }) });
      } else if (def.trading) {
        // A trading card is bought displacing a card of the viewer's: one choice per target.
        for (const { displace, price } of displacementPrices(me, card, from, edition)) {
          const label = t("add.cardOptionDisplacing", { card: name(card), displace: name(displace), from, price: price.total });
          out.push({ key: `buy:${from}:${card}:${displace}`, move: { type: "buy", card, from, displace }, price: price.total, label });
        }
      } else {
        const price = tilePrice(me, card, from, edition)?.total ?? def.cost;
        out.push({ key: `buy:${from}:${card}`, move: { type: "buy", card, from }, price, label: t("add.cardOption", { card: name(card), from, price }) });
      }
    }
  }
  return out;
}

/** "Plan: buy if still there": a card of the rows, at most its price now (or what the player types). */
export function AddFromRows({ view, me, onAdd }: { view: GameView; me: PlayerView; onAdd: (order: OrderEntry) => void }) {
  const { t } = useOrderWords();
  const id = useId();
  const choices = useCardChoices(view, me);
  const [key, setKey] = useState("");
  // Null: the chosen card's price now, as the field's default.
  const [typed, setTyped] = useState<string | null>(null);
  const chosen = choices.find((c) => c.key === key) ?? choices[0];
  if (!chosen) return <p className="text-sm text-slate-700">{t("add.noCards")}</p>;
  const max = typed ?? (chosen.price === null ? "" : String(chosen.price));
  const add = () => {
    const maxRubles = rublesOf(max);
    onAdd({ move: chosen.move, ...(maxRubles !== undefined ? { maxRubles } : {}) });
    setTyped(null);
  };
  return (
    <form
      noValidate
      className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Field id={`${id}-card`} label={t("add.cardLabel")}>
        <select
          id={`${id}-card`}
          className={FIELD}
          value={chosen.key}
          data-plan-focus="add-card"
          data-testid="plan-card"
          onChange={(event) => {
            setKey(event.target.value);
            setTyped(null);
          }}
        >
          {choices.map((c) => (
            <option key={c.key} value={c.key}>
              {c.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-max`} label={t("add.atMost")}>
        <input id={`${id}-max`} type="number" inputMode="numeric" min={0} step={1} className={FIELD} value={max} onChange={(event) => setTyped(event.target.value)} data-testid="plan-max" />
      </Field>
      <button type="submit" className={PRIMARY} data-testid="plan-add-card">
        {t("add.card")}
      </button>
    </form>
  );
}

/** The decisions this table's rule set may put to the player: the Pub, and New Society's Guild Hall and Trading House. */
export function AddDecisions({ view, me, onAdd }: { view: GameView; me: PlayerView; onAdd: (order: OrderEntry) => void }) {
  const { t, words } = useOrderWords();
  const id = useId();
  const [points, setPoints] = useState("1");
  const [keep, setKeep] = useState("");
  const [split, setSplit] = useState("0");
  const [use, setUse] = useState("yes");
  // A decision the player may face: a card they own, or one they may still get from the rows or the hand.
  const near = (card: CardId) => me.playArea.some((c) => c.card === card) || (me.hand ?? []).includes(card) || view.upperRow.includes(card) || view.lowerRow.includes(card);
  const newSociety = view.options.expansions.includes("newSociety");
  const pub = near("pub");
  const guild = newSociety && near("guild-hall");
  const trading = newSociety && near("trading-house");
  if (!pub && !guild && !trading) return null;
  const pubs = Math.max(1, me.playArea.filter((c) => c.card === "pub").length);
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 border-t border-slate-200 pt-2" data-testid="plan-decisions">
      <legend className="text-sm font-semibold">{t("add.decisions")}</legend>
      {pub && (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-end">
          <Field id={`${id}-pub`} label={t("add.pubPoints", { card: words.name("pub") })}>
            <select id={`${id}-pub`} className={FIELD} value={points} onChange={(event) => setPoints(event.target.value)}>
              {range(1, pubs * PUB_POINTS_PER_PUB).map((n) => (
                <option key={n} value={n}>
                  {words.points(n)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-keep`} label={t("add.keep")}>
            <input id={`${id}-keep`} type="number" inputMode="numeric" min={0} step={1} className={FIELD} value={keep} onChange={(event) => setKeep(event.target.value)} />
          </Field>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              const keepRubles = rublesOf(keep);
              onAdd({ move: { type: "pub", points: Number(points) }, ...(keepRubles !== undefined ? { keepRubles } : {}) });
            }}
          >
            {t("add.pub", { card: words.name("pub") })}
          </button>
        </div>
      )}
      {guild && (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field id={`${id}-guild`} label={t("add.guildHall", { card: words.name("guild-hall") })}>
            <select id={`${id}-guild`} className={FIELD} value={split} onChange={(event) => setSplit(event.target.value)}>
              {range(0, GUILD_HALL_TOTAL).map((n) => (
                <option key={n} value={n}>
                  {words.rubles(n)}
                </option>
              ))}
            </select>
          </Field>
          <button type="button" className={BUTTON} onClick={() => onAdd({ move: { type: "guildHall", rubles: Number(split) } })}>
            {t("add.guildHallAdd", { card: words.name("guild-hall") })}
          </button>
        </div>
      )}
      {trading && (
        <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
          <Field id={`${id}-trading`} label={t("add.tradingHouse", { card: words.name("trading-house") })}>
            <select id={`${id}-trading`} className={FIELD} value={use} onChange={(event) => setUse(event.target.value)}>
              <option value="yes">{t("add.tradingHouseUse")}</option>
              <option value="no">{t("add.tradingHouseSkip")}</option>
            </select>
          </Field>
          <button type="button" className={BUTTON} onClick={() => onAdd({ move: { type: "tradingHouse", use: use === "yes" } })}>
            {t("add.tradingHouseAdd", { card: words.name("trading-house") })}
          </button>
        </div>
      )}
    </fieldset>
  );
}

/**
 * A select whose choice shows at once, before the plan that holds it is saved: it stands while the
 * plan still says what it said when chosen (a controlled select would jump back meanwhile).
 */
function useChosen<T extends string>(stored: T): [T, (value: T) => void] {
  const [chosen, setChosen] = useState<{ over: T; value: T } | null>(null);
  const shown = chosen && chosen.over === stored ? chosen.value : stored;
  return [shown, (value: T) => setChosen({ over: stored, value })];
}

/** What happens when no order applies, and when the orders end; each change is saved at once. */
export function PlanSettings({ plan, onChange }: { plan: Plan; onChange: (settings: Partial<Pick<Plan, "otherwise" | "until">>) => void }) {
  const t = useTranslations("plan");
  const id = useId();
  const [otherwise, setOtherwise] = useChosen(plan.otherwise);
  const [until, setUntil] = useChosen(plan.until);
  return (
    <div className="grid gap-2 border-t border-slate-200 pt-2 sm:grid-cols-2">
      <Field id={`${id}-otherwise`} label={t("settings.otherwise")}>
        <select
          id={`${id}-otherwise`}
          className={FIELD}
          value={otherwise}
          data-testid="plan-otherwise"
          onChange={(event) => {
            const value = event.target.value === "pass" ? "pass" : "ask";
            setOtherwise(value);
            onChange({ otherwise: value });
          }}
        >
          <option value="ask">{t("settings.otherwiseAsk")}</option>
          <option value="pass">{t("settings.otherwisePass")}</option>
        </select>
      </Field>
      <Field id={`${id}-until`} label={t("settings.until")}>
        <select
          id={`${id}-until`}
          className={FIELD}
          value={until}
          data-testid="plan-until"
          onChange={(event) => {
            const value = LIFETIMES.find((l) => l === event.target.value) ?? "round";
            setUntil(value);
            onChange({ until: value });
          }}
        >
          <option value="phase">{t("settings.untilPhase")}</option>
          <option value="round">{t("settings.untilRound")}</option>
          <option value="game">{t("settings.untilGame")}</option>
        </select>
      </Field>
    </div>
  );
}
