// What the mails about a game share: the game replayed from its log, its lines in the reader's
// language, the turn summary of a seat (the table and everything since their last move), the
// move's time limit, and the link to the table.
import { prisma } from "@/lib/db/client";
import type { GameState } from "@/lib/engine";
import { forViewer, type LogLine } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { walkEvents } from "@/lib/games/walk";
import type { Locale } from "@/lib/i18n/locales";
import { translatorFor } from "@/lib/i18n/messages";
import { appUrl } from "@/lib/mail/config";
import { cardNameFor } from "@/lib/words/cards";
import { sayLine, type Say } from "@/lib/words/log";
import { formatWhen, gameTitle, mailWords, waitingText } from "@/lib/words/mail";
import type { TurnSummary } from "@/emails/your-turn";

export function gameUrl(gameId: string): string {
  return `${appUrl()}/games/${gameId}`;
}

export interface LoadedGame {
  state: GameState;
  /** states[seq]: the game after the event `seq` (states[0]: as dealt). */
  states?: readonly GameState[];
  seq: number;
  lines: LogLine[];
  events: { seq: number; type: string; seat: number | null }[];
}

export async function loadGame(gameId: string): Promise<LoadedGame | null> {
  const events = await loadEvents(gameId);
  if (events.length === 0) return null;
  // One replay gives the state, the lines and who made each event.
  const walk = walkEvents(events);
  return {
    state: walk.states[walk.states.length - 1],
    states: walk.states,
    seq: events[events.length - 1].seq,
    lines: walk.lines,
    events: [{ seq: 0, type: "setup", seat: null }, ...walk.events.map(({ seq, type, seat }) => ({ seq, type, seat }))],
  };
}

/** The log lines (engine phrases) in the mail's language. */
export function said(lines: readonly LogLine[], locale: Locale = "en"): string[] {
  const say: Say = translatorFor(locale);
  return lines.flatMap((line) => {
    const { text, aftermath } = sayLine(say, locale, line);
    return [text, ...aftermath];
  });
}

function linesSince(game: LoadedGame, after: number, seat: number, locale: Locale, max = 25): string[] {
  // Orders are secret (issue 32): another seat's mail never says a move was planned.
  const lines = said(forViewer(game.lines.filter((l) => l.seq > after), seat, game.state.status === "finished"), locale);
  return lines.length > max ? [mailWords(locale)("earlier", { count: lines.length - max }), ...lines.slice(-max)] : lines;
}

/** What the player at `seat` needs to see: the table and everything since their last move. */
export function turnSummary(game: LoadedGame, gameId: string, seat: number, locale: Locale = "en"): TurnSummary {
  const { state } = game;
  const lastOwn = [...game.events].reverse().find((e) => e.seat === seat && e.type !== "setup")?.seq ?? 0;
  const me = state.players[seat];
  return {
    locale,
    gameTitle: gameTitle(state, locale, seat),
    round: state.round,
    phase: translatorFor(locale)(`table.phase.${state.phase}`),
    waitingFor: waitingText(state, seat, true, locale),
    happened: linesSince(game, lastOwn, seat, locale),
    // Before the player's first move the lines run from the start, not "since your last move".
    sinceStart: lastOwn === 0,
    money: me.money,
    points: me.points,
    hand: me.hand.map((c) => cardNameFor(c, state.options.edition, locale)),
    gameUrl: gameUrl(gameId),
  };
}

/**
 * The table's move time limit and when the current one runs out (the timeouts' own rule:
 * the last move plus the limit), for turn mails (issue 27); null without a limit.
 */
export async function moveLimit(gameId: string, zone: string, locale: Locale): Promise<TurnSummary["limit"]> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { moveTimeLimitDays: true, lastMoveAt: true } });
  if (!game?.moveTimeLimitDays || !game.lastMoveAt) return null;
  const deadline = new Date(game.lastMoveAt.getTime() + game.moveTimeLimitDays * limitDaySeconds() * 1000);
  return { days: game.moveTimeLimitDays, deadline: formatWhen(deadline, zone, locale) };
}

/** Seconds the current turn's clock of `gameId` stood still (time away, issue 22). */
export async function pausedSeconds(gameId: string): Promise<number> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { clockPausedSeconds: true } });
  return game?.clockPausedSeconds ?? 0;
}
