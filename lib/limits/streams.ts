// Caps on open Server-Sent Event streams (issue 18: one session once held 8,000 streams of one
// game, ~120 KB each). Per user: a few per game and a few dozen in all; per client address: how
// often a stream may be answered "sign in" (a signed-out request never gets a stream).
//
// Per process, on purpose. An open stream is a socket held by exactly one process, and its slot
// must come back the instant that socket closes; a shared counter in PostgreSQL would need a
// write at every open and close, and would keep the slots of a process that died (kill -9, OOM)
// until some expiry, locking their owner out. The memory a stream costs is also per process, so
// a per-process cap is the one that bounds it. With P processes a user may hold P times the cap
// in all (the README says so), which is still a bound; streams end after 15 minutes and
// reconnect, so the load spreads over the processes anyway.
//
// Beyond the cap the answer is 429 (not "close the user's oldest stream"): evicting the oldest
// lets its page reconnect a second later and evict the next one, a loop between tabs; a 429 keeps
// the open pages working and tells the new one why. EventSource does not retry after a 429.
// A browser over HTTP/1.1 holds at most six connections to one host, so the caps below are above
// anything one real browser opens.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { DomainError, rateLimited, wait } from "@/lib/errors";
import { clientAddress } from "./client";

type Caps = { perGame: number; perUser: number; signedOutPerMinute: number };

const DEFAULT_CAPS: Caps = { perGame: 4, perUser: 24, signedOutPerMinute: 60 };

/** STREAM_CAPS="perGame/perUser/signedOutPerMinute" overrides (tests, a deployment with other needs). */
function caps(): Caps {
  const match = process.env.STREAM_CAPS?.match(/^(\d{1,4})\/(\d{1,5})\/(\d{1,6})$/);
  return match ? { perGame: Number(match[1]), perUser: Number(match[2]), signedOutPerMinute: Number(match[3]) } : DEFAULT_CAPS;
}

/** How long a refused page is told to wait: a tab closed elsewhere frees its slot at once. */
const RETRY_AFTER_SECONDS = 30;

/** Open streams of one user in this process: in all, and by game ("" for the dashboard's stream). */
type Held = { total: number; byGame: Map<string, number> };

class StreamSlots {
  private held = new Map<string, Held>();
  private signedOutLimiter: RateLimiterMemory | null = null;
  private signedOutPoints = 0;

  /**
   * Takes a slot for `userId`'s stream of `gameId` (null: the dashboard's); throws 429 when over
   * a cap. Returns the release, safe to call more than once; call it when the stream ends.
   */
  acquire(userId: string, gameId: string | null): () => void {
    const { perGame, perUser } = caps();
    const key = gameId ?? "";
    const held = this.held.get(userId) ?? { total: 0, byGame: new Map<string, number>() };
    const ofGame = held.byGame.get(key) ?? 0;
    if (gameId !== null && ofGame >= perGame) throw rateLimited("streamsOfGame", { max: perGame }, RETRY_AFTER_SECONDS * 1000);
    if (held.total >= perUser) throw rateLimited("streamsInAll", { max: perUser }, RETRY_AFTER_SECONDS * 1000);
    held.total++;
    held.byGame.set(key, ofGame + 1);
    this.held.set(userId, held);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.total--;
      const left = (held.byGame.get(key) ?? 1) - 1;
      if (left > 0) held.byGame.set(key, left);
      else held.byGame.delete(key);
      // Nothing stays behind for a user with no stream: the map holds only the users streaming now.
      if (held.total === 0) this.held.delete(userId);
    };
  }

  /**
   * Counts a "sign in" answer to a stream request from this client address; the request is
   * answered 429 instead once the address has had its share this minute. In memory through
   * rate-limiter-flexible (the same library as lib/limits, without a database write per refusal).
   */
  async signedOut(headers: Headers): Promise<void> {
    const points = caps().signedOutPerMinute;
    if (!this.signedOutLimiter || this.signedOutPoints !== points) {
      this.signedOutLimiter = new RateLimiterMemory({ keyPrefix: "stream_signed_out", points, duration: 60 });
      this.signedOutPoints = points;
    }
    try {
      await this.signedOutLimiter.consume(clientAddress(headers));
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      throw rateLimited("signedOutStreams", { wait: wait(error.msBeforeNext) }, error.msBeforeNext);
    }
  }

  /** Users and streams held in this process (tests, bench). */
  stats(): { users: number; streams: number } {
    let streams = 0;
    for (const held of this.held.values()) streams += held.total;
    return { users: this.held.size, streams };
  }
}

// One per process (dev hot reload re-evaluates modules: keep the counts of the streams still open).
const holder = globalThis as unknown as { __nevaStreamSlots?: StreamSlots };
export const streamSlots: StreamSlots = (holder.__nevaStreamSlots ??= new StreamSlots());

/**
 * The signed-in user a stream route serves: `requireUser`'s answer, except that its "sign in"
 * (401) becomes a 429 for a client address that keeps asking.
 */
export async function streamUser<U>(request: Request, requireUser: () => Promise<U>): Promise<U> {
  try {
    return await requireUser();
  } catch (error) {
    if (error instanceof DomainError && error.code === "unauthenticated") await streamSlots.signedOut(request.headers);
    throw error;
  }
}
