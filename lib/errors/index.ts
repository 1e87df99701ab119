// Why the service refuses, as data: the engine's habit (RuleError: a code, a reason, parameters)
// one layer up. A DomainError names an API code (stable, what clients branch on), a reason (which
// sentence: one per reason in every language, `apiErrors.<reason>` in messages/*.json) and the
// values the sentence needs. It never names an HTTP status (lib/api/status.ts has the one table
// from code to status) nor a sentence (lib/words/refusals.ts words it in the reader's language).
import type { RuleError } from "@/lib/engine/errors";
import type { InputIssue } from "./input";

export { INPUT_REASONS, inputIssue, type InputIssue, type InputReason } from "./input";

/** Every `code` the JSON API answers with, besides the engine's rule codes (a refused move, 422). */
export const ERROR_CODES = [
  // who may ask
  "unauthenticated", "forbidden", "cross_origin", "not_your_game", "not_your_seat", "not_creator", "needs_display_name",
  "rating_too_low", "too_many_timeouts", "guest_not_allowed",
  // what was asked for
  "not_found", "invalid_request", "invalid_move", "invalid_json", "too_deep", "too_large", "unsupported_media_type",
  "invalid_invite", "unknown_player", "too_many_invites", "duplicate_invite", "invalid_days", "too_many_days", "invalid_until", "until_past",
  // the state it met
  "not_open", "already_joined", "full", "not_started", "not_running", "not_finished", "cancelled", "resigned", "stale", "conflict",
  "client_move_id_taken", "taken", "too_late", "own_turn", "too_early", "unreadable_options", "guest_tables_running",
  // the service itself
  "rate_limited", "busy", "unavailable", "internal",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every reason a request is refused; each is a sentence `apiErrors.<reason>` in every language. */
export const REFUSAL_REASONS = [
  // the request itself (lib/api)
  "unauthenticated", "crossOrigin", "notJson", "notForm", "bodyNotJson", "bodyTooLarge", "bodyTooDeep", "controlCharacters", "invalidRequest",
  "invalidBody", "fieldSays", "busy", "unavailable", "internal", "streamsOfGame", "streamsInAll", "signedOutStreams",
  // games and tables
  "needsDisplayName", "noSuchGame", "noSuchStartedGame", "afterNotInteger", "moveNotInteger", "ownTable", "unknownPlayer",
  "tooManyInvites", "duplicateInvite", "notOpen", "alreadyJoined", "full", "notCreator", "notOpenCancel", "notYourGame",
  "notStarted", "notStartedYet", "cancelled", "afterInteger", "clientMoveIdTaken", "notYourSeat", "movedOn", "noMoveYet", "conflict",
  "notFinished", "unreadableOptions", "comboFirst", "comboSecond", "comboTwice", "comboPlayers",
  // limits
  "tablesLimit", "invitesLimit", "signInClient", "signInBurst", "signInBurstJustNow", "signInHourly",
  // absence
  "noAccount", "daysOrUntil", "daysNotWhole", "daysOverBalance", "untilNotDate", "untilPast", "untilOverBalance",
  "resignNotRunning", "resignedAlready", "resignedNoMoves",
  // account
  "deleteMismatch", "deleteMismatchAddress", "addressInvalid", "addressSame", "addressTaken", "addressTooManyMine", "addressTooManyThere",
  // ratings
  "noSuchPlayer", "ratingTooLow", "ratingProvisional", "tooManyTimeouts",
  // table talk
  "notSeated", "cursorInvalid", "cursorBoth", "textMissing", "textControl", "textEmpty", "textTooLong", "textBidi", "textMarks", "noSuchMessage",
  "deleteNotYours", "deleteTooLate", "mutedInvalid", "muteNotAtTable", "muteSelf", "nudgeNotRunning", "nudgeOwnTurn",
  "nudgeTooEarly", "nudgeAgain", "floodBurst", "floodDay",
  // standing orders
  "ordersNotRunning",
  // push and webhooks (issue 39)
  "noSuchDevice", "noWebhook",
  // guests (issue 38)
  "guestSignIn", "guestsLimit", "guestPracticeLimit", "guestTablesRunning",
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A wait, in milliseconds: worded "2 minutes", "через 2 минуты" by the edge. */
export type Wait = { readonly waitMs: number };

/** What a sentence is about: text and numbers as they are, moments as dates, waits as durations. */
export type RefusalValue = string | number | Date | Wait;
export type RefusalValues = Readonly<Record<string, RefusalValue>>;

export interface DomainErrorOptions {
  /** The request field at fault ("move.card", "invites.0", "email"), echoed to the client. */
  field?: string;
  /** For a refused move: the engine's rule error (the code is then the engine's). */
  rule?: RuleError;
  /** For invalid input: what is wrong with the field (worded by the edge). */
  issue?: InputIssue;
  /** For a rate limit: when to ask again (the edge sends Retry-After). */
  retryAfterSeconds?: number;
}

export class DomainError extends Error {
  readonly field?: string;
  readonly rule?: RuleError;
  readonly issue?: InputIssue;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode | RuleError["code"],
    readonly reason: RefusalReason,
    readonly values: RefusalValues = {},
    options: DomainErrorOptions = {},
  ) {
    // For logs only: the words are the edge's.
    super(`${code}: ${reason}${options.field ? ` (${options.field})` : ""}`);
    this.name = "DomainError";
    this.field = options.field;
    this.rule = options.rule;
    this.issue = options.issue;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A move the rules refuse: the engine's error, answered 422 with its own code. Its sentence is the
 * rule error's own (lib/words/errors.ts); the reason stands only for logs and is never said.
 */
export function ruleRefusal(rule: RuleError): DomainError {
  return new DomainError(rule.code, "invalidRequest", {}, { rule });
}

/** A request over a limit: a reason, and when to try again (whole seconds, at least one). */
export class RateLimited extends DomainError {
  constructor(reason: RefusalReason, values: RefusalValues, retryAfterMs: number) {
    super("rate_limited", reason, values, { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) });
  }
}

export function rateLimited(reason: RefusalReason, values: RefusalValues, retryAfterMs: number): RateLimited {
  return new RateLimited(reason, values, retryAfterMs);
}

/** A wait as data (see Wait). */
export const wait = (ms: number): Wait => ({ waitMs: ms });

/**
 * How a wait is said, rounded up as a wait is: "under a minute", whole minutes below 90, else
 * whole hours. The one rule for every language's sentences (lib/words/refusals.ts, table talk's).
 */
export function waitUnits(ms: number): { unit: "under" | "minutes" | "hours"; n: number } {
  const minutes = Math.ceil(ms / 60_000);
  if (ms < 60_000) return { unit: "under", n: 0 };
  return minutes < 90 ? { unit: "minutes", n: minutes } : { unit: "hours", n: Math.ceil(minutes / 60) };
}

export function isWait(value: RefusalValue): value is Wait {
  return typeof value === "object" && !(value instanceof Date);
}
