"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { requestSignIn, type FormState } from "@/app/account/actions";

/** `email`: the address an invitation went to, filled in for its guest. */
export function SignInForm({ next, locale, email }: { next: string; locale: string; email?: string }) {
  const t = useTranslations("signin");
  const [state, action, pending] = useActionState<FormState, FormData>(requestSignIn, {});
  return (
    <form action={action} className="flex flex-col gap-3" noValidate>
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="email" className="font-medium">
        {t("email")}
      </label>
      <input
        id="email"
        name="email"
        type="email"
        required
        autoComplete="email"
        inputMode="email"
        defaultValue={state.values?.email ?? email ?? ""}
        aria-invalid={state.field === "email"}
        aria-describedby="email-error"
        className="rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
      />
      <p id="email-error" role="alert" className="min-h-5 text-sm text-red-700">
        {state.error}
      </p>
      <button
        type="submit"
        disabled={pending}
        className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
      >
        {pending ? t("sending") : t("submit")}
      </button>
    </form>
  );
}
