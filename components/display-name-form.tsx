"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { saveDisplayName, type DisplayNameState } from "./display-name-actions";

/** Used by /welcome (with `next`: go on after saving) and /settings (stay and confirm). */
export function DisplayNameForm({ initial, next, submitLabel }: { initial: string; next?: string; submitLabel: string }) {
  const t = useTranslations("displayName");
  const [state, action, pending] = useActionState<DisplayNameState, FormData>(saveDisplayName, {});
  const value = state.values?.displayName ?? initial;
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      {next !== undefined && <input type="hidden" name="next" value={next} />}
      <label htmlFor="displayName" className="font-medium">
        {t("label")}
      </label>
      <input
        id="displayName"
        name="displayName"
        defaultValue={value}
        key={value}
        required
        minLength={3}
        maxLength={24}
        autoComplete="nickname"
        aria-invalid={state.field === "displayName"}
        aria-describedby="displayName-help displayName-error"
        className="rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
      />
      <p id="displayName-help" className="text-sm text-slate-600">
        {t("help")}
      </p>
      <p id="displayName-error" role="alert" className="min-h-5 text-sm text-red-700">
        {state.error}
      </p>
      {state.saved && (
        <p role="status" className="text-sm text-green-800">
          {state.saved}
        </p>
      )}
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
      >
        {pending ? t("saving") : submitLabel}
      </button>
    </form>
  );
}
