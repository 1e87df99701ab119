// The log's words for New Society, built from the events a move reports (not from states).
import { describe, expect, it } from "vitest";
import { applyMove, type GameState, type Move } from "@/lib/engine";
import { describeAftermath, describeMove } from "@/lib/words/english";
import { arrange, clearDisplay, finishPhase, game, give, lay, passes } from "./helpers";

function said(s: GameState, m: Move): { text: string; aftermath: string[] } {
  const result = applyMove(s, m);
  if (!result.ok) throw new Error(result.error.message);
  return { text: describeMove(s, m, result.events), aftermath: describeAftermath(s, result.events) };
}

function building(owned: string[], variants = {}): GameState {
  return arrange(game({ players: 2, expansions: ["newSociety"], variants }), (s) => {
    clearDisplay(s);
    lay(s, "upper", ["market"]);
    give(s, 0, owned as never);
    s.phase = "building";
    s.turn = 0;
  });
}

describe("describing New Society moves", () => {
  it("the Guild Hall split and the Trading House after the building scoring", () => {
    let s = passes(building(["guild-hall", "trading-house"]), 1);
    const scored = said(s, { type: "pass", seat: 1 });
    expect(scored.aftermath).toEqual(["Building phase scored: nobody gains anything"]);
    s = passes(s, 1);
    const split = said(s, { type: "guildHall", seat: 0, rubles: 1 });
    expect(split.text).toBe("Alice took 1\u00a0ruble and 3\u00a0points from the Guild Hall");
    expect(split.aftermath).toEqual([]);
    s = arrange(s, () => undefined);
    const next = applyMove(s, { type: "guildHall", seat: 0, rubles: 1 });
    if (!next.ok) throw new Error(next.error.message);
    const used = said(next.state, { type: "tradingHouse", seat: 0, use: true });
    expect(used.text).toBe("Alice paid 3\u00a0rubles for 2\u00a0points at the Trading House");
    expect(used.aftermath).toEqual(["The aristocrat phase begins"]);
  });

  it("at the Yucata timing the split is a setting, paid by the scoring", () => {
    const s = building(["guild-hall"], { pubDuringBuildingPhase: true });
    expect(said(s, { type: "guildHall", seat: 0, rubles: 4 }).text).toBe("Alice set the Guild Hall to 4\u00a0rubles and 0\u00a0points");
    const scoredIn = passes(s, 1);
    expect(said(scoredIn, { type: "pass", seat: 1 }).aftermath[0]).toBe("Building phase scored: Alice +0\u00a0rubles, +4\u00a0points");
  });

  it("Sycophant upkeep counts in the aristocrat scoring; an unpaid one is announced", () => {
    const s = arrange(game({ players: 2, expansions: ["newSociety"] }), (x) => {
      give(x, 0, ["sycophant", "sycophant", "author"]);
      x.players[0].money = 0;
      x.phase = "aristocrat";
      x.turn = 0;
    });
    const last = said(passes(s, 1), { type: "pass", seat: 1 });
    expect(last.aftermath.slice(0, 2)).toEqual([
      "Alice cannot pay for a Sycophant: it is discarded",
      "Aristocrat phase scored: Alice +0\u00a0rubles, +0\u00a0points",
    ]);
  });

  it("five players: the disc holder's points are announced at the start of a round", () => {
    let s = game({ players: 5, expansions: ["newSociety"] });
    for (let i = 0; i < 3; i++) s = finishPhase(s);
    s = passes(s, 4);
    const lines = said(s, { type: "pass", seat: s.turn }).aftermath;
    expect(lines).toEqual(["Round 2 begins", "Boris holds the disc and scores 2\u00a0points"]);
  });
});
