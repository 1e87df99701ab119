/** The expansions a table can play with (ruling R23), and what each adds, in one line. */
export const EXPANSION_INFO = {
  newSociety: {
    label: "New Society",
    explanation: "New and replaced cards (Debtor's Prison, Trading House, Guild Hall, Sycophant…) and a fifth seat.",
  },
  banquet: {
    label: "The Banquet",
    explanation: "Action cards you take into hand and play later (Golden Donkey, Jester, Black Market, Double Turn…), two more villages and the Czar-Superstar.",
  },
  market: {
    label: "The Market",
    explanation:
      "2nd edition only: a market phase after the worker phase, market cards whose symbols score majorities every round, orange cards with an upkeep, and a fifth seat.",
  },
} as const;

/** Which expansions each edition plays with (ruling R23). */
export const EDITION_EXPANSIONS: Record<"first" | "second", readonly ExpansionName[]> = {
  first: ["newSociety", "banquet"],
  second: ["market"],
};

export type ExpansionName = keyof typeof EXPANSION_INFO;
export const EXPANSIONS = Object.keys(EXPANSION_INFO) as ExpansionName[];

function known(expansions: readonly unknown[]): ExpansionName[] {
  return EXPANSIONS.filter((name) => expansions.includes(name));
}

/** "Expansions: New Society, The Banquet" or "1st edition base game": for lists of tables. */
export function expansionsLabel(expansions: readonly unknown[]): string {
  const on = known(expansions);
  if (on.includes("market")) return "2nd edition with the Market";
  return on.length === 0 ? "1st edition base game" : `With ${on.map((name) => EXPANSION_INFO[name].label).join(" and ")}`;
}

/** The expansions a table plays with, each with its line, or that it plays the base game. */
export function ExpansionList({ expansions }: { expansions: readonly unknown[] }) {
  const on = known(expansions);
  if (on.length === 0) return <p className="text-sm text-slate-700" data-testid="expansions">Expansions: none (1st edition base game).</p>;
  return (
    <div className="text-sm text-slate-700" data-testid="expansions">
      <p>Expansions:</p>
      <ul className="list-inside list-disc">
        {on.map((name) => (
          <li key={name}>
            <span className="font-medium">{EXPANSION_INFO[name].label}</span>: {EXPANSION_INFO[name].explanation}
          </li>
        ))}
      </ul>
    </div>
  );
}
