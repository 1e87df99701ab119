// Issue 37: the live region says what the others did from the viewer's own log lines. Over whole
// games of random players, the text for a seat names no card that seat cannot see: every card a
// line names is in that seat's view (engine's viewFor) before or after the move, and no card
// hidden in another's hand at that moment is named.
import { describe, expect, it } from "vitest";
import { randomMove } from "@/lib/bots/random-player";
import { applyMove, GameOptionsSchema, legalMoves, newGame, toAct, viewFor, type GameState, type GameView, type Phrase } from "@/lib/engine";
import type { GameOptionsInput } from "@/lib/engine";
import { seededRandom } from "@/lib/engine/random";
import { describeStep, forViewer, type LogLine } from "@/lib/games/history";
import { translatorFor } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/locales";
import { announceLine, announcements } from "@/lib/words/access";
import { cardNameFor } from "@/lib/words/cards";

const CARD_KEYS = ["card", "target", "displace", "on", "pick"];

/** Every card id a phrase (and the phrases it holds) names. */
function cardsOf(phrase: Phrase): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(phrase.values)) {
    if (Array.isArray(value) && value.length > 0 && typeof value[0] === "object") for (const p of value as Phrase[]) out.push(...cardsOf(p));
    else if (CARD_KEYS.includes(key) && typeof value === "string" && value) out.push(value);
  }
  return out;
}

/** The cards `view` shows its viewer. */
function visible(view: GameView): Set<string> {
  const seen = new Set<string>([...view.upperRow, ...view.lowerRow, ...view.discardPile]);
  for (const p of view.players) {
    for (const c of p.playArea) seen.add(c.card);
    for (const a of p.attachments) seen.add(a.card);
    for (const c of p.hand ?? []) seen.add(c);
  }
  if (view.drawn) seen.add(view.drawn.card);
  return seen;
}

/** Plays a whole game of random players; each move's log line with the states around it. */
function playGame(options: Omit<GameOptionsInput, "players">, seed: string): { line: LogLine; before: GameState; after: GameState }[] {
  const state0 = newGame(GameOptionsSchema.parse({ ...options, players: ["Ann", "Bob", "Cy"] }), { seed });
  const random = seededRandom(`${seed}/moves`);
  const steps: { line: LogLine; before: GameState; after: GameState }[] = [];
  let state = state0;
  for (let seq = 1; state.status === "active"; seq++) {
    const seat = toAct(state)[0];
    const move = randomMove(legalMoves(state, seat), random);
    const result = applyMove(state, move);
    if (!result.ok) throw result.error;
    const line = describeStep({ event: { seq, type: "move", seat, move }, before: state, after: result.state, effects: result.events });
    steps.push({ line, before: state, after: result.state });
    state = result.state;
  }
  return steps;
}

describe("the live region of a seat", () => {
  const games = [
    { options: {}, seed: "a11y-first" },
    { options: { edition: "second" as const }, seed: "a11y-second" },
    { options: { expansions: ["newSociety" as const, "banquet" as const] }, seed: "a11y-expansions" },
    { options: { edition: "second" as const, expansions: ["market" as const] }, seed: "a11y-market" },
  ];
  for (const { options, seed } of games) {
    it(`names no card the seat cannot see (${seed})`, () => {
      const steps = playGame(options, seed);
      expect(steps.length).toBeGreaterThan(50);
      const edition = steps[0].before.options.edition;
      let hiddenChecked = 0;
      for (const locale of ["en", "ru"] as Locale[]) {
        const say = translatorFor(locale);
        for (const seat of [0, 1, 2]) {
          for (const { line, before, after } of steps) {
            const [own] = forViewer([line], seat, false);
            const text = announceLine(say, locale, own, seat);
            if (text === null) continue;
            const seen = new Set([...visible(viewFor(before, seat)), ...visible(viewFor(after, seat))]);
            // Every card the line names is on the seat's table around the move.
            const named = line.seat === seat ? line.aftermath.flatMap(cardsOf) : [line.phrase, ...line.aftermath].flatMap(cardsOf);
            for (const card of named) expect(seen.has(card), `${card} in "${text}" for seat ${seat}`).toBe(true);
            // No card hidden in another's hand is said ("Theater" within "Mariinsky Theater" is the visible card's name).
            let rest = text;
            for (const name of [...seen].map((c) => cardNameFor(c, edition, locale)).sort((x, y) => y.length - x.length)) rest = rest.split(name).join("");
            for (const p of after.players) {
              if (p.seat === seat) continue;
              for (const card of p.hand) {
                if (seen.has(card)) continue;
                hiddenChecked++;
                expect(rest.includes(cardNameFor(card, edition, locale)), `hidden ${card} in "${text}" for seat ${seat}`).toBe(false);
              }
            }
          }
        }
      }
      expect(hiddenChecked).toBeGreaterThan(0);
    });
  }

  it("says another's move and what followed it, of one's own move only what followed, each seq once", () => {
    const steps = playGame({}, "a11y-own");
    const say = translatorFor("en");
    const lines = steps.map((s) => s.line);
    const mine = lines.find((l) => l.seat === 0 && l.aftermath.length === 0)!;
    expect(announceLine(say, "en", mine, 0)).toBeNull();
    expect(announceLine(say, "en", mine, 1)).toContain("Ann");
    const scored = lines.find((l) => l.seat === 0 && l.aftermath.some((p) => p.key === "phaseScored"))!;
    expect(announceLine(say, "en", scored, 0)).toMatch(/scor/i);
    // After a reconnect the page holds the same lines again: only those after the last said are new.
    const said = announcements(say, "en", lines.slice(0, 40), 1, 0);
    const again = announcements(say, "en", [...lines.slice(0, 40), ...lines.slice(30, 45)], 1, 40);
    expect(again.map((a) => a.seq).every((seq) => seq > 40)).toBe(true);
    expect(new Set([...said, ...again].map((a) => a.seq)).size).toBe(said.length + again.length);
  });
});
