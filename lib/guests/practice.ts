// Issue 38: a practice table against bots, the one kind of table a guest may start. The default is
// the one-click table of the home page (first edition, two players, the standard bot); the small
// form at /practice chooses the rule set, the number of players and the bots' level.
import { z } from "zod";
import { BOT_LEVELS, DEFAULT_BOT_LEVEL } from "@/lib/bots";
import { prisma } from "@/lib/db/client";
import { MIN_PLAYERS } from "@/lib/engine/rules";
import { DomainError } from "@/lib/errors";
import { consume, refusedSaying } from "@/lib/limits";
import { GUEST_RUNNING_TABLES } from "./rules";

/** What a practice table may choose; everything else is the home page's default. */
export const PracticeSchema = z
  .object({
    edition: z.enum(["first", "second"]).default("first"),
    expansions: z.array(z.enum(["newSociety", "banquet", "market"])).max(2).default([]),
    /** People plus bots: the player alone and one bot fewer than seats. */
    players: z.coerce.number().int().default(MIN_PLAYERS),
    botLevel: z.enum(BOT_LEVELS).default(DEFAULT_BOT_LEVEL),
  })
  .strict();

/**
 * The body of POST /api/games for this practice table (lib/games/lobby checks the combination:
 * seats for the rule set, expansions for the edition); unrated, as every table with bots.
 */
export function practiceTable(input: unknown): Record<string, unknown> {
  const parsed = PracticeSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") || "body";
    throw new DomainError("invalid_request", "invalidRequest", {}, { field });
  }
  const { edition, expansions, players, botLevel } = parsed.data;
  return { seats: players, bots: players - 1, botLevel, edition, expansions, rated: false, moveTimeLimitDays: null };
}

/**
 * A guest's allowance of practice tables: a few an hour (`guest_practice`, lib/limits) and at
 * most GUEST_RUNNING_TABLES not yet finished, so one browser cannot set the worker's bots to
 * play hundreds of tables.
 */
export async function limitPractice(guestId: string): Promise<void> {
  const running = await prisma.gameSeat.count({
    where: { userId: guestId, game: { status: { in: ["open", "active"] } } },
  });
  if (running >= GUEST_RUNNING_TABLES) {
    throw new DomainError("guest_tables_running", "guestTablesRunning", { count: GUEST_RUNNING_TABLES });
  }
  const refused = await consume("guest_practice", guestId);
  if (refused) throw refusedSaying(refused, "guestPracticeLimit", {}, { wait: refused.msBeforeNext });
}
