// One guess at the hidden parts of a game, drawn with a seeded generator from what a seat's view
// shows (determinization, for the strong level's search): the cards it has not seen (the decks
// less every card in sight) are shuffled into the piles, each pile from the cards of its own
// deck, and the rest into the other players' hidden hands. Only the view and the generator are
// read, so two states with the same view give the same samples for the same seed.
import { deckContents } from "@/lib/engine/catalogue";
import type { Decision } from "@/lib/engine/decisions";
import { PHASES } from "@/lib/engine/phases";
import { PHASE_PLANS } from "@/lib/engine/round";
import type { Random } from "@/lib/engine/random";
import { shuffle } from "@/lib/engine/random";
import type { GameState } from "@/lib/engine/state";
import type { CardId, GameView } from "@/lib/engine";
import { beliefOf } from "./belief";

/**
 * How the game goes on once a decision is answered, by its kind (the view leaves it out): asked at
 * a phase's start, after a scoring, or inside a turn. The belief says "turn"; a play-out that goes
 * on past the answer needs the right one.
 */
const RESUME = new Map<string, Decision["resume"]>();
for (const phase of PHASES) {
  for (const entry of PHASE_PLANS[phase].atStart) RESUME.set(entry.kind, "phase");
  for (const entry of PHASE_PLANS[phase].afterScoring) RESUME.set(entry.kind, "scoring");
}

/** Every card the view shows: rows, discards, play areas, attachments, open hands, a drawn card. */
function cardsInSight(view: GameView): CardId[] {
  const seen: CardId[] = [...view.upperRow, ...view.lowerRow, ...view.discardPile];
  for (const p of view.players) {
    for (const c of p.playArea) seen.push(c.card);
    for (const a of p.attachments) seen.push(a.card);
    if (p.hand) seen.push(...p.hand);
  }
  if (view.drawn) seen.push(view.drawn.card);
  return seen;
}

/** The cards of each pile no seat has in sight, each pile's from its own deck. */
export function unseenByPile(view: GameView, phases: readonly string[]): Record<string, CardId[]> {
  const contents = deckContents(phases, view.options.expansions, view.options.edition);
  const seen = new Map<CardId, number>();
  for (const card of cardsInSight(view)) seen.set(card, (seen.get(card) ?? 0) + 1);
  const out: Record<string, CardId[]> = {};
  for (const pile of phases) {
    out[pile] = contents[pile].filter((card) => {
      const n = seen.get(card) ?? 0;
      if (n === 0) return true;
      seen.set(card, n - 1);
      return false;
    });
  }
  return out;
}

/** A full state consistent with `view`, its hidden parts drawn by `random`. */
export function sampleState(view: GameView, random: Random, base: GameState = beliefOf(view)): GameState {
  const state: GameState = { ...base, piles: { ...base.piles }, players: base.players.map((p) => ({ ...p, hand: p.hand.slice() })) };
  state.pending = base.pending.map((d) => ({ ...d, resume: RESUME.get(d.kind) ?? "turn" }) as Decision);
  const unseen = unseenByPile(view, state.phases);
  const spare: CardId[] = [];
  for (const pile of state.phases) {
    const shown = view.piles[pile];
    const size = shown.size;
    if (shown.contents) {
      // Open pile contents (a variant): the cards are known, only their order is drawn.
      state.piles[pile] = shuffle(state.piles[pile].slice(), random);
      continue;
    }
    const pool = shuffle(unseen[pile], random);
    // Fewer unseen cards than the pile holds cannot happen in a consistent view; keep the belief's then.
    state.piles[pile] = pool.length >= size ? pool.slice(0, size) : state.piles[pile].slice();
    spare.push(...pool.slice(size));
  }
  shuffle(spare, random);
  for (const p of state.players) {
    if (view.players[p.seat].hand !== null) continue;
    p.hand = p.hand.map((card) => spare.pop() ?? card);
  }
  return state;
}
