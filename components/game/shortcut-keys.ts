// The table's single-key shortcuts (issue 37) as data, read by the table (./shortcuts.ts) and by
// the help page (app/help/keyboard), a server component: so not in a "use client" module.
export const SHORTCUTS_KEY = "neva.shortcuts";

/** The keys, in the order the help page lists them, each with its message key under access.keys. */
export const SHORTCUTS = [
  { key: "T", does: "turn" },
  { key: "P", does: "pass" },
  { key: "S", does: "summary" },
  { key: "1", does: "upper" },
  { key: "2", does: "lower" },
  { key: "3", does: "hand" },
  { key: "4", does: "areas" },
  { key: "5", does: "players" },
  { key: "6", does: "log" },
  { key: "7", does: "talk" },
  { key: "?", does: "help" },
] as const;
export type Shortcut = (typeof SHORTCUTS)[number]["does"];
