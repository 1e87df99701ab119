// The one table from an error's code to its HTTP status. The domain refuses with a code and a
// reason (lib/errors); only the edge knows HTTP. A refused move (the engine's rule codes) is 422.
import type { DomainError, ErrorCode } from "@/lib/errors";

export const STATUS_OF: Readonly<Record<ErrorCode, number>> = {
  unauthenticated: 401,
  forbidden: 403,
  cross_origin: 403,
  not_your_game: 403,
  not_your_seat: 403,
  not_creator: 403,
  needs_display_name: 403,
  rating_too_low: 403,
  too_many_timeouts: 403,
  guest_not_allowed: 403,
  not_found: 404,
  invalid_request: 400,
  invalid_move: 400,
  invalid_json: 400,
  too_deep: 400,
  invalid_invite: 400,
  unknown_player: 400,
  too_many_invites: 400,
  duplicate_invite: 400,
  invalid_days: 400,
  too_many_days: 400,
  invalid_until: 400,
  until_past: 400,
  too_large: 413,
  unsupported_media_type: 415,
  not_open: 409,
  already_joined: 409,
  full: 409,
  not_started: 409,
  not_running: 409,
  not_finished: 409,
  cancelled: 409,
  resigned: 409,
  stale: 409,
  conflict: 409,
  client_move_id_taken: 409,
  taken: 409,
  too_late: 409,
  own_turn: 409,
  too_early: 409,
  unreadable_options: 409,
  guest_tables_running: 409,
  rate_limited: 429,
  internal: 500,
  busy: 503,
  unavailable: 503,
};

/** The status of a refusal: a move the rules refuse is 422 whatever its (engine's) code. */
export function statusOf(error: DomainError): number {
  return error.rule ? 422 : STATUS_OF[error.code as ErrorCode];
}
