// Dependencies point one way (app -> components -> lib/{history,mail} -> lib/games -> lib/engine),
// read from the import lines of the source itself; and a change to a game that nothing listens to
// is refused, so no entry point can lose the mails and results of a move by forgetting to wire them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.posix.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(name) ? [rel] : [];
  });
}

/** Every module a file imports (static, dynamic, re-export), as a path from the repository root. */
function importsOf(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map((m) => m[1]);
  return specifiers.flatMap((spec) => {
    if (spec.startsWith("@/")) return [spec.slice(2)];
    if (spec.startsWith(".")) return [path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))];
    return [];
  });
}

/** The imports of the files under `from` that reach into one of `forbidden`, as "file -> import". */
function crossings(from: string, forbidden: string[]): string[] {
  return sourceFiles(from).flatMap((file) =>
    importsOf(file)
      .filter((target) => forbidden.some((place) => target === place || target.startsWith(`${place}/`)))
      .map((target) => `${file} -> ${target}`),
  );
}

describe("dependencies point one way", () => {
  it("lib/games imports neither mail, history, auth, services, app nor components", () => {
    expect(crossings("lib/games", ["lib/mail", "lib/history", "lib/auth", "lib/services", "app", "components"])).toEqual([]);
  });

  it("lib/bots imports only the engine (issue 21), and the engine nothing of the bots", () => {
    const outside = sourceFiles("lib/bots").flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith("lib/engine") && !target.startsWith("lib/bots"))
        .map((target) => `${file} -> ${target}`),
    );
    expect(outside).toEqual([]);
    expect(sourceFiles("lib/bots").length).toBeGreaterThan(3);
    expect(crossings("lib/engine", ["lib/bots"])).toEqual([]);
  });

  it("the engine imports nothing of the service", () => {
    expect(crossings("lib/engine", ["lib/games", "lib/mail", "lib/history", "lib/db", "app", "components"])).toEqual([]);
  });

  it("lib and components never import app; lib never imports components", () => {
    expect(crossings("lib", ["app", "components"])).toEqual([]);
    expect(crossings("components", ["app"])).toEqual([]);
  });

  it("lib/mail sends mail: it neither appends to a game nor runs its time limits (lib/services wires them)", () => {
    const appending = ["lib/games/append", "lib/games/moves", "lib/games/lobby", "lib/games/timeouts"];
    expect(crossings("lib/mail", [...appending, "lib/services"])).toEqual([]);
  });

  it("table talk is a room of its own: lib/games never imports it, and it imports no mail (mail reads talk)", () => {
    expect(crossings("lib/games", ["lib/talk"])).toEqual([]);
    expect(crossings("lib/talk", ["lib/mail", "lib/history", "lib/services", "app", "components"])).toEqual([]);
  });

  it("time away is a room of its own (issue 22): lib/games, lib/mail and lib/engine never import it", () => {
    expect(crossings("lib/games", ["lib/absence"])).toEqual([]);
    expect(crossings("lib/mail", ["lib/absence"])).toEqual([]);
    expect(crossings("lib/engine", ["lib/absence"])).toEqual([]);
    expect(crossings("lib/absence", ["app", "components", "lib/services"])).toEqual([]);
  });

  it("lib/mail and lib/history do not import each other", () => {
    expect(crossings("lib/mail", ["lib/history"])).toEqual([]);
    expect(crossings("lib/history", ["lib/mail"])).toEqual([]);
  });
});

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
    const { announceAppend, announceCreate, statementParts, NOTHING } = await import("@/lib/games/announce");
    await import("@/lib/services");
    await import("@/lib/services");
    const tx = {} as never;
    const appended = { gameId: "g", seq: 1, actorSeat: 0, cause: "move", now: new Date(), moveTimeLimitDays: null } as const;
    await announceAppend({ tx, ...appended, after: {} as never });
    await announceCreate({ tx, gameId: "g" });
    expect(heard).toEqual(["notices", "result", "invitations"]);
    // In one statement: the notices' part, and nothing from the results while the game goes on;
    // the end of a game needs the transaction (the result summary takes statements of its own).
    expect(statementParts({ ...appended, after: { status: "active" } as never })).toEqual([notices, NOTHING]);
    expect(statementParts({ ...appended, after: { status: "finished" } as never })).toBeNull();
    vi.doUnmock("@/lib/mail/notices");
    vi.doUnmock("@/lib/history/results");
    vi.resetModules();
  });
});
