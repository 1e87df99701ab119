// The review of a finished game (issue 36), stored once per person's seat: the worker claims a
// finished game with a person at the table, replays its log, lets the strong bot judge each
// decision that person made (lib/bots/review.ts, from that seat's view only) and keeps the
// costliest moments with their sentences' phrases. Several workers: a claim is a row whose primary
// key only one of them can insert; a claim not finished within CLAIM_STALE_MS is taken again.
// The job is wired in lib/services.ts for the worker process only, one game per pass: the test
// setup's runWorkerOnce never runs it, so test files that finish many games pay nothing.
import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { applyMove, narrateMove, type Move } from "@/lib/engine";
import type { Phrase } from "@/lib/engine/narrate";
import { costliest, momentOf, type Moment, type ReviewedDecision } from "@/lib/bots/review";
import { loadEvents, replaySteps, type LogStep } from "@/lib/games/log";
import type { GameState } from "@/lib/engine";

/** A moment as stored: the verdict and how the log says each move. */
export interface StoredMoment extends Moment {
  playedSaid: Phrase;
  betterSaid: Phrase;
}

/** A claim older than this without a stored review was left by a worker that stopped; take it again. */
export const CLAIM_STALE_MS = 10 * 60 * 1000;

/** A person's move, decided by them at the table (no bot's stand-in move, no standing order). */
function isPersonsDecision(step: LogStep): step is LogStep & { event: { type: "move"; move: Move } } {
  return step.event.type === "move" && !step.event.bot && !step.event.byOrder;
}

function said(before: GameState, move: Move): Phrase {
  const result = applyMove(before, move);
  return narrateMove(before, move, result.ok ? result.events : []);
}

/** The seats of people (not bots, not a deleted account's) in a game: seat → user id. */
async function peopleSeats(gameId: string): Promise<Map<number, string>> {
  const seats = await prisma.gameSeat.findMany({ where: { gameId, botNumber: null, userId: { not: null }, seat: { not: null } }, select: { seat: true, userId: true } });
  return new Map(seats.map((s) => [s.seat as number, s.userId as string]));
}

/** The review of every person's seat of a finished game, from its log (pure work but the reads). */
export async function reviewGame(gameId: string): Promise<{ seat: number; moments: StoredMoment[] }[]> {
  const people = await peopleSeats(gameId);
  if (people.size === 0) return [];
  const decisions = new Map<number, (ReviewedDecision & { step: LogStep })[]>();
  for (const seat of people.keys()) decisions.set(seat, []);
  for (const step of replaySteps(await loadEvents(gameId))) {
    if (!isPersonsDecision(step)) continue;
    decisions.get(step.event.seat)?.push({ seq: step.event.seq, before: step.before, move: step.event.move, step });
  }
  const out: { seat: number; moments: StoredMoment[] }[] = [];
  for (const [seat, list] of decisions) {
    const found: Moment[] = [];
    for (const d of list) {
      const moment = momentOf(d, seat, gameId);
      if (moment) found.push(moment);
      // A decision takes up to a few hundred ms of one core: the worker's other jobs (a bot's
      // move, the mail) run between two, never behind a whole game's review.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    const bySeq = new Map(list.map((d) => [d.seq, d.before]));
    const moments = costliest(found).map((m) => {
      const before = bySeq.get(m.seq) as GameState;
      return { ...m, playedSaid: said(before, m.played), betterSaid: said(before, m.better) };
    });
    out.push({ seat, moments });
  }
  return out;
}

/**
 * Claims one finished game with a person at the table and no review yet (or a stale claim), or
 * null. `only` limits the search to these games (tests: the database is shared by test files).
 */
async function claimGame(now: Date, only?: readonly string[]): Promise<string | null> {
  const filter = only ? only.slice() : null;
  const stale = new Date(now.getTime() - CLAIM_STALE_MS);
  const rows = await prisma.$queryRaw<{ game_id: string }[]>`
    INSERT INTO game_review_claims (game_id, claimed_at)
    SELECT g.id, ${now} FROM games g
    WHERE g.status = 'finished'
      AND (${filter}::text[] IS NULL OR g.id = ANY(${filter}::text[]))
      AND EXISTS (SELECT 1 FROM game_seats s WHERE s.game_id = g.id AND s.user_id IS NOT NULL AND s.bot_number IS NULL)
      AND NOT EXISTS (SELECT 1 FROM game_review_claims c WHERE c.game_id = g.id)
    ORDER BY g.finished_at NULLS FIRST
    LIMIT 1
    ON CONFLICT (game_id) DO NOTHING
    RETURNING game_id`;
  if (rows[0]) return rows[0].game_id;
  // A claim a stopped worker left: one UPDATE takes it, so only one worker gets it back.
  const again = await prisma.$queryRaw<{ game_id: string }[]>`
    UPDATE game_review_claims SET claimed_at = ${now}
    WHERE game_id = (
      SELECT game_id FROM game_review_claims
      WHERE reviewed_at IS NULL AND claimed_at < ${stale} AND (${filter}::text[] IS NULL OR game_id = ANY(${filter}::text[]))
      LIMIT 1 FOR UPDATE SKIP LOCKED)
    RETURNING game_id`;
  return again[0]?.game_id ?? null;
}

/** One pass of the review job: at most one game reviewed and stored; its id, or null when none was due. */
export async function reviewNextGame(options: { now?: Date; only?: readonly string[] } = {}): Promise<string | null> {
  const now = options.now ?? new Date();
  const gameId = await claimGame(now, options.only);
  if (!gameId) return null;
  const reviews = await reviewGame(gameId);
  await prisma.$transaction([
    prisma.gameReview.deleteMany({ where: { gameId } }),
    prisma.gameReview.createMany({ data: reviews.map((r) => ({ gameId, seat: r.seat, moments: JSON.parse(JSON.stringify(r.moments)) })) }),
    prisma.gameReviewClaim.update({ where: { gameId }, data: { reviewedAt: new Date() } }),
  ]);
  return gameId;
}

export interface ShownReview {
  seat: number;
  own: boolean;
  moments: StoredMoment[];
}

/**
 * The reviews of a game `readerId` may read: their own always, another player's only if that
 * player shares theirs (Settings). Null reader (signed out): shared ones only.
 */
export async function readReviews(gameId: string, readerId: string | null): Promise<ShownReview[]> {
  const [rows, seats] = await Promise.all([
    prisma.gameReview.findMany({ where: { gameId }, orderBy: { seat: "asc" }, select: { seat: true, moments: true } }),
    prisma.gameSeat.findMany({ where: { gameId, seat: { not: null }, userId: { not: null } }, select: { seat: true, userId: true, user: { select: { shareReview: true } } } }),
  ]);
  const bySeat = new Map(seats.map((s) => [s.seat as number, s]));
  const shown: ShownReview[] = [];
  for (const row of rows) {
    const seat = bySeat.get(row.seat);
    if (!seat) continue;
    const own = readerId !== null && seat.userId === readerId;
    if (!own && !seat.user?.shareReview) continue;
    shown.push({ seat: row.seat, own, moments: row.moments as unknown as StoredMoment[] });
  }
  // The reader's own first.
  return shown.sort((a, b) => Number(b.own) - Number(a.own) || a.seat - b.seat);
}

/** Whether the reader played the game as a person and its review is not stored yet (the page says it is on its way). */
export async function reviewWaits(gameId: string, readerId: string | null): Promise<boolean> {
  if (!readerId) return false;
  const [seat, claim] = await Promise.all([
    prisma.gameSeat.findFirst({ where: { gameId, userId: readerId, botNumber: null, seat: { not: null } }, select: { seat: true } }),
    prisma.gameReviewClaim.findUnique({ where: { gameId }, select: { reviewedAt: true } }),
  ]);
  return seat !== null && !claim?.reviewedAt;
}

const SharingSchema = z.object({ share: z.boolean() }).strict();

/** Whether the player lets the other players of their games read their reviews (off by default). */
export async function reviewSharing(userId: string): Promise<{ share: boolean }> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { shareReview: true } });
  return { share: user?.shareReview ?? false };
}

export async function saveReviewSharing(userId: string, input: unknown): Promise<{ share: boolean }> {
  const { share } = SharingSchema.parse(input);
  await prisma.user.update({ where: { id: userId }, data: { shareReview: share } });
  return { share };
}
