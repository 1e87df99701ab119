// The engine's broken promises to itself are data too (a code and what it is about), never
// English: lib/words has no sentence for them because no player can cause them.
import { describe, expect, it } from "vitest";
import { cardDef, EngineInvariantError, type CardId } from "@/lib/engine";
import { playRandomGame } from "@/lib/engine/random-game";

describe("engine invariants", () => {
  it("name an unknown card by code and id", () => {
    let thrown: unknown;
    try {
      cardDef("no-such-card" as CardId);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(EngineInvariantError);
    expect(thrown).toMatchObject({ code: "unknown-card", about: { card: "no-such-card" } });
  });

  it("say a random game that outran its move budget is endless, with its seed", () => {
    expect(() => playRandomGame({ players: ["A", "B"] }, "invariant-seed", 5)).toThrow(
      expect.objectContaining({ code: "game-endless", about: { seed: "invariant-seed", moves: 5 } }),
    );
  });
});
