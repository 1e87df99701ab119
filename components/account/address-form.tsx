"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

/** Settings: asks for a new sign-in address; POST /api/me/email mails the confirmation link. */
export function AddressForm() {
  const t = useTranslations("account");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setPending(true);
    setError(null);
    setSent(null);
    try {
      const response = await fetch("/api/me/email", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
      const body = (await response.json().catch(() => null)) as { sentTo?: string; error?: { message?: string } } | null;
      if (response.ok && body?.sentTo) setSent(t("addressSent", { email: body.sentTo }));
      else setError(body?.error?.message ?? t("failed"));
    } catch {
      setError(t("failed"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor="new-email" className="font-medium">
        {t("addressLabel")}
      </label>
      <input
        id="new-email"
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        aria-invalid={error !== null}
        aria-describedby="new-email-help new-email-error"
        className="rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
      />
      <p id="new-email-help" className="text-sm text-slate-600">
        {t("addressHelp")}
      </p>
      <p id="new-email-error" role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      {sent && (
        <p role="status" className="text-sm text-green-800">
          {sent}
        </p>
      )}
      <button type="submit" disabled={pending} className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60">
        {pending ? t("addressSending") : t("addressSubmit")}
      </button>
    </form>
  );
}
