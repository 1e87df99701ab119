// Personal invitation links: /games/{id}?invite={token}, the token an HMAC of the game and the
// invited address with the app's secret. The link holds no address; the sign-in page recognises
// it against the table's invitations and only then says who invited and fills in the address. A
// wrong token, another game's, or a table no longer open reads as no invitation at all: the page
// is the plain sign-in page, so a bad link learns nothing.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { isRecordId } from "@/lib/input";
import { prisma } from "@/lib/db/client";

/** A token as invitationToken makes them: 32 bytes, base64url. */
export const InviteTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

function secret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is needed to sign invitation links");
  return value;
}

export function invitationToken(gameId: string, email: string): string {
  return createHmac("sha256", secret()).update(`invitation:${gameId}:${email.trim().toLowerCase()}`).digest("base64url");
}

/** The path of the link for `email` to `gameId`'s table (the app's address goes in front). */
export function invitationPath(gameId: string, email: string): string {
  return `/games/${gameId}?invite=${invitationToken(gameId, email)}`;
}

/** The game and token of an invitation path (as `next` carries it to the sign-in page), else null. */
export function invitationIn(path: string): { gameId: string; token: string } | null {
  const url = new URL(path, "http://neva.invalid");
  const id = url.pathname.match(/^\/games\/([^/]+)$/)?.[1];
  const token = InviteTokenSchema.safeParse(url.searchParams.get("invite"));
  return id && isRecordId(id) && token.success ? { gameId: id, token: token.data } : null;
}

export interface InvitationContext {
  /** The display name of the player who set up the table. */
  inviter: string;
  /** The address the invitation went to. */
  email: string;
}

/** Who invited whom, when `token` is the link of an invitation still waiting at an open table. */
export async function invitationContext(gameId: string, token: string): Promise<InvitationContext | null> {
  if (!isRecordId(gameId) || !InviteTokenSchema.safeParse(token).success) return null;
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    select: {
      status: true,
      createdBy: { select: { displayName: true } },
      // Links go to addresses with no player yet (lib/games/lobby.ts seats a known player by id).
      seats: { where: { joinedAt: null, userId: null, invitedEmail: { not: null } }, select: { invitedEmail: true } },
    },
  });
  // A deleted creator's open tables are cancelled (lib/account/delete.ts), so no creator means no context.
  const inviter = game?.createdBy?.displayName;
  if (!game || game.status !== "open" || !inviter) return null;
  const given = Buffer.from(token);
  for (const seat of game.seats) {
    const expected = Buffer.from(invitationToken(gameId, seat.invitedEmail!));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return { inviter, email: seat.invitedEmail! };
  }
  return null;
}
