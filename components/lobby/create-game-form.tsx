"use client";

import { useActionState } from "react";
import { createGameAction, type CreateGameState } from "./actions";
import { VARIANT_INFO, type VariantName } from "@/lib/engine/options";
import { MAX_PLAYERS, MIN_PLAYERS } from "@/lib/engine/rules";
import { MOVE_TIME_LIMIT_CHOICES, moveTimeLimitLabel } from "@/lib/games/time-limits";
import { EXPANSION_INFO, EXPANSIONS } from "./expansion-list";
import { BOT_WORDS } from "@/lib/bots/words";

const VARIANTS = Object.keys(VARIANT_INFO) as VariantName[];
const EDITIONS = [
  { value: "first", label: "1st edition (2004)" },
  { value: "second", label: "2nd edition (2014)" },
] as const;
const SEATS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => String(MIN_PLAYERS + i));
const GUESTS = Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => i + 1);
/** 0 (no bots) up to every seat but the creator's. */
const BOTS = Array.from({ length: MAX_PLAYERS }, (_, i) => String(i));

// Every ruble paid and every card taken is public in the game's log anyway: these variants hide
// nothing that a patient player could not work out, they spare everyone the counting.
const BOOKKEEPING: Partial<Record<VariantName, string>> = {
  openMoney: "Every ruble paid and received is in the game log anyway; this only saves you the bookkeeping.",
  openHands: "Every card taken into a hand is in the game log anyway; this only saves you the bookkeeping.",
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700 empty:hidden">
      {message}
    </p>
  );
}

export function CreateGameForm() {
  const [state, action, pending] = useActionState<CreateGameState, FormData>(createGameAction, {});
  const values = state.values;
  const seats = values?.seats ?? "2";
  const errors = state.errors ?? {};
  return (
    <form action={action} className="flex flex-col gap-6" noValidate>
      <fieldset className="flex flex-col gap-2" aria-describedby="seats-error">
        <legend className="mb-1 font-semibold">Seats</legend>
        <div className="flex flex-wrap gap-3">
          {SEATS.map((n) => (
            <label key={n} className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-neva-600 has-checked:bg-neva-50">
              <input type="radio" name="seats" value={n} defaultChecked={seats === n} />
              {n} players
            </label>
          ))}
        </div>
        <FieldError id="seats-error" message={errors.seats} />
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor="bots" className="font-semibold">
          {BOT_WORDS.botsField}
        </label>
        <select
          id="bots"
          name="bots"
          defaultValue={values?.bots ?? "0"}
          aria-describedby="bots-help bots-error"
          className="self-start rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          {BOTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p id="bots-help" className="text-sm text-slate-600">
          {BOT_WORDS.practiceTable}: {BOT_WORDS.practiceExplanation} {BOT_WORDS.botsHelp(MAX_PLAYERS - 1)}
        </p>
        <FieldError id="bots-error" message={errors.bots} />
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby="edition-help">
        <legend className="mb-1 font-semibold">Edition</legend>
        <div className="flex flex-wrap gap-3">
          {EDITIONS.map(({ value, label }) => (
            <label key={value} className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-neva-600 has-checked:bg-neva-50">
              <input type="radio" name="edition" value={value} defaultChecked={(values?.edition ?? "first") === value} />
              {label}
            </label>
          ))}
        </div>
        <p id="edition-help" className="text-sm text-slate-600">
          The 2nd edition has the 2014 cards (Abbot, Czarina, Potemkin Village…) and rule changes: in the first worker phase everyone must buy while they can.
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="expansions-help expansions-error">
        <legend className="mb-1 font-semibold">Expansions</legend>
        <p id="expansions-help" className="text-sm text-slate-600">
          None ticked plays the base game. New Society and The Banquet go with the 1st edition, the Market with the 2nd. Five players need New
          Society (1st edition) or the Market (2nd edition).
        </p>
        {EXPANSIONS.map((name) => (
          <div key={name} className="flex items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
            <input
              type="checkbox"
              id={`expansion-${name}`}
              name={`expansion-${name}`}
              defaultChecked={values?.expansions?.includes(name) ?? false}
              aria-describedby={`expansion-${name}-help`}
              className="mt-1 size-4"
            />
            <div>
              <label htmlFor={`expansion-${name}`} className="font-medium">
                {EXPANSION_INFO[name].label}
              </label>
              <p id={`expansion-${name}-help`} className="text-sm text-slate-600">
                {EXPANSION_INFO[name].explanation}
              </p>
            </div>
          </div>
        ))}
        <FieldError id="expansions-error" message={errors.expansions} />
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="invites-help invites-error">
        <legend className="mb-1 font-semibold">Invite players</legend>
        <p id="invites-help" className="text-sm text-slate-600">
          One display name or one email address per seat. Seats you leave empty are open to anyone in the lobby.
        </p>
        {GUESTS.map((n) => (
          <div key={n} className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <label htmlFor={`invite-${n}`} className="text-sm font-medium sm:w-28">
              Guest {n}
            </label>
            <input
              id={`invite-${n}`}
              name="invite"
              defaultValue={values?.invites[n - 1] ?? ""}
              key={`${n}-${values?.invites[n - 1] ?? ""}`}
              autoComplete="off"
              placeholder="name or email (optional)"
              aria-invalid={!!errors[`invite-${n}`]}
              aria-describedby={`invite-${n}-error invites-error`}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600 sm:max-w-sm"
            />
            <FieldError id={`invite-${n}-error`} message={errors[`invite-${n}`]} />
          </div>
        ))}
        <FieldError id="invites-error" message={errors.invites} />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">Variants</legend>
        {VARIANTS.map((name) => (
          <div key={name} className="flex items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
            <input
              type="checkbox"
              id={`variant-${name}`}
              name={`variant-${name}`}
              defaultChecked={values?.variants.includes(name) ?? false}
              aria-describedby={`variant-${name}-help`}
              className="mt-1 size-4"
            />
            <div>
              <label htmlFor={`variant-${name}`} className="font-medium">
                {VARIANT_INFO[name].label}
              </label>
              <p id={`variant-${name}-help`} className="text-sm text-slate-600">
                {VARIANT_INFO[name].explanation} {BOOKKEEPING[name]}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor="moveTimeLimitDays" className="font-semibold">
          Time per move
        </label>
        <select
          id="moveTimeLimitDays"
          name="moveTimeLimitDays"
          defaultValue={values?.moveTimeLimitDays ?? ""}
          aria-describedby="moveTimeLimitDays-help moveTimeLimitDays-error"
          className="self-start rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          {MOVE_TIME_LIMIT_CHOICES.map((days) => (
            <option key={days ?? "none"} value={days ?? ""}>
              {moveTimeLimitLabel(days)}
            </option>
          ))}
        </select>
        <p id="moveTimeLimitDays-help" className="text-sm text-slate-600">
          A player who lets the time run out is passed for the rest of the phase. Everyone gets a warning mail first.
        </p>
        <FieldError id="moveTimeLimitDays-error" message={errors.moveTimeLimitDays} />
      </div>

      {errors.form && <FieldError id="form-error" message={errors.form} />}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
      >
        {pending ? "Creating…" : "Create game"}
      </button>
    </form>
  );
}
