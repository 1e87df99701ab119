// Rule errors say in plain words why a move is not allowed, to the player and to the others.
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

/** How a sentence names the player it is about: "Alice has" or "you have". */
export interface Who {
  /** "Alice" / "You" at the start of a sentence. */
  Subject: string;
  /** "Alice" / "you" inside a sentence. */
  subject: string;
  /** "Alice's" / "your". */
  possessive: string;
  has: string;
  is: string;
  /** "owns" / "own", "holds" / "hold": third-person verbs gain an s. */
  s: string;
}

export function third(name: string): Who {
  return { Subject: name, subject: name, possessive: `${name}'s`, has: "has", is: "is", s: "s" };
}

export const YOU: Who = { Subject: "You", subject: "you", possessive: "your", has: "have", is: "are", s: "" };

export class RuleError {
  readonly message: string;
  /** The same reason addressed to the player who tried the move. */
  readonly messageToPlayer: string;
  constructor(
    readonly code: RuleErrorCode,
    sentence: (who: Who) => string,
    name: string,
  ) {
    this.message = sentence(third(name));
    this.messageToPlayer = sentence(YOU);
  }
}
