// Shapes every hostile input must have before it reaches the database. PostgreSQL refuses a NUL
// byte in text (error 22021), which used to surface as a 500; other control characters and huge
// values are no real user's input either. Routes, server actions and pages check these at their
// boundary and answer 400/404 instead.
import { z } from "zod";

// The messages of these schemas are codes: nothing here is said to a person (a bad id is a 404).

/**
 * Our row ids: Prisma's `cuid()` (a "c" and 24 lower-case letters and digits). Anything else
 * names no row, so callers answer 404 without asking the database.
 */
export const RecordIdSchema = z.string().regex(/^c[a-z0-9]{24}$/, "notAnId");

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
    .max(max, "tooLong")
    .refine((s) => !hasControlCharacter(s), "controlCharacters");
}

/**
 * The path to the first string (key or value) inside parsed JSON that holds a control character,
 * e.g. "clientMoveId" or "invites.0"; null when there is none. No field of our JSON bodies is
 * multi-line text, so CR and LF are refused too. A loop with its own stack, not recursion: a
 * value of any depth (a server action's arguments are not bounded by lib/api/json-body.ts) costs
 * time in proportion to its size, and each path is built only for the string it names.
 */
export function controlCharacterPath(value: unknown): string | null {
  // Each entry: a value and how to get to it (its parent entry and its key), walked depth first.
  type At = { value: unknown; key: string | null; parent: At | null };
  const pathOf = (at: At): string => {
    const keys: string[] = [];
    for (let a: At | null = at; a && a.key !== null; a = a.parent) keys.push(a.key);
    return keys.reverse().join(".") || "body";
  };
  const stack: At[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (typeof at.value === "string") {
      if (hasControlCharacter(at.value)) return pathOf(at);
      continue;
    }
    if (at.value === null || typeof at.value !== "object") continue;
    const entries = Object.entries(at.value);
    // Pushed in reverse so the first key is looked at first (the path named is the first one).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      const child: At = { value: inner, key, parent: at };
      stack.push(child);
      if (hasControlCharacter(key)) stack.push({ value: key, key, parent: at });
    }
  }
  return null;
}
