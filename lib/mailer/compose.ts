// Builds what a queued mail says from the database as it is when the mail goes out, so a late
// mail is never out of date, and a turn mail whose turn has passed is dropped instead.
import { prisma } from "@/lib/db/client";
import { passesForTimeout, toAct, type GameState } from "@/lib/engine";
import type { LogLine } from "@/lib/games/history";
import { loadEvents } from "@/lib/games/log";
import { tableOptions } from "@/lib/games/options";
import { walkEvents } from "@/lib/games/walk";
import { talkForMail } from "@/lib/talk/reads";
import { isLocale, resolveLocale, type Locale } from "@/lib/i18n/locales";
import { renderSignInEmail } from "@/emails/sign-in-link";
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
import { cardNameFor } from "@/lib/words/cards";
import { limitDaySeconds } from "@/lib/games/time-limits";
import { invitationPath } from "@/lib/games/invitations";
import { appUrl } from "./config";
import { preferencesUrl } from "./tokens";
import { formatDay, formatWhen, gameTitle, limitText, mailWords, waitingText } from "./words";

export { formatWhen, gameTitle, limitText, listNames } from "./words";

/** A mail that no longer needs to go out (the player moved, the game ended...). */
export class StaleMail extends Error {}

export function gameUrl(gameId: string): string {
  return `${appUrl()}/games/${gameId}`;
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

function linesSince(game: LoadedGame, after: number, locale: Locale, max = 25): string[] {
  const lines = said(game.lines.filter((l) => l.seq > after), locale);
  return lines.length > max ? [mailWords(locale)("earlier", { count: lines.length - max }), ...lines.slice(-max)] : lines;
}

/** What the player at `seat` needs to see: the table and everything since their last move. */
export function turnSummary(game: LoadedGame, gameId: string, seat: number, locale: Locale = "en"): TurnSummary {
  const { state } = game;
  const lastOwn = [...game.events].reverse().find((e) => e.seat === seat && e.type !== "setup")?.seq ?? 0;
  const me = state.players[seat];
  return {
    locale,
    gameTitle: gameTitle(state, locale),
    round: state.round,
    phase: translatorFor(locale)(`table.phase.${state.phase}`),
    waitingFor: waitingText(state, seat, true, locale),
    happened: linesSince(game, lastOwn, locale),
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
async function moveLimit(gameId: string, zone: string, locale: Locale): Promise<TurnSummary["limit"]> {
  const game = await prisma.game.findUnique({ where: { id: gameId }, select: { moveTimeLimitDays: true, lastMoveAt: true } });
  if (!game?.moveTimeLimitDays || !game.lastMoveAt) return null;
  const deadline = new Date(game.lastMoveAt.getTime() + game.moveTimeLimitDays * limitDaySeconds() * 1000);
  return { days: game.moveTimeLimitDays, deadline: formatWhen(deadline, zone, locale) };
}

/**
 * The recipient's language: their stored users.locale, else `otherwise` (an invitation to an
 * address without an account: the inviter's; a sign-in link: its page's), else English.
 */
async function hasAccount(email: string): Promise<boolean> {
  return (await prisma.user.count({ where: { email } })) > 0;
}

async function localeOf(email: string, otherwise?: string | null): Promise<Locale> {
  const user = await prisma.user.findUnique({ where: { email }, select: { locale: true } });
  return resolveLocale({ stored: user?.locale ?? otherwise, cookie: undefined, acceptLanguage: null });
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
 * Renders a claimed outbox row into a mail, in the recipient's language; throws StaleMail when it
 * should not be sent. `now` is the worker's (tests move it forward): whether the recipient is away
 * is judged at it.
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
      // The language of the page the link was asked for from wins: the reader is there now.
      const locale = isLocale(payload.locale) ? payload.locale : await localeOf(to);
      const expiresInHours = Number(payload.expiresInHours ?? 24);
      return renderSignInEmail({ locale, url, host: new URL(url).host, expiresInHours, preferencesUrl: prefs });
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
        include: { createdBy: { select: { displayName: true, locale: true } }, seats: { include: { user: { select: { displayName: true } } } } },
      });
      if (!game || game.status !== "open") throw new StaleMail("the game is no longer open");
      const locale = await localeOf(to, game.createdBy?.locale ?? null);
      const W = mailWords(locale);
      const variants = tableOptions(game).variants;
      return renderInvitationEmail({
        locale,
        inviter: game.createdBy?.displayName ?? W("invite.someone"),
        seats: game.seatCount,
        players: game.seats.filter((s) => s.joinedAt && s.user).map((s) => s.user!.displayName ?? W("invite.aPlayer")),
        variants: Object.entries(variants)
          .filter(([, on]) => on)
          .map(([name]) => translatorFor(locale)(`variants.${name}` as "variants.openMoney")),
        timeLimit: limitText(game.moveTimeLimitDays, locale),
        // Someone without an account gets their personal link: the sign-in page then says who
        // invited them and fills in the address (issue 27); a player is simply sent to the table.
        joinUrl: (await hasAccount(to)) ? gameUrl(game.id) : `${appUrl()}${invitationPath(game.id, to)}`,
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
      const [locale, zone] = [await localeOf(to), await timeZoneOf(to)];
      const summary = {
        ...turnSummary(game, row.gameId!, row.seat, locale),
        talk: await talkForMail(row.gameId!, row.seat, locale),
        limit: await moveLimit(row.gameId!, zone, locale),
      };
      const base = { ...summary, playerName: game.state.players[row.seat].name, preferencesUrl: prefs };
      if (row.kind === "your_turn") return renderYourTurnEmail({ ...base, variant: "turn" });
      if (row.kind === "reminder") {
        return renderReminderEmail({ ...base, variant: "reminder", waitingSince: formatWhen(String(payload.since ?? row.createdAt.toISOString()), zone, locale) });
      }
      // Issue 22: time away folded into this turn moved the deadline on since the warning was queued.
      const moved = game.seq === Number(payload.seq) ? await pausedSeconds(row.gameId!) : 0;
      const deadline = new Date(Date.parse(String(payload.deadline)) + moved * 1000);
      return renderReminderEmail({ ...base, variant: "deadline", deadline: formatWhen(deadline, zone, locale) });
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
        gameTitle: gameTitle(game.state, locale),
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
      const locale = await localeOf(to);
      const limit = await prisma.game.findUnique({ where: { id: row.gameId! }, select: { moveTimeLimitDays: true } });
      const waiting = toAct(game.state);
      return renderTimeoutEmail({
        locale,
        recipientName: game.state.players[row.seat].name,
        gameTitle: gameTitle(game.state, locale),
        timedOut: game.state.players[timedOut].name,
        isYou: timedOut === row.seat,
        passed: game.states?.[seq - 1] ? passesForTimeout(game.states[seq - 1]) : true,
        limit: limitText(limit?.moveTimeLimitDays, locale) ?? mailWords(locale)("noLimitName"),
        happened: said(game.lines.filter((l) => l.seq === seq), locale),
        nextUp: waiting.length > 0 ? waitingText(game.state, waiting[0], waiting[0] === row.seat, locale) : null,
        gameUrl: gameUrl(row.gameId!),
        preferencesUrl: prefs,
      });
    }
    case "game_over": {
      const game = await loadGame(row.gameId ?? "");
      if (!game || row.seat === null || game.state.status !== "finished" || !game.state.final) throw new StaleMail("the game is not over");
      const { state } = game;
      const locale = await localeOf(to);
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
        locale,
        recipientName: state.players[row.seat].name,
        gameTitle: gameTitle(state, locale),
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
      const [locale, zone] = [await localeOf(to), await timeZoneOf(to)];
      const games: DigestGame[] = [];
      for (const [gameId, entry] of byGame) {
        const game = await loadGame(gameId);
        if (!game || !toAct(game.state).includes(entry.seat)) continue;
        games.push({ ...turnSummary(game, gameId, entry.seat, locale), talk: await talkForMail(gameId, entry.seat, locale), turns: entry.count });
      }
      if (games.length === 0) throw new StaleMail("no game waits for this player any more");
      return renderDigestEmail({
        locale,
        recipientName: await recipientName(to),
        day: formatDay(row.sendAfter, zone, locale),
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
