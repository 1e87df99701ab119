// Issue 38: the numbers of a guest's life, in one place (docs/guests.md).

/** A guest left unused this long is deleted with its games by the worker (docs/privacy.md). */
export const GUEST_IDLE_DAYS = 7;
export const GUEST_IDLE_MS = GUEST_IDLE_DAYS * 24 * 60 * 60 * 1000;

/** A guest's use moves its end only when it is this much closer than GUEST_IDLE_MS: one write an hour at most. */
export const GUEST_TOUCH_SLACK_MS = 60 * 60 * 1000;

/** Practice tables a guest may have waiting or running at once (each costs the worker bot moves). */
export const GUEST_RUNNING_TABLES = 3;

/**
 * The domain of a guest's placeholder address. `.invalid` is reserved (RFC 6761): no mail to it can
 * ever be delivered, and the sign-in form refuses it; the mail paths skip guests by `guest_until`.
 */
export const GUEST_MAIL_DOMAIN = "guest.invalid";

/** Is `email` a guest's placeholder (never a person's address)? */
export function isGuestAddress(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${GUEST_MAIL_DOMAIN}`);
}
