// Bot seats in the worker (issue 21): find the running games whose seat to act is a bot, let
// lib/bots choose from that seat's view, and append the move through the same path as a
// person's (next sequence number, unique (game, seq) key, the same notices and live signal),
// marked as a bot's. Any number of workers may race: the unique key lets one move land.
import { prisma } from "@/lib/db/client";
import { applyMove, legalMoves, toAct, viewFor } from "@/lib/engine";
import { botLevelOf, decide, DEFAULT_BOT_LEVEL, type BotLevel } from "@/lib/bots";
import { startJobs, type Job, type JobRunner } from "@/lib/worker/runner";
import { appendEvent } from "./append";
import { loadState } from "./current";
import { uniqueViolation } from "./tx";

export type BotTurnResult = "applied" | "raced" | "not_due";

interface BotTurn {
  id: string;
  seq: number;
  seat: number;
  level: string;
  moveTimeLimitDays: number | null;
  /** A person's seat the bot plays for them (issue 22), not a bot's own. */
  standIn?: boolean;
  /** Issue 35: that person, while their time ran out (not once resigned): the move counts against them as a timeout. */
  standInFor?: string | null;
}

/**
 * Running games waiting for a bot: a bot seat (a range of games(has_bots, status), joined to its
 * seat), or a person's seat the bot plays for them (issue 22: after a timeout at a table whose
 * rule is "bot", or for good once they resigned; found through game_seats(played_by)).
 */
export async function dueBotTurns(limit = 50): Promise<BotTurn[]> {
  return prisma.$queryRaw<BotTurn[]>`
    SELECT * FROM (
      SELECT g.id, g.seq, s.seat, s.bot_level AS level, g.move_time_limit_days AS "moveTimeLimitDays", false AS "standIn", NULL::text AS "standInFor", g.last_move_at
      FROM games g JOIN game_seats s ON s.game_id = g.id AND s.seat = g.to_act_seat
      WHERE g.has_bots AND g.status = 'active' AND s.bot_number IS NOT NULL
      UNION ALL
      SELECT g.id, g.seq, s.seat, COALESCE(g.stand_in_level, ${STAND_IN_LEVEL}::text) AS level, g.move_time_limit_days AS "moveTimeLimitDays", true AS "standIn",
        CASE WHEN s.resigned_at IS NULL THEN s.user_id END AS "standInFor", g.last_move_at
      FROM game_seats s JOIN games g ON g.id = s.game_id AND g.to_act_seat = s.seat
      WHERE s.played_by = 'bot' AND g.status = 'active'
    ) due
    ORDER BY last_move_at
    LIMIT ${limit}`;
}

/** The level that plays a person's seat for them unless the table chose one (issue 36: standard, whatever the table's bots play). */
const STAND_IN_LEVEL: BotLevel = DEFAULT_BOT_LEVEL;

/** The bot's move at `turn.id`, if the game is still at `turn.seq` and waiting for that seat. */
export async function playBotTurn(turn: BotTurn, now = new Date()): Promise<BotTurnResult> {
  const loaded = await loadState(turn.id);
  if (!loaded || loaded.state.status !== "active") return "not_due";
  if (loaded.seq !== turn.seq) return "raced";
  const seat = toAct(loaded.state)[0];
  if (seat !== turn.seat) return "not_due";
  // A person's seat: only while the bot still holds it (their own move or "I'm back" takes it back).
  if (turn.standIn && !(await botHolds(turn.id, seat))) return "not_due";
  // The bot sees what its seat may see, and chooses among the moves its table would offer.
  const legal = legalMoves(loaded.state, seat);
  const move = decide(viewFor(loaded.state, seat), legal, { level: botLevelOf(turn.level), seed: `${turn.id}/${turn.seq}` });
  const result = applyMove(loaded.state, move);
  if (!result.ok) throw new Error(`the bot's move in game ${turn.id} was refused: ${result.error.message}`);
  try {
    await appendEvent({
      gameId: turn.id,
      step: {
        event: { seq: loaded.seq + 1, type: "move", seat, move, bot: true, ...(turn.standIn ? { standIn: true as const } : {}) },
        before: loaded.state,
        after: result.state,
        effects: result.events,
      },
      userId: null,
      now,
      moveTimeLimitDays: turn.moveTimeLimitDays,
      bot: true,
      standIn: turn.standIn,
      standInFor: turn.standIn ? (turn.standInFor ?? null) : null,
    });
  } catch (error) {
    if (uniqueViolation(error)) return "raced";
    throw error;
  }
  return "applied";
}

/** Does the bot still hold a person's `seat` of `gameId`? */
async function botHolds(gameId: string, seat: number): Promise<boolean> {
  const held = await prisma.gameSeat.findFirst({ where: { gameId, seat }, select: { playedBy: true } });
  return held?.playedBy === "bot";
}

/**
 * Plays every bot turn due now, again and again while bots follow bots, up to `maxPasses`;
 * returns how many moves this call appended.
 */
export async function sweepBotTurns(maxPasses = 20): Promise<number> {
  let applied = 0;
  for (let pass = 0; pass < maxPasses; pass++) {
    let thisPass = 0;
    for (const turn of await dueBotTurns()) {
      try {
        if ((await playBotTurn(turn)) === "applied") thisPass++;
      } catch (error) {
        console.error(`[bots] bot move in game ${turn.id} failed: ${(error as Error).message}`);
      }
    }
    applied += thisPass;
    if (thisPass === 0) break;
  }
  return applied;
}

/** How often the worker looks for bot turns: cheap (an index range of running bot games), so a bot moves well within a second of its turn. */
const BOT_POLL_MS = 200;

/** The worker's bot job (lib/services runs it beside the mail and the clocks). */
export function botJob(everyMs = BOT_POLL_MS): Job {
  return {
    name: "bots",
    everyMs,
    async run() {
      await sweepBotTurns();
    },
  };
}

/** The bot job alone, on a runner of its own (tests). */
export function startBotLoop(options: { pollMs?: number; log?: (line: string) => void } = {}): JobRunner {
  return startJobs([botJob(options.pollMs)], { log: options.log });
}
