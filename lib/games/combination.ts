// Why a table's combination of edition, expansions and seats is not played (ruling R23), as the
// refusal a player reads: the engine gives the problem (data), this names the reason and its
// values. Which expansion five players need is said only to a table of five; never a ruling's number.
import { MAX_PLAYERS, type CombinationProblem } from "@/lib/engine";

export type CombinationRefusal =
  | { reason: "comboFirst" | "comboSecond" | "comboTwice"; values?: undefined }
  | { reason: "comboPlayers"; values: { min: number; max: number; players: number; need: string; five: number } };

export function combinationRefusal(problem: CombinationProblem): CombinationRefusal {
  switch (problem.code) {
    case "expansionsNotInEdition":
      // The expansions of the other edition: which edition they need.
      return { reason: problem.edition === "first" ? "comboSecond" : "comboFirst" };
    case "expansionTwice":
      return { reason: "comboTwice" };
    case "playerCount": {
      const need = problem.fiveNeed && problem.players > problem.max && problem.players <= MAX_PLAYERS ? problem.fiveNeed : "none";
      return { reason: "comboPlayers", values: { min: problem.min, max: problem.max, players: problem.players, need, five: MAX_PLAYERS } };
    }
  }
}
