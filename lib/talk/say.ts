// Saying something at a table: the checks on what is said (one line of plain text that shows as
// it was typed: no control characters, no direction overrides, no piles of marks), the flood
// limits, then the store.
// Bad input answers 400 naming the field and stores nothing; a flood answers 429 with when to
// try again. Limits count per player and game, so one player's flood never silences another.
import { hasControlCharacter } from "@/lib/input";
import { DomainError, rateLimited, waitUnits, type RefusalReason } from "@/lib/errors";
import { consume, type Refusal } from "@/lib/limits";
import { storeMessage, type ChatMessage, type Seated } from "./messages";

/** Characters (code points, as a person counts them) one message may hold. */
export const MAX_TEXT = 1000;

/**
 * Direction overrides, embeddings and isolates (issue 35): U+202E turns "…you win noitcelfer ,oN"
 * into "…you win No, reflection", so a message would read otherwise than it was typed. The plain
 * direction marks (U+200E, U+200F, U+061C) stay: right-to-left writers need them and they reorder
 * nothing beyond the neutral characters beside them, inside the message's own <bdi>.
 */
const DIRECTION_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;

/**
 * Combining marks one character may carry (issue 35): Vietnamese takes two, Indic conjuncts and
 * pointed Hebrew three or four; 999 of them draw over the neighbouring messages.
 */
export const MAX_MARKS = 4;
// A run of marks, and the invisible format characters (joiners) that may sit between them
// without ending the pile.
const MARK_RUN = /[\p{M}\p{Cf}]{2,}/gu;
const MARK = /\p{M}/gu;

function pilesMarks(text: string): boolean {
  for (const [run] of text.matchAll(MARK_RUN)) if ((run.match(MARK)?.length ?? 0) > MAX_MARKS) return true;
  return false;
}

const bad = (reason: RefusalReason, values?: Record<string, number>) => new DomainError("invalid_request", reason, values, { field: "text" });

/** The message text out of a parsed JSON body, trimmed; 400 naming `text` when it cannot be one. */
export function checkText(body: unknown): string {
  const raw = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>).text : undefined;
  if (typeof raw !== "string") throw bad("textMissing");
  // Control characters first: trimming would quietly drop a trailing NUL or newline.
  if (hasControlCharacter(raw)) throw bad("textControl");
  const text = raw.trim();
  if (text === "") throw bad("textEmpty");
  if ([...text].length > MAX_TEXT) throw bad("textTooLong", { max: MAX_TEXT });
  if (DIRECTION_CONTROL.test(text)) throw bad("textBidi");
  if (pilesMarks(text)) throw bad("textMarks", { max: MAX_MARKS });
  return text;
}

/** Checks, counts against the limits and stores a message by the seated player `who`. */
export async function say(who: Seated, body: unknown): Promise<ChatMessage> {
  const text = checkText(body);
  const key = `${who.userId}:${who.gameId}`;
  const burst = await consume("chat_burst", key);
  if (burst) throw flood(burst, "floodBurst");
  const day = await consume("chat_day", key);
  if (day) throw flood(day, "floodDay");
  return storeMessage(who, text);
}

// The flood sentences take the wait as numbers for their select and plurals (lib/errors' rounding).
export { waitUnits as waitValues } from "@/lib/errors";

function flood(refusal: Refusal, key: "floodBurst" | "floodDay") {
  const values = waitUnits(refusal.msBeforeNext);
  return rateLimited(key, values, refusal.msBeforeNext);
}
