// Replay steps: a running game is replayed only as the viewer could see it at each step (their
// own hand and money, never another's, never the piles); a finished one shows everything.
import { describe, expect, it, vi } from "vitest";
import { allCardIds, viewFor, type GameState, type GameView } from "@/lib/engine";
import * as stepRoute from "@/app/games/[id]/replay/step/route";
import { signInAs } from "../games/auth-mock";
import { insertGame, makeUser, type TestUser } from "./helpers";
import type { WireJson } from "../wire";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const CARDS = new Set<string>(allCardIds());

async function step(id: string, move: number | string, as: TestUser | null): Promise<{ status: number; body: WireJson }> {
  signInAs(as);
  const response = await stepRoute.GET(new Request(`http://localhost/games/${id}/replay/step?move=${move}`), { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

/** Every card id anywhere in `value` (object keys too: pile contents are keyed by card). */
function cardsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (CARDS.has(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsIn(v, out);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      if (CARDS.has(k)) out.push(k);
      cardsIn(v, out);
    }
  }
  return out;
}

/** What a seat (or a spectator) may see in `state`: rows, discards, play areas, the drawn card, its own hand. */
function visibleCards(state: GameState, seat: number | null): Set<string> {
  const seen = new Set<string>([...state.upperRow, ...state.lowerRow, ...state.discardPile]);
  for (const p of state.players) for (const played of p.playArea) seen.add(played.card);
  for (const d of state.pending) if (d.kind === "drawn") seen.add(d.card);
  if (seat !== null) for (const card of state.players[seat].hand) seen.add(card);
  return seen;
}

describe("replay", () => {
  it("of a running game never shows what the viewer could not see at that step", { timeout: 180_000 }, async () => {
    const users = await Promise.all([makeUser("rp"), makeUser("rp"), makeUser("rp")]);
    const outsider = await makeUser("rp-out");
    const game = await insertGame(users, { seed: `replay-running-${users[0].id}`, stopAfter: 70, timeoutRate: 0.03 });
    expect(game.final.status).toBe("active");
    const last = game.states.length - 1;
    const viewers: [TestUser | null, number | null][] = [...game.bySeat.map((u, seat): [TestUser, number] => [u, seat]), [outsider, null], [null, null]];
    let hiddenHands = 0;
    for (let k = 0; k <= last; k++) {
      const state = game.states[k];
      for (const [user, seat] of viewers) {
        const { status, body } = await step(game.id, k, user);
        expect(status).toBe(200);
        expect(body.move).toBe(k);
        expect(body.last).toBe(last);
        const view = body.view as GameView;
        // Exactly the view the seat had at that step.
        expect(view).toEqual(JSON.parse(JSON.stringify(viewFor(state, seat))));
        for (const p of view.players) {
          if (p.seat === seat) {
            expect(p.hand).toEqual([...state.players[p.seat].hand].sort());
            expect(p.money).toBe(state.players[p.seat].money);
          } else {
            expect(p.hand).toBeNull();
            expect(p.money).toBeNull();
            if (state.players[p.seat].hand.length > 0) hiddenHands++;
          }
        }
        for (const pile of Object.values(view.piles)) expect(pile.contents).toBeNull();
        // No card the viewer could not see appears anywhere in the answer (options aside).
        const seen = visibleCards(state, seat);
        // The log line narrates public moves (a card taken from an open row names it, as the
        // English sentence always did): its card ids are data now, not a view, so it is left out.
        const leaked = cardsIn({ ...body, line: null, view: { ...view, options: null } }).filter((card) => !seen.has(card));
        expect(leaked, `step ${k}, seat ${seat}`).toEqual([]);
      }
    }
    expect(hiddenHands).toBeGreaterThan(0);
    // Out of range is clamped; garbage is refused.
    expect((await step(game.id, 100000, users[0])).body.move).toBe(last);
    expect((await step(game.id, "abc", users[0])).status).toBe(400);
    expect((await step("no-such-game", 0, users[0])).status).toBe(404);
  });

  it("of a finished game shows every hand and all money at every step", { timeout: 120_000 }, async () => {
    const users = await Promise.all([makeUser("rf"), makeUser("rf")]);
    const game = await insertGame(users, { seed: `replay-finished-${users[0].id}` });
    expect(game.final.status).toBe("finished");
    const last = game.states.length - 1;
    let shownHands = 0;
    for (const k of [0, 1, Math.floor(last / 3), Math.floor(last / 2), last - 1, last]) {
      const { body } = await step(game.id, k, null);
      const view = body.view as GameView;
      expect(view.options).toEqual(JSON.parse(JSON.stringify(game.options)));
      for (const p of view.players) {
        expect(p.hand).toEqual([...game.states[k].players[p.seat].hand].sort());
        expect(p.money).toBe(game.states[k].players[p.seat].money);
        shownHands += p.hand!.length;
      }
      if (k === last) expect(view.final).toEqual(game.final.final);
    }
    expect(shownHands).toBeGreaterThan(0);
  });
});
