// A player's display name: any script welcome, one name per look. Names are NFC-normalised and
// trimmed; a name equal to another but for case, or with the same TR39 confusable skeleton (a
// look-alike, e.g. "Ꭺlice" with a Cherokee A beside "Alice"), is refused. The skeleton is kept
// in a unique column, so two players racing for look-alike names cannot both win.
import { z } from "zod";
import { Prisma, prisma } from "@/lib/db/client";
import { isReservedName } from "./reserved";
import { nameSkeleton } from "./skeleton";

// The schema's messages are the reasons a name is refused (DisplayNameReason), worded by the edge.
export const displayNameSchema = z
  .string({ error: "required" })
  .transform((s) => s.normalize("NFC").trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(3, "tooShort")
      .max(24, "tooLong")
      // Marks (\p{M}) for scripts that need them (अनु, ไทย), but never to start, nor piled up.
      .regex(/^[\p{L}\p{N}](?:[\p{L}\p{N} _-]|\p{M}{1,3}(?!\p{M}))*$/u, "chars"),
  );

/** Why a name is refused: the edge words each (displayName.<reason> of the catalogue). */
export type DisplayNameReason = "required" | "tooShort" | "tooLong" | "chars" | "taken" | "lookalike" | "reserved";

export type DisplayNameResult =
  | { ok: true; displayName: string }
  | { ok: false; code: "invalid" | "taken"; field: "displayName"; reason: DisplayNameReason; values: { name?: string; other?: string } };

const REASONS: readonly string[] = ["required", "tooShort", "tooLong", "chars"] satisfies DisplayNameReason[];

function taken(name: string, other?: string | null): DisplayNameResult {
  const lookalike = !!other && other.toLowerCase() !== name.toLowerCase();
  return { ok: false, code: "taken", field: "displayName", reason: lookalike ? "lookalike" : "taken", values: lookalike ? { name, other } : { name } };
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

/**
 * Names saved before skeletons existed (or written straight to the table) get theirs here; SQL
 * cannot compute it, so the migration leaves it to this. Of two old look-alikes the first keeps
 * its skeleton and the other stays without one (both names remain; new look-alikes are refused).
 */
export async function backfillNameSkeletons(): Promise<number> {
  const rows = await prisma.user.findMany({
    where: { displayName: { not: null }, nameSkeleton: null },
    select: { id: true, displayName: true },
    orderBy: { createdAt: "asc" },
    take: 1000,
  });
  let filled = 0;
  for (const row of rows) {
    try {
      const { count } = await prisma.user.updateMany({
        where: { id: row.id, displayName: row.displayName, nameSkeleton: null },
        data: { nameSkeleton: nameSkeleton(row.displayName!) },
      });
      filled += count;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return filled;
}

/** Validates and saves a player's display name; the unique skeleton column settles races. */
export async function setDisplayName(userId: string, raw: unknown): Promise<DisplayNameResult> {
  const parsed = displayNameSchema.safeParse(raw);
  if (!parsed.success) {
    // An empty name is "too short" by zod's count, but a person reads "choose a name".
    const issue = parsed.error.issues[0];
    const reason = (issue.code === "too_small" && issue.minimum === 1) || !REASONS.includes(issue.message) ? "required" : (issue.message as DisplayNameReason);
    return { ok: false, code: "invalid", field: "displayName", reason, values: {} };
  }
  const name = parsed.data;
  // Deleted accounts' seats and bots carry names of Neva's own (issues 26, 35): nobody may pass
  // for one of them, in any language or with look-alike letters. Bad input, not a clash: the
  // name was never anyone's to take.
  if (isReservedName(name)) return { ok: false, code: "invalid", field: "displayName", reason: "reserved", values: { name } };
  const key = nameSkeleton(name);
  await backfillNameSkeletons();
  const clash = await prisma.user.findFirst({
    where: { id: { not: userId }, OR: [{ displayName: { equals: name, mode: "insensitive" } }, { nameSkeleton: key }] },
    select: { displayName: true },
  });
  if (clash) return taken(name, clash.displayName);
  try {
    await prisma.user.update({ where: { id: userId }, data: { displayName: name, nameSkeleton: key } });
  } catch (error) {
    if (isUniqueViolation(error)) return taken(name);
    throw error;
  }
  return { ok: true, displayName: name };
}
