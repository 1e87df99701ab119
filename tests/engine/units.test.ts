// The engine's units and the round as data: every decision and turn move has one rule, gathered
// from the units in the order the rules and the table rely on (R26 after the building scoring, the
// legal moves' list), each phase's plan names what happens in it, and the numbers of the rules in
// rules.ts agree with the reference's card texts.
import { describe, expect, it } from "vitest";
import { DecisionSchema, MoveSchema, PHASES } from "@/lib/engine";
import { MARKET } from "@/lib/engine/catalogue";
import { AFTER_SCORING, DECISION_RULES, TURN_MOVE_RULES, TURN_MOVES, UNITS } from "@/lib/engine/expansions";
import { PHASE_PLANS, ROUND_END, ROUND_START } from "@/lib/engine/round";
import {
  CARD_RULES,
  COLOUR_DISCOUNT,
  COLOUR_DISCOUNTS,
  COUNTING_ABILITIES,
  displaySize,
  EXPANSIONS,
  EXPANSIONS_OF,
  fiveSeatExpansion,
  phasesOf,
  TABLE_RULES,
  tokensPerSeat,
  VALUE_TILES,
} from "@/lib/engine/rules";
import { ABILITIES_EN } from "@/lib/words/abilities.generated";

const kindsOf = (schema: { options: readonly { shape: Record<string, { value?: unknown }> }[] }, field: string) =>
  schema.options.map((o) => (o.shape[field] as unknown as { value: string }).value);

describe("the registry of units", () => {
  it("has the base game, each expansion and the second edition, once each", () => {
    expect(UNITS.map((u) => u.name)).toEqual(["base", "newSociety", "banquet", "secondEdition", "market"]);
  });

  it("gives every decision kind of the schema exactly one rule, declared by one unit", () => {
    const declared = UNITS.flatMap((u) => (u.decisions ?? []).map((rule) => rule.kind));
    expect([...declared].sort()).toEqual([...kindsOf(DecisionSchema as never, "kind")].sort());
    for (const [kind, rule] of Object.entries(DECISION_RULES)) expect(rule.kind).toBe(kind);
  });

  it("has a rule for every move the core does not judge itself, and no turn move twice", () => {
    const core = ["buy", "take", "play", "pass", "discard"];
    const answers = new Set(Object.values(DECISION_RULES).flatMap((rule) => rule.answers));
    for (const type of kindsOf(MoveSchema as never, "type")) {
      if (core.includes(type)) continue;
      expect(type in TURN_MOVES || answers.has(type as never), type).toBe(true);
    }
    const types = TURN_MOVE_RULES.map((rule) => rule.type);
    expect(new Set(types).size).toBe(types.length);
  });

  it("lists the cards' turn moves in the order legalMoves has always offered them", () => {
    expect(TURN_MOVE_RULES.map((rule) => rule.type)).toEqual(["observatory", "debtorsPrison", "pub", "tradingHouse", "guildHall", "releaseSycophant", "action"]);
    expect(Object.keys(TURN_MOVES)).toEqual(TURN_MOVE_RULES.map((rule) => rule.type));
  });

  it("asks after the building scoring the Guild Hall, then the Trading House, then the Pub (R26); the upkeep after the market scoring (R39)", () => {
    expect(AFTER_SCORING.map((e) => [e.phase, e.kind])).toEqual([
      ["building", "guildHall"],
      ["building", "tradingHouse"],
      ["building", "pub"],
      ["market", "upkeep"],
    ]);
  });

  it("points each expansion's unit at its table rules, and every expansion has a unit", () => {
    for (const expansion of EXPANSIONS) {
      const unit = UNITS.find((u) => u.name === expansion);
      expect(unit?.table, expansion).toBe(TABLE_RULES[expansion]);
    }
  });
});

describe("the round as data", () => {
  it("has a plan for every phase: the colour it scores and what is asked around its scoring", () => {
    expect(Object.keys(PHASE_PLANS).sort()).toEqual([...PHASES].sort());
    expect(PHASES.map((phase) => [phase, PHASE_PLANS[phase].scores ?? null])).toEqual([
      ["worker", "worker"],
      ["market", "market"],
      ["building", "building"],
      ["aristocrat", "aristocrat"],
      ["trading", null],
    ]);
    for (const phase of PHASES) {
      expect(PHASE_PLANS[phase].atStart.map((e) => e.kind)).toEqual(["pickpocket"]);
      expect(PHASE_PLANS[phase].afterScoring.every((e) => e.phase === phase)).toBe(true);
      expect(PHASE_PLANS[phase].afterDecisions.every((e) => e.phase === phase)).toBe(true);
    }
    expect(PHASE_PLANS.building.afterScoring.map((e) => e.kind)).toEqual(["guildHall", "tradingHouse", "pub"]);
    expect(PHASE_PLANS.market.afterDecisions).toHaveLength(1);
    expect(PHASE_PLANS.trading.afterScoring).toEqual([]);
  });

  it("ends a round with its steps and begins the next with the base game's and then the units'", () => {
    expect(ROUND_END).toHaveLength(3);
    // Round count, the worker lay-out, the announcement, then New Society's disc (R24).
    expect(ROUND_START).toHaveLength(4);
  });
});

describe("the numbers of the rules (rules.ts)", () => {
  it("take the Market's known value tiles from the reference and fill the stack with R16's", () => {
    expect(VALUE_TILES).toHaveLength(MARKET.valueTiles.count);
    for (const [first, second] of MARKET.valueTiles.known) expect(VALUE_TILES).toContainEqual([first, second]);
    expect(VALUE_TILES.map(([first]) => first)).toEqual([...VALUE_TILES.map(([first]) => first)].sort((a, b) => a - b));
  });

  it("change the table with each expansion: display, phases, tokens, the fifth seat (R23–R25)", () => {
    expect(displaySize({ expansions: [] })).toBe(8);
    expect(displaySize({ expansions: ["market"] })).toBe(10);
    expect(displaySize({ expansions: ["newSociety", "banquet"] })).toBe(8);
    expect(phasesOf({ expansions: ["market"] })).toEqual(["worker", "market", "building", "aristocrat", "trading"]);
    expect(phasesOf({ expansions: ["newSociety"] })).toEqual(["worker", "building", "aristocrat", "trading"]);
    expect(tokensPerSeat(3, ["market"])).toEqual([1, 2, 2]);
    expect(tokensPerSeat(3)).toEqual([2, 1, 1]);
    expect(tokensPerSeat(5, ["newSociety"])).toEqual([1, 1, 1, 1, 1]);
    expect(EXPANSIONS_OF).toEqual({ first: ["newSociety", "banquet"], second: ["market"] });
    expect([fiveSeatExpansion("first"), fiveSeatExpansion("second")]).toEqual(["newSociety", "market"]);
  });

  it("agree with the reference's texts of the cards that are rule modules", () => {
    const { pub, observatory, tradingHouse, guildHall, sycophant, goldenDonkey } = CARD_RULES;
    expect(ABILITIES_EN["base/pub"]).toContain(`up to ${pub.pointsPerPub} VP at ${pub.rublesPerPoint} rubles each`);
    expect(ABILITIES_EN["base/observatory"]).toContain(`at least ${observatory.pileAtLeast} cards`);
    expect(ABILITIES_EN["newSociety/trading-house"]).toContain(`pay ${tradingHouse.rubles} rubles for ${tradingHouse.points} VP`);
    expect(ABILITIES_EN["newSociety/guild-hall"]).toContain(`takes ${guildHall.total} in any split`);
    expect(ABILITIES_EN["newSociety/sycophant"]).toContain(`pay ${sycophant.upkeep} ruble per Sycophant`);
    expect(ABILITIES_EN["banquet/golden-donkey"]).toContain(`take ${goldenDonkey.rubles} rubles`);
    expect(ABILITIES_EN["banquet/double-turn"]).toContain(`take ${["zero", "one", "two", "three"][CARD_RULES.doubleTurn.actions]} more actions`);
    expect(ABILITIES_EN["banquet/banquet"]).toContain("doubled");
  });

  it("agree with the reference's texts of the counting cards and the colour discounts", () => {
    const sets = ["base", "newSociety", "secondEdition"];
    for (const [card, ability] of Object.entries(COUNTING_ABILITIES)) {
      const text = sets.map((set) => ABILITIES_EN[`${set}/${card}`]).find(Boolean) ?? "";
      const unit = ability!.gain === "points" ? "VP" : "ruble";
      expect(text, card).toContain(`${ability!.per} ${unit} per`);
    }
    for (const card of Object.keys(COLOUR_DISCOUNTS)) {
      const text = ["base", "newSociety", "banquet"].map((set) => ABILITIES_EN[`${set}/${card}`]).find(Boolean) ?? "";
      expect(text, card).toContain(`${COLOUR_DISCOUNT} ruble less`);
    }
  });
});
