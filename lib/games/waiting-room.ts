// What the waiting room of a game that has not started shows: its seats, invitations and options.
import { prisma } from "@/lib/db/client";
import type { GameOptions, Variants } from "@/lib/engine";
import { botName } from "@/lib/bots/names";
import { isOpenSeat } from "./lobby";
import { tableOptions } from "./options";

export interface WaitingSeat {
  /** Display name of the player holding or invited to this seat. */
  name: string | null;
  /** Only shown to the creator and the invited player themselves. */
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
  const seats: WaitingSeat[] = game.seats.map((s) => {
    const isViewer = s.userId === viewer.id || (!s.userId && s.invitedEmail === email);
    return {
      name: s.user?.displayName ?? (s.botNumber !== null ? botName(s.botNumber) : null),
      invitedEmail: s.invitedEmail && (isCreator || isViewer) ? s.invitedEmail : null,
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
    createdAt: game.createdAt.toISOString(),
  };
}
