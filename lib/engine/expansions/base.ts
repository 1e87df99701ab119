// The base game as a unit, the same in both editions: the Pub (R1, R2) and the Observatory (R9),
// whose modules are in lib/engine/cards, and the drawn card's decision (cards/drawn.ts), which New
// Society's Debtor's Prison and The Banquet's Black Market ask too. Everything else of the base
// game is the core itself (buying, taking, playing, passing, the scoring, the round).
import { drawnDecision } from "../cards/drawn";
import { observatoryMove } from "../cards/observatory";
import { PUB, pubDecision, pubMove } from "../cards/pub";
import { atDefaultTiming, owns } from "../cards/types";
import type { Unit } from "./types";

export const base: Unit = {
  name: "base",
  decisions: [drawnDecision, pubDecision],
  turnMoves: [{ rule: observatoryMove }, { rule: pubMove }],
  afterScoring: [{ phase: "building", kind: "pub", asked: atDefaultTiming, owner: (p) => owns(p, PUB) > 0 }],
};
