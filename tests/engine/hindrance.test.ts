// Why a card offers no move on the viewer's turn (lib/engine/hindrance.ts): the reasons the table
// prints on the card agree with what legalMoves offers, in a hand-made position and along random games.
import { describe, expect, it } from "vitest";
import { legalMoves, newGame, viewFor, type CardId, type GameState } from "@/lib/engine";
import { applyMoveInPlace } from "@/lib/engine/apply";
import { hindrances } from "@/lib/engine/hindrance";
import { playRandomGame } from "@/lib/engine/random-game";
import { toAct } from "@/lib/engine/turn";
import { arrange, clearDisplay, game, give, lay, NAMES } from "./helpers";

function table(opts: { owned?: CardId[]; hand?: CardId[]; money: number; upper?: CardId[] }): GameState {
  return arrange(game({ players: 2 }), (s) => {
    clearDisplay(s);
    give(s, 0, opts.owned ?? []);
    give(s, 0, opts.hand ?? [], "hand");
    lay(s, "upper", opts.upper ?? []);
    s.phase = "building";
    s.turn = 0;
    s.players[0].money = opts.money;
  });
}

function why(s: GameState, card: CardId, source: "upper" | "lower" | "hand") {
  const me = viewFor(s, 0).players[0];
  const offered = legalMoves(s, 0)
    .filter(({ move }) => "card" in move && move.card === card && (source === "hand" ? move.type === "play" || move.type === "action" : "from" in move && move.from === source))
    .map(({ move }) => move.type);
  return hindrances({ ...me, money: me.money! }, card, source, offered, s.options.edition);
}

describe("hindrances", () => {
  it("a dear card says its price and the money; a full hand says it cannot take", () => {
    const s = table({ money: 13, hand: ["lumberjack", "author", "market"], upper: ["theater"] });
    expect(why(s, "theater", "upper")).toEqual([
      { kind: "dear", price: 20, money: 13 },
      { kind: "handFull", limit: 3 },
    ]);
  });

  it("a trading card with nothing of its colour to displace says so; with a target it is only dear", () => {
    expect(why(table({ money: 50, upper: ["bank"] }), "bank", "upper")).toEqual([{ kind: "noTarget", colour: "building" }]);
    expect(why(table({ money: 50, owned: ["market"], upper: ["bank"] }), "bank", "upper")).toEqual([]);
    expect(why(table({ money: 0, owned: ["market"], upper: ["bank"] }), "bank", "upper")).toEqual([{ kind: "dear", price: 8, money: 0 }]);
  });

  it("a card in hand too dear to play says so", () => {
    expect(why(table({ money: 3, hand: ["theater"] }), "theater", "hand")).toEqual([{ kind: "dear", price: 20, money: 3 }]);
    expect(why(table({ money: 30, hand: ["theater"] }), "theater", "hand")).toEqual([]);
  });

  it("along random games, a card of the rows or hand has a reason exactly for each move kind it lacks", () => {
    let checked = 0;
    for (const seed of ["w1", "w2"]) {
      const { options, setup, moves } = playRandomGame({ players: NAMES.slice(0, 3) }, seed);
      const state = newGame(options, setup);
      for (const move of moves) {
        const seat = toAct(state)[0];
        if (state.pending.length === 0 && seat !== undefined) {
          const me = viewFor(state, seat).players[seat];
          const legal = legalMoves(state, seat);
          for (const source of ["upper", "lower"] as const) {
            for (const card of new Set(source === "upper" ? state.upperRow : state.lowerRow)) {
              const offered = legal.filter(({ move: m }) => "card" in m && m.card === card && "from" in m && m.from === source).map(({ move: m }) => m.type);
              const reasons = hindrances({ ...me, money: me.money! }, card, source, offered, options.edition);
              if (offered.length === 0) expect(reasons.length, `${seed}: ${card}`).toBeGreaterThan(0);
              for (const r of reasons) expect(r.kind).not.toBe("notNow");
              checked++;
            }
          }
        }
        expect(applyMoveInPlace(state, move)).toBeNull();
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
