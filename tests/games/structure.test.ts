// A change to a game that nothing listens to is refused, so no entry point can lose the mails and
// results of a move by forgetting to wire them. (Who may import whom: tests/setup/layers.test.ts.)
import { describe, expect, it, vi } from "vitest";

describe("announcing a change to a game", () => {
  it("is refused while nothing is wired to hear it, naming the module to import", async () => {
    vi.resetModules();
    // A fresh copy of the registry, as in a process that never imported lib/services.
    const { announceAppend, announceCreate } = await import("@/lib/games/announce");
    const tx = {} as never;
    await expect(announceCreate({ tx, gameId: "g" })).rejects.toThrow("@/lib/services");
    await expect(
      announceAppend({ tx, gameId: "g", seq: 1, after: {} as never, actorSeat: 0, cause: "move", now: new Date(), moveTimeLimitDays: null }),
    ).rejects.toThrow("@/lib/services");
    vi.resetModules();
  });

  it("reaches the mail notices and the result summary once lib/services is imported, each once however often it is", async () => {
    vi.resetModules();
    const heard: string[] = [];
    const notices = { reads: [], fits: null, writes: [] };
    vi.doMock("@/lib/mail/notices", () => ({
      noticesAfterAppend: async () => void heard.push("notices"),
      noticesAfterCreate: async () => void heard.push("invitations"),
      noticesInAppend: () => notices,
    }));
    vi.doMock("@/lib/history/results", () => ({ resultAfterAppend: async () => void heard.push("result") }));
    // Issue 39: the pushes and webhook calls, beside the mail notices.
    const pushes = { reads: [], fits: null, writes: [] };
    vi.doMock("@/lib/push/notices", () => ({ pushesAfterAppend: async () => void heard.push("pushes"), pushesInAppend: () => pushes }));
    const { announceAppend, announceCreate, statementParts, NOTHING } = await import("@/lib/games/announce");
    await import("@/lib/services");
    await import("@/lib/services");
    const tx = {} as never;
    const appended = { gameId: "g", seq: 1, actorSeat: 0, cause: "move", now: new Date(), moveTimeLimitDays: null } as const;
    await announceAppend({ tx, ...appended, after: {} as never });
    await announceCreate({ tx, gameId: "g" });
    expect(heard).toEqual(["notices", "pushes", "result", "invitations"]);
    // In one statement: the notices' part, and nothing from the results while the game goes on;
    // the end of a game needs the transaction (the result summary takes statements of its own).
    expect(statementParts({ ...appended, after: { status: "active" } as never })).toEqual([notices, pushes, NOTHING]);
    expect(statementParts({ ...appended, after: { status: "finished" } as never })).toBeNull();
    vi.doUnmock("@/lib/mail/notices");
    vi.doUnmock("@/lib/history/results");
    vi.doUnmock("@/lib/push/notices");
    vi.resetModules();
  });
});
