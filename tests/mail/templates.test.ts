// Every mail template rendered to HTML and plain text with data from real games (random legal
// play through the engine), checking what a player must be able to read and click.
import { describe, expect, it } from "vitest";
import { englishLine, englishLines } from "@/lib/words/english";
import { finalScore, toAct, type GameState } from "@/lib/engine";
import { cardName } from "@/lib/words/cards";
import { namespaceTranslator } from "@/lib/i18n/translate";

const PHASE_LABEL = (phase: GameState["phase"]) => namespaceTranslator("en", "table")(`phase.${phase}`);
import { playRandomGame } from "@/lib/engine/random-game";
import { describeEvents } from "@/lib/games/history";
import type { LoggedEvent } from "@/lib/games/log";
import { renderSignInEmail } from "@/emails/sign-in-link";
import { renderInvitationEmail } from "@/emails/invitation";
import { renderYourTurnEmail } from "@/emails/your-turn";
import { renderReminderEmail } from "@/emails/reminder";
import { renderTimeoutEmail } from "@/emails/timeout";
import { renderGameOverEmail, winnerText } from "@/emails/game-over";
import { renderDigestEmail } from "@/emails/digest";
import { gameTitle } from "@/lib/words/mail";

const PREFS = "http://localhost:3000/unsubscribe?email=ann%40example.test&token=abc";
const GAME = "http://localhost:3000/games/g1";

const game = playRandomGame({ players: ["Ann", "Boris", "Clara"] }, "templates-1");
const events: LoggedEvent[] = [
  { seq: 0, type: "setup", payload: { options: game.options, rulesVersion: 1, setup: game.setup } },
  ...game.moves.map((move, i) => ({ seq: i + 1, type: "move", payload: { move } })),
];
const lines = describeEvents(events);

/** The state after `n` moves, replayed from the same log. */
async function stateAfter(n: number): Promise<GameState> {
  const { stateFromEvents } = await import("@/lib/games/log");
  return stateFromEvents(events.slice(0, n + 1));
}

function expectBoth(mail: { html: string; text: string }, ...needles: string[]) {
  for (const needle of needles) {
    expect(mail.text).toContain(needle);
    expect(mail.html.replace(/<!-- -->/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&")).toContain(needle);
  }
}

function expectLinks(mail: { html: string; text: string }, ...urls: string[]) {
  for (const url of urls) {
    expect(mail.html).toContain(`href="${url.replace(/&/g, "&amp;")}"`);
    expect(mail.text).toContain(url);
  }
}

describe("mail templates (HTML and plain text)", () => {
  it("sign-in: the link, the host, the lifetime and a preferences link", async () => {
    const url = "http://localhost:3000/api/auth/callback/nodemailer?token=t0k3n&email=ann%40example.test";
    const mail = await renderSignInEmail({ url, host: "localhost:3000", expiresInHours: 24, preferencesUrl: PREFS });
    expectBoth(mail, "Someone (hopefully you) asked to sign in to Neva at localhost:3000", "24\u00a0hours");
    expectLinks(mail, url, PREFS);
  });

  it("invitation: who invites, seats, players, variants, time limit, join link", async () => {
    const mail = await renderInvitationEmail({
      inviter: "Ann",
      seats: 3,
      players: ["Ann"],
      variants: ["Open money", "Pub during the building phase"],
      timeLimit: "3 days per move",
      joinUrl: GAME,
      preferencesUrl: PREFS,
    });
    expect(mail.subject).toBe("Ann invites you to a game of Saint Petersburg");
    expectBoth(mail, "3-player game", "Seated so far: Ann.", "Open money, Pub during the building phase", "3 days per move", "Join the game");
    expectLinks(mail, GAME, PREFS);
  });

  it("your turn: game, round, phase, what happened since the last move, money, points, hand", async () => {
    // A moment in round 2 or later when it is someone's turn again after others moved.
    const since = (n: number, seat: number) => {
      const lastOwn = Math.max(0, ...game.moves.slice(0, n).flatMap((m, i) => (m.seat === seat ? [i + 1] : [])));
      return englishLines(lines.filter((l) => l.seq > lastOwn && l.seq <= n));
    };
    let n = 40;
    let state = await stateAfter(n);
    while (state.round < 2 || state.players[toAct(state)[0]].hand.length === 0 || since(n, toAct(state)[0]).length < 2) state = await stateAfter(++n);
    const seat = toAct(state)[0];
    const me = state.players[seat];
    const happened = since(n, seat);
    expect(happened.length).toBeGreaterThan(0);
    const mail = await renderYourTurnEmail({
      playerName: me.name,
      gameTitle: gameTitle(state),
      round: state.round,
      phase: PHASE_LABEL(state.phase),
      waitingFor: "your move",
      happened,
      money: me.money,
      points: me.points,
      hand: me.hand.map((c) => cardName(c)),
      gameUrl: GAME,
      preferencesUrl: PREFS,
    });
    expect(mail.subject).toBe(`Your turn in Saint Petersburg with Ann, Boris and Clara (round ${state.round}, ${PHASE_LABEL(state.phase)})`);
    expect(mail.text).toContain("IT IS YOUR TURN");
    expectBoth(mail, `Hello ${me.name}`, `round ${state.round}, ${PHASE_LABEL(state.phase)}`, "Since your last move:");
    expectBoth(mail, ...happened, `You have ${me.money}\u00a0rubles and ${me.points}\u00a0point`, `In your hand: ${me.hand.map((c) => cardName(c)).join(", ")}`);
    expectLinks(mail, GAME, PREFS);
    expect(mail.html).toContain("Open the game");
  });

  it("reminders: after 24 hours, and before the time limit runs out", async () => {
    const state = await stateAfter(10);
    const seat = toAct(state)[0];
    const base = {
      playerName: state.players[seat].name,
      gameTitle: gameTitle(state),
      round: state.round,
      phase: PHASE_LABEL(state.phase),
      waitingFor: "your move",
      happened: ["Boris passed"],
      money: state.players[seat].money,
      points: state.players[seat].points,
      hand: [],
      gameUrl: GAME,
      preferencesUrl: PREFS,
    };
    const reminder = await renderReminderEmail({ ...base, variant: "reminder", waitingSince: "since Saturday 22 November 2026 at 14:05 UTC" });
    expect(reminder.subject).toBe("Reminder: your move in Saint Petersburg with Ann, Boris and Clara");
    expect(reminder.text).toContain("YOUR MOVE IS STILL WAITING");
    expectBoth(reminder, "since Saturday 22 November 2026 at 14:05 UTC", "In your hand: no cards");
    expectLinks(reminder, GAME, PREFS);
    const deadline = await renderReminderEmail({ ...base, variant: "deadline", deadline: "Monday 24 November 2026 at 14:05 UTC" });
    expect(deadline.subject).toBe("Your time runs out soon in Saint Petersburg with Ann, Boris and Clara");
    expectBoth(deadline, "Move before Monday 24 November 2026 at 14:05 UTC", "passed for the rest of this phase");
    expectLinks(deadline, GAME, PREFS);
  });

  it("timeout: who ran out of time, what followed, who is next", async () => {
    const mail = await renderTimeoutEmail({
      recipientName: "Clara",
      gameTitle: "Saint Petersburg with Ann, Boris and Clara",
      timedOut: "Boris",
      isYou: false,
      limit: "2 days per move",
      happened: ["Boris ran out of time and passes for the rest of the worker phase", "Worker phase scored: Ann +5 rubles, +0 points"],
      nextUp: "your move",
      gameUrl: GAME,
      preferencesUrl: PREFS,
    });
    expect(mail.subject).toBe("Boris's time ran out in Saint Petersburg with Ann, Boris and Clara");
    expectBoth(mail, "2 days per move", "Boris ran out of time and passes for the rest of the worker phase", "Now the game waits for your move.");
    expectLinks(mail, GAME, PREFS);
  });

  it("timeout in the second edition's first worker phase: the move the game made, not a pass (ruling R20)", async () => {
    const line = "Boris ran out of time; nobody passes in the first worker phase, so: Boris bought a Lumberjack from the upper row for 3 rubles";
    const mail = await renderTimeoutEmail({
      recipientName: "Clara",
      gameTitle: "Saint Petersburg with Ann, Boris and Clara",
      timedOut: "Boris",
      isYou: false,
      passed: false,
      limit: "2 days per move",
      happened: [line],
      nextUp: "your move",
      gameUrl: GAME,
      preferencesUrl: PREFS,
    });
    expectBoth(mail, "so the game made that move: nobody may pass in the first worker phase.", line);
    expect(mail.text).not.toContain("passed for the rest");
  });

  it("game over: the winner and every player's total with the breakdown", async () => {
    const state = game.state;
    expect(state.status).toBe("finished");
    const winners = (state.winners ?? []).map((s) => state.players[s].name);
    const scores = state.final!.map((f) => ({
      name: state.players[f.seat].name,
      track: f.total - f.aristocrats - f.money - f.hand,
      aristocrats: f.aristocrats,
      money: f.money,
      hand: f.hand,
      total: f.total,
      winner: state.winners!.includes(f.seat),
    }));
    const mail = await renderGameOverEmail({ recipientName: "Ann", gameTitle: gameTitle(state), rounds: state.round, scores, winners, gameUrl: GAME, preferencesUrl: PREFS });
    expect(mail.subject).toBe(`Game over: ${winnerText(winners)} (Saint Petersburg with Ann, Boris and Clara)`);
    for (const s of scores) {
      expect(finalScore(state.players.find((p) => p.name === s.name)!).total).toBe(s.total);
      expectBoth(mail, `${s.name}: ${s.total}\u00a0points`);
    }
    expect(mail.text).toMatch(/track -?\d+, aristocrats [+-]?\d+, money [+-]?\d+, hand [+-]?\d+/);
    expectBoth(mail, `ended after ${state.round} rounds`);
    expectLinks(mail, GAME, PREFS);
  });

  it("digest: one section per waiting game with its link", async () => {
    const a = await stateAfter(20);
    const b = await stateAfter(33);
    const section = (state: GameState, url: string, turns: number) => ({
      gameTitle: gameTitle(state),
      round: state.round,
      phase: PHASE_LABEL(state.phase),
      waitingFor: "your move",
      happened: lines.slice(0, 2).map((l) => englishLine(l).text),
      money: state.players[0].money,
      points: state.players[0].points,
      hand: state.players[0].hand.map((c) => cardName(c)),
      gameUrl: url,
      turns,
    });
    const mail = await renderDigestEmail({
      recipientName: "Ann",
      day: "Saturday 22 November 2026",
      games: [section(a, `${GAME}a`, 3), section(b, `${GAME}b`, 1)],
      preferencesUrl: PREFS,
    });
    expect(mail.subject).toBe("Neva digest: 2 games wait for your move");
    expectBoth(mail, "here are your turns of Saturday 22 November 2026", "(3 turns today.)", "(1 turn today.)", englishLine(lines[0]).text);
    expectLinks(mail, `${GAME}a`, `${GAME}b`, PREFS);
  });
});
