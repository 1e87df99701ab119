// Rule errors are data: a stable code (the API's), the precise reason and what the reason is
// about (card ids, numbers, phase names). The engine speaks no language: lib/words turns a reason
// into the reader's sentence, addressed to the player who tried the move or to the others.
export type RuleErrorCode =
  | "game-over"
  | "not-your-turn"
  | "wrong-step"
  | "wrong-phase"
  | "not-available"
  | "cannot-afford"
  | "hand-full"
  | "needs-target"
  | "bad-target"
  | "variant-off"
  | "not-owned"
  | "pile-too-small"
  | "too-many-points";

/** Every precise reason a move is refused; each has one sentence per language in lib/words. */
export const RULE_REASONS = [
  "gameOver", "notYourTurn", "notAwaited", "mustBuyFirstWorkerPhase", "nothingDrawn", "discardOnlyDrawn", "autoPassOff", "moveNotPossible",
  "notInHand", "notThere", "actionCardPlayed", "actionCardBought", "notTrading", "nothingToDisplace", "chooseDisplaced",
  "warehouseHeld", "cannotAfford", "targetNotInPlay", "targetIsTrading", "wrongColour", "wrongSymbol", "targetUsed", "handFull",
  "mustFirstSymbol", "symbolNotInSupply", "mustFirstUpkeep", "noUpkeepDue", "cannotPayUpkeep",
  "mustFirstDrawn", "drawnIsOther", "drawnMustKeep",
  "observatoryPhase", "observatoryUsed", "noObservatory", "noSuchPile", "pileTooSmall",
  "mustFirstTradingHouse", "noTradingHouse", "tradingHouseAfterScoring", "tradingHousePhase", "tradingHouseNeverDeclined",
  "tradingHouseUsed", "tradingHouseCannotAfford",
  "mustFirstPub", "pubCannotAfford", "pubMax", "noPub", "pubAfterScoring", "pubPhase", "pubUsed", "pubAtLeastOne", "pubMaxAtATime",
  "prisonPhase", "prisonUsed", "noPrison", "notInDiscard", "prisonNoAction",
  "awayNeedsCard", "awayNameCard", "blackMarketEmpty", "blackMarketNotThere", "blackMarketNameIt", "attachNoTarget",
  "attachChooseTarget", "pickpocketOnlyAsked", "notActionCard", "mustFirstPickpocket", "pickpocketDeclinePlain",
  "sycophantYucata", "sycophantPhase", "noSycophant",
  "mustFirstGuildHall", "noGuildHall", "guildHallAfterScoring", "guildHallPhase", "guildHallUsed",
] as const;
export type RuleReason = (typeof RULE_REASONS)[number];

/**
 * What a reason is about. By name: `card`, `target`, `other`, `czar` are card ids; `cards` card ids;
 * `symbol`/`symbols` market symbols; `phase`/`pile` phase names; `acting` player names; the rest numbers
 * or plain ids (`source`, `via`, `kind`, `move`, `ruling`).
 */
export type RuleParams = Readonly<Record<string, string | number | readonly string[]>>;

/** A reason and its parameters, as a decision rule gives them (e.g. mustFirstPub). */
export type Because = readonly [RuleReason, RuleParams];

export class RuleError {
  constructor(
    readonly code: RuleErrorCode,
    readonly reason: RuleReason,
    readonly params: RuleParams,
    /** The seat that tried the move, and its player's name (the sentence to the others names them). */
    readonly seat: number,
    readonly name: string,
    /** Card names follow the table's edition. */
    readonly edition: "first" | "second",
  ) {}

  /** For logs and thrown diagnostics only, never shown to a player: the code, reason and data. */
  get message(): string {
    return `${this.code}/${this.reason} ${JSON.stringify(this.params)}`;
  }
}

/**
 * A broken promise of the engine to itself (a card the catalogue lacks, a pile a set does not
 * have, a random game that never ends): a programmer's error, never a player's, so it has no
 * sentence in lib/words. Data like every engine answer: a code and what it is about.
 */
export type InvariantCode = "unknown-card" | "pile-missing" | "game-endless" | "legal-move-refused";

export class EngineInvariantError extends Error {
  constructor(
    readonly code: InvariantCode,
    readonly about: Record<string, string | number>,
  ) {
    super(`${code} ${JSON.stringify(about)}`);
    this.name = "EngineInvariantError";
  }
}
