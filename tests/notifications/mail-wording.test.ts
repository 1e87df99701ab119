// Issue 34, finding 11: the mails the worker actually sends say what is so. The first "your turn"
// of a player who has not moved yet speaks of the game since it began, not "since your last
// move"; a subject names the game after the reader's opponents, never the reader; the game-over
// mail lists as many parts of each score as it announces.
import { describe, expect, it } from "vitest";
import { legalMoves, toAct } from "@/lib/engine";
import { loadState } from "@/lib/games/current";
import { submitMove } from "@/lib/games/moves";
import { mailSinkForFile, playOne, startedGame, toActNow } from "./helpers";

const mail = mailSinkForFile();

describe("turn mails", () => {
  it("the first turn mail before one's own first move says 'since the game began'; later ones 'since your last move'; no subject names its reader", async () => {
    const players = [await mail.player("cam"), await mail.player("dag"), await mail.player("eli")];
    const { id, bySeat } = await startedGame(players);
    const first = await toActNow(id);
    await playOne(id, bySeat);
    const second = await toActNow(id);
    expect(second).not.toBe(first);
    await mail.work();
    const [firstMail] = (await mail.mails(bySeat[second].email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(firstMail, "the second player's first turn mail").toBeDefined();
    expect(firstMail.text).toContain("Since the game began:");
    expect(firstMail.text).not.toContain("Since your last move:");

    // Round the table until the second player acts again: now the mail speaks of their last move.
    for (let i = 0; i < 20 && !(i > 0 && (await toActNow(id)) === second); i++) await playOne(id, bySeat);
    expect(await toActNow(id)).toBe(second);
    await mail.work();
    const turns = (await mail.mails(bySeat[second].email)).filter((m) => m.subject.startsWith("Your turn"));
    expect(turns.length).toBeGreaterThanOrEqual(2);
    expect(turns.filter((m) => m.text.includes("Since your last move:")), "a turn mail after the player's own move").toHaveLength(turns.length - 1);
    expect(turns.filter((m) => m.text.includes("Since the game began:"))).toHaveLength(1);

    for (const [seat, player] of bySeat.entries()) {
      for (const m of await mail.mails(player.email)) {
        expect(m.subject, `a subject to ${player.displayName}`).not.toContain(player.displayName);
        for (const [other, p] of bySeat.entries()) if (other !== seat && m.subject.includes("Saint Petersburg with")) expect(m.subject).toContain(p.displayName);
      }
    }
  }, 60_000);
});

describe("the game-over mail", () => {
  it("lists each score in as many parts as it announces, and names the game after the reader's opponents", async () => {
    const players = [await mail.player("fay"), await mail.player("gus")];
    const { id, bySeat } = await startedGame(players);
    for (let i = 0; i < 2000; i++) {
      const loaded = (await loadState(id))!;
      if (loaded.state.status === "finished") break;
      const seat = toAct(loaded.state)[0];
      const moves = legalMoves(loaded.state, seat).map((m) => m.move);
      const move = moves.find((m) => m.type === "buy" || m.type === "take") ?? moves.find((m) => m.type !== "pass") ?? moves[0];
      await submitMove(id, bySeat[seat], { seq: loaded.seq, move });
    }
    const { state } = (await loadState(id))!;
    expect(state.status).toBe("finished");
    await mail.work();
    for (const [seat, player] of bySeat.entries()) {
      const [over] = (await mail.mails(player.email)).filter((m) => m.subject.startsWith("Game over"));
      expect(over, `${player.displayName}'s game-over mail`).toBeDefined();
      expect(over.subject).toContain(`(Saint Petersburg with ${bySeat[1 - seat].displayName})`);
      const announced = /Final scores \(([^)]*)\)/.exec(over.text)![1].split(",").map((s) => s.trim());
      expect(announced).toEqual(["points on the track", "aristocrats", "money", "cards left in hand"]);
      const lines = over.text.split("\n").filter((l) => /^\s*track -?\d+, /.test(l));
      expect(lines).toHaveLength(state.players.length);
      for (const line of lines) expect(line.trim().split(", "), line).toHaveLength(announced.length);
      for (const f of state.final!) {
        const track = f.total - f.aristocrats - f.money - f.hand;
        expect(over.text).toContain(`track ${track}, aristocrats`);
      }
    }
  }, 120_000);
});
