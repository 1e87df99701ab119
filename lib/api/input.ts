// Shapes every hostile input must have before it reaches the database. PostgreSQL refuses a NUL
// byte in text (error 22021), which used to surface as a 500; other control characters and huge
// values are no real user's input either. Routes, server actions and pages check these at their
// boundary and answer 400/404 instead.
import { z } from "zod";

/**
 * Our row ids: Prisma's `cuid()` (a "c" and 24 lower-case letters and digits). Anything else
 * names no row, so callers answer 404 without asking the database.
 */
export const RecordIdSchema = z.string().regex(/^c[a-z0-9]{24}$/, "not an id of ours");

export function isRecordId(value: unknown): value is string {
  return RecordIdSchema.safeParse(value).success;
}

// C0 controls (NUL, CR, LF, tab…), DEL and the C1 controls.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

/** Text a person could have typed on one line: no control characters, at most `max` characters. */
export function lineText(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((s) => !hasControlCharacter(s), "must not contain control characters");
}

/**
 * The path to the first string (key or value) inside parsed JSON that holds a control character,
 * e.g. "clientMoveId" or "invites.0"; null when there is none. No field of our JSON bodies is
 * multi-line text, so CR and LF are refused too.
 */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === "string") return hasControlCharacter(value) ? path.join(".") || "body" : null;
  if (value === null || typeof value !== "object") return null;
  for (const [key, inner] of Object.entries(value)) {
    const at = [...path, key];
    const found = controlCharacterPath(key, at) ?? controlCharacterPath(inner, at);
    if (found !== null) return found;
  }
  return null;
}
