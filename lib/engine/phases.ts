// Phase order and draw piles follow from the options, so the Market phase can slot in later.
import { RULES } from "./catalogue";
import type { GameOptions } from "./options";

/** The phase order of a round, from the rules constants (the Market's phase comes with issue 12). */
export const PHASES = RULES.phaseOrder["1stEd/2ndEdBase"];
export type Phase = (typeof PHASES)[number];
/** Each draw pile is named after the phase whose cards it holds. */
export type PileName = Phase;

export function phaseOrder(_options: GameOptions): readonly Phase[] {
  return PHASES;
}

export function isPhase(value: string): value is Phase {
  return (PHASES as readonly string[]).includes(value);
}

export const PHASE_LABEL: Record<Phase, string> = {
  worker: "worker phase",
  building: "building phase",
  aristocrat: "aristocrat phase",
  trading: "trading phase",
};
