// Table options: who plays, which rules, which online variants. The zod schema is the type.
import { z } from "zod";
import { EXPANSIONS, fiveSeatExpansion, MAX_PLAYERS, maxPlayers, MIN_PLAYERS, type CombinationProblem } from "./rules";

export const VariantsSchema = z.object({
  /** Everyone sees everyone's money (Yucata). */
  openMoney: z.boolean().default(false),
  /** Everyone sees everyone's hand (Yucata). */
  openHands: z.boolean().default(false),
  /** The remaining composition of each draw pile is public, never its order (Yucata). */
  pileContents: z.boolean().default(false),
  /** Pub, Trading House, Guild Hall split and Sycophant release inside the owner's turn (R2, R11, R27). */
  pubDuringBuildingPhase: z.boolean().default(false),
  /** Auto-pass: the seat passes by itself for the rest of the phase (ruling R18). */
  autoPass: z.boolean().default(false),
});

export const PLAYER_NAME = z.string().trim().min(1).max(40);

export const GameOptionsSchema = z
  .object({
    // A bound on the input only, well above any table (the refinement below words the real limit).
    players: z.array(PLAYER_NAME).max(MAX_PLAYERS * 4),
    edition: z.enum(["first", "second"]).default("first"),
    expansions: z.array(z.enum(EXPANSIONS)).max(EXPANSIONS.length).default([]),
    variants: VariantsSchema.default(VariantsSchema.parse({})),
  })
  .superRefine((options, ctx) => {
    // Ruling R23: five players only with New Society (first edition) or the Market (second).
    const most = maxPlayers(options);
    const n = options.players.length;
    if (n < MIN_PLAYERS || n > most) {
      // Data, not words: the message is the problem's code; lib/words/setup.ts words `params.problem`.
      const problem: CombinationProblem = { code: "playerCount", min: MIN_PLAYERS, max: most, players: n, fiveNeed: most < MAX_PLAYERS ? fiveSeatExpansion(options.edition) : null };
      ctx.addIssue({ code: "custom", path: ["players"], message: problem.code, params: { problem } });
    }
  });

export type Variants = z.infer<typeof VariantsSchema>;
export type GameOptions = z.infer<typeof GameOptionsSchema>;
export type GameOptionsInput = z.input<typeof GameOptionsSchema>;
export type VariantName = keyof Variants;

/** Every variant a table may switch on; their names and explanations are in the catalogue (`variants`). */
export const VARIANT_NAMES = Object.keys(VariantsSchema.shape) as VariantName[];
