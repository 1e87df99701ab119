"use client";
// Issue 38: the practice table's choices, one step from the home page: the rule set (every edition
// and expansion the engine plays), the players (the reader and bots) and the bots' level. The
// server refuses a combination the rules do not allow (lib/games/lobby) and the form says why.
import { useState, type FormEvent } from "react";
import { usePracticeStart } from "./play-now";

export type Choice = { value: string; label: string };

export function PracticeForm(props: {
  rules: Choice[];
  players: Choice[];
  levels: Choice[];
  defaultLevel: string;
  words: { rules: string; players: string; level: string; start: string; starting: string; offline: string };
}) {
  const { pending, error, start } = usePracticeStart();
  const [rules, setRules] = useState(props.rules[0].value);
  const [players, setPlayers] = useState(props.players[0].value);
  const [level, setLevel] = useState(props.defaultLevel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const [edition, ...expansions] = rules.split("+");
    void start({ edition, expansions, players: Number(players), botLevel: level }, props.words.offline);
  };
  return (
    <form onSubmit={submit} className="flex max-w-md flex-col gap-4">
      <ChoiceSelect label={props.words.rules} value={rules} onChange={setRules} choices={props.rules} />
      <ChoiceSelect label={props.words.players} value={players} onChange={setPlayers} choices={props.players} />
      <ChoiceSelect label={props.words.level} value={level} onChange={setLevel} choices={props.levels} />
      <button type="submit" aria-disabled={pending} className="self-start rounded-md bg-neva-600 px-4 py-2 font-semibold text-white hover:bg-neva-700">
        {pending ? props.words.starting : props.words.start}
      </button>
      <p role="status" className="text-sm text-red-800">
        {error}
      </p>
    </form>
  );
}

/** One labelled choice of the form (rules, players, level). */
function ChoiceSelect({ label, value, onChange, choices }: { label: string; value: string; onChange: (value: string) => void; choices: Choice[] }) {
  return (
    <label className="font-medium">
      {label}
      <select className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2" value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}
