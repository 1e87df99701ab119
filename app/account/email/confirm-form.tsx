"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { confirmAddress, type ConfirmState } from "./actions";

export function ConfirmAddressForm({ token }: { token: string }) {
  const t = useTranslations("account");
  const [state, action, pending] = useActionState<ConfirmState, FormData>(confirmAddress, {});
  if (state.done || state.error) {
    return (
      <div className="flex flex-col gap-3">
        <p role={state.done ? "status" : "alert"} className={state.done ? "text-green-800" : "text-red-700"}>
          {state.done ?? state.error}
        </p>
        <Link href="/settings" className="font-medium text-neva-700 underline-offset-4 hover:underline">
          {t("toSettings")}
        </Link>
      </div>
    );
  }
  return (
    <form action={action}>
      <input type="hidden" name="token" value={token} />
      <button type="submit" disabled={pending} className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60">
        {t("confirmButton")}
      </button>
    </form>
  );
}
