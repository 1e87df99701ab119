// Properties checked at every step of random games (fewer games than games-*.property, more
// work per step):
// - every move legalMoves offers is accepted by applyMove;
// - random moves (any type, seat, card, row, pile, target): accepted exactly when legalMoves
//   offers them; a refused one leaves the state unchanged;
// - viewFor(state, seat) does not depend on the order of any pile, nor (without openHands /
//   openMoney, before the end) on other seats' hands or money; piles are sizes and grouped
//   contents only, never arrays.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allCardIds, applyMove, legalMoves, newGame, PHASES, toAct, viewFor, type CardId, type GameState, type Move } from "@/lib/engine";
import { drawnOf } from "@/lib/engine/decisions";
import { seededRandom, type Random } from "@/lib/engine/random";
import { playRandomGame } from "@/lib/engine/random-game";
import { cloneState } from "@/lib/engine/state";
import { variantsArb } from "./games.property";
import { fcParams, NAMES } from "./helpers";

const CARDS = allCardIds();
const pick = <T,>(items: readonly T[], r: Random): T => items[r.below(items.length)];

/** A random move, mostly plausible (seat to act, cards on the table) but often wrong. */
function randomMove(state: GameState, r: Random): Move {
  const seats = state.players.length;
  const seat = r.below(5) === 0 ? r.below(seats) : (toAct(state)[0] ?? 0);
  const player = state.players[seat];
  const near = [...state.upperRow, ...state.lowerRow, ...player.hand, ...(drawnOf(state) ? [drawnOf(state)!.card] : [])];
  const card: CardId = near.length && r.below(4) !== 0 ? pick(near, r) : pick(CARDS, r);
  const targets = player.playArea.map((p) => p.card);
  const displace = r.below(2) === 0 ? undefined : targets.length && r.below(4) !== 0 ? pick(targets, r) : pick(CARDS, r);
  const from = pick(["upper", "lower", "drawn"] as const, r);
  switch (r.below(7)) {
    case 0:
      return displace ? { type: "buy", seat, card, from, displace } : { type: "buy", seat, card, from };
    case 1:
      return { type: "take", seat, card, from };
    case 2:
      return displace ? { type: "play", seat, card, displace } : { type: "play", seat, card };
    case 3:
      return r.below(2) ? { type: "pass", seat } : { type: "pass", seat, untilPhaseEnd: true };
    case 4:
      return { type: "discard", seat, card };
    case 5:
      return { type: "observatory", seat, pile: pick(PHASES, r) };
    default:
      return { type: "pub", seat, points: r.below(11) };
  }
}

const key = (m: Move) => JSON.stringify(m, Object.keys(m).sort());

/** Same state with every pile in another order. */
function reorderedPiles(state: GameState): GameState {
  const s = cloneState(state);
  for (const pile of s.phases) s.piles[pile] = s.piles[pile].slice().reverse();
  for (const pile of s.phases) if (s.piles[pile].length > 1) s.piles[pile].push(s.piles[pile].shift() as CardId);
  return s;
}

/** Same state with the hands and money of every seat but `viewer` replaced. */
function othersChanged(state: GameState, viewer: number | null): GameState {
  const s = cloneState(state);
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    p.hand = p.hand.map((c) => (c === "czar" ? "pub" : "czar"));
    p.money += 17;
  }
  return s;
}

function checkViews(state: GameState): void {
  const { openHands, openMoney } = state.options.variants;
  const over = state.status === "finished";
  const reordered = reorderedPiles(state);
  for (const viewer of [null, ...state.players.map((p) => p.seat)]) {
    const view = viewFor(state, viewer);
    const text = JSON.stringify(view);
    expect(text).toBe(JSON.stringify(viewFor(reordered, viewer)));
    for (const pile of state.phases) {
      const shown = view.piles[pile];
      expect(Object.keys(shown).sort()).toEqual(["contents", "size"]);
      expect(shown.size).toBe(state.piles[pile].length);
      expect(Array.isArray(shown.contents)).toBe(false);
    }
    if (!openHands && !openMoney && !over) {
      expect(text).toBe(JSON.stringify(viewFor(othersChanged(state, viewer), viewer)));
    }
    for (const p of view.players) {
      if (p.seat === viewer || over) continue;
      if (!openHands) expect(p.hand).toBeNull();
      if (!openMoney) expect(p.money).toBeNull();
    }
  }
}

function checkGame(players: number, seed: string, variants: Parameters<typeof playRandomGame>[0]["variants"], probes: number): void {
  const game = playRandomGame({ players: NAMES.slice(0, players), variants }, seed);
  const r = seededRandom(`${seed}/probes`);
  // Walk the game again from its start, checking each position on the way.
  let current = newGame(game.options, game.setup);
  for (let i = 0; i <= game.moves.length; i++) {
    const legal = legalMoves(current, toAct(current)[0] ?? 0).map((l) => l.move);
    for (const m of legal) {
      const result = applyMove(current, m);
      if (!result.ok) throw new Error(`legal move ${key(m)} refused at step ${i}: ${result.error.message}`);
    }
    const offered = new Set(legal.map(key));
    const before = JSON.stringify(current);
    for (let k = 0; k < probes; k++) {
      const m = randomMove(current, r);
      const normal: Move = m.type === "pass" && !m.untilPhaseEnd ? { type: "pass", seat: m.seat } : m;
      const result = applyMove(current, m);
      if (result.ok !== offered.has(key(normal))) {
        throw new Error(`step ${i}: ${key(m)} ${result.ok ? "accepted but not offered by legalMoves" : `refused (${result.error.message}) though offered`}`);
      }
    }
    if (JSON.stringify(current) !== before) throw new Error(`step ${i}: a probed move changed its input state`);
    if (i % 5 === 0 || i === game.moves.length) checkViews(current);
    if (i === game.moves.length) break;
    const next = applyMove(current, game.moves[i]);
    if (!next.ok) throw new Error(`recorded move ${i} refused: ${next.error.message}`);
    current = next.state;
  }
  expect(current).toEqual(game.state);
}

describe("legal moves, refused moves and views, at every step of random games", () => {
  it.each([2, 3, 4])("%i players: 20 games", (players) => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), variantsArb, (seed, variants) => checkGame(players, seed, variants, 6)),
      fcParams(20),
    );
  }, 120_000);
});
