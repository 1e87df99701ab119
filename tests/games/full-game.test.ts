// A whole game of random legal moves played through submitMove finishes the game row; the
// table then reveals the seed, and the log replays to the same end.
import { describe, expect, it, vi } from "vitest";
import { statusOf } from "@/lib/api/status";
import { prisma } from "@/lib/db/client";
import type { DomainError } from "@/lib/errors";
import { summarize, toAct } from "@/lib/engine";
import { loadEvents, stateFromEvents } from "@/lib/games/log";
import { forgetCachedState, loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { loadTable } from "@/lib/games/table";
import { seedHash } from "@/lib/games/lobby";
import { makeUser, startedGame } from "./helpers";
import { randomPicker } from "./play";

vi.mock("@/lib/auth", () => import("./auth-mock"));

describe("a whole game", () => {
  it("played through submitMove to the end finishes the game row", { timeout: 180_000 }, async () => {
    const players = await Promise.all([makeUser("w0"), makeUser("w1"), makeUser("w2")]);
    const { id, bySeat } = await startedGame(players, { autoPass: true });
    const pick = randomPicker("full-game");
    let loaded = (await loadState(id))!;
    let moves = 0;
    while (loaded.state.status === "active") {
      const move = pick(loaded.state);
      const seat = toAct(loaded.state)[0];
      const { seat: _s, ...body } = move;
      const reply = await submitMove(id, bySeat[seat], { seq: loaded.seq, move: body, clientMoveId: `m${loaded.seq}` });
      expect(reply.seq).toBe(loaded.seq + 1);
      loaded = (await loadState(id))!;
      moves++;
      if (moves > 3000) throw new Error("the game did not end within 3000 moves");
    }
    const game = await prisma.game.findUniqueOrThrow({ where: { id } });
    expect(game.status).toBe("finished");
    expect(game.finishedAt).toBeInstanceOf(Date);
    expect(game.seq).toBe(moves);
    expect(loaded.state.winners?.length).toBeGreaterThan(0);

    // Once over, anyone's table shows everything, and the seed matches its published hash.
    const table = await loadTable(id, null);
    expect(table.status).toBe("finished");
    expect(table.seed).toBe(game.seed);
    expect(seedHash(table.seed!)).toBe(table.seedHash);
    expect(table.view.final).not.toBeNull();
    expect(table.log).toHaveLength(moves);

    // The log alone rebuilds the same final state; a further move is refused.
    forgetCachedState(id);
    const replayed = stateFromEvents(await loadEvents(id));
    expect(summarize(replayed)).toEqual(summarize(loaded.state));
    const refused = await submitMove(id, bySeat[0], { seq: moves, move: { type: "pass" } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "game-over", rule: { reason: "gameOver" } });
    expect(statusOf(refused as DomainError)).toBe(422);
  });
});
