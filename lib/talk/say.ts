// Saying something at a table: the checks on what is said, the flood limits, then the store.
// Bad input answers 400 naming the field and stores nothing; a flood answers 429 with when to
// try again. Limits count per player and game, so one player's flood never silences another.
import { hasControlCharacter } from "@/lib/input";
import { DomainError, rateLimited, waitUnits, type RefusalReason } from "@/lib/errors";
import { consume, type Refusal } from "@/lib/limits";
import { storeMessage, type ChatMessage, type Seated } from "./messages";

/** Characters (code points, as a person counts them) one message may hold. */
export const MAX_TEXT = 1000;

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
