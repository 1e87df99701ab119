"use client";
// Settings, issue 39: the player's webhook. Saving shows the signing secret once; "send a test"
// queues one call; a webhook switched off after failures says so.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { callJson } from "./api";

type Kind = "discord" | "slack" | "generic";

export function WebhookForm({ initial }: { initial: { url: string; kind: Kind; disabled: boolean } | null }) {
  const t = useTranslations("push");
  const [hook, setHook] = useState(initial);
  const [url, setUrl] = useState(initial?.url ?? "");
  const [kind, setKind] = useState<Kind>(initial?.kind ?? "discord");
  const [secret, setSecret] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setSaid(null);
    try {
      await work();
    } catch (e) {
      setSaid(e instanceof Error && e.message ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await callJson<{ secret: string }>("/api/me/webhook", "PUT", { url, kind });
      setSecret(answer?.secret ?? null);
      setHook({ url, kind, disabled: false });
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-600">{t("webhookHelp")}</p>
      {hook && <p className="break-all text-sm">{t("webhookCurrent", { url: hook.url, kind: hook.kind })}</p>}
      {hook?.disabled && <p className="text-amber-800">{t("webhookDisabled")}</p>}
      <form onSubmit={save} className="flex flex-col gap-2">
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("webhookUrl")}</span>
          <input type="url" required value={url} onChange={(e) => setUrl(e.target.value)} className="rounded-md border border-slate-300 px-3 py-2" placeholder="https://" />
        </label>
        <label className="flex flex-col gap-1">
          <span className="font-medium">{t("webhookKind")}</span>
          <select value={kind} onChange={(e) => setKind(e.target.value as Kind)} className="rounded-md border border-slate-300 px-3 py-2">
            <option value="discord">{t("webhookDiscord")}</option>
            <option value="slack">{t("webhookSlack")}</option>
            <option value="generic">{t("webhookGeneric")}</option>
          </select>
        </label>
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className="rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
            {t("webhookSave")}
          </button>
          {hook && (
            <>
              <button type="button" disabled={busy} onClick={() => void run(async () => (await callJson("/api/me/webhook/test", "POST"), setSaid(t("webhookTestSent"))))} className="rounded-md border border-neva-600 px-4 py-2 font-semibold text-neva-700 hover:bg-neva-50">
                {t("webhookTest")}
              </button>
              <button
                type="button"
                disabled={busy}
                onClick={() => void run(async () => (await callJson("/api/me/webhook", "DELETE"), setHook(null), setSecret(null)))}
                className="rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50"
              >
                {t("webhookRemove")}
              </button>
            </>
          )}
        </div>
      </form>
      {secret && (
        <div className="flex flex-col gap-1 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm">{t("webhookSecret")}</p>
          <code className="break-all" data-testid="webhook-secret">
            {secret}
          </code>
        </div>
      )}
      <p role="status" className="text-sm">
        {said}
      </p>
    </div>
  );
}
