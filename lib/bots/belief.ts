// The bot's picture of the game, rebuilt from its seat's view alone: a full GameState the engine
// can play moves on, whose hidden parts (other hands, hidden money, pile order) are filled from
// public knowledge only, in a fixed order. Two states with the same view give the same belief,
// so nothing the seat may not see can reach a decision.
import { deckContents } from "@/lib/engine/catalogue";
import { phaseOrder, type Phase } from "@/lib/engine/phases";
import { RULES_VERSION, type GameState, type Token } from "@/lib/engine/state";
import type { CardId, GameView } from "@/lib/engine";
import type { Decision } from "@/lib/engine";

/** A card that stands for an unseen card in another hand: its identity never matters to the bot. */
const UNSEEN: CardId = "lumberjack";

/** What a hidden purse is taken to hold: only other seats' moves could depend on it, never the bot's value. */
const GUESSED_MONEY = 10;

export function beliefOf(view: GameView): GameState {
  const options = view.options;
  const phases = phaseOrder(options) as readonly Phase[];
  const contents = deckContents(phases, options.expansions, options.edition);
  const piles = {} as GameState["piles"];
  for (const pile of phases) {
    const shown = view.piles[pile];
    // With pile contents open the belief holds the right cards; otherwise any cards of that pile.
    const cards = shown.contents
      ? Object.entries(shown.contents).flatMap(([card, n]) => new Array<CardId>(n).fill(card as CardId))
      : contents[pile].slice().sort();
    piles[pile] = cards.slice(0, shown.size);
    while (piles[pile].length < shown.size) piles[pile].push(contents[pile][0]);
  }
  const tokens = {} as GameState["tokens"];
  for (const player of view.players) for (const token of player.tokens) (tokens as Record<Token, number>)[token] = player.seat;
  const pending: Decision[] = view.pendingDecision
    ? [{ ...withoutWords(view.pendingDecision), resume: "turn" } as Decision]
    : [];
  const seat = view.viewer ?? 0;
  return {
    rulesVersion: RULES_VERSION,
    options,
    phases,
    status: view.status,
    round: view.round,
    phase: view.phase,
    turn: view.pendingDecision ? seat : (view.toAct[0] ?? seat),
    passStreak: 0,
    piles,
    upperRow: view.upperRow.slice(),
    lowerRow: view.lowerRow.slice(),
    discardPile: view.discardPile.slice(),
    tokens,
    players: view.players.map((p) => ({
      seat: p.seat,
      name: p.name,
      money: p.money ?? GUESSED_MONEY,
      points: p.points,
      hand: p.hand ? p.hand.slice() : new Array<CardId>(p.handSize).fill(UNSEEN),
      playArea: p.playArea.map((c) => ({ ...c })),
      autoPass: p.autoPass,
      usesThisRound: {},
      guildHallRubles: 0,
      attachments: p.attachments.map((a) => ({ ...a })),
      symbolTokens: p.symbolTokens.map((t) => ({ ...t })),
    })),
    extraActions: view.actionsLeft,
    pending,
    lastRound: view.lastRound,
    final: view.final,
    winners: view.winners,
  };
}

function withoutWords(decision: NonNullable<GameView["pendingDecision"]>): NonNullable<GameView["pendingDecision"]> {
  return { ...decision };
}
