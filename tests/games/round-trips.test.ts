// Issue 13: what a move costs the database, counted at the driver (every query the pg client
// sends, BEGIN and COMMIT included). Counts, not times: they do not depend on the machine.
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { savePrefs } from "@/lib/mail/prefs";
import { submitMove } from "@/lib/services";
import { makeUser, startedGame, type TestUser } from "./helpers";
import { countStatements } from "./statements";

vi.mock("@/lib/auth", () => import("./auth-mock"));

/** A statement's first word, after the mark of a prepared statement (lib/db/prepared.ts). */
const verb = (statement: string) => statement.replace(/^\/\* prepared \*\/ /, "").split(" ")[0];

/** The first legal move of whoever acts, through submitMove, with the statements it sent. */
async function moveOnce(id: string, bySeat: TestUser[], tag: string) {
  const { seq, state } = (await loadState(id))!;
  const seat = toAct(state)[0];
  const { seat: _seat, ...move } = legalMoves(state, seat)[0].move;
  const { result, statements, names } = await countStatements(() => submitMove(id, bySeat[seat], { seq, move, clientMoveId: tag }));
  expect(result.seq).toBe(seq + 1);
  const after = (await loadState(id))!.state;
  return { seq: result.seq, seat, next: toAct(after), statements: statements.map((s) => s.slice(0, 60)), names };
}

describe("a move's round trips", () => {
  it("are two: the seat check with the new events, then one statement of the event, the game row, the signal and the mail notices", async () => {
    const players = await Promise.all([makeUser("trips0"), makeUser("trips1"), makeUser("trips2")]);
    const { id, bySeat } = await startedGame(players);
    let firstNames: (string | null)[] = [];
    for (let n = 0; n < 4; n++) {
      const { seq, seat, next, statements, names } = await moveOnce(id, bySeat, `trip-${n}`);
      expect(statements.map(verb)).toEqual(["SELECT", "WITH"]);
      expect(statements[1]).toMatch(/^\/\* prepared \*\/ WITH notice_seats AS \(/);
      // Both are named statements, parsed once per connection (lib/db/prepared.ts); the seat
      // check's text is the same on every move, and so is its name.
      expect(names).toEqual([expect.stringMatching(/^neva_[0-9a-f]{24}$/), expect.stringMatching(/^neva_[0-9a-f]{24}$/)]);
      if (n > 0) expect(names[0]).toBe(firstNames[0]);
      firstNames = names;
      // What that statement wrote besides the event: "your turn" for whoever acts now, and the
      // mover's own pending turn mails cancelled.
      const mails = await prisma.mailOutbox.findMany({ where: { gameId: id, kind: "your_turn" } });
      for (const waiting of next.filter((s) => s !== seat)) {
        expect(mails.find((m) => m.dedupeKey === `turn:${id}:${seq}:${waiting}`)?.status).toBe("pending");
      }
      expect(mails.filter((m) => m.seat === seat && m.status === "pending")).toEqual([]);
    }
  });

  it("take the transaction when a player who now waits takes a daily digest (its time is computed in JS)", async () => {
    const players = await Promise.all([makeUser("tripsD0"), makeUser("tripsD1")]);
    for (const p of players) await savePrefs(p.email, { turnMail: "digest", digestHour: 18, timeZone: "Europe/Berlin", reminders: false });
    const { id, bySeat } = await startedGame(players);
    for (let n = 0; n < 6; n++) {
      const { seq, seat, next, statements } = await moveOnce(id, bySeat, `tripD-${n}`);
      const digest = next.some((s) => s !== seat);
      if (!digest) {
        expect(statements.map(verb)).toEqual(["SELECT", "WITH"]);
        continue;
      }
      // The one statement wrote nothing (its guard saw the digest), then the transaction: the
      // event with the game row, the notices, the digest entry, the pushes (issue 39).
      expect(statements.map(verb)).toEqual(["SELECT", "WITH", "BEGIN", "WITH", "WITH", "INSERT", "WITH", "COMMIT"]);
      expect(await prisma.gameEvent.count({ where: { gameId: id, seq } })).toBe(1);
      const waiting = next.find((s) => s !== seat)!;
      const entry = await prisma.mailOutbox.findFirst({ where: { kind: "digest", toAddress: bySeat[waiting].email.toLowerCase() } });
      expect(JSON.stringify(entry?.payload)).toContain(`"seq":${seq}`);
      return;
    }
    throw new Error("no move in six passed the turn to the other player");
  });
});
