"use client";
// Resigning (issue 22), confirmed first: the first click asks, "Yes, resign" posts
// POST /api/games/{id}/resign, then the page reloads with the seat going on by the table's rule.
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";

export function ResignButton({ gameId, rule }: { gameId: string; rule: "pass" | "bot" }) {
  const t = useTranslations("absence");
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resign() {
    setBusy(true);
    setError(null);
    try {
      const response = await fetch(`/api/games/${gameId}/resign`, { method: "POST" });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
        setError(body?.error?.message ?? t("resignFailed"));
        return;
      }
      setAsking(false);
      router.refresh();
    } catch {
      setError(t("resignFailed"));
    } finally {
      setBusy(false);
    }
  }

  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-50">
        {t("resign")}
      </button>
    );
  }
  return (
    <div role="alertdialog" aria-labelledby={`resign-question-${gameId}`} className="flex flex-wrap items-center gap-2 rounded-md border border-red-300 bg-red-50 px-3 py-2">
      <p id={`resign-question-${gameId}`}>{t(rule === "bot" ? "resignQuestionBot" : "resignQuestionPass")}</p>
      <button type="button" disabled={busy} onClick={resign} className="rounded-md bg-red-700 px-3 py-1 font-semibold text-white hover:bg-red-800 disabled:opacity-60">
        {t("resignYes")}
      </button>
      <button type="button" disabled={busy} onClick={() => setAsking(false)} className="rounded-md border border-slate-300 bg-white px-3 py-1 hover:bg-slate-50">
        {t("resignNo")}
      </button>
      {error && (
        <p role="alert" className="w-full text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
