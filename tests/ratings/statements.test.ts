// "Rating a finished game adds at most one statement to the finishing move": the statements the
// driver sends for a rated game's last move, against the same last move of an unrated table.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { makeUser } from "../history/helpers";
import { countStatements } from "../games/statements";
import { nearlyFinished } from "./helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

describe("rating a finished game", () => {
  it("adds one statement to the finishing move", { timeout: 120_000 }, async () => {
    const players = await Promise.all([makeUser("st"), makeUser("st"), makeUser("st")]);
    // The same game (same seed) once rated, once not: the same moves, the same notices.
    const rated = await nearlyFinished(players, `statements-${players[0].id}`);
    const unrated = await nearlyFinished(players, `statements-${players[0].id}`, { rated: false });
    const a = await countStatements(unrated.finish);
    const b = await countStatements(rated.finish);
    expect(await prisma.ratingChange.count({ where: { gameId: rated.id } })).toBe(3);
    expect(await prisma.ratingChange.count({ where: { gameId: unrated.id } })).toBe(0);
    expect(b.statements.length - a.statements.length).toBe(1);
    // The lock statement also reads the window of earlier rated games (issue 35); one statement writes the changes.
    expect(b.statements.filter((s) => s.includes("INSERT INTO rating_changes"))).toHaveLength(1);
  });
});
