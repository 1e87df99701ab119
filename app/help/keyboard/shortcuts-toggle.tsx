"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { SHORTCUTS_KEY } from "@/components/game/shortcut-keys";
import { setShortcutsOn, shortcutsOn } from "@/components/game/shortcuts";

// The switch lives in this browser's storage (no account setting needed to read a table by keyboard).
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SHORTCUTS_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Turns the table's single-key shortcuts on or off in this browser (WCAG 2.1.4). */
export function ShortcutsToggle() {
  const t = useTranslations("access.help");
  const on = useSyncExternalStore(subscribe, shortcutsOn, () => true);
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 font-medium">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => {
            setShortcutsOn(event.target.checked);
            for (const listener of listeners) listener();
          }}
          data-testid="shortcuts-toggle"
        />
        {t("toggle")}
      </label>
      <p role="status" className="text-sm text-slate-700">
        {on ? t("on") : t("off")}
      </p>
    </div>
  );
}
