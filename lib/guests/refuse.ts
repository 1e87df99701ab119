// Issue 38: the doors a guest may not pass (tables with people, talk, invitations, settings,
// ratings). One refusal, 403 "guest_not_allowed", whose sentence says to sign in to play with people.
import { DomainError } from "@/lib/errors";

/** Throws the guests' refusal when `user` is a guest. */
export function refuseGuest(user: { guest?: boolean }): void {
  if (user.guest) throw new DomainError("guest_not_allowed", "guestSignIn");
}
