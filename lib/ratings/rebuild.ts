// `npm run rebuild-ratings`: every rating recomputed from the stored results, game by game in
// finishing order (finished_at, then game id), from the default rating. Deterministic: the same
// results give the same rows, bit for bit, so a second run changes nothing; `--check` (dryRun)
// only reports what differs. Runs in one transaction that locks out live rating writes.
import { prisma, Prisma } from "@/lib/db/client";
import { defaultRating, isFormerRating, isRatedGame, ordinal, REPEAT_WINDOW_MS, type Rating } from "./model";
import { changesOf, changeValues, type RatingChangeRow } from "./writes";

interface GameRow {
  gameId: string;
  finishedAt: Date;
  rated: boolean;
  /** A bot sat at the table (a practice table, never rated). */
  hasBots?: boolean;
  /** `userId`: the seat's user, or the stand-in id a deleted player's rated games keep (issue 35). */
  seats: { seat: number; userId: string | null; rank: number; resignedRound: number | null }[];
}

export interface RatingsReport {
  games: number;
  players: number;
  /** Games whose stored before/after rows differ from the recomputed ones (or are missing/extra). */
  changedGames: string[];
  /** Players whose stored current rating differs. */
  changedPlayers: string[];
}

/** Every finished game with its result rows, in finishing order. */
async function finishedGames(tx: Prisma.TransactionClient): Promise<GameRow[]> {
  return tx.$queryRaw<GameRow[]>`
    SELECT r.game_id AS "gameId", r.finished_at AS "finishedAt", g.rated, g.has_bots AS "hasBots",
      (SELECT json_agg(json_build_object('seat', p.seat, 'userId', coalesce(p.user_id, c.user_id), 'rank', p.rank, 'resignedRound', p.resigned_round) ORDER BY p.seat)
       FROM game_result_players p LEFT JOIN rating_changes c ON c.game_id = p.game_id AND c.seat = p.seat AND p.user_id IS NULL
       WHERE p.game_id = r.game_id) AS seats
    FROM game_results r JOIN games g ON g.id = r.game_id AND g.status = 'finished'
    ORDER BY r.finished_at, r.game_id`;
}

/** The ratings the results imply: every change row and each player's final rating. */
export function recompute(games: readonly GameRow[]): { changes: RatingChangeRow[]; current: Map<string, Rating & { games: number; at: Date; opponents: number }> } {
  const current = new Map<string, Rating & { games: number; at: Date; opponents: number }>();
  const metPeople = new Map<string, Set<string>>();
  const changes: RatingChangeRow[] = [];
  // When each pair of players last met in rated games (issue 35: repeated games weigh less).
  const met = new Map<string, number[]>();
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
  for (const game of games) {
    const seats = (game.seats ?? []).filter((s): s is GameRow["seats"][number] & { userId: string } => s.userId !== null);
    const resignedRounds = seats.map((s) => s.resignedRound);
    if (!isRatedGame({ rated: game.rated, people: seats.length, botSeats: game.hasBots ? 1 : 0, resignedRounds })) continue;
    const finishedAt = new Date(game.finishedAt);
    const since = finishedAt.getTime() - REPEAT_WINDOW_MS;
    const before = seats.map((s) => {
      const r = current.get(s.userId);
      return r ? { mu: r.mu, sigma: r.sigma } : defaultRating();
    });
    const earlier = seats.map((s) => Math.max(0, ...seats.filter((o) => o !== s).map((o) => (met.get(pair(s.userId, o.userId)) ?? []).filter((t) => t > since).length)));
    for (const s of seats) {
      const people = metPeople.get(s.userId) ?? new Set<string>();
      for (const o of seats) if (o.userId !== s.userId) people.add(o.userId);
      metPeople.set(s.userId, people);
    }
    for (const row of changesOf(game.gameId, finishedAt, seats, before, earlier)) {
      changes.push(row);
      current.set(row.userId, { ...row.after, games: (current.get(row.userId)?.games ?? 0) + 1, at: row.finishedAt, opponents: metPeople.get(row.userId)!.size });
    }
    for (const [i, a] of seats.entries()) for (const b of seats.slice(i + 1)) met.set(pair(a.userId, b.userId), [...(met.get(pair(a.userId, b.userId)) ?? []), finishedAt.getTime()]);
  }
  // A deleted player's stand-in id rates their games, but keeps no rating row (issue 35).
  for (const id of [...current.keys()]) if (isFormerRating(id)) current.delete(id);
  return { changes, current };
}

const key = (c: RatingChangeRow) => `${c.gameId}/${c.userId}`;
const same = (a: RatingChangeRow, b: RatingChangeRow) =>
  a.seat === b.seat && a.rank === b.rank && a.before.mu === b.before.mu && a.before.sigma === b.before.sigma &&
  a.after.mu === b.after.mu && a.after.sigma === b.after.sigma && a.finishedAt.getTime() === b.finishedAt.getTime() && a.weight === b.weight;

export async function rebuildRatings(options: { dryRun?: boolean } = {}): Promise<RatingsReport> {
  return prisma.$transaction(
    async (tx) => {
      // Live rating writes wait until this is done, so nothing is rated from a half-rebuilt table.
      if (!options.dryRun) await tx.$executeRaw`LOCK TABLE player_ratings, rating_changes IN EXCLUSIVE MODE`;
      const games = await finishedGames(tx);
      const { changes, current } = recompute(games);
      const storedChanges = await tx.ratingChange.findMany();
      const storedPlayers = await tx.playerRating.findMany();
      const changedGames = new Set<string>();
      const wanted = new Map(changes.map((c) => [key(c), c]));
      for (const s of storedChanges) {
        const row: RatingChangeRow = {
          gameId: s.gameId, userId: s.userId, seat: s.seat, rank: s.rank, finishedAt: s.finishedAt, weight: s.weight,
          before: { mu: s.muBefore, sigma: s.sigmaBefore }, after: { mu: s.muAfter, sigma: s.sigmaAfter },
        };
        const expected = wanted.get(key(row));
        if (!expected || !same(expected, row)) changedGames.add(s.gameId);
        wanted.delete(key(row));
      }
      for (const missing of wanted.values()) changedGames.add(missing.gameId);
      const changedPlayers = new Set<string>();
      const storedById = new Map(storedPlayers.map((p) => [p.userId, p]));
      for (const [userId, r] of current) {
        const s = storedById.get(userId);
        if (!s || s.mu !== r.mu || s.sigma !== r.sigma || s.ordinal !== ordinal(r) || s.games !== r.games || s.opponents !== r.opponents) changedPlayers.add(userId);
      }
      for (const s of storedPlayers) if (!current.has(s.userId)) changedPlayers.add(s.userId);
      const report = { games: new Set(changes.map((c) => c.gameId)).size, players: current.size, changedGames: [...changedGames].sort(), changedPlayers: [...changedPlayers].sort() };
      if (options.dryRun || (changedGames.size === 0 && changedPlayers.size === 0)) return report;
      await tx.$executeRaw`DELETE FROM rating_changes`;
      await tx.$executeRaw`DELETE FROM player_ratings`;
      for (let i = 0; i < changes.length; i += 1000) {
        await tx.$executeRaw`INSERT INTO rating_changes (game_id, user_id, seat, rank, mu_before, sigma_before, mu_after, sigma_after, finished_at, weight)
          VALUES ${changeValues(changes.slice(i, i + 1000))}`;
      }
      const players = [...current];
      for (let i = 0; i < players.length; i += 1000) {
        const values = players.slice(i, i + 1000).map(
          ([userId, r]) => Prisma.sql`(${userId}, ${r.mu}::float8, ${r.sigma}::float8, ${ordinal(r)}::float8, ${r.games}::int, ${r.opponents}::int, ${r.at}::timestamp(3))`,
        );
        await tx.$executeRaw`INSERT INTO player_ratings (user_id, mu, sigma, ordinal, games, opponents, updated_at) VALUES ${Prisma.join(values)}`;
      }
      return report;
    },
    { maxWait: 10_000, timeout: 600_000 },
  );
}
