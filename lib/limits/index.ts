// Rate limits that hold across every app process: counters in PostgreSQL (table rate_limits,
// created by our migration) kept by rate-limiter-flexible's RateLimiterPostgres, one atomic
// INSERT … ON CONFLICT DO UPDATE per check. Each rule allows `points` per `seconds`, and may be
// changed with RATE_LIMIT_<RULE>="points/seconds" (e.g. RATE_LIMIT_SIGNIN_CLIENT=100/3600).
import { createHash } from "node:crypto";
import type pg from "pg";
import { createPool } from "@/lib/db/pooler";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimited, RateLimited, wait, type RefusalReason, type RefusalValues } from "@/lib/errors";

export { RateLimited };

type Rule = { points: number; seconds: number };

const RULES = {
  /** One sign-in link per address every two minutes: the mail is on its way. */
  signin_address_burst: { points: 1, seconds: 120 },
  /** And at most five an hour to any one address (nobody is mail-bombed through us). */
  signin_address: { points: 5, seconds: 3600 },
  /** Sign-in links asked for from one client address, whatever the addresses. */
  signin_client: { points: 100, seconds: 3600 },
  /** Tables one player may create. */
  create_game: { points: 10, seconds: 3600 },
  /** Invitations (by name or address: each is a mail) one player may send. */
  invitations: { points: 30, seconds: 24 * 3600 },
  /** Table talk (issue 24), per player and game: a flood of messages in a short while... */
  chat_burst: { points: 10, seconds: 30 },
  /** ...and in a day. */
  chat_day: { points: 200, seconds: 24 * 3600 },
  /** Address changes (issue 26) one player may ask for: each mails a confirmation link. */
  email_change: { points: 3, seconds: 3600 },
  /** Confirmation links mailed to any one new address (nobody is mail-bombed through us). */
  email_change_address: { points: 3, seconds: 24 * 3600 },
  /** Issue 38: guests one client address may create (each is a practice table's player; no mail). */
  guest_client: { points: 10, seconds: 3600 },
  /** Practice tables one guest may start (besides the cap on running ones, lib/guests/rules.ts). */
  guest_practice: { points: 6, seconds: 3600 },
} satisfies Record<string, Rule>;

export type LimitName = keyof typeof RULES;

function ruleOf(name: LimitName): Rule {
  const raw = process.env[`RATE_LIMIT_${name.toUpperCase()}`];
  const match = raw?.match(/^(\d+)\/(\d+)$/);
  return match ? { points: Number(match[1]), seconds: Number(match[2]) } : RULES[name];
}

let pool: pg.Pool | null = null;
const limiters = new Map<string, RateLimiterPostgres>();

function limiter(name: LimitName): RateLimiterPostgres {
  const rule = ruleOf(name);
  const id = `${name}:${rule.points}/${rule.seconds}`;
  let found = limiters.get(id);
  if (!found) {
    // A small pool of its own: a limit check never waits behind a long game transaction.
    if (!pool) {
      // Behind a transaction pooler (DATABASE_POOLER=transaction) its statements go unnamed (issue 35).
      pool = createPool({ max: 3 });
      // An idle connection dies when PostgreSQL restarts; unheard, that error would end the whole
      // process. The next check opens a new connection, and the insurance limiter covers the gap.
      pool.on("error", () => {});
    }
    found = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true, // by prisma/migrations, so schema.prisma describes it
      keyPrefix: name,
      points: rule.points,
      duration: rule.seconds,
      // While PostgreSQL is away this process counts on its own, and the request goes on to
      // meet the database error its route already turns into a 503.
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points: rule.points, duration: rule.seconds }),
    });
    limiters.set(id, found);
  }
  return found;
}

/** What is limited goes in as a hash: the table holds no addresses. */
function hashed(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 32);
}

/**
 * The rows rate_limits holds for these rules and keys (as rate-limiter-flexible names them:
 * "<prefix>:<hash>"), for deleting what counted a person (lib/account/delete.ts).
 */
export function storedKeys(entries: readonly { name: LimitName; key: string }[]): string[] {
  return entries.map(({ name, key }) => `${name}:${hashed(key)}`);
}

export type Refusal = { name: LimitName; rule: Rule; msBeforeNext: number };

/**
 * Counts `points` against the rule for `key`; returns how it was refused (the caller words the
 * message), or null when allowed.
 */
export async function consume(name: LimitName, key: string, points = 1): Promise<Refusal | null> {
  try {
    await limiter(name).consume(hashed(key), points);
    return null;
  } catch (error) {
    if (error instanceof RateLimiterRes) return { name, rule: ruleOf(name), msBeforeNext: error.msBeforeNext };
    throw error;
  }
}

/**
 * The refusal of a request over a limit (429 with Retry-After): `reason` says it, with `values`;
 * `waits` are durations in ms ("in {wait}"), worded by the edge in each language.
 */
export function refusedSaying(refusal: Refusal, reason: RefusalReason, values: RefusalValues, waits: Record<string, number>): RateLimited {
  const all: Record<string, RefusalValues[string]> = { ...values };
  for (const [name, ms] of Object.entries(waits)) all[name] = wait(ms);
  return rateLimited(reason, all, refusal.msBeforeNext);
}
