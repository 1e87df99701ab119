import { z } from "zod";
import { Prisma, prisma } from "@/lib/db/client";

export const displayNameSchema = z
  .string({ error: "Choose a display name." })
  .transform((s) => s.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(3, "A display name needs at least 3 characters.")
      .max(24, "A display name has at most 24 characters.")
      .regex(/^[\p{L}\p{N} _-]+$/u, "Use only letters, digits, spaces, - and _."),
  );

export type DisplayNameResult =
  | { ok: true; displayName: string }
  | { ok: false; code: "invalid" | "taken"; field: "displayName"; message: string };

function taken(name: string): DisplayNameResult {
  return { ok: false, code: "taken", field: "displayName", message: `“${name}” is already taken. Try another name.` };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Validates and saves a player's display name. Names are unique regardless of case ("Anna" and
 * "anna" would be confusing at a table); the unique index catches the exact-match race.
 */
export async function setDisplayName(userId: string, raw: unknown): Promise<DisplayNameResult> {
  const parsed = displayNameSchema.safeParse(raw);
  if (!parsed.success) {
    return { ok: false, code: "invalid", field: "displayName", message: parsed.error.issues[0].message };
  }
  const name = parsed.data;
  const clash = await prisma.user.findFirst({
    where: { displayName: { equals: name, mode: "insensitive" }, id: { not: userId } },
    select: { id: true },
  });
  if (clash) return taken(name);
  try {
    await prisma.user.update({ where: { id: userId }, data: { displayName: name } });
  } catch (error) {
    if (isUniqueViolation(error)) return taken(name);
    throw error;
  }
  return { ok: true, displayName: name };
}
