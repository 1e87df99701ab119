// Turn order and the run of a round: who acts next, the end of a phase's actions, scoring,
// refilling the display, the end of a round and of the game.
import { PUB, PUB_RUBLES_PER_POINT } from "./abilities";
import type { CardId } from "./catalogue";
import { RULES } from "./catalogue";
import type { Phase } from "./phases";
import { finalScore, scorePhase, winners } from "./scoring";
import type { GameState, PlayerState } from "./state";

export function pubCount(player: PlayerState): number {
  let n = 0;
  for (const played of player.playArea) if (played.card === PUB) n++;
  return n;
}

function startPhase(state: GameState, phase: Phase): void {
  state.phase = phase;
  state.step = "actions";
  state.passStreak = 0;
  state.turn = state.tokens[phase];
  for (const player of state.players) player.autoPass = false;
}

/** After a non-pass action: the streak of passes is broken and the next seat acts. */
export function afterAction(state: GameState): void {
  state.passStreak = 0;
  nextTurn(state);
}

export function afterPass(state: GameState): void {
  state.passStreak++;
  if (state.passStreak >= state.players.length) endActions(state);
  else nextTurn(state);
}

/** Clockwise to the next seat; seats on "pass until the end of this phase" pass by themselves. */
function nextTurn(state: GameState): void {
  const seats = state.players.length;
  state.turn = (state.turn + 1) % seats;
  while (state.players[state.turn].autoPass) {
    state.passStreak++;
    if (state.passStreak >= seats) {
      endActions(state);
      return;
    }
    state.turn = (state.turn + 1) % seats;
  }
}

function endActions(state: GameState): void {
  scorePhase(state, state.phase);
  if (state.phase === "building" && !state.options.variants.pubDuringBuildingPhase) {
    // Ruling R2: after the building scoring each Pub owner, from the building start player on,
    // decides how many points to buy. Someone with under 2 rubles has nothing to decide.
    const seats = state.players.length;
    state.pubQueue = [];
    for (let i = 0; i < seats; i++) {
      const player = state.players[(state.tokens.building + i) % seats];
      if (pubCount(player) > 0 && player.money >= PUB_RUBLES_PER_POINT) state.pubQueue.push(player.seat);
    }
    if (state.pubQueue.length > 0) {
      state.step = "pub";
      return;
    }
  }
  afterScoring(state);
}

/** Called when the last Pub decision of a building phase is made. */
export function afterScoring(state: GameState): void {
  const index = state.phases.indexOf(state.phase);
  if (index === state.phases.length - 1) {
    endRound(state);
    return;
  }
  const next = state.phases[index + 1];
  refill(state, next);
  startPhase(state, next);
}

/** Lays out cards of `pile` in the upper row until both rows hold 8; the last card ends the game (R8). */
function refill(state: GameState, pile: Phase): void {
  const source = state.piles[pile];
  const wanted = RULES.displaySize.default - state.upperRow.length - state.lowerRow.length;
  if (wanted <= 0 || source.length === 0) return;
  const laidOut: CardId[] = source.splice(0, wanted);
  state.upperRow.push(...laidOut);
  if (source.length === 0) state.lastRound = true;
}

function endRound(state: GameState): void {
  if (state.lastRound) {
    finishGame(state);
    return;
  }
  state.discardPile.push(...state.lowerRow);
  state.lowerRow = state.upperRow;
  state.upperRow = [];
  const seats = state.players.length;
  for (const phase of state.phases) state.tokens[phase] = (state.tokens[phase] + 1) % seats;
  for (const player of state.players) {
    player.pubUses = 0;
    if (player.playArea.some((p) => p.faceDown)) {
      player.playArea = player.playArea.map((p) => (p.faceDown ? { card: p.card, faceDown: false } : p));
    }
  }
  state.round++;
  // The worker refill belongs to the new round: emptying the worker pile here means one more round.
  refill(state, state.phases[0]);
  startPhase(state, state.phases[0]);
}

function finishGame(state: GameState): void {
  state.status = "finished";
  state.step = "actions";
  state.final = state.players.map(finalScore);
  state.winners = winners(state, state.final);
}
