// Every illegal move is refused with ok:false, a code and a plain-words reason, and leaves the
// state it was tried on exactly as it was (reject() compares with a deep snapshot).
import { describe, expect, it } from "vitest";
import { applyMove, MoveSchema, type CardId, type GameState, type Move } from "@/lib/engine";
import { arrange, clearDisplay, game, give, lay, passes, reject } from "./helpers";

/** Building phase, Alice (seat 0) to act with `money` rubles, `owned` in play, `hand` in hand. */
function table(opts: { owned?: CardId[]; hand?: CardId[]; money?: number; upper?: CardId[]; lower?: CardId[] } = {}): GameState {
  return arrange(game({ players: 2 }), (s) => {
    clearDisplay(s);
    give(s, 0, opts.owned ?? []);
    give(s, 0, opts.hand ?? [], "hand");
    lay(s, "upper", opts.upper ?? ["market", "bank", "wharf", "harbor", "author"]);
    lay(s, "lower", opts.lower ?? ["theater", "lumberjack"]);
    s.players[0].money = opts.money ?? 25;
    s.phase = "building";
    s.turn = 0;
  });
}

interface Case {
  name: string;
  state: () => GameState;
  move: Move;
  code: string;
  message: string;
  toPlayer?: string;
}

const cases: Case[] = [
  {
    name: "out of turn",
    state: () => table(),
    move: { type: "buy", seat: 1, card: "market", from: "upper" },
    code: "not-your-turn",
    message: "It is not Boris's turn: Alice is to act.",
    toPlayer: "It is not your turn: Alice is to act.",
  },
  {
    name: "a seat that is not at the table",
    state: () => table(),
    move: { type: "pass", seat: 3 },
    code: "not-your-turn",
    message: "It is not seat 3's turn: Alice is to act.",
  },
  {
    name: "unaffordable, from the lower row (the record format's example)",
    state: () => table({ money: 11 }),
    move: { type: "buy", seat: 0, card: "theater", from: "lower" },
    code: "cannot-afford",
    message: "Alice cannot afford the Theater: it costs 19 rubles and Alice has 11.",
    toPlayer: "You cannot afford the Theater: it costs 19 rubles and you have 11.",
  },
  {
    name: "unaffordable, from hand",
    state: () => table({ hand: ["library"], money: 16 }),
    move: { type: "play", seat: 0, card: "library" },
    code: "cannot-afford",
    message: "Alice cannot afford the Library: it costs 17 rubles and Alice has 16.",
  },
  {
    name: "unaffordable trading card",
    state: () => table({ owned: ["market"], money: 7 }),
    move: { type: "buy", seat: 0, card: "bank", from: "upper", displace: "market" },
    code: "cannot-afford",
    message: "Alice cannot afford the Bank: it costs 8 rubles and Alice has 7.",
  },
  {
    name: "full hand",
    state: () => table({ hand: ["library", "judge", "pub"] }),
    move: { type: "take", seat: 0, card: "market", from: "upper" },
    code: "hand-full",
    message: "Alice's hand is full: Alice holds 3 cards and the limit is 3.",
    toPlayer: "Your hand is full: you hold 3 cards and the limit is 3.",
  },
  {
    name: "trading card with no target in play",
    state: () => table({ owned: ["lumberjack", "author"] }),
    move: { type: "buy", seat: 0, card: "bank", from: "upper" },
    code: "needs-target",
    message: "The Bank is a trading card and Alice has no card in play it could displace.",
    toPlayer: "The Bank is a trading card and you have no card in play it could displace.",
  },
  {
    name: "trading card without naming its target",
    state: () => table({ owned: ["market", "pub"] }),
    move: { type: "buy", seat: 0, card: "bank", from: "upper" },
    code: "needs-target",
    message: "The Bank is a trading card: choose the card it displaces (Market, Pub).",
  },
  {
    name: "trading card played from hand without a target",
    state: () => table({ hand: ["wharf"], owned: ["lumberjack"] }),
    move: { type: "play", seat: 0, card: "wharf" },
    code: "needs-target",
    message: "The Wharf is a trading card and Alice has no card in play it could displace.",
  },
  {
    name: "target not in play",
    state: () => table({ owned: ["market"] }),
    move: { type: "buy", seat: 0, card: "bank", from: "upper", displace: "library" },
    code: "bad-target",
    message: "Alice has no Library in play for the Bank to displace.",
  },
  {
    name: "target of another colour",
    state: () => table({ owned: ["market", "author"] }),
    move: { type: "buy", seat: 0, card: "bank", from: "upper", displace: "author" },
    code: "bad-target",
    message: "The Bank must displace a card of its own colour (a building), not the Author.",
  },
  {
    name: "green trading card over a worker with another symbol",
    state: () => table({ owned: ["lumberjack", "ship-builder"] }),
    move: { type: "buy", seat: 0, card: "wharf", from: "upper", displace: "lumberjack" },
    code: "bad-target",
    message: "The Wharf can only displace a worker with its own symbol (or the Czar and Carpenter), not the Lumberjack.",
  },
  {
    name: "a trading card as the target",
    state: () => table({ owned: ["peterhof", "market"] }),
    move: { type: "buy", seat: 0, card: "harbor", from: "upper", displace: "peterhof" },
    code: "bad-target",
    message: "The Peterhof is a trading card: a trading card can never be displaced.",
  },
  {
    name: "a target for a card that is not a trading card",
    state: () => table({ owned: ["market"] }),
    move: { type: "buy", seat: 0, card: "market", from: "upper", displace: "market" },
    code: "bad-target",
    message: "The Market is not a trading card: it displaces nothing.",
  },
  {
    name: "buying a card the upper row lacks",
    state: () => table(),
    move: { type: "buy", seat: 0, card: "theater", from: "upper" },
    code: "not-available",
    message: "There is no Theater in the upper row.",
  },
  {
    name: "taking a card the lower row lacks",
    state: () => table(),
    move: { type: "take", seat: 0, card: "market", from: "lower" },
    code: "not-available",
    message: "There is no Market in the lower row.",
  },
  {
    name: "playing a card not in hand",
    state: () => table({ hand: ["judge"] }),
    move: { type: "play", seat: 0, card: "library" },
    code: "not-available",
    message: "Alice has no Library in hand.",
    toPlayer: "You have no Library in hand.",
  },
  {
    name: "buying a drawn card when nothing was drawn",
    state: () => table(),
    move: { type: "buy", seat: 0, card: "library", from: "drawn" },
    code: "not-available",
    message: "No card has been drawn with an Observatory.",
  },
  {
    name: "discarding without a drawn card",
    state: () => table(),
    move: { type: "discard", seat: 0, card: "market" },
    code: "wrong-step",
    message: "Only a card drawn with an Observatory can be discarded.",
  },
  {
    name: "Observatory on a pile's last card",
    state: () => arrange(table({ owned: ["observatory"] }), (s) => s.discardPile.push(...s.piles.aristocrat.splice(1))),
    move: { type: "observatory", seat: 0, pile: "aristocrat" },
    code: "pile-too-small",
    message: "The aristocrat pile has only 1 card left: the Observatory cannot draw a pile's last card.",
  },
  {
    name: "Observatory outside the building phase",
    state: () => arrange(table({ owned: ["observatory"] }), (s) => (s.phase = "trading")),
    move: { type: "observatory", seat: 0, pile: "building" },
    code: "wrong-phase",
    message: "The Observatory can only be used in the building phase, and this is the trading phase.",
  },
  {
    name: "Observatory already used",
    state: () => arrange(table(), (s) => s.players[0].playArea.push({ card: "observatory", faceDown: true })),
    move: { type: "observatory", seat: 0, pile: "building" },
    code: "not-owned",
    message: "Alice has already used the Observatory this round.",
    toPlayer: "You have already used the Observatory this round.",
  },
  {
    name: "Observatory without one",
    state: () => table(),
    move: { type: "observatory", seat: 0, pile: "building" },
    code: "not-owned",
    message: "Alice has no Observatory.",
  },
  {
    name: "Pub without one",
    state: () => table(),
    move: { type: "pub", seat: 0, points: 1 },
    code: "not-owned",
    message: "Alice has no Pub.",
  },
  {
    name: "Pub during the actions at a table with the default timing",
    state: () => table({ owned: ["pub"] }),
    move: { type: "pub", seat: 0, points: 1 },
    code: "wrong-step",
    message: "At this table the Pub is used right after the building scoring.",
  },
  {
    name: "pass until the end of the phase without the variant",
    state: () => table(),
    move: { type: "pass", seat: 0, untilPhaseEnd: true },
    code: "variant-off",
    message: "Passing until the end of the phase is not allowed at this table.",
  },
];

describe("illegal moves are refused with their reason and change nothing", () => {
  it.each(cases)("$name", (c) => {
    const error = reject(c.state(), c.move);
    expect(error.code).toBe(c.code);
    expect(error.message).toBe(c.message);
    if (c.toPlayer) expect(error.messageToPlayer).toBe(c.toPlayer);
  });

  it("any move once the game is over", () => {
    const s = arrange(table(), (x) => {
      x.phase = "trading";
      x.turn = x.tokens.trading;
      x.lastRound = true;
    });
    const over = passes(s, 2);
    expect(over.status).toBe("finished");
    for (const m of [{ type: "pass", seat: 0 }, { type: "buy", seat: 1, card: "market", from: "upper" }] as Move[]) {
      const error = reject(over, m);
      expect([error.code, error.message]).toEqual(["game-over", "The game is over."]);
    }
  });

  it("a refused move returns no state at all", () => {
    const result = applyMove(table(), { type: "pass", seat: 1 });
    expect(result).toEqual({ ok: false, error: expect.objectContaining({ code: "not-your-turn" }) });
    expect("state" in result).toBe(false);
  });
});

describe("MoveSchema", () => {
  it("accepts the moves of the record format", () => {
    for (const m of [
      { type: "buy", seat: 0, card: "lumberjack", from: "upper" },
      { type: "buy", seat: 1, card: "bank", from: "lower", displace: "market" },
      { type: "take", seat: 2, card: "library", from: "drawn" },
      { type: "play", seat: 3, card: "wharf", displace: "ship-builder" },
      { type: "pass", seat: 0 },
      { type: "pass", seat: 0, untilPhaseEnd: true },
      { type: "discard", seat: 0, card: "czar" },
      { type: "observatory", seat: 0, pile: "trading" },
      { type: "pub", seat: 0, points: 0 },
    ]) {
      expect(MoveSchema.safeParse(m).success, JSON.stringify(m)).toBe(true);
    }
  });

  it("refuses malformed moves", () => {
    for (const m of [
      { type: "buy", seat: 0, card: "unicorn", from: "upper" },
      { type: "buy", seat: 0, card: "market" },
      { type: "buy", seat: 0, card: "market", from: "middle" },
      { type: "fly", seat: 0 },
      { type: "pass" },
      { type: "pass", seat: -1 },
      { type: "pass", seat: 1.5 },
      { type: "observatory", seat: 0, pile: "sack" },
      { type: "pub", seat: 0, points: 11 },
      { type: "pub", seat: 0, points: -1 },
      { type: "take", seat: 0, card: "ship-builder", from: "hand" },
    ]) {
      expect(MoveSchema.safeParse(m).success, JSON.stringify(m)).toBe(false);
    }
  });
});
