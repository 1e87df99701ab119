"use client";
// Settings, issue 39: turn push on or off for this device, and the list of the player's devices
// (each removable). The browser subscribes with the server's VAPID key through the service worker
// (public/sw.js), and the subscription is stored by POST /api/me/push.
import { useTranslations, useFormatter } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { callJson, PushDenied, pushSupported, subscribeThisDevice, THIS_DEVICE_KEY } from "./api";

interface Device {
  id: string;
  createdAt: string;
  userAgent?: string;
}

type Support = "checking" | "yes" | "no";

/** "Firefox on Android", or the agent's first words: enough to tell one's devices apart. */
function deviceName(agent: string | undefined, fallback: string): string {
  if (!agent) return fallback;
  const browser = /Edg\//.test(agent) ? "Edge" : /Firefox\//.test(agent) ? "Firefox" : /Chrome\//.test(agent) ? "Chrome" : /Safari\//.test(agent) ? "Safari" : null;
  const system = /Android/.test(agent) ? "Android" : /iPhone|iPad/.test(agent) ? "iOS" : /Mac OS X/.test(agent) ? "macOS" : /Windows/.test(agent) ? "Windows" : /Linux/.test(agent) ? "Linux" : null;
  return browser && system ? `${browser} · ${system}` : agent.slice(0, 40);
}

export function PushDevices({ publicKey, initial }: { publicKey: string | null; initial: Device[] }) {
  const t = useTranslations("push");
  const format = useFormatter();
  const [devices, setDevices] = useState(initial);
  const [support, setSupport] = useState<Support>("checking");
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const ok = pushSupported();
    // Read once the page runs in a browser: the server cannot know what this browser supports.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSupport(ok ? "yes" : "no");
    setMine(localStorage.getItem(THIS_DEVICE_KEY));
  }, []);

  const reload = useCallback(async () => {
    const list = await callJson<{ subscriptions: Device[] }>("/api/me/push", "GET");
    setDevices(list?.subscriptions ?? []);
  }, []);

  async function turnOn() {
    setBusy(true);
    setError(null);
    try {
      setMine(await subscribeThisDevice(publicKey!));
      await reload();
    } catch (e) {
      setError(e instanceof PushDenied ? t("denied") : e instanceof Error && e.message ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    setBusy(true);
    setError(null);
    try {
      if (id === mine) {
        const registration = await navigator.serviceWorker.getRegistration();
        await (await registration?.pushManager.getSubscription())?.unsubscribe();
        localStorage.removeItem(THIS_DEVICE_KEY);
        setMine(null);
      }
      await callJson(`/api/me/push/${encodeURIComponent(id)}`, "DELETE");
      await reload();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }

  const thisOn = mine !== null && devices.some((d) => d.id === mine);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-600">{t("settingsHelp")}</p>
      {publicKey === null ? (
        <p>{t("notConfigured")}</p>
      ) : support === "no" ? (
        <p>{t("unsupported")}</p>
      ) : (
        <button
          type="button"
          disabled={busy || support !== "yes"}
          onClick={() => (thisOn ? void remove(mine!) : void turnOn())}
          className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700 disabled:opacity-60"
        >
          {busy ? t("working") : thisOn ? t("turnOff") : t("turnOn")}
        </button>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      <h3 className="font-semibold">{t("devicesTitle")}</h3>
      {devices.length === 0 ? (
        <p className="text-sm text-slate-600">{t("devicesNone")}</p>
      ) : (
        <ul aria-label={t("devicesTitle")} className="flex flex-col gap-2">
          {devices.map((d) => {
            const name = deviceName(d.userAgent, t("unknownDevice"));
            return (
              <li key={d.id} className="flex flex-wrap items-center gap-3">
                <span data-zoned>
                  {t("device", { agent: name, when: format.dateTime(new Date(d.createdAt), { dateStyle: "medium" }) })} {d.id === mine ? t("thisDevice") : null}
                </span>
                <button type="button" disabled={busy} onClick={() => void remove(d.id)} aria-label={t("removeDevice", { agent: name })} className="rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-50">
                  {t("remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
