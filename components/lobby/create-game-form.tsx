"use client";

import { useTranslations } from "next-intl";
import { useActionState, useCallback, useEffect, useRef, useState } from "react";
import { createGameAction, type CreateGameState } from "./actions";
import { VARIANT_NAMES, type VariantName } from "@/lib/engine/options";
import { MAX_PLAYERS, maxPlayers, MIN_PLAYERS } from "@/lib/engine/rules";
import { MOVE_TIME_LIMIT_CHOICES, ON_TIMEOUT } from "@/lib/games/time-limits";
import { EDITION_EXPANSIONS, EXPANSIONS, type ExpansionName } from "./expansion-list";
import { RatingFields } from "@/components/ratings/rating-fields";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL, type BotLevel } from "@/lib/bots/levels";
import { MEASURED_SHARE } from "@/lib/bots/strength";

const VARIANTS = VARIANT_NAMES;
const EDITIONS = ["first", "second"] as const;
const SEATS = Array.from({ length: MAX_PLAYERS - MIN_PLAYERS + 1 }, (_, i) => String(MIN_PLAYERS + i));
const GUESTS = Array.from({ length: MAX_PLAYERS - 1 }, (_, i) => i + 1);
const LEVEL_WORDS = {
  beginner: { name: "levelBeginner", strength: "strengthBeginner" },
  standard: { name: "levelStandard", strength: "strengthStandard" },
  strong: { name: "levelStrong", strength: "strengthStrong" },
} as const satisfies Record<BotLevel, { name: string; strength: string }>;
/** 0 (no bots) up to every seat but the creator's. */
const BOTS = Array.from({ length: MAX_PLAYERS }, (_, i) => String(i));

// Every ruble paid and every card taken is public in the game's log anyway: these variants hide
// nothing that a patient player could not work out, they spare everyone the counting (messages'
// variants.<name>Note).
const BOOKKEEPING = ["openMoney", "openHands"] as const satisfies readonly VariantName[];

function isBookkeeping(name: VariantName): name is (typeof BOOKKEEPING)[number] {
  return (BOOKKEEPING as readonly VariantName[]).includes(name);
}

/**
 * One guest field per free seat (seats − 1 − bots), by CSS alone, so it works without JavaScript:
 * for each seat count and bot count, the guest fields past the free seats are hidden (and the
 * action ignores what they hold). With no free seat a line says there is no one to invite.
 */
const GUEST_RULES = SEATS.flatMap((seats) =>
  BOTS.map((bots) => {
    const free = Number(seats) - 1 - Number(bots);
    const when = `#new-game:has([name="seats"][value="${seats}"]:checked):has(#bots option[value="${bots}"]:checked)`;
    return free > 0 ? `${when} [data-guest]:nth-child(n+${free + 1}){display:none}` : `${when} [data-guest]{display:none}${when} [data-no-guests]{display:block}`;
  }),
).join("");

function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" className="text-sm text-red-700 empty:hidden">
      {message}
    </p>
  );
}

/** A choice of bot level (issue 36): the table's bots, or the bot that keeps a person's seat. */
function LevelSelect({ name, defaultValue }: { name: "botLevel" | "standInLevel"; defaultValue?: string }) {
  const words = useTranslations("bots");
  return (
    <select
      id={name}
      name={name}
      defaultValue={defaultValue ?? DEFAULT_BOT_LEVEL}
      aria-describedby={`${name}-help ${name}-error`}
      className="self-start rounded-md border border-slate-300 bg-white px-3 py-2"
    >
      {BOT_LEVELS.map((level) => (
        <option key={level} value={level}>
          {words(LEVEL_WORDS[level].name)}
        </option>
      ))}
    </select>
  );
}

export function CreateGameForm() {
  const t = useTranslations("newGame");
  const words = useTranslations();
  const [state, action, pending] = useActionState<CreateGameState, FormData>(createGameAction, {});
  const values = state.values;
  const errors = state.errors ?? {};
  const seats = values?.seats ?? "2";
  // Seats, edition and expansions are chosen together: what the others make impossible is
  // disabled, with the reason beside it. Only once JavaScript runs (`live`): without it nothing
  // is disabled and the action refuses an impossible table in the same plain words. The inputs
  // stay uncontrolled (a click before hydration counts); `adjust` reads them, unticks what the
  // edition cannot play, lowers the seat count to what the choice allows, and keeps the result.
  const form = useRef<HTMLFormElement>(null);
  const [choice, setChoice] = useState<{ edition: "first" | "second"; expansions: ExpansionName[]; seats: number; bots: number } | null>(null);
  const adjust = useCallback(() => {
    const el = form.current;
    if (!el) return;
    const input = (name: string) => el.elements.namedItem(name) as HTMLInputElement;
    const edition = (el.elements.namedItem("edition") as RadioNodeList).value === "second" ? "second" : "first";
    for (const name of EXPANSIONS) if (!EDITION_EXPANSIONS[edition].includes(name)) input(`expansion-${name}`).checked = false;
    const expansions = EXPANSIONS.filter((name) => input(`expansion-${name}`).checked);
    const seatsChosen = el.elements.namedItem("seats") as RadioNodeList;
    const most = maxPlayers({ edition, expansions });
    if (Number(seatsChosen.value) > most) seatsChosen.value = String(most);
    // Issue 34: bots take seats but the creator's; fewer seats lower the bots with them (the
    // form no longer offers four bots at a two-seat table, to refuse them after).
    const seatCount = Number(seatsChosen.value) || MIN_PLAYERS;
    const botsChosen = el.elements.namedItem("bots") as HTMLSelectElement;
    if (Number(botsChosen.value) > seatCount - 1) botsChosen.value = String(seatCount - 1);
    setChoice({ edition, expansions, seats: seatCount, bots: Number(botsChosen.value) || 0 });
  }, []);
  useEffect(adjust, [adjust, state]);
  const live = choice !== null;
  const most = choice ? maxPlayers(choice) : MAX_PLAYERS;
  const playable = EDITION_EXPANSIONS[choice?.edition ?? "first"];
  // A practice table (bots) is never rated and has no move clock: its rating and time choices are not offered.
  const mostBots = choice ? choice.seats - 1 : MAX_PLAYERS - 1;
  const practice = live && choice.bots > 0;
  return (
    <form id="new-game" ref={form} action={action} onChange={adjust} className="flex flex-col gap-6" noValidate>
      <style>{GUEST_RULES}</style>
      <fieldset className="flex flex-col gap-2" aria-describedby="seats-error">
        <legend className="mb-1 font-semibold">{t("seats")}</legend>
        <div className="flex flex-wrap gap-3">
          {SEATS.map((n) => (
            <label
              key={n}
              className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-neva-600 has-checked:bg-neva-50 has-disabled:opacity-50"
            >
              <input
                type="radio"
                name="seats"
                value={n}
                defaultChecked={seats === n}
                disabled={live && Number(n) > most}
                aria-describedby={live && Number(n) > most ? "seats-why" : undefined}
              />
              {t("players", { n: Number(n) })}
            </label>
          ))}
        </div>
        {live && most < MAX_PLAYERS && (
          <p id="seats-why" className="text-sm text-slate-600" data-testid="seats-why">
            {t("fiveNeeds")}
          </p>
        )}
        <FieldError id="seats-error" message={errors.seats} />
      </fieldset>

      <div className="flex flex-col gap-2">
        <label htmlFor="bots" className="font-semibold">
          {words("bots.botsField")}
        </label>
        <select
          id="bots"
          name="bots"
          defaultValue={values?.bots ?? "0"}
          aria-describedby="bots-help bots-error"
          className="self-start rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          {BOTS.map((n) => (
            <option key={n} value={n} disabled={live && Number(n) > mostBots}>
              {n}
            </option>
          ))}
        </select>
        <p id="bots-help" className="text-sm text-slate-600">
          {words("bots.practiceTable")}: {words("bots.practiceExplanation")} {words("bots.botsHelp", { most: mostBots })}
          {live && mostBots < MAX_PLAYERS - 1 && <span data-testid="bots-why"> {t("botsMost", { seats: choice.seats, most: mostBots })}</span>}
        </p>
        <FieldError id="bots-error" message={errors.bots} />
      </div>

      {/* Issue 36: the level of the table's bots, each with its measured strength in a sentence (docs/bots.md). */}
      <div className="flex flex-col gap-2">
        <label htmlFor="botLevel" className="font-semibold">
          {words("bots.botLevelField")}
        </label>
        <LevelSelect name="botLevel" defaultValue={values?.botLevel} />
        <ul id="botLevel-help" className="text-sm text-slate-600">
          {BOT_LEVELS.map((level) => (
            <li key={level}>{words(`bots.${LEVEL_WORDS[level].strength}`, { share: MEASURED_SHARE[level] })}</li>
          ))}
          <li>{words("bots.botLevelHelp")}</li>
        </ul>
        <FieldError id="botLevel-error" message={errors.botLevel} />
      </div>

      <fieldset className="flex flex-col gap-2" aria-describedby="edition-help">
        <legend className="mb-1 font-semibold">{t("edition")}</legend>
        <div className="flex flex-wrap gap-3">
          {EDITIONS.map((value) => (
            <label key={value} className="flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 has-checked:border-neva-600 has-checked:bg-neva-50">
              <input type="radio" name="edition" value={value} defaultChecked={(values?.edition ?? "first") === value} />
              {words(`editions.${value}`)}
            </label>
          ))}
        </div>
        <p id="edition-help" className="text-sm text-slate-600">
          {t("editionHelp")}
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="expansions-help expansions-error">
        <legend className="mb-1 font-semibold">{t("expansions")}</legend>
        <p id="expansions-help" className="text-sm text-slate-600">
          {t("expansionsHelp")}
        </p>
        {EXPANSIONS.map((name) => {
          const impossible = !playable.includes(name);
          return (
            // Shaded, not faded: the reason beside a disabled choice must stay as readable as the rest (contrast).
            <div key={name} className={`flex items-start gap-3 rounded-md border border-slate-200 p-3 ${live && impossible ? "bg-slate-100" : "bg-white"}`}>
              <input
                type="checkbox"
                id={`expansion-${name}`}
                name={`expansion-${name}`}
                defaultChecked={values?.expansions?.includes(name) ?? false}
                disabled={live && impossible}
                aria-describedby={`expansion-${name}-help${live && impossible ? ` expansion-${name}-why` : ""}`}
                className="mt-1 size-4"
              />
              <div>
                <label htmlFor={`expansion-${name}`} className={`font-medium ${live && impossible ? "text-slate-600" : ""}`}>
                  {words(`expansions.${name}`)}
                </label>
                <p id={`expansion-${name}-help`} className="text-sm text-slate-600">
                  {words(`expansions.${name}Help`)}
                </p>
                {live && impossible && (
                  <p id={`expansion-${name}-why`} className="text-sm font-medium text-slate-800" data-testid="expansion-why">
                    {t(playable.includes("market") ? "onlyFirst" : "onlySecond")}
                  </p>
                )}
              </div>
            </div>
          );
        })}
        <FieldError id="expansions-error" message={errors.expansions} />
      </fieldset>

      <fieldset className="flex flex-col gap-2" aria-describedby="invites-help invites-error">
        <legend className="mb-1 font-semibold">{t("invites")}</legend>
        <p id="invites-help" className="text-sm text-slate-600">
          {t("invitesHelp")}
        </p>
        <p data-no-guests className="hidden text-sm text-slate-700">
          {t("noGuests")}
        </p>
        <div className="flex flex-col gap-2">
        {GUESTS.map((n) => (
          <div key={n} data-guest className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
            <label htmlFor={`invite-${n}`} className="text-sm font-medium sm:w-28">
              {t("guest", { n })}
            </label>
            <input
              id={`invite-${n}`}
              name="invite"
              defaultValue={values?.invites[n - 1] ?? ""}
              key={`${n}-${values?.invites[n - 1] ?? ""}`}
              autoComplete="off"
              placeholder={t("guestPlaceholder")}
              aria-invalid={!!errors[`invite-${n}`]}
              aria-describedby={`invite-${n}-error invites-error`}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600 sm:max-w-sm"
            />
            <FieldError id={`invite-${n}-error`} message={errors[`invite-${n}`]} />
          </div>
        ))}
        </div>
        <FieldError id="invites-error" message={errors.invites} />
      </fieldset>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t("variants")}</legend>
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
                {words(`variants.${name}`)}
              </label>
              <p id={`variant-${name}-help`} className="text-sm text-slate-600">
                {words(`variants.${name}Help`)} {isBookkeeping(name) ? words(`variants.${name}Note`) : ""}
              </p>
            </div>
          </div>
        ))}
      </fieldset>

      {practice && (
        <p className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700" data-testid="practice-note">
          {t("practiceNoLimits")}
        </p>
      )}
      {/* Disabled as well as hidden: a practice table sends none of these. */}
      <fieldset disabled={practice} hidden={practice} className="flex min-w-0 flex-col gap-6" data-testid="clock-and-rating">
      <div className="flex flex-col gap-2">
        <label htmlFor="moveTimeLimitDays" className="font-semibold">
          {t("timePerMove")}
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
              {days ? t("daysPerMove", { n: days }) : t("noTimeLimit")}
            </option>
          ))}
        </select>
        <p id="moveTimeLimitDays-help" className="text-sm text-slate-600">
          {t("timeHelp")}
        </p>
        <FieldError id="moveTimeLimitDays-error" message={errors.moveTimeLimitDays} />
      </div>

      {/* Issue 22: whether clocks pause for vacation, and who takes a seat whose time ran out. */}
      <div className="flex items-start gap-2">
        <input
          type="checkbox"
          id="vacation"
          name="vacation"
          defaultChecked={values?.vacation ?? true}
          aria-describedby="vacation-help"
          className="mt-1"
        />
        <div>
          <label htmlFor="vacation" className="font-medium">
            {t("vacationLabel")}
          </label>
          <p id="vacation-help" className="text-sm text-slate-600">
            {t("vacationHelp")}
          </p>
        </div>
      </div>
      <fieldset className="flex flex-col gap-2" aria-describedby="onTimeout-help onTimeout-error">
        <legend className="font-semibold">{t("onTimeoutLegend")}</legend>
        {ON_TIMEOUT.map((rule) => (
          <label key={rule} className="flex items-center gap-2">
            <input type="radio" name="onTimeout" value={rule} defaultChecked={(values?.onTimeout ?? "pass") === rule} />
            {t(rule === "bot" ? "onTimeoutBot" : "onTimeoutPass")}
          </label>
        ))}
        <p id="onTimeout-help" className="text-sm text-slate-600">
          {t("onTimeoutHelp")}
        </p>
        <FieldError id="onTimeout-error" message={errors.onTimeout} />
      </fieldset>
      {/* Issue 36: the level of the bot that keeps a person's seat (time out on a "bot" table, or resigned). */}
      <div className="flex flex-col gap-2">
        <label htmlFor="standInLevel" className="font-semibold">
          {words("bots.standInLevelField")}
        </label>
        <LevelSelect name="standInLevel" defaultValue={values?.standInLevel} />
        <p id="standInLevel-help" className="text-sm text-slate-600">
          {words("bots.standInLevelHelp")}
        </p>
        <FieldError id="standInLevel-error" message={errors.standInLevel} />
      </div>

      <RatingFields values={values?.rating} errors={errors} />
      </fieldset>

      {errors.form && <FieldError id="form-error" message={errors.form} />}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
      >
        {pending ? t("creating") : t("create")}
      </button>
    </form>
  );
}
