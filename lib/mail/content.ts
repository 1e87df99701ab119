// Builds what a queued mail says from the database as it is when the mail goes out, so a late
// mail is never out of date, and a turn mail whose turn has passed is dropped instead.
import { prisma } from "@/lib/db/client";
import { cardNameIn, passesForTimeout, PHASE_LABEL, toAct, waitingFor, type GameState, type VariantName } from "@/lib/engine";
import type { LogLine } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { tableOptions } from "@/lib/games/options";
import { walkEvents } from "@/lib/games/walk";
import { talkForMail } from "@/lib/talk/reads";
import { resolveLocale, type Locale } from "@/lib/i18n/locales";
import { renderSignInEmail } from "@/emails/sign-in";
import { renderInvitationEmail } from "@/emails/invitation";
import { renderYourTurnEmail, type TurnSummary } from "@/emails/your-turn";
import { renderReminderEmail } from "@/emails/reminder";
import { renderTimeoutEmail } from "@/emails/timeout";
import { renderGameOverEmail } from "@/emails/game-over";
import { renderDigestEmail, type DigestGame } from "@/emails/digest";
import { renderNudgeEmail } from "@/emails/nudge";
import { renderAddressConfirmEmail } from "@/emails/address-confirm";
import { renderAddressChangedEmail } from "@/emails/address-changed";
import { renderAbsenceEmail } from "@/emails/absence";
import { yourTurnIn } from "@/lib/games/turns";
import { recipientAway } from "./absence";
import type { RenderedEmail } from "@/emails/layout";
import type { MailOutbox } from "@/lib/db/generated/client";
import { translatorFor } from "@/lib/i18n/messages";
import { sayLine, type Say } from "@/lib/words/log";
import { appUrl } from "./config";
import { preferencesUrl } from "./tokens";

/** A mail that no longer needs to go out (the player moved, the game ended...). */
export class StaleMail extends Error {}

export function gameUrl(gameId: string): string {
  return `${appUrl()}/games/${gameId}`;
}

export function listNames(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

export function gameTitle(state: GameState): string {
  return `Saint Petersburg with ${listNames(state.players.map((p) => p.name))}`;
}

export function limitText(days: number | null | undefined): string | null {
  return days ? `${days} ${days === 1 ? "day" : "days"} per move` : null;
}

function waitingText(state: GameState, seat: number, forYou: boolean): string {
  const who = forYou ? "your" : `${state.players[seat].name}'s`;
  const decision = waitingFor(state);
  return decision ? `${who} ${decision}` : `${who} move`;
}

interface LoadedGame {
  state: GameState;
  /** states[seq]: the game after the event `seq` (states[0]: as dealt). */
  states?: readonly GameState[];
  seq: number;
  lines: LogLine[];
  events: { seq: number; type: string; seat: number | null }[];
}

async function loadGame(gameId: string): Promise<LoadedGame | null> {
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
function said(lines: readonly LogLine[], locale: Locale = "en"): string[] {
  const say = translatorFor(locale) as unknown as Say;
  return lines.flatMap((line) => {
    const { text, aftermath } = sayLine(say, locale, line);
    return [text, ...aftermath];
  });
}

function linesSince(game: LoadedGame, after: number, max = 25): string[] {
  const lines = said(game.lines.filter((l) => l.seq > after));
  return lines.length > max ? [`… ${lines.length - max} earlier events`, ...lines.slice(-max)] : lines;
}

/** What the player at `seat` needs to see: the table and everything since their last move. */
export function turnSummary(game: LoadedGame, gameId: string, seat: number): TurnSummary {
  const { state } = game;
  const lastOwn = [...game.events].reverse().find((e) => e.seat === seat && e.type !== "setup")?.seq ?? 0;
  const me = state.players[seat];
  return {
    gameTitle: gameTitle(state),
    round: state.round,
    phase: PHASE_LABEL[state.phase],
    waitingFor: waitingText(state, seat, true),
    happened: linesSince(game, lastOwn),
    money: me.money,
    points: me.points,
    hand: me.hand.map((c) => cardNameIn(c, state.options.edition)),
    gameUrl: gameUrl(gameId),
  };
}

/**
 * "Tuesday 24 November 2026 at 14:05 UTC" in the reader's time zone. Spelled out part by part:
 * Intl refuses `dateStyle`/`timeStyle` together with `timeZoneName` (a RangeError).
 */
export function formatWhen(at: string | Date, timeZone = "UTC", locale: Locale = "en"): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) throw new Error(`not a date: ${String(at)}`);
  // English keeps the British order it always had ("Tuesday 24 November 2026 at 14:05 UTC").
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

/**
 * The recipient's language: their stored users.locale, else English. Only the nudge mail and the
 * table-talk section speak it so far; the other templates are still English.
 */
async function localeOf(email: string): Promise<Locale> {
  const user = await prisma.user.findUnique({ where: { email }, select: { locale: true } });
  return resolveLocale({ stored: user?.locale, cookie: undefined, acceptLanguage: null });
}

/** The reader's time zone from their mail preferences (UTC when they have none). */
async function timeZoneOf(email: string): Promise<string> {
  const pref = await prisma.mailPreference.findUnique({ where: { email }, select: { timeZone: true } });
  return pref?.timeZone ?? "UTC";
}

/** A player's name, language and (by their current address) time zone; for mails not addressed by users.email. */
async function accountOf(userId: unknown): Promise<{ name: string; locale: Locale; timeZone: string } | null> {
  if (typeof userId !== "string") return null;
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { displayName: true, email: true, locale: true } });
  if (!user) return null;
  const locale = resolveLocale({ stored: user.locale, cookie: undefined, acceptLanguage: null });
  return { name: user.displayName ?? user.email.split("@")[0], locale, timeZone: await timeZoneOf(user.email) };
}

/** Seconds the current turn's clock of `gameId` stood still (time away, issue 22). */
async function pausedSeconds(gameId: string): Promise<number> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { clockPausedSeconds: true } });
  return game?.clockPausedSeconds ?? 0;
}

async function recipientName(email: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { email }, select: { displayName: true } });
  return user?.displayName ?? email.split("@")[0];
}

/**
 * Renders a claimed outbox row into a mail; throws StaleMail when it should not be sent. `now`
 * is the worker's (tests move it forward): whether the recipient is away is judged at it.
 */
export async function composeMail(row: MailOutbox, now = new Date()): Promise<RenderedEmail> {
  const payload = (row.payload ?? {}) as Record<string, unknown>;
  const to = row.toAddress;
  const prefs = preferencesUrl(to);
  switch (row.kind) {
    case "sign_in": {
      const url = String(payload.url ?? "");
      if (!url) throw new StaleMail("the sign-in link is no longer stored");
      const lifetimeMs = Number(payload.expiresInHours ?? 24) * 3600_000;
      if (Date.now() - row.createdAt.getTime() > lifetimeMs) throw new StaleMail("the sign-in link has expired");
      const { html, text } = await renderSignInEmail({ url, host: new URL(url).host, expiresInHours: Number(payload.expiresInHours ?? 24), preferencesUrl: prefs });
      return { subject: "Sign in to Neva", html, text };
    }
    case "email_change": {
      // To the new address, which has no account yet: the words are the requesting player's.
      const url = String(payload.url ?? "");
      const change = await prisma.emailChange.findUnique({ where: { id: String(payload.changeId ?? "") }, select: { usedAt: true, expires: true } });
      if (!url || !change || change.usedAt || change.expires <= new Date()) throw new StaleMail("the address change is no longer pending");
      const who = await accountOf(payload.userId);
      if (!who) throw new StaleMail("the account is gone");
      return renderAddressConfirmEmail({ locale: who.locale, recipientName: who.name, url, expiresInHours: Number(payload.expiresInHours ?? 24) });
    }
    case "email_changed": {
      const who = await accountOf(payload.userId);
      if (!who) throw new StaleMail("the account is gone");
      const when = formatWhen(String(payload.at ?? row.createdAt.toISOString()), who.timeZone, who.locale);
      return renderAddressChangedEmail({ locale: who.locale, recipientName: who.name, newEmail: String(payload.newEmail ?? ""), when });
    }
    case "invitation": {
      const game = await prisma.game.findUnique({
        where: { id: row.gameId ?? "" },
        include: { createdBy: { select: { displayName: true } }, seats: { include: { user: { select: { displayName: true } } } } },
      });
      if (!game || game.status !== "open") throw new StaleMail("the game is no longer open");
      const variants = tableOptions(game).variants;
      return renderInvitationEmail({
        inviter: game.createdBy?.displayName ?? "A player",
        seats: game.seatCount,
        players: game.seats.filter((s) => s.joinedAt && s.user).map((s) => s.user!.displayName ?? "a player"),
        variants: Object.entries(variants)
          .filter(([, on]) => on)
          .map(([name]) => translatorFor("en")(`variants.${name}` as "variants.openMoney")),
        timeLimit: limitText(game.moveTimeLimitDays),
        joinUrl: gameUrl(game.id),
        preferencesUrl: prefs,
      });
    }
    case "your_turn":
    case "reminder":
    case "deadline": {
      // Issue 22: away, the player gets one summary on return instead (lib/mail/absence).
      if (await recipientAway(to, now)) throw new StaleMail("the player is away: the summary on return covers it");
      const game = await loadGame(row.gameId ?? "");
      if (!game || row.seat === null) throw new StaleMail("the game is gone");
      if (!toAct(game.state).includes(row.seat)) throw new StaleMail("it is no longer this player's turn");
      if (game.seq !== Number(payload.seq)) {
        // Another event since (the player's own or a timeout): a newer notice covers it.
        const moved = game.events.some((e) => e.seq > Number(payload.seq) && e.seat === row.seat);
        if (moved) throw new StaleMail("the player has moved since");
      }
      const summary = { ...turnSummary(game, row.gameId!, row.seat), talk: await talkForMail(row.gameId!, row.seat, await localeOf(to)) };
      const base = { ...summary, playerName: game.state.players[row.seat].name, preferencesUrl: prefs };
      if (row.kind === "your_turn") return renderYourTurnEmail({ ...base, variant: "turn" });
      const zone = await timeZoneOf(to);
      if (row.kind === "reminder") {
        return renderReminderEmail({ ...base, variant: "reminder", waitingSince: `since ${formatWhen(String(payload.since ?? row.createdAt.toISOString()), zone)}` });
      }
      // Issue 22: time away folded into this turn moved the deadline on since the warning was queued.
      const moved = game.seq === Number(payload.seq) ? await pausedSeconds(row.gameId!) : 0;
      const deadline = new Date(Date.parse(String(payload.deadline)) + moved * 1000);
      return renderReminderEmail({ ...base, variant: "deadline", deadline: formatWhen(deadline, zone) });
    }
    case "nudge": {
      const game = await loadGame(row.gameId ?? "");
      if (!game || row.seat === null) throw new StaleMail("the game is gone");
      if (!toAct(game.state).includes(row.seat) || game.seq !== Number(payload.seq)) throw new StaleMail("the player has moved since");
      const locale = await localeOf(to);
      return renderNudgeEmail({
        locale,
        recipientName: game.state.players[row.seat].name,
        by: String(payload.by ?? ""),
        gameTitle: gameTitle(game.state),
        since: formatWhen(String(payload.since ?? row.createdAt.toISOString()), await timeZoneOf(to), locale),
        gameUrl: gameUrl(row.gameId!),
        preferencesUrl: prefs,
      });
    }
    case "timeout": {
      const game = await loadGame(row.gameId ?? "");
      const seq = Number(payload.seq);
      const timedOut = Number(payload.timedOut);
      if (!game || row.seat === null) throw new StaleMail("the game is gone");
      const limit = await prisma.game.findUnique({ where: { id: row.gameId! }, select: { moveTimeLimitDays: true } });
      const waiting = toAct(game.state);
      return renderTimeoutEmail({
        recipientName: game.state.players[row.seat].name,
        gameTitle: gameTitle(game.state),
        timedOut: game.state.players[timedOut].name,
        isYou: timedOut === row.seat,
        passed: game.states?.[seq - 1] ? passesForTimeout(game.states[seq - 1]) : true,
        limit: limitText(limit?.moveTimeLimitDays) ?? "the move time limit",
        happened: said(game.lines.filter((l) => l.seq === seq)),
        nextUp: waiting.length > 0 ? waitingText(game.state, waiting[0], waiting[0] === row.seat) : null,
        gameUrl: gameUrl(row.gameId!),
        preferencesUrl: prefs,
      });
    }
    case "game_over": {
      const game = await loadGame(row.gameId ?? "");
      if (!game || row.seat === null || game.state.status !== "finished" || !game.state.final) throw new StaleMail("the game is not over");
      const { state } = game;
      const winners = state.winners ?? [];
      const scores = [...state.final!]
        .sort((a, b) => b.total - a.total)
        .map((f) => ({
          name: state.players[f.seat].name,
          aristocrats: f.aristocrats,
          money: f.money,
          hand: f.hand,
          total: f.total,
          winner: winners.includes(f.seat),
        }));
      return renderGameOverEmail({
        recipientName: state.players[row.seat].name,
        gameTitle: gameTitle(state),
        rounds: state.round,
        scores,
        winners: winners.map((s) => state.players[s].name),
        gameUrl: gameUrl(row.gameId!),
        preferencesUrl: prefs,
      });
    }
    case "digest": {
      const turns = ((payload.turns ?? []) as { gameId: string; seq: number; seat: number }[]).filter((t) => t && t.gameId);
      const byGame = new Map<string, { seat: number; count: number; firstSeq: number }>();
      for (const t of turns) {
        const entry = byGame.get(t.gameId);
        if (entry) entry.count++;
        else byGame.set(t.gameId, { seat: t.seat, count: 1, firstSeq: t.seq });
      }
      const games: DigestGame[] = [];
      for (const [gameId, entry] of byGame) {
        const game = await loadGame(gameId);
        if (!game || !toAct(game.state).includes(entry.seat)) continue;
        games.push({ ...turnSummary(game, gameId, entry.seat), talk: await talkForMail(gameId, entry.seat, await localeOf(to)), turns: entry.count });
      }
      if (games.length === 0) throw new StaleMail("no game waits for this player any more");
      const pref = await prisma.mailPreference.findUnique({ where: { email: to } });
      return renderDigestEmail({
        recipientName: await recipientName(to),
        day: new Intl.DateTimeFormat("en-GB", { timeZone: pref?.timeZone ?? "UTC", dateStyle: "full" }).format(row.sendAfter),
        games,
        preferencesUrl: prefs,
      });
    }
    case "vacation": {
      const game = await loadGame(row.gameId ?? "");
      if (!game) throw new StaleMail("the game is gone");
      const locale = await localeOf(to);
      return renderAbsenceEmail({
        variant: "paused",
        locale,
        recipientName: await recipientName(to),
        gameTitle: gameTitle(game.state),
        gameUrl: gameUrl(row.gameId!),
        awayUntil: formatWhen(String(payload.awayUntil), await timeZoneOf(to), locale),
        daysLeft: Number(payload.daysLeft ?? 0),
        preferencesUrl: prefs,
      });
    }
    case "back": {
      const user = await prisma.user.findFirst({ where: { email: { equals: to, mode: "insensitive" } }, select: { id: true } });
      if (!user) throw new StaleMail("the player is gone");
      if (await recipientAway(to, now)) throw new StaleMail("the player is away again");
      const games: { title: string; url: string }[] = [];
      for (const gameId of await yourTurnIn(user.id)) {
        const game = await loadGame(gameId);
        if (game) games.push({ title: gameTitle(game.state), url: gameUrl(gameId) });
      }
      if (games.length === 0) throw new StaleMail("no game waits for this player");
      return renderAbsenceEmail({ variant: "back", locale: await localeOf(to), recipientName: await recipientName(to), games, preferencesUrl: prefs });
    }
    default:
      throw new Error(`unknown mail kind ${row.kind}`);
  }
}
