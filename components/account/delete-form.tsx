"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";

/**
 * Settings: deletes the account once the player has typed their display name, or their sign-in
 * address when they never chose a name (DELETE /api/me, lib/account/delete.ts).
 */
export function DeleteAccountForm({ displayName, email }: { displayName: string | null; email: string }) {
  const t = useTranslations("account");
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirm = String(new FormData(event.currentTarget).get("confirm") ?? "");
    setPending(true);
    setError(null);
    try {
      const response = await fetch("/api/me", { method: "DELETE", headers: { "content-type": "application/json" }, body: JSON.stringify({ confirm }) });
      if (response.ok) {
        // The session went with the account: a full load shows the signed-out home page.
        // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a new document on purpose: router.push("/") would keep the root layout's signed-in header and the client router's cache of signed-in pages
        window.location.assign("/");
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
      setError(body?.error?.message ?? t("failed"));
    } catch {
      setError(t("failed"));
    }
    setPending(false);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
      <label htmlFor="delete-confirm" className="font-medium">
        {displayName ? t("deleteLabel", { name: displayName }) : t("deleteLabelAddress", { email })}
      </label>
      <input
        id="delete-confirm"
        name="confirm"
        required
        autoComplete="off"
        translate="no"
        aria-invalid={error !== null}
        aria-describedby="delete-error"
        className="rounded-md border border-slate-300 px-3 py-2 text-base aria-[invalid=true]:border-red-600"
      />
      <p id="delete-error" role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <button type="submit" disabled={pending} className="self-start rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
        {pending ? t("deleting") : t("deleteButton")}
      </button>
    </form>
  );
}
