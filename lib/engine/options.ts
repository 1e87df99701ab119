// Table options: who plays, which rules, which online variants. The zod schema is the type.
import { z } from "zod";

export const VariantsSchema = z.object({
  /** Everyone sees everyone's money (Yucata). */
  openMoney: z.boolean().default(false),
  /** Everyone sees everyone's hand (Yucata). */
  openHands: z.boolean().default(false),
  /** The remaining composition of each draw pile is public, never its order (Yucata). */
  pileContents: z.boolean().default(false),
  /** Pub used during the building action phase instead of after scoring (ruling R2). */
  pubDuringBuildingPhase: z.boolean().default(false),
  /** "Pass until the end of this phase" (ruling R18). */
  autoPass: z.boolean().default(false),
});

export const PLAYER_NAME = z.string().trim().min(1).max(40);

export const GameOptionsSchema = z.object({
  players: z.array(PLAYER_NAME).min(2, "a game needs 2 to 4 players").max(4, "a game needs 2 to 4 players"),
  edition: z.enum(["first", "second"]).default("first"),
  expansions: z.array(z.enum(["newSociety", "banquet", "market"])).default([]),
  variants: VariantsSchema.default(VariantsSchema.parse({})),
});

export type Variants = z.infer<typeof VariantsSchema>;
export type GameOptions = z.infer<typeof GameOptionsSchema>;
export type GameOptionsInput = z.input<typeof GameOptionsSchema>;
export type VariantName = keyof Variants;

/** Labels and one-line explanations, for the lobby and the rules summary. */
export const VARIANT_INFO: Record<VariantName, { label: string; explanation: string }> = {
  openMoney: { label: "Open money", explanation: "Everyone can see how many rubles every player has." },
  openHands: { label: "Open hands", explanation: "Everyone can see the cards in every player's hand." },
  pileContents: {
    label: "Pile contents",
    explanation: "Anyone may look at which cards are left in each draw pile (never their order).",
  },
  pubDuringBuildingPhase: {
    label: "Pub during the building phase",
    explanation: "Pubs buy points during your turns of the building phase instead of after its scoring.",
  },
  autoPass: {
    label: "Pass until the end of the phase",
    explanation: "A player may pass now and for every later turn of the same phase.",
  },
};
