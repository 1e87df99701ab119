// The names of the phases and their order for a table's options: the Market module adds its phase
// (and pile) after the worker phase. What happens in a phase is the round's plan (round.ts).
import { RULES, type Kind } from "./catalogue";
import type { GameOptions } from "./options";
import { phasesOf } from "./rules";

/** Every phase any game can have, in round order (the market phase only with the Market module). */
export const PHASES = RULES.phaseOrder.withMarket;
export type Phase = (typeof PHASES)[number];
/** The phases of a game without the Market module. */
export const BASE_PHASES = RULES.phaseOrder["1stEd/2ndEdBase"];
export type BasePhase = (typeof BASE_PHASES)[number];
/** Each draw pile is named after the phase whose cards it holds. */
export type PileName = Phase;

/** The colour whose cards each phase's scoring pays; the trading phase scores nothing. */
export const SCORED_KIND: Partial<Record<Phase, Kind>> = {
  worker: "worker",
  // Market scoring begins with the yellow cards' rubles (R39); orange cards print none.
  market: "market",
  building: "building",
  aristocrat: "aristocrat",
};

export function phaseOrder(options: Pick<GameOptions, "expansions">): readonly Phase[] {
  return phasesOf(options);
}

