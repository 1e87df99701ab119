"use client";
// Settings, issue 39: which events are pushed (and sent to the webhook), each switchable like the
// mails, and "no turn mails while a device gets notifications". PUT /api/me/push/prefs.
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { PushPrefs } from "@/lib/push/prefs";
import { callJson } from "./api";

const KINDS = [
  ["yourTurn", "kindYourTurn"],
  ["nudge", "kindNudge"],
  ["talk", "kindTalk"],
  ["gameOver", "kindGameOver"],
  ["tableFull", "kindTableFull"],
  ["insteadOfMail", "insteadOfMail"],
] as const;

export function PushKinds({ initial }: { initial: PushPrefs }) {
  const t = useTranslations("push");
  const [prefs, setPrefs] = useState(initial);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await callJson("/api/me/push/prefs", "PUT", prefs);
      setSaid(t("saved"));
    } catch (e) {
      setSaid(e instanceof Error && e.message ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-col gap-2">
      <fieldset className="flex flex-col gap-1">
        <legend className="font-semibold">{t("kindsTitle")}</legend>
        {KINDS.map(([key, label]) => (
          <label key={key} className="flex items-center gap-2">
            <input type="checkbox" checked={prefs[key]} onChange={(e) => setPrefs({ ...prefs, [key]: e.target.checked })} />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <p className="text-sm text-slate-600">{t("presenceNote")}</p>
      <button type="submit" disabled={busy} className="self-start rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-neva-50">
        {t("kindsSave")}
      </button>
      <p role="status" className="text-sm">
        {said}
      </p>
    </form>
  );
}
