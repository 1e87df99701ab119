"use client";

// Single-key shortcuts of the table (issue 37, listed on /help/keyboard). They only move the focus
// (never make a move: Enter or Space on the focused button does), fire only when the focus is not
// in a text field and no modifier is held, and can be turned off per browser (WCAG 2.1.4): a screen
// reader in browse mode keeps its letters anyway, and one who types into the page in focus mode
// may switch them off on the help page.
import { useEffect, useEffectEvent, type RefObject } from "react";
import { SHORTCUTS, SHORTCUTS_KEY, type Shortcut } from "./shortcut-keys";


export function shortcutsOn(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setShortcutsOn(on: boolean): void {
  try {
    if (on) window.localStorage.removeItem(SHORTCUTS_KEY);
    else window.localStorage.setItem(SHORTCUTS_KEY, "off");
  } catch {
    // Private mode without storage: the shortcuts stay as they are for this page.
  }
}

/** Typing goes to these: a letter there is text, never a shortcut. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !["button", "checkbox", "radio", "submit", "reset"].includes(target.type);
  return false;
}

/** Focuses `el`, making a heading or a section focusable by script (not by Tab) first. */
export function focusOn(el: HTMLElement | null): boolean {
  if (!el) return false;
  if (!el.matches("a[href], button, input, select, textarea, [tabindex]")) el.setAttribute("tabindex", "-1");
  el.focus();
  el.scrollIntoView({ block: "nearest" });
  return true;
}

const REGION: Partial<Record<Shortcut, string>> = {
  upper: "#upper-row-title",
  lower: "#lower-row-title",
  hand: "#hand-title",
  areas: "#play-areas-title",
  players: "#players-title",
  log: "#log-title",
};

/** Where a shortcut takes the focus within the table `root`; false when it has nowhere to go. */
export function jump(root: HTMLElement, does: Shortcut): boolean {
  const enabled = (el: Element) => !(el as HTMLButtonElement).disabled;
  switch (does) {
    case "turn": {
      const first = [...root.querySelectorAll<HTMLElement>("[data-move], [data-chooser]")].find(enabled);
      return focusOn(first ?? root.querySelector<HTMLElement>("#table-status"));
    }
    case "pass": {
      // The plain pass, not "until the end of this phase" (which is offered beside it).
      const passes = [...root.querySelectorAll<HTMLElement>("[data-move-type=pass]")].filter(enabled);
      return focusOn(passes.find((b) => !b.dataset.move?.includes('"untilPhaseEnd":true')) ?? passes[0] ?? null);
    }
    case "talk":
      return focusOn(root.querySelector<HTMLElement>("[data-testid=chat-toggle]"));
    default: {
      const selector = REGION[does];
      // A region's section (named by its heading), so a reader hears its name and Tab goes on inside it.
      const heading = selector ? root.querySelector<HTMLElement>(selector) : null;
      return focusOn(heading?.closest<HTMLElement>("section") ?? heading);
    }
  }
}

/**
 * Listens for the table's shortcuts while mounted: `summary` and `help` are the caller's (they
 * open something); every other key moves the focus within `root`.
 */
export function useTableShortcuts(root: RefObject<HTMLElement | null>, open: { summary: () => void; help: () => void }) {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey || event.isComposing) return;
    if (typing(event.target) || !shortcutsOn()) return;
    const found = SHORTCUTS.find((s) => s.key === event.key.toUpperCase());
    if (!found || !root.current) return;
    if (found.does === "summary") open.summary();
    else if (found.does === "help") open.help();
    else if (!jump(root.current, found.does)) return;
    event.preventDefault();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    document.addEventListener("keydown", listener);
    return () => document.removeEventListener("keydown", listener);
  }, []);
}
