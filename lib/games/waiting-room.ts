// What the waiting room of a game that has not started shows: its seats, invitations and options.
import { prisma } from "@/lib/db/client";
import type { GameOptions, Variants } from "@/lib/engine";
import { botName } from "@/lib/bots/names";
import { invitationPath } from "./invitations";
import { isOpenSeat } from "./lobby";
import { tableOptions } from "./options";

export interface WaitingSeat {
  /** Display name of the player holding or invited to this seat. */
  name: string | null;
  /**
   * Only shown to the creator and the invited player themselves, and only until the guest has a
   * display name: then the seat shows the name (no address is shown to others anywhere).
   */
  invitedEmail: string | null;
  joined: boolean;
  isViewer: boolean;
}

export interface WaitingRoom {
  id: string;
  status: "open" | "active" | "finished" | "cancelled";
  creatorName: string;
  isCreator: boolean;
  seatCount: number;
  seats: WaitingSeat[];
  variants: Variants;
  /** The expansions the table plays with, as stored in its options ("newSociety", "banquet"). */
  expansions: GameOptions["expansions"];
  /** The viewer may take a seat now: theirs is reserved, or a free one is open. */
  canJoin: boolean;
  /** The viewer already sits at this table. */
  seated: boolean;
  /** Invitations that went out and wait for their guest (names and addresses alike). */
  invitations: number;
  /**
   * For the creator: the personal link of each guest invited by an address who has no name yet,
   * to send another way should the mail not arrive (lib/games/invitations.ts).
   */
  guestLinks: { email: string; path: string }[];
  createdAt: string;
}

export async function loadWaitingRoom(gameId: string, viewer: { id: string; email: string }): Promise<WaitingRoom | null> {
  const game = await prisma.game.findUnique({
    where: { id: gameId },
    include: {
      createdBy: { select: { displayName: true } },
      seats: { include: { user: { select: { displayName: true } } }, orderBy: { id: "asc" } },
    },
  });
  if (!game) return null;
  const email = viewer.email.toLowerCase();
  const isCreator = game.createdById === viewer.id;
  // A guest invited by address who has signed up since has a name: the seat shows it.
  const addresses = game.seats.flatMap((s) => (!s.userId && s.invitedEmail ? [s.invitedEmail] : []));
  const guests = addresses.length === 0 ? [] : await prisma.user.findMany({ where: { email: { in: addresses } }, select: { email: true, displayName: true } });
  const guestName = new Map(guests.flatMap((u) => (u.displayName ? [[u.email.toLowerCase(), u.displayName] as const] : [])));
  const seats: WaitingSeat[] = game.seats.map((s) => {
    const isViewer = s.userId === viewer.id || (!s.userId && s.invitedEmail === email);
    const named = s.invitedEmail ? guestName.get(s.invitedEmail) : undefined;
    return {
      name: s.user?.displayName ?? named ?? (s.botNumber !== null ? botName(s.botNumber) : null),
      invitedEmail: s.invitedEmail && !named && (isCreator || isViewer) ? s.invitedEmail : null,
      joined: !!s.joinedAt,
      isViewer,
    };
  });
  const mine = seats.find((s) => s.isViewer);
  const freeSeat = game.seats.some(isOpenSeat);
  const options = tableOptions(game);
  return {
    id: game.id,
    status: game.status,
    creatorName: game.createdBy?.displayName ?? "someone",
    isCreator,
    seatCount: game.seatCount,
    seats,
    variants: options.variants,
    expansions: options.expansions,
    canJoin: game.status === "open" && (mine ? !mine.joined : freeSeat),
    seated: !!mine?.joined,
    invitations: game.seats.filter((s) => !s.joinedAt && (s.userId || s.invitedEmail)).length,
    guestLinks:
      isCreator && game.status === "open"
        ? game.seats.flatMap((s) => (!s.userId && !s.joinedAt && s.invitedEmail && !guestName.has(s.invitedEmail) ? [{ email: s.invitedEmail, path: invitationPath(game.id, s.invitedEmail) }] : []))
        : [],
    createdAt: game.createdAt.toISOString(),
  };
}
