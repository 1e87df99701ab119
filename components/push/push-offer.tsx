"use client";
// Issue 39: push is offered once, right after a move that leaves the game waiting for another
// person: the moment a player would otherwise have to come back and look. Only where it can work
// (a server with VAPID keys, a browser with push, permission not yet asked) and only once per
// browser (OFFERED_KEY), whatever the answer; Settings stays the place to change one's mind.
// It floats at the bottom of the screen, so nothing on the table moves under a finger.
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { MOVED_EVENT, OFFERED_KEY, PushDenied, pushSupported, subscribeThisDevice, THIS_DEVICE_KEY, type MovedDetail } from "./api";

type Shown = "no" | "asking" | "working" | "denied" | "failed";

export function PushOffer({ gameId, publicKey }: { gameId: string; publicKey: string | null }) {
  const t = useTranslations("push");
  const [shown, setShown] = useState<Shown>("no");

  useEffect(() => {
    if (publicKey === null) return;
    const moved = (event: Event) => {
      const detail = (event as CustomEvent<MovedDetail>).detail;
      if (detail.gameId !== gameId || !detail.waitsForOthers) return;
      if (!pushSupported() || Notification.permission !== "default") return;
      if (localStorage.getItem(OFFERED_KEY) || localStorage.getItem(THIS_DEVICE_KEY)) return;
      localStorage.setItem(OFFERED_KEY, new Date().toISOString());
      setShown("asking");
    };
    window.addEventListener(MOVED_EVENT, moved);
    return () => window.removeEventListener(MOVED_EVENT, moved);
  }, [gameId, publicKey]);

  if (shown === "no" || publicKey === null) return null;

  async function accept() {
    setShown("working");
    try {
      await subscribeThisDevice(publicKey!);
      setShown("no");
    } catch (e) {
      setShown(e instanceof PushDenied ? "denied" : "failed");
    }
  }

  const message = shown === "denied" ? t("denied") : shown === "failed" ? t("failed") : t("settingsHelp");
  return (
    <aside
      aria-labelledby="push-offer-title"
      data-testid="push-offer"
      className="fixed inset-x-2 bottom-2 z-40 mx-auto flex max-w-md flex-col gap-2 rounded-lg border border-slate-300 bg-white p-4 shadow-lg"
    >
      <h2 id="push-offer-title" className="font-semibold">
        {t("offerTitle")}
      </h2>
      <p role={shown === "denied" || shown === "failed" ? "alert" : undefined} className="text-sm text-slate-700">
        {message}
      </p>
      <div className="flex flex-wrap gap-2">
        {shown === "asking" || shown === "working" ? (
          <button
            type="button"
            disabled={shown === "working"}
            onClick={() => void accept()}
            className="min-h-11 rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
          >
            {shown === "working" ? t("working") : t("offerYes")}
          </button>
        ) : null}
        <button type="button" onClick={() => setShown("no")} className="min-h-11 rounded-md border border-slate-300 px-4 py-2 hover:bg-slate-50">
          {t("offerNo")}
        </button>
      </div>
    </aside>
  );
}
