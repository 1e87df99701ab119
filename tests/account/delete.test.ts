// "Leave for good" (issue 26) through DELETE /api/me: a wrong or missing confirmation changes
// nothing; a right one deletes what identifies the person in one go, keeps their seats as
// "Former player" (the finished game still exports, replays and verifies through the CLI, the
// others' ratings stay as they were), and their running game goes on through the worker.
import { execFile } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { legalMoves, toAct } from "@/lib/engine";
import * as meRoute from "@/app/api/me/route";
import * as playerRoute from "@/app/api/players/[name]/route";
import { exportPieces } from "@/lib/account/export";
import { loadCurrent, loadState } from "@/lib/games/current";
import { translatorFor } from "@/lib/i18n/messages";
import { sayLine, type Say } from "@/lib/words/log";
import ja from "@/messages/ja.json";
import { exportGame, type ExportedRecord } from "@/lib/history/export";
import { loadFinishedGame } from "@/lib/history/finished";
import { consume, storedKeys } from "@/lib/limits";
import { enqueueMail } from "@/lib/mail/outbox";
import { savePrefs } from "@/lib/mail/prefs";
import { FORMER_PLAYER } from "@/lib/players/former";
import { runWorkerOnce, submitMove } from "@/lib/services";
import { call, createGameAs, joinAs, makeUser, startedGame, uid, type TestUser } from "../games/helpers";
import { randomPicker } from "../games/play";
import { finishedGame } from "../ratings/helpers";

vi.mock("@/lib/auth", () => import("../games/auth-mock"));

const run = promisify(execFile);
const remove = (as: TestUser | null, body?: unknown, raw?: string) => call(meRoute.DELETE, { as, method: "DELETE", body, raw, path: "/api/me" });

async function leftovers(user: TestUser) {
  const [users, sessions, accounts, tokens, prefs, mails, limits, messages] = await Promise.all([
    prisma.user.count({ where: { id: user.id } }),
    prisma.session.count({ where: { userId: user.id } }),
    prisma.account.count({ where: { userId: user.id } }),
    prisma.verificationToken.count({ where: { identifier: user.email } }),
    prisma.mailPreference.count({ where: { email: user.email } }),
    prisma.mailOutbox.count({ where: { toAddress: user.email } }),
    prisma.rateLimit.count({ where: { key: { in: storedKeys([{ name: "create_game", key: user.id }]) } } }),
    prisma.gameMessage.count({ where: { userId: user.id } }),
  ]);
  return { users, sessions, accounts, tokens, prefs, mails, limits, messages };
}

describe("DELETE /api/me", () => {
  it("refuses a signed-out request, and a wrong or missing confirmation changes nothing", async () => {
    const ann = await makeUser("del");
    await prisma.session.create({ data: { sessionToken: `s-${uid()}`, userId: ann.id, expires: new Date(Date.now() + 86_400_000) } });
    expect((await remove(null, { confirm: ann.displayName })).status).toBe(401);
    const wrong = await remove(ann, { confirm: `${ann.displayName}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.field).toBe("confirm");
    expect((await remove(ann, {})).status).toBe(400);
    expect((await remove(ann, { confirm: 42 })).status).toBe(400);
    expect((await remove(ann, undefined, "")).status).toBe(400);
    expect(await leftovers(ann)).toMatchObject({ users: 1, sessions: 1 });
  });

  it("deletes what identifies the person; their seats stay as Former player; finished games replay and verify; running games go on", { timeout: 300_000 }, async () => {
    const [ann, bob, cy] = await Promise.all([makeUser("gone"), makeUser("stay"), makeUser("stay")]);
    const finished = await finishedGame([ann, bob, cy], `del-fin-${ann.id}`);
    const { id: runningId, bySeat } = await startedGame([ann, bob]);
    const annRunningSeat = bySeat.indexOf(ann);
    await prisma.gameMessage.create({ data: { gameId: runningId, userId: ann.id, seat: annRunningSeat, seq: 0, text: "ann was here" } });
    await prisma.gameMessage.create({ data: { gameId: runningId, userId: bob.id, seat: 1 - annRunningSeat, seq: 0, text: "bob stays" } });
    await prisma.session.create({ data: { sessionToken: `s-${uid()}`, userId: ann.id, expires: new Date(Date.now() + 86_400_000) } });
    await prisma.account.create({ data: { userId: ann.id, type: "email", provider: "nodemailer", providerAccountId: ann.email } });
    await prisma.verificationToken.create({ data: { identifier: ann.email, token: `t-${uid()}`, expires: new Date(Date.now() + 3600_000) } });
    await savePrefs(ann.email, { turnMail: "none", digestHour: 9, timeZone: "UTC", reminders: false });
    await enqueueMail(prisma, { kind: "reminder", to: ann.email, dedupeKey: `del-test:${ann.id}`, gameId: runningId, seat: annRunningSeat, payload: { seq: 0 } });
    await consume("create_game", ann.id);
    const before = await leftovers(ann);
    // Mail to the address: the reminder queued here and the game's own notices.
    expect(before.mails).toBeGreaterThanOrEqual(1);
    expect({ ...before, mails: 1 }).toEqual({ users: 1, sessions: 1, accounts: 1, tokens: 1, prefs: 1, mails: 1, limits: 1, messages: 1 });
    const othersBefore = await prisma.playerRating.findMany({ where: { userId: { in: [bob.id, cy.id] } }, orderBy: { userId: "asc" } });
    expect(othersBefore).toHaveLength(2);

    const reply = await remove(ann, { confirm: ` ${ann.displayName} ` });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body).toEqual({ deleted: true, games: 2 });
    expect(await leftovers(ann)).toEqual({ users: 0, sessions: 0, accounts: 0, tokens: 0, prefs: 0, mails: 0, limits: 0, messages: 0 });
    expect(await prisma.gameMessage.count({ where: { gameId: runningId, userId: bob.id } })).toBe(1);
    expect(await prisma.playerRating.count({ where: { userId: ann.id } })).toBe(0);
    expect(await prisma.playerRating.findMany({ where: { userId: { in: [bob.id, cy.id] } }, orderBy: { userId: "asc" } })).toEqual(othersBefore);

    // The finished game: its seat kept under the former name, in the results and the record.
    const annSeat = finished.bySeat.findIndex((p) => p.id === ann.id);
    const results = await prisma.gameResultPlayer.findMany({ where: { gameId: finished.id }, orderBy: { seat: "asc" } });
    expect(results).toHaveLength(3);
    expect(results[annSeat]).toMatchObject({ name: FORMER_PLAYER, userId: null });
    const record = (await exportGame(finished.id)) as ExportedRecord;
    const text = JSON.stringify(record);
    expect(text).not.toContain(ann.displayName);
    expect(record.options.players[annSeat]).toBe(FORMER_PLAYER);
    expect(record.shuffle!.joinOrder).toContain(FORMER_PLAYER);
    const dir = await mkdtemp(path.join(tmpdir(), "neva-delete-"));
    const file = path.join(dir, "game.json");
    await writeFile(file, text);
    const replay = JSON.parse((await run("node", ["--import", "tsx", "scripts/game.ts", "replay", file])).stdout);
    expect(replay.status).toBe("finished");
    const verify = JSON.parse((await run("node", ["--import", "tsx", "scripts/game.ts", "verify", file])).stdout);
    expect(verify).toMatchObject({ ok: true, hashMatches: true, seatOrderMatches: true });
    const page = await loadFinishedGame(finished.id);
    expect(page.kind).toBe("finished");
    if (page.kind === "finished") {
      expect(page.game.shuffle).toMatchObject({ ok: true });
      expect(page.game.view.players[annSeat].name).toBe(FORMER_PLAYER);
    }

    // Not findable: the player API answers 404 for the old name; a new sign-up with the address starts empty.
    const card = await playerRoute.GET(new Request(`http://localhost/api/players/${ann.displayName}`), { params: Promise.resolve({ name: ann.displayName }) });
    expect(card.status).toBe(404);
    const fresh = await prisma.user.create({ data: { email: ann.email } });
    let exported = "";
    for await (const piece of exportPieces(fresh)) exported += piece;
    expect(JSON.parse(exported)).toMatchObject({ games: [], ratings: { current: null, changes: [] }, tableTalk: { messages: [] } });

    // The running game goes on: the departed seat passes at each of its turns (worker), Bob plays on.
    const seat = await prisma.gameSeat.findFirstOrThrow({ where: { gameId: runningId, seat: annRunningSeat } });
    expect(seat).toMatchObject({ userId: null, playedBy: "pass" });
    expect(seat.resignedAt).toBeInstanceOf(Date);
    expect((await loadState(runningId))!.state.players[annRunningSeat].name).toBe(FORMER_PLAYER);
    const pick = randomPicker(`del-run-${runningId}`);
    let departedTurns = 0;
    for (let step = 0; step < 3000; step++) {
      const loaded = (await loadState(runningId))!;
      if (loaded.state.status !== "active") break;
      const toMove = toAct(loaded.state)[0];
      if (toMove === annRunningSeat) {
        await runWorkerOnce({ maxBatches: 0 });
        const after = (await loadState(runningId))!;
        expect(after.seq).toBeGreaterThan(loaded.seq);
        departedTurns++;
      } else {
        // Bob buys whatever he can, so the game runs to its end.
        const moves = legalMoves(loaded.state, toMove).map((m) => m.move);
        const { seat: _seat, ...move } = moves.find((m) => m.type === "buy") ?? moves.find((m) => m.type !== "pass") ?? pick(loaded.state);
        await submitMove(runningId, bob, { seq: loaded.seq, move });
      }
    }
    expect(departedTurns).toBeGreaterThan(1);
    // The log speaks of the departed seat in the reader's words, never under the old name.
    const { lines } = (await loadCurrent(runningId))!;
    const passed = lines.find((l) => l.seat === annRunningSeat && JSON.stringify(l.phrase).includes(FORMER_PLAYER))!;
    expect(passed).toBeDefined();
    const said = sayLine(translatorFor("ja") as unknown as Say, "ja", passed).text;
    expect(said).toContain(ja.account.formerPlayer);
    expect(said).not.toContain(FORMER_PLAYER);
    expect(JSON.stringify(lines)).not.toContain(ann.displayName);
    const timeouts = await prisma.gameEvent.count({ where: { gameId: runningId, type: "timeout", seat: annRunningSeat } });
    expect(timeouts).toBeGreaterThanOrEqual(departedTurns);
    // Never stuck: the game ended, its result names the seat as a former player's.
    expect((await loadState(runningId))!.state.status).toBe("finished");
    const ended = await prisma.gameResultPlayer.findMany({ where: { gameId: runningId }, orderBy: { seat: "asc" } });
    expect(ended[annRunningSeat]).toMatchObject({ name: FORMER_PLAYER, userId: null });
    expect(ended[1 - annRunningSeat]).toMatchObject({ userId: bob.id, winner: true });
  });

  it("cancels the tables they created and nobody started, and frees their seat at others'", async () => {
    const [ivy, jon] = await Promise.all([makeUser("ivy"), makeUser("jon")]);
    const own = await createGameAs(ivy, { seats: 3, invites: [] });
    const theirs = await createGameAs(jon, { seats: 3, invites: [] });
    expect((await joinAs(ivy, theirs)).status).toBe(200);
    expect((await remove(ivy, { confirm: ivy.displayName })).status).toBe(200);
    expect(await prisma.game.findUniqueOrThrow({ where: { id: own } })).toMatchObject({ status: "cancelled", createdById: null });
    expect(await prisma.game.findUniqueOrThrow({ where: { id: theirs } })).toMatchObject({ status: "open", createdById: jon.id });
    const seats = await prisma.gameSeat.findMany({ where: { gameId: theirs } });
    expect(seats).toHaveLength(3);
    expect(seats.filter((s) => s.userId === null && s.joinedAt === null && s.botNumber === null)).toHaveLength(2);
  });
});
