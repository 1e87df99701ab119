// What New Society adds to the engine's data shapes: its decisions after the building scoring
// (R26), the moves of its cards, and the disc's event (R24). decisions.ts, moves.ts and events.ts
// gather these with the other units'.
import { z } from "zod";
import { Card, Resume, Seat, SeatIndex } from "../../fields";
import { GUILD_HALL_TOTAL } from "../../rules";

export const NEW_SOCIETY_DECISIONS = [
  /** The Guild Hall's split after the building scoring (R26). */
  z.object({ kind: z.literal("guildHall"), seat: SeatIndex, resume: Resume }),
  /** Rubles for points at the Trading House after the building scoring (R26). */
  z.object({ kind: z.literal("tradingHouse"), seat: SeatIndex, resume: Resume }),
] as const;

export const NEW_SOCIETY_MOVES = [
  z.object({ type: z.literal("tradingHouse"), seat: Seat, use: z.boolean() }),
  z.object({ type: z.literal("guildHall"), seat: Seat, rubles: z.number().int().min(0).max(GUILD_HALL_TOTAL) }),
  z.object({ type: z.literal("debtorsPrison"), seat: Seat, card: Card }),
  z.object({ type: z.literal("releaseSycophant"), seat: Seat }),
] as const;

export const NEW_SOCIETY_EVENTS = [
  /** Five players: the disc holder's points at the start of a round (ruling R24). */
  z.object({ type: z.literal("discScored"), seat: SeatIndex, points: z.number().int() }),
] as const;
