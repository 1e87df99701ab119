// The per-game move time limit, chosen at creation: none, 1, 2, 3, 5 or 7 days. When it runs out
// the game times the player out (./timeouts); lib/mail only warns and tells.
import { z } from "zod";

export const MOVE_TIME_LIMIT_CHOICES = [null, 1, 2, 3, 5, 7] as const;


/** Accepts a number, a form string ("", "none", "3") or null; gives 1|2|3|5|7 or null. */
export const MoveTimeLimitSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === "" || value === "none" || value === 0 || value === "0" ? null : Number(value)),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5), z.literal(7)], { error: "timeLimit" }).nullable(),
);

/**
 * Issue 22: what becomes of a seat whose time ran out with no vacation days left (or whose player
 * resigned): "pass" (Yucata's rule: passed for the rest of the phase) or "bot" (the bot plays on).
 */
export const ON_TIMEOUT = ["pass", "bot"] as const;
export type OnTimeout = (typeof ON_TIMEOUT)[number];
export const OnTimeoutSchema = z.enum(ON_TIMEOUT, { error: "onTimeoutChoice" });

/** A stored rule, read defensively: anything but "bot" is the default "pass". */
export function onTimeoutOf(stored: string | null | undefined): OnTimeout {
  return stored === "bot" ? "bot" : "pass";
}

/**
 * Length of one "day" of a move time limit in seconds, from MOVE_LIMIT_DAY_SECONDS (shorten it to
 * try time limits by hand). Read on every call: tests change process.env between cases.
 */
export function limitDaySeconds(): number {
  const raw = process.env.MOVE_LIMIT_DAY_SECONDS;
  if (raw === undefined || raw === "") return 24 * 3600;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`MOVE_LIMIT_DAY_SECONDS must be a number of seconds ≥ 0, not "${raw}"`);
  return value;
}
