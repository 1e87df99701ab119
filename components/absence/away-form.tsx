"use client";
// Settings' vacation form (issue 22): the balance, away for some days or until a date, and
// "I'm back" while away. Posts the server actions beside it (the same service as /api/me/away).
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { comeBackAction, goAwayAction, type AwayFormState } from "./actions";

export function AwayForm({ vacationDays, awayUntilText }: { vacationDays: number; awayUntilText: string | null }) {
  const t = useTranslations("absence");
  const [state, action, pending] = useActionState<AwayFormState, FormData>(goAwayAction, {});
  const error = state.error;
  return (
    <section aria-labelledby="vacation-title" className="flex flex-col gap-3">
      <h2 id="vacation-title" className="text-lg font-semibold">
        {t("settingsTitle")}
      </h2>
      <p data-testid="vacation-days">{t("balance", { days: vacationDays })}</p>
      <p className="text-sm text-slate-600">{t("settingsHelp")}</p>
      {awayUntilText && (
        <form action={comeBackAction} className="flex flex-wrap items-center gap-3">
          <p className="font-medium text-amber-800" data-zoned>{t("youAreAway", { date: awayUntilText })}</p>
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50">
            {t("imBack")}
          </button>
        </form>
      )}
      <form action={action} className="flex flex-col gap-3" noValidate>
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("daysLabel")}</span>
            <input
              type="number"
              name="days"
              min={1}
              max={Math.max(1, vacationDays)}
              defaultValue={state.values?.days ?? ""}
              aria-invalid={state.field === "days" || undefined}
              aria-describedby="away-error"
              className="w-28 rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
          <span className="pb-2 text-slate-600">{t("or")}</span>
          <label className="flex flex-col gap-1">
            <span className="font-medium">{t("untilLabel")}</span>
            <input
              type="date"
              name="until"
              defaultValue={state.values?.until ?? ""}
              aria-invalid={state.field === "until" || undefined}
              aria-describedby="away-error"
              className="rounded-md border border-slate-300 px-3 py-2"
            />
          </label>
        </div>
        <p id="away-error" role="alert" className="text-sm text-red-700 empty:hidden">
          {error}
        </p>
        <button
          type="submit"
          disabled={pending}
          className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
        >
          {awayUntilText ? t("changeAway") : t("goAway")}
        </button>
      </form>
    </section>
  );
}
