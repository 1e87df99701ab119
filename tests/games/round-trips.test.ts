// Issue 13: what a move costs the database, counted at the driver (every query the pg client
// sends, BEGIN and COMMIT included). Counts, not times: they do not depend on the machine.
import { describe, expect, it, vi } from "vitest";
import { legalMoves, toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/services";
import { makeUser, startedGame } from "./helpers";
import { countStatements } from "./statements";

vi.mock("@/lib/auth", () => import("./auth-mock"));

describe("a move's round trips", () => {
  it("are five: the seat check with the new events, then one transaction of the append and its mail notices", async () => {
    const players = await Promise.all([makeUser("trips0"), makeUser("trips1"), makeUser("trips2")]);
    const { id, bySeat } = await startedGame(players);
    for (let n = 0; n < 4; n++) {
      const { seq, state } = (await loadState(id))!;
      const seat = toAct(state)[0];
      const { seat: _seat, ...move } = legalMoves(state, seat)[0].move;
      const { result, statements } = await countStatements(() => submitMove(id, bySeat[seat], { seq, move, clientMoveId: `trip-${n}` }));
      expect(result.seq).toBe(seq + 1);
      expect(statements.map((s) => s.split(" ")[0])).toEqual(["SELECT", "BEGIN", "WITH", "WITH", "COMMIT"]);
      expect(statements[2]).toMatch(/^WITH event AS \( INSERT INTO game_events/);
      expect(statements[3]).toMatch(/^WITH cancelled AS \( UPDATE mail_outbox/);
    }
  });
});
